/// One result row, copied out of the statement so it stays valid after the next step.
///
/// Columns are read by index (`0..<count`) or by name (the first column with that name,
/// compared case-insensitively as SQLite does).
public struct Row: Sendable, Equatable, CustomStringConvertible {
    public let columnNames: [String]
    public let values: [DatabaseValue]

    public init(columnNames: [String], values: [DatabaseValue]) {
        precondition(columnNames.count == values.count, "one value per column")
        self.columnNames = columnNames
        self.values = values
    }

    public var count: Int { values.count }

    /// The raw value at `index`.
    public subscript(index: Int) -> DatabaseValue { values[index] }

    /// The raw value of the column `name`, or nil when there is no such column.
    public subscript(name: String) -> DatabaseValue? {
        columnIndex(named: name).map { values[$0] }
    }

    public func columnIndex(named name: String) -> Int? {
        let lowered = name.lowercased()
        return columnNames.firstIndex { $0.lowercased() == lowered }
    }

    /// The typed value at `index`; throws `SQLITE_MISMATCH` if it cannot convert (for
    /// example NULL read as a non-optional), `SQLITE_RANGE` for a bad index.
    public func value<T: DatabaseValueConvertible>(at index: Int, as type: T.Type = T.self) throws -> T {
        guard values.indices.contains(index) else {
            throw DatabaseError(code: .range,
                                message: "column index \(index) out of range (row has \(count) columns)")
        }
        return try Self.convert(values[index], to: T.self, column: "\(index) (\(columnNames[index]))")
    }

    /// The typed value of the column `name`; throws if there is no such column or it
    /// cannot convert.
    public func value<T: DatabaseValueConvertible>(named name: String, as type: T.Type = T.self) throws -> T {
        guard let index = columnIndex(named: name) else {
            throw DatabaseError(code: .range,
                                message: "no column named '\(name)' (columns: \(columnNames.joined(separator: ", ")))")
        }
        return try Self.convert(values[index], to: T.self, column: "'\(name)'")
    }

    /// `column` names the column in the error; it is only built when a read fails.
    static func convert<T: DatabaseValueConvertible>(_ value: DatabaseValue, to type: T.Type,
                                                     column: @autoclosure () -> String) throws -> T {
        guard let converted = T.fromDatabaseValue(value) else {
            throw DatabaseError(code: .mismatch,
                                message: "cannot read \(value.storageClassName) as \(T.self) in column \(column())")
        }
        return converted
    }

    public var description: String {
        "[" + zip(columnNames, values).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
    }
}
