import CSQLite

/// The one error the SQLite module throws: an SQLite result code with SQLite's message
/// and what was being done (the SQL, or the file being opened).
///
/// Argument *values* are deliberately not kept: they may be large or private, and the
/// count is enough to spot a binding mistake.
public struct DatabaseError: Error, CustomStringConvertible, Sendable {
    /// The extended result code (`code.primary` gives the family).
    public let code: ResultCode
    /// SQLite's message (`sqlite3_errmsg`), or this module's own for its misuse checks.
    public let message: String
    /// The SQL being prepared or run, if any.
    public let sql: String?
    /// How many arguments were bound to `sql`, if any were.
    public let argumentCount: Int
    /// The database file being opened, for errors raised while opening.
    public let path: String?

    public init(code: ResultCode, message: String, sql: String? = nil, argumentCount: Int = 0,
                path: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
        self.argumentCount = argumentCount
        self.path = path
    }

    /// e.g. `SQLite error 5 (SQLITE_BUSY): database is locked — while executing: BEGIN IMMEDIATE`
    public var description: String {
        var text = "SQLite error \(code.rawValue) (\(code.name)): \(message)"
        if let sql {
            text += " — while executing: \(sql)"
            if argumentCount > 0 {
                text += " (with \(argumentCount) argument\(argumentCount == 1 ? "" : "s"))"
            }
        } else if let path {
            text += " — while opening \(path)"
        }
        return text
    }

    /// The error the connection `handle` reports for its last failed call.
    static func lastError(of handle: OpaquePointer?, code: Int32, sql: String? = nil,
                          argumentCount: Int = 0, path: String? = nil) -> DatabaseError {
        // With extended codes enabled, `code` already is the extended one; the handle's
        // message is the specific one ("FOREIGN KEY constraint failed"), falling back to
        // the generic wording of the code when there is no handle.
        let message = handle.map { String(cString: sqlite3_errmsg($0)) }
            ?? String(cString: sqlite3_errstr(code))
        return DatabaseError(code: ResultCode(rawValue: code), message: message, sql: sql,
                             argumentCount: argumentCount, path: path)
    }
}
