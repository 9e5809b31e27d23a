/// A Swift type that can be bound as an SQL parameter and read back from a column.
///
/// Conversions are strict: reading an `Int` from TEXT fails rather than guessing. The
/// only widening is INTEGER → `Double`, because SQLite itself stores integral REAL
/// values as integers in some cases.
public protocol DatabaseValueConvertible {
    var databaseValue: DatabaseValue { get }
    /// The Swift value for `databaseValue`, or nil when it has the wrong storage class.
    static func fromDatabaseValue(_ databaseValue: DatabaseValue) -> Self?
}

extension DatabaseValue: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self }
    public static func fromDatabaseValue(_ databaseValue: DatabaseValue) -> DatabaseValue? {
        databaseValue
    }
}

extension Int64: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self) }
    public static func fromDatabaseValue(_ databaseValue: DatabaseValue) -> Int64? {
        if case .integer(let value) = databaseValue { return value }
        return nil
    }
}

extension Int: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }
    public static func fromDatabaseValue(_ databaseValue: DatabaseValue) -> Int? {
        if case .integer(let value) = databaseValue { return Int(exactly: value) }
        return nil
    }
}

extension Int32: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }
    public static func fromDatabaseValue(_ databaseValue: DatabaseValue) -> Int32? {
        if case .integer(let value) = databaseValue { return Int32(exactly: value) }
        return nil
    }
}

extension Double: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .real(self) }
    public static func fromDatabaseValue(_ databaseValue: DatabaseValue) -> Double? {
        switch databaseValue {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
}

/// Stored as INTEGER 0 or 1, as SQLite has no boolean class; any non-zero integer reads
/// back as `true`, matching SQLite's own truth test.
extension Bool: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
    public static func fromDatabaseValue(_ databaseValue: DatabaseValue) -> Bool? {
        if case .integer(let value) = databaseValue { return value != 0 }
        return nil
    }
}

extension String: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .text(self) }
    public static func fromDatabaseValue(_ databaseValue: DatabaseValue) -> String? {
        if case .text(let value) = databaseValue { return value }
        return nil
    }
}

/// Bytes are `[UInt8]` so the module needs no Foundation; wrap in `Data` at the call site.
extension Array: DatabaseValueConvertible where Element == UInt8 {
    public var databaseValue: DatabaseValue { .blob(self) }
    public static func fromDatabaseValue(_ databaseValue: DatabaseValue) -> [UInt8]? {
        if case .blob(let bytes) = databaseValue { return bytes }
        return nil
    }
}

/// `nil` is NULL. Reading NULL as an optional gives `.some(nil)`, i.e. success.
extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
    public static func fromDatabaseValue(_ databaseValue: DatabaseValue) -> Wrapped?? {
        if databaseValue == .null { return .some(nil) }
        return Wrapped.fromDatabaseValue(databaseValue).map { .some($0) }
    }
}
