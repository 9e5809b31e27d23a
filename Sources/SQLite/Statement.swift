import CSQLite

/// A prepared statement: one SQL statement compiled once, run many times with
/// different bound arguments.
///
/// Belongs to the connection (and thread) that prepared it. Rows are read while the
/// statement is positioned on them (`step()` returned true); `Row` copies one out.
public final class Statement {
    let handle: OpaquePointer
    /// The SQL this statement was prepared from.
    public let sql: String
    /// Result column names, in order (empty for statements that return no rows).
    public let columnNames: [String]
    /// How many arguments were last bound, reported in errors.
    private(set) var boundArgumentCount = 0
    /// The connection's transaction hooks, told after each step (nil: nobody listens).
    private weak var events: TransactionEvents?

    /// Prepares exactly one statement; SQL that holds a second statement is refused
    /// (`Database.execute(script:)` is the way to run several).
    init(connection: OpaquePointer, sql: String, events: TransactionEvents? = nil) throws {
        var prepared: OpaquePointer?
        var hasSecondStatement = false
        let code = sql.withCString { text -> Int32 in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(connection, text, -1, &prepared, &tail)
            guard code == SQLITE_OK, let tail, tail.pointee != 0 else { return code }
            // Whatever follows must be only whitespace or comments: preparing it yields
            // no statement.
            var next: OpaquePointer?
            _ = sqlite3_prepare_v2(connection, tail, -1, &next, nil)
            if next != nil {
                hasSecondStatement = true
                sqlite3_finalize(next)
            }
            return code
        }
        guard code == SQLITE_OK else {
            throw DatabaseError.lastError(of: connection, code: code, sql: sql)
        }
        guard let prepared else {
            throw DatabaseError(code: .misuse, message: "no SQL statement to prepare", sql: sql)
        }
        guard !hasSecondStatement else {
            sqlite3_finalize(prepared)
            throw DatabaseError(code: .misuse,
                                message: "more than one statement given; use execute(script:) for several",
                                sql: sql)
        }
        self.handle = prepared
        self.sql = sql
        self.events = events
        self.columnNames = (0..<sqlite3_column_count(prepared)).map {
            String(cString: sqlite3_column_name(prepared, $0))
        }
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// The number of `?` parameters.
    public var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    /// True while the statement has been stepped but neither finished nor reset.
    public var isBusy: Bool { sqlite3_stmt_busy(handle) != 0 }

    /// True when the statement does not write to the database.
    public var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

    // MARK: Binding

    /// Resets the statement and binds `arguments` to its parameters, in order. The
    /// count must match exactly: a missing argument would silently be NULL.
    public func bind(_ arguments: StatementArguments) throws {
        reset()
        sqlite3_clear_bindings(handle)
        boundArgumentCount = arguments.count
        guard arguments.count == parameterCount else {
            throw DatabaseError(code: .range,
                                message: "statement has \(parameterCount) parameter(s) but \(arguments.count) argument(s) were given",
                                sql: sql, argumentCount: arguments.count)
        }
        for (offset, value) in arguments.values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    private func bind(_ value: DatabaseValue, at index: Int32) throws {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, index)
        case .integer(let integer):
            code = sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            code = sqlite3_bind_double(handle, index, real)
        case .text(let text):
            // Bound by length so text containing NUL survives; TRANSIENT makes SQLite copy.
            code = text.withCString { pointer in
                sqlite3_bind_text64(handle, index, pointer, UInt64(text.utf8.count),
                                    csqlite_transient(), UInt8(SQLITE_UTF8))
            }
        case .blob(let bytes):
            if bytes.isEmpty {
                // A NULL data pointer would bind NULL, not an empty blob.
                code = sqlite3_bind_zeroblob(handle, index, 0)
            } else {
                code = bytes.withUnsafeBytes { buffer in
                    sqlite3_bind_blob64(handle, index, buffer.baseAddress, UInt64(buffer.count),
                                        csqlite_transient())
                }
            }
        }
        guard code == SQLITE_OK else { throw error(code: code) }
    }

    // MARK: Stepping

    /// Advances to the next row: true when positioned on a row, false when done. On an
    /// error the statement is reset so it can be reused.
    @discardableResult
    public func step() throws -> Bool {
        let code = sqlite3_step(handle)
        if let events { events.statementEnded(handle: sqlite3_db_handle(handle)) }
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let failure = error(code: code)
            sqlite3_reset(handle)
            throw failure
        }
    }

    /// Rewinds the statement (bindings are kept). A statement left mid-way keeps a read
    /// snapshot open, so every helper here resets when it is done.
    public func reset() {
        sqlite3_reset(handle)
    }

    /// Binds `arguments` and runs the statement to completion, ignoring any rows.
    public func execute(arguments: StatementArguments = []) throws {
        try bind(arguments)
        defer { reset() }
        while try step() {}
    }

    /// Binds `arguments` and calls `body` with each row, without collecting them.
    public func forEachRow(arguments: StatementArguments = [], _ body: (Row) throws -> Void) throws {
        try bind(arguments)
        defer { reset() }
        while try step() {
            try body(currentRow)
        }
    }

    /// Binds `arguments` and returns every row.
    public func fetchAll(arguments: StatementArguments = []) throws -> [Row] {
        var rows: [Row] = []
        try forEachRow(arguments: arguments) { rows.append($0) }
        return rows
    }

    /// Binds `arguments` and returns the first row, if any.
    public func fetchOne(arguments: StatementArguments = []) throws -> Row? {
        try bind(arguments)
        defer { reset() }
        return try step() ? currentRow : nil
    }

    // MARK: Reading the current row

    public var columnCount: Int { columnNames.count }

    /// The index of the column `name` (case-insensitive, first match).
    public func columnIndex(named name: String) -> Int? {
        let lowered = name.lowercased()
        return columnNames.firstIndex { $0.lowercased() == lowered }
    }

    /// The raw value of column `index` of the current row.
    public func databaseValue(at index: Int) -> DatabaseValue {
        let column = Int32(index)
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            // Read the pointer before the length, as SQLite's docs require.
            let pointer = sqlite3_column_text(handle, column)
            let count = Int(sqlite3_column_bytes(handle, column))
            guard let pointer else { return .text("") }
            return .text(String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let pointer = sqlite3_column_blob(handle, column)
            let count = Int(sqlite3_column_bytes(handle, column))
            // SQLite returns a NULL pointer for a zero-length blob.
            guard let pointer, count > 0 else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: pointer, count: count)))
        default:
            return .null
        }
    }

    /// Calls `body` with the bytes of blob (or text) column `index` of the current row, in
    /// SQLite's own memory: no copy. The buffer is valid only inside `body`, until the next
    /// step or reset. NULL and empty values give an empty buffer.
    public func withUnsafeBlob<T>(at index: Int, _ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        let column = try checkedColumn(index)
        // Read the pointer before the length, as SQLite's docs require.
        let pointer = sqlite3_column_blob(handle, column)
        return try body(Self.bytes(at: pointer, count: sqlite3_column_bytes(handle, column)))
    }

    /// The typed value of column `index` of the current row.
    public func column<T: DatabaseValueConvertible>(at index: Int, as type: T.Type = T.self) throws -> T {
        _ = try checkedColumn(index)
        return try Row.convert(databaseValue(at: index), to: T.self, column: "\(index) (\(columnNames[index]))")
    }

    /// Column `index` as SQLite numbers it, or a range error naming the statement.
    private func checkedColumn(_ index: Int) throws -> Int32 {
        guard columnNames.indices.contains(index) else {
            throw DatabaseError(code: .range,
                                message: "column index \(index) out of range (\(columnCount) columns)", sql: sql)
        }
        return Int32(index)
    }

    /// The `count` bytes SQLite gave at `pointer` for a column: none for a NULL pointer (a
    /// NULL value, or a zero-length blob) or a count of 0.
    private static func bytes(at pointer: UnsafeRawPointer?, count: Int32) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: count > 0 ? pointer : nil, count: pointer == nil ? 0 : Int(count))
    }

    /// The typed value of column `name` of the current row.
    public func column<T: DatabaseValueConvertible>(named name: String, as type: T.Type = T.self) throws -> T {
        guard let index = columnIndex(named: name) else {
            throw DatabaseError(code: .range, message: "no column named '\(name)'", sql: sql)
        }
        return try Row.convert(databaseValue(at: index), to: T.self, column: "'\(name)'")
    }

    /// A copy of the current row.
    public var currentRow: Row {
        Row(columnNames: columnNames, values: columnNames.indices.map(databaseValue(at:)))
    }

    private func error(code: Int32) -> DatabaseError {
        DatabaseError.lastError(of: sqlite3_db_handle(handle), code: code, sql: sql,
                                argumentCount: boundArgumentCount)
    }
}
