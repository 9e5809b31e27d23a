import CSQLite

/// An SQLite result code, primary (`SQLITE_BUSY`) or extended (`SQLITE_BUSY_SNAPSHOT`).
///
/// Connections are opened with extended result codes on, so errors carry the precise
/// code; `primary` recovers the family (the low eight bits).
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code of this (possibly extended) code.
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// The C name, e.g. `SQLITE_CONSTRAINT_FOREIGNKEY`.
    public var name: String {
        if let name = Self.names[rawValue] { return name }
        // An extended code this table does not know still has a known family.
        if let family = Self.names[rawValue & 0xFF] { return "\(family) (extended \(rawValue))" }
        return "unknown result code"
    }

    /// SQLite's own English wording for the code, e.g. "database is locked".
    public var explanation: String { String(cString: sqlite3_errstr(rawValue)) }

    public var description: String { "\(rawValue) (\(name))" }

    public static let ok = ResultCode(rawValue: SQLITE_OK)
    public static let error = ResultCode(rawValue: SQLITE_ERROR)
    public static let busy = ResultCode(rawValue: SQLITE_BUSY)
    public static let locked = ResultCode(rawValue: SQLITE_LOCKED)
    public static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    public static let permission = ResultCode(rawValue: SQLITE_PERM)
    public static let full = ResultCode(rawValue: SQLITE_FULL)
    public static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    public static let cantOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    public static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
    public static let mismatch = ResultCode(rawValue: SQLITE_MISMATCH)
    public static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
    public static let range = ResultCode(rawValue: SQLITE_RANGE)
    public static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
    public static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
    /// A read-only connection found a hot `-journal` it may not roll back.
    public static let readOnlyRollback = ResultCode(rawValue: 776)  // SQLITE_READONLY | (3<<8)
    public static let constraintForeignKey = ResultCode(rawValue: 787)  // SQLITE_CONSTRAINT | (3<<8)
    public static let constraintUnique = ResultCode(rawValue: 2067)     // SQLITE_CONSTRAINT | (8<<8)
    public static let constraintPrimaryKey = ResultCode(rawValue: 1555) // SQLITE_CONSTRAINT | (6<<8)
    public static let constraintNotNull = ResultCode(rawValue: 1299)    // SQLITE_CONSTRAINT | (5<<8)
    public static let constraintCheck = ResultCode(rawValue: 275)       // SQLITE_CONSTRAINT | (1<<8)

    // The extended codes are macros built with `|` and `<<`, which Swift does not import,
    // hence literal values (from sqlite3.h, "Extended Result Codes").
    private static let names: [Int32: String] = [
        0: "SQLITE_OK", 1: "SQLITE_ERROR", 2: "SQLITE_INTERNAL", 3: "SQLITE_PERM",
        4: "SQLITE_ABORT", 5: "SQLITE_BUSY", 6: "SQLITE_LOCKED", 7: "SQLITE_NOMEM",
        8: "SQLITE_READONLY", 9: "SQLITE_INTERRUPT", 10: "SQLITE_IOERR", 11: "SQLITE_CORRUPT",
        12: "SQLITE_NOTFOUND", 13: "SQLITE_FULL", 14: "SQLITE_CANTOPEN", 15: "SQLITE_PROTOCOL",
        16: "SQLITE_EMPTY", 17: "SQLITE_SCHEMA", 18: "SQLITE_TOOBIG", 19: "SQLITE_CONSTRAINT",
        20: "SQLITE_MISMATCH", 21: "SQLITE_MISUSE", 22: "SQLITE_NOLFS", 23: "SQLITE_AUTH",
        24: "SQLITE_FORMAT", 25: "SQLITE_RANGE", 26: "SQLITE_NOTADB", 27: "SQLITE_NOTICE",
        28: "SQLITE_WARNING", 100: "SQLITE_ROW", 101: "SQLITE_DONE",
        // Extended codes most likely to surface here.
        261: "SQLITE_BUSY_RECOVERY", 517: "SQLITE_BUSY_SNAPSHOT", 773: "SQLITE_BUSY_TIMEOUT",
        262: "SQLITE_LOCKED_SHAREDCACHE", 264: "SQLITE_READONLY_RECOVERY",
        520: "SQLITE_READONLY_CANTLOCK", 776: "SQLITE_READONLY_ROLLBACK",
        1032: "SQLITE_READONLY_DBMOVED", 266: "SQLITE_IOERR_READ", 522: "SQLITE_IOERR_SHORT_READ",
        778: "SQLITE_IOERR_WRITE", 1034: "SQLITE_IOERR_FSYNC", 3338: "SQLITE_IOERR_NOMEM",
        1546: "SQLITE_IOERR_TRUNCATE", 4874: "SQLITE_IOERR_SHMSIZE", 4618: "SQLITE_IOERR_SHMOPEN",
        267: "SQLITE_CORRUPT_VTAB", 270: "SQLITE_CANTOPEN_NOTEMPDIR",
        526: "SQLITE_CANTOPEN_ISDIR", 782: "SQLITE_CANTOPEN_FULLPATH",
        275: "SQLITE_CONSTRAINT_CHECK", 531: "SQLITE_CONSTRAINT_COMMITHOOK",
        787: "SQLITE_CONSTRAINT_FOREIGNKEY", 1043: "SQLITE_CONSTRAINT_FUNCTION",
        1299: "SQLITE_CONSTRAINT_NOTNULL", 1555: "SQLITE_CONSTRAINT_PRIMARYKEY",
        1811: "SQLITE_CONSTRAINT_TRIGGER", 2067: "SQLITE_CONSTRAINT_UNIQUE",
        2323: "SQLITE_CONSTRAINT_VTAB", 2579: "SQLITE_CONSTRAINT_ROWID",
        3091: "SQLITE_CONSTRAINT_DATATYPE", 513: "SQLITE_ERROR_RETRY",
        257: "SQLITE_ERROR_MISSING_COLLSEQ", 769: "SQLITE_ERROR_SNAPSHOT",
    ]
}
