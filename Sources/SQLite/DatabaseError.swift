import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// The operating system's `errno` for the failed file operation behind an `SQLITE_IOERR_…`
    /// or `SQLITE_CANTOPEN_…` (`sqlite3_system_errno`), else 0. SQLite's extended codes say which
    /// call failed (`SQLITE_IOERR_SHMSIZE`, 4874: growing the `-shm` file), not why: a full disk
    /// shows only here.
    public let systemErrno: Int32

    public init(code: ResultCode, message: String, sql: String? = nil, argumentCount: Int = 0,
                path: String? = nil, systemErrno: Int32 = 0) {
        self.code = code
        self.message = message
        self.sql = sql
        self.argumentCount = argumentCount
        self.path = path
        self.systemErrno = systemErrno
    }

    /// True when the file system ran out of space: `SQLITE_FULL`, or an I/O error whose
    /// system error is `ENOSPC` (a full disk fails the `-shm` file's growth, 4874, before any
    /// write to the database itself, so SQLite never says `SQLITE_FULL` for it).
    public var isNoSpace: Bool {
        code.primary == .full || (code.primary == .ioError && systemErrno == ENOSPC)
    }

    /// The same error, reported as one of opening `path`.
    public func whileOpening(_ path: String) -> DatabaseError {
        DatabaseError(code: code, message: message, path: path, systemErrno: systemErrno)
    }

    /// e.g. `SQLite error 5 (SQLITE_BUSY): database is locked — while executing: BEGIN IMMEDIATE`
    public var description: String {
        var text = "SQLite error \(code.rawValue) (\(code.name)): \(message)"
        if systemErrno != 0, let system = strerror(systemErrno) { text += " (\(String(cString: system)))" }
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
        // SQLite records the errno only for these two families, and keeps it until the next
        // one: read for any other code, it would be a stale one.
        let family = code & 0xFF
        let systemErrno = family == SQLITE_IOERR || family == SQLITE_CANTOPEN
            ? handle.map { sqlite3_system_errno($0) } ?? 0 : 0
        return DatabaseError(code: ResultCode(rawValue: code), message: message, sql: sql,
                             argumentCount: argumentCount, path: path, systemErrno: systemErrno)
    }
}
