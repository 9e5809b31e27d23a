import CSQLite

/// One SQLite connection.
///
/// Not `Sendable`: a connection and its statements belong to one thread at a time
/// (it is opened with `SQLITE_OPEN_NOMUTEX`, so SQLite does not serialise calls on it).
/// Concurrency comes from opening one `Database` per thread on the same file; WAL lets
/// readers run beside the single writer, and the busy timeout makes a second writer
/// wait for the first instead of failing at once.
///
/// Every connection is configured the same way:
/// - extended result codes, so errors say *which* constraint failed;
/// - `busyTimeout` (5 s by default) for lock waits;
/// - `journal_mode=WAL` (file databases), `synchronous=NORMAL` (durable at checkpoints,
///   never corrupt), `foreign_keys=ON` (off by default in SQLite).
public final class Database {
    let handle: OpaquePointer
    /// The file path, or `:memory:`.
    public let path: String
    private var statementCache = StatementCache()
    /// Depth of `inTransaction` calls nested inside a transaction, to name savepoints.
    var savepointDepth = 0

    public static let defaultBusyTimeout: Duration = .seconds(5)

    /// Opens (creating if needed) the database file at `path`.
    ///
    /// Fails here, not at first use, when the file is not a database
    /// (`SQLITE_NOTADB`, "file is not a database"): opening alone reads nothing, so the
    /// schema is read once right away.
    public init(path: String, busyTimeout: Duration = Database.defaultBusyTimeout) throws {
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let error = DatabaseError.lastError(of: connection, code: code, path: path)
            sqlite3_close_v2(connection)  // a handle is returned even on failure
            throw error
        }
        self.handle = connection
        self.path = path
        // From here on a throw runs deinit, which closes the handle.
        sqlite3_extended_result_codes(connection, 1)
        let milliseconds = busyTimeout.components.seconds * 1_000
            + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(connection, Int32(clamping: milliseconds))
        do {
            _ = try fetchOne(Int.self, sql: "PRAGMA schema_version")
            if path != ":memory:" {
                let mode = try fetchOne(String.self, sql: "PRAGMA journal_mode = WAL")
                guard mode?.lowercased() == "wal" else {
                    throw DatabaseError(code: .error,
                                        message: "could not switch to WAL journal mode (got \(mode ?? "nothing"))")
                }
            }
            try execute(sql: "PRAGMA synchronous = NORMAL")
            try execute(sql: "PRAGMA foreign_keys = ON")
        } catch let error as DatabaseError {
            // Report the failure as one of opening this file, not of the pragma.
            throw DatabaseError(code: error.code, message: error.message, path: path)
        }
    }

    /// A private, empty in-memory database (no WAL: there is no file to share).
    public static func inMemory() throws -> Database {
        try Database(path: ":memory:")
    }

    deinit {
        // Statements must be finalised before the close completes; close_v2 defers the
        // close until then, so the order of deallocation does not matter.
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    // MARK: Statements

    /// A new prepared statement for one SQL statement, owned by the caller.
    public func makeStatement(sql: String) throws -> Statement {
        try Statement(connection: handle, sql: sql)
    }

    /// The connection's cached prepared statement for `sql`, prepared on first use.
    /// Bind arguments before each use (`bind`, `execute(arguments:)`, `fetchAll(arguments:)`).
    public func cachedStatement(sql: String) throws -> Statement {
        try statementCache.statement(sql: sql) { try Statement(connection: handle, sql: $0) }
    }

    /// How many statements the cache holds.
    public var cachedStatementCount: Int { statementCache.count }

    /// Finalises every cached statement.
    public func clearStatementCache() {
        statementCache.removeAll()
    }

    // MARK: Executing

    /// Runs one SQL statement with `arguments` bound to its `?` parameters.
    public func execute(sql: String, arguments: StatementArguments = []) throws {
        try cachedStatement(sql: sql).execute(arguments: arguments)
    }

    /// Runs text holding any number of statements separated by `;` (a migration, say),
    /// one after another, stopping at the first error. Takes no arguments; the error
    /// names the statement that failed.
    public func execute(script: String) throws {
        let text = Array(script.utf8CString)  // NUL-terminated, as prepare's tail walk needs
        try text.withUnsafeBufferPointer { buffer in
            guard var cursor = buffer.baseAddress else { return }
            while cursor.pointee != 0 {
                var statement: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(handle, cursor, -1, &statement, &tail)
                // On a failed prepare the tail may not have moved: report the rest.
                let end = tail.flatMap { $0 > cursor ? $0 : nil } ?? buffer.baseAddress! + (buffer.count - 1)
                let sql = String(decoding: UnsafeRawBufferPointer(start: cursor, count: end - cursor),
                                 as: UTF8.self).trimmingWhitespace()
                guard code == SQLITE_OK else {
                    throw DatabaseError.lastError(of: handle, code: code, sql: sql)
                }
                defer { sqlite3_finalize(statement) }
                if let statement {  // nil for a stretch of only comments or whitespace
                    var stepCode = sqlite3_step(statement)
                    while stepCode == SQLITE_ROW { stepCode = sqlite3_step(statement) }
                    guard stepCode == SQLITE_DONE else {
                        throw DatabaseError.lastError(of: handle, code: stepCode, sql: sql)
                    }
                }
                guard end != cursor else { return }
                cursor = end
            }
        }
    }

    // MARK: Fetching

    /// Every row of the query.
    public func fetchAll(sql: String, arguments: StatementArguments = []) throws -> [Row] {
        try cachedStatement(sql: sql).fetchAll(arguments: arguments)
    }

    /// The first row of the query, or nil when it returns none.
    public func fetchOne(sql: String, arguments: StatementArguments = []) throws -> Row? {
        try cachedStatement(sql: sql).fetchOne(arguments: arguments)
    }

    /// Calls `body` with each row of the query, without collecting them.
    public func forEachRow(sql: String, arguments: StatementArguments = [],
                           _ body: (Row) throws -> Void) throws {
        try cachedStatement(sql: sql).forEachRow(arguments: arguments, body)
    }

    /// The first column of every row, converted to `T` (use an optional `T` when the
    /// column may be NULL).
    public func fetchAll<T: DatabaseValueConvertible>(_ type: T.Type, sql: String,
                                                      arguments: StatementArguments = []) throws -> [T] {
        try fetchAll(sql: sql, arguments: arguments).map { try $0.value(at: 0) }
    }

    /// The first column of the first row, or nil when there is no row *or* the value is
    /// NULL (`SELECT max(x)` on an empty table).
    public func fetchOne<T: DatabaseValueConvertible>(_ type: T.Type, sql: String,
                                                      arguments: StatementArguments = []) throws -> T? {
        guard let row = try fetchOne(sql: sql, arguments: arguments) else { return nil }
        return try row.value(at: 0, as: T?.self)
    }

    // MARK: Connection state

    /// The rowid of the last row inserted on this connection.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last INSERT, UPDATE or DELETE on this connection.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// True between BEGIN and COMMIT/ROLLBACK.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
}

extension String {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
