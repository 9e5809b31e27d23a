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
    /// The commit and rollback hooks, shared with every statement so that each step reports them.
    let transactionEvents = TransactionEvents()
    /// Depth of `inTransaction` calls nested inside a transaction, to name savepoints.
    var savepointDepth = 0
    /// How long a lock is waited for.
    public let busyTimeout: Duration

    public static let defaultBusyTimeout: Duration = .seconds(5)

    /// Opens (creating if needed) the database file at `path`, in WAL mode.
    ///
    /// Fails here, not at first use, when the file is not a database
    /// (`SQLITE_NOTADB`, "file is not a database"): opening alone reads nothing, so the
    /// schema is read once right away.
    public convenience init(path: String, busyTimeout: Duration = Database.defaultBusyTimeout) throws {
        try self.init(opening: path, access: .readWrite(create: true), busyTimeout: busyTimeout)
        if path != ":memory:" { try enableWAL() }
    }

    /// Opens the database file at `path` as `access` says, reading its schema once (so a file
    /// that is not a database fails here) but changing nothing in it: the journal mode is
    /// left as the file has it (see `enableWAL()`).
    public init(opening path: String, access: OpenAccess, busyTimeout: Duration = Database.defaultBusyTimeout) throws {
        var connection: OpaquePointer?
        var flags = SQLITE_OPEN_NOMUTEX
        var name = path
        switch access {
        case .readWrite(let create):
            flags |= SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
        case .readOnly:
            flags |= SQLITE_OPEN_READONLY
        case .immutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            name = Self.immutableURI(path)
        }
        let code = sqlite3_open_v2(name, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let error = DatabaseError.lastError(of: connection, code: code, path: path)
            sqlite3_close_v2(connection)  // a handle is returned even on failure
            throw error
        }
        self.handle = connection
        self.path = path
        self.busyTimeout = busyTimeout
        transactionEvents.database = self
        // From here on a throw runs deinit, which closes the handle.
        sqlite3_extended_result_codes(connection, 1)
        let milliseconds = busyTimeout.components.seconds * 1_000
            + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(connection, Int32(clamping: milliseconds))
        do {
            try retryingWhileBusy { _ = try fetchOne(Int.self, sql: "PRAGMA schema_version") }
            // Connection settings, not stored in the file.
            try execute(sql: "PRAGMA synchronous = NORMAL")
            try execute(sql: "PRAGMA foreign_keys = ON")
        } catch let error as DatabaseError {
            // Report the failure as one of opening this file, not of the pragma.
            throw error.whileOpening(path)
        }
    }

    /// Switches the file to WAL journal mode (a no-op when it is in WAL already). The mode
    /// is stored in the file, so this is a write: call it only on a file you mean to keep.
    ///
    /// Changing the mode needs the file to itself, and SQLite answers `SQLITE_BUSY` at once,
    /// without its busy handler, while another connection is reading it: so this retries
    /// for up to the busy timeout, as any other write waits.
    public func enableWAL() throws {
        do {
            try retryingWhileBusy {
                let mode = try fetchOne(String.self, sql: "PRAGMA journal_mode = WAL")
                guard mode?.lowercased() == "wal" else {
                    throw DatabaseError(code: .error, message: "could not switch to WAL journal mode (got \(mode ?? "nothing"))")
                }
            }
        } catch let error as DatabaseError {
            throw error.whileOpening(path)
        }
    }

    /// Runs `body` again while it fails with `SQLITE_BUSY` or `SQLITE_LOCKED`, for up to the
    /// busy timeout: for the calls SQLite does not retry with its busy handler (reading a
    /// file another connection is creating or recovering, changing the journal mode).
    func retryingWhileBusy(_ body: () throws -> Void) throws {
        let deadline = ContinuousClock.now + busyTimeout
        var pauseMilliseconds: Int32 = 1
        while true {
            do {
                return try body()
            } catch let error as DatabaseError where error.code.primary == .busy || error.code.primary == .locked {
                guard ContinuousClock.now < deadline else { throw error }
                sqlite3_sleep(pauseMilliseconds)
                pauseMilliseconds = min(pauseMilliseconds * 2, 50)
            }
        }
    }

    /// True when the connection cannot write the file: opened read-only, or SQLite fell
    /// back to reading because the file is write-protected.
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Whether this connection runs triggers (`SQLITE_DBCONFIG_ENABLE_TRIGGER`; SQLite's default
    /// is yes). An application whose schema defines none turns them off, so that a trigger
    /// someone else planted in its file never runs on its writes. The file is not changed;
    /// other connections still run them.
    public func setTriggersEnabled(_ enabled: Bool) throws {
        var now: Int32 = -1
        let code = csqlite_db_config_int(handle, SQLITE_DBCONFIG_ENABLE_TRIGGER, enabled ? 1 : 0, &now)
        guard code == SQLITE_OK, (now != 0) == enabled else {
            throw DatabaseError(code: ResultCode(rawValue: code == SQLITE_OK ? SQLITE_ERROR : code),
                                message: "could not turn triggers \(enabled ? "on" : "off")")
        }
    }

    /// Writes a consistent copy of the whole database to a new file at `path` (SQLite's
    /// `VACUUM INTO`): a snapshot like any read, safe while other connections write, and
    /// possible on a read-only connection. Fails, writing nothing, when `path` exists.
    public func copy(to path: String) throws {
        try execute(sql: "VACUUM INTO ?", arguments: [path])
    }

    /// `file:` URI for `path` with `immutable=1`: characters a URI gives meaning to are
    /// percent-encoded, so any file name stays one file name, and an absolute path gets an
    /// empty authority (`file:///…`), so that `//x` is never read as a host.
    static func immutableURI(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x20, 0x7F...:
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            default:
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return (path.hasPrefix("/") ? "file://" : "file:") + encoded + "?immutable=1"
    }

    /// A private, empty in-memory database (no WAL: there is no file to share).
    public static func inMemory() throws -> Database {
        try Database(path: ":memory:")
    }

    deinit {
        // Statements must be finalised before the close completes; close_v2 defers the
        // close until then, so the order of deallocation does not matter.
        statementCache.removeAll()
        transactionEvents.detach(handle: handle)
        sqlite3_close_v2(handle)
    }

    // MARK: Statements

    /// A new prepared statement for one SQL statement, owned by the caller.
    public func makeStatement(sql: String) throws -> Statement {
        try Statement(connection: handle, sql: sql, events: transactionEvents)
    }

    /// The connection's cached prepared statement for `sql`, prepared on first use.
    /// Bind arguments before each use (`bind`, `execute(arguments:)`, `fetchAll(arguments:)`).
    public func cachedStatement(sql: String) throws -> Statement {
        try statementCache.statement(sql: sql) { try Statement(connection: handle, sql: $0, events: transactionEvents) }
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
                    transactionEvents.statementEnded(handle: handle)
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

    // MARK: Transaction observers

    /// Registers `observer` for this connection's commits and rollbacks (held weakly: it is
    /// dropped when it is deallocated). Adding it twice registers it once.
    public func add(transactionObserver observer: any TransactionObserver) {
        transactionEvents.add(observer, handle: handle)
    }

    public func remove(transactionObserver observer: any TransactionObserver) {
        transactionEvents.remove(observer)
    }

    // MARK: Connection state

    /// The rowid of the last row inserted on this connection.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last INSERT, UPDATE or DELETE on this connection.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// True once the current transaction has written (or was begun IMMEDIATE or EXCLUSIVE).
    public var isInWriteTransaction: Bool { sqlite3_txn_state(handle, "main") == SQLITE_TXN_WRITE }

    /// True between BEGIN and COMMIT/ROLLBACK.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }

    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
