import CSQLite

/// The baselines' SQLite: straight C calls, no wrapper, set up like the catalogue's connection
/// (WAL, synchronous=NORMAL) so that only the work per row differs.
final class RawConnection {
    let handle: OpaquePointer

    init(path: String) throws {
        var connection: OpaquePointer?
        let code = sqlite3_open_v2(path, &connection, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let connection else {
            sqlite3_close_v2(connection)
            throw BenchError("cannot open \(path): SQLite error \(code)")
        }
        handle = connection
        try execute("PRAGMA journal_mode = WAL")
        try execute("PRAGMA synchronous = NORMAL")
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard code == SQLITE_OK else {
            throw BenchError("\(sql): \(message.map { String(cString: $0) } ?? "SQLite error \(code)")")
        }
    }

    /// A prepared statement the caller finalizes.
    func prepare(_ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw BenchError("\(sql): \(String(cString: sqlite3_errmsg(handle)))")
        }
        return statement
    }

    /// Checks a step's result code.
    func check(_ code: Int32, expecting expected: Int32, _ what: String) throws {
        guard code == expected else {
            throw BenchError("\(what): \(String(cString: sqlite3_errmsg(handle))) (\(code))")
        }
    }

    /// Every value of a one-blob-column query, in order (untimed set-up).
    func blobs(_ sql: String) throws -> [[UInt8]] {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        var result: [[UInt8]] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            try check(code, expecting: SQLITE_ROW, sql)
            let count = Int(sqlite3_column_bytes(statement, 0))
            if let pointer = sqlite3_column_blob(statement, 0), count > 0 {
                result.append(Array(UnsafeRawBufferPointer(start: pointer, count: count)))
            } else {
                result.append([])
            }
        }
        return result
    }
}
