import SQLite
import Testing

@Suite struct BindingTests {
    /// Every supported type goes in through a parameter and comes back unchanged.
    @Test func everyTypeRoundTrips() throws {
        let directory = try TemporaryDirectory()
        let db = try Database(path: directory.path("types.sqlite"))
        try db.execute(sql: "CREATE TABLE t (i, i64, i32, d, s, b, flag, bytes, empty, absent)")
        let bytes: [UInt8] = [0, 1, 0xFF, 0]
        let missing: String? = nil
        try db.execute(sql: "INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       arguments: [42, Int64.max, Int32.min, 0.1, "héllo\u{0}wörld", "", true,
                                   bytes, [UInt8](), missing])
        let row = try #require(try db.fetchOne(sql: "SELECT * FROM t"))
        #expect(try row.value(at: 0, as: Int.self) == 42)
        #expect(try row.value(at: 1, as: Int64.self) == Int64.max)
        #expect(try row.value(at: 2, as: Int32.self) == Int32.min)
        #expect(try row.value(at: 3, as: Double.self) == 0.1)
        // The embedded NUL survives because text is bound and read by length.
        #expect(try row.value(at: 4, as: String.self) == "héllo\u{0}wörld")
        #expect(try row.value(at: 5, as: String.self) == "")
        #expect(try row.value(at: 6, as: Bool.self) == true)
        #expect(try row.value(at: 7, as: [UInt8].self) == [0, 1, 0xFF, 0])
        // A zero-byte blob is a blob, not NULL (a NULL data pointer would bind NULL).
        #expect(row[8] == .blob([]))
        #expect(try row.value(at: 8, as: [UInt8].self) == [])
        #expect(row[9] == .null)
        #expect(try row.value(at: 9, as: String?.self) == nil)
        // Storage classes as SQLite sees them.
        let types = try db.fetchOne(sql: """
            SELECT typeof(i), typeof(d), typeof(s), typeof(flag), typeof(bytes), typeof(empty), typeof(absent) FROM t
            """)
        #expect(types?.values == [.text("integer"), .text("real"), .text("text"), .text("integer"),
                                  .text("blob"), .text("blob"), .text("null")])
    }

    @Test func columnsReadByName() throws {
        let db = try Database.inMemory()
        let row = try #require(try db.fetchOne(sql: "SELECT ? AS width, ? AS Name", arguments: [390.0, "phone"]))
        #expect(try row.value(named: "width", as: Double.self) == 390)
        // Column names match case-insensitively, as in SQL.
        #expect(try row.value(named: "name", as: String.self) == "phone")
        #expect(row["NAME"] == .text("phone"))
        #expect(row["missing"] == nil)
    }

    @Test func statementColumnsReadInPlace() throws {
        let db = try Database.inMemory()
        let statement = try db.makeStatement(sql: "SELECT ? AS a, ? AS b")
        try statement.bind([7, nil])
        #expect(try statement.step())
        #expect(try statement.column(at: 0, as: Int.self) == 7)
        #expect(try statement.column(named: "b", as: Int?.self) == nil)
        #expect(try !statement.step())
    }

    /// A blob read in place gives SQLite's bytes without a copy; NULL and empty give no bytes.
    @Test func blobsReadInPlace() throws {
        let db = try Database.inMemory()
        let statement = try db.makeStatement(sql: "SELECT ?, ?, NULL")
        try statement.bind([[UInt8]([1, 2, 3, 0]), [UInt8]()])
        #expect(try statement.step())
        #expect(try statement.withUnsafeBlob(at: 0) { Array($0) } == [1, 2, 3, 0])
        #expect(try statement.withUnsafeBlob(at: 1) { $0.count } == 0)
        #expect(try statement.withUnsafeBlob(at: 2) { $0.count } == 0)
        let error = try #require(throws: DatabaseError.self) { try statement.withUnsafeBlob(at: 3) { $0.count } }
        #expect(error.code == .range)
    }

    @Test func nullReadAsNonOptionalIsAMismatch() throws {
        let db = try Database.inMemory()
        let row = try #require(try db.fetchOne(sql: "SELECT NULL AS x"))
        let error = try #require(throws: DatabaseError.self) { try row.value(at: 0, as: Int.self) }
        #expect(error.code == .mismatch)
        #expect(error.message == "cannot read NULL as Int in column 0 (x)")
    }

    @Test func textIsNotSilentlyReadAsANumber() throws {
        let db = try Database.inMemory()
        let row = try #require(try db.fetchOne(sql: "SELECT '12'"))
        #expect(throws: DatabaseError.self) { try row.value(at: 0, as: Int.self) }
    }

    @Test func scalarHelpers() throws {
        let db = try Database.inMemory()
        try db.execute(sql: "CREATE TABLE n (v INTEGER)")
        // max() over no rows is NULL: fetchOne reports it as nil, like "no row".
        #expect(try db.fetchOne(Int.self, sql: "SELECT max(v) FROM n") == nil)
        #expect(try db.fetchOne(Int.self, sql: "SELECT v FROM n") == nil)
        for value in [3, 1, 2] {
            try db.execute(sql: "INSERT INTO n (v) VALUES (?)", arguments: [value])
            #expect(db.changes == 1)
        }
        #expect(db.lastInsertRowID == 3)
        #expect(try db.fetchAll(Int.self, sql: "SELECT v FROM n ORDER BY v") == [1, 2, 3])
        // 3 + 1 + 2 = 6
        #expect(try db.fetchOne(Int.self, sql: "SELECT sum(v) FROM n") == 6)
        try db.execute(sql: "UPDATE n SET v = v * 10 WHERE v > ?", arguments: [1])
        #expect(db.changes == 2)
    }

    @Test func wrongArgumentCountIsRefused() throws {
        let db = try Database.inMemory()
        let error = try #require(throws: DatabaseError.self) {
            try db.fetchOne(sql: "SELECT ?, ?", arguments: [1])
        }
        #expect(error.code == .range)
        #expect(error.argumentCount == 1)
        #expect(error.sql == "SELECT ?, ?")
    }

    /// Values never reach the SQL text, so SQL in a value is just a string.
    @Test func boundTextIsNeverInterpreted() throws {
        let db = try Database.inMemory()
        try db.execute(sql: "CREATE TABLE names (name TEXT)")
        let hostile = "x'); DROP TABLE names; --"
        try db.execute(sql: "INSERT INTO names (name) VALUES (?)", arguments: [hostile])
        #expect(try db.fetchAll(String.self, sql: "SELECT name FROM names") == [hostile])
    }
}
