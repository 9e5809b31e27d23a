import SQLite
import Testing

@Suite struct StatementCacheTests {
    @Test func sameSQLReusesOnePreparedStatement() throws {
        let db = try Database.inMemory()
        try db.execute(sql: "CREATE TABLE t (v INTEGER)")
        let before = db.cachedStatementCount
        let insert = "INSERT INTO t (v) VALUES (?)"
        let first = try db.cachedStatement(sql: insert)
        for value in 1...5 {
            try db.execute(sql: insert, arguments: [value])
        }
        let again = try db.cachedStatement(sql: insert)
        #expect(first === again)
        // Five executions added one entry (the INSERT), not five.
        #expect(db.cachedStatementCount == before + 1)
        // 1+2+3+4+5 = 15: each run bound its own argument.
        #expect(try db.fetchOne(Int.self, sql: "SELECT sum(v) FROM t") == 15)
    }

    @Test func statementInUseIsNotHandedOutTwice() throws {
        let db = try Database.inMemory()
        try db.execute(sql: "CREATE TABLE t (v INTEGER)")
        for value in 1...3 { try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [value]) }
        let query = "SELECT v FROM t WHERE v >= ? ORDER BY v"
        var pairs: [[Int]] = []
        // Running the same SQL inside its own iteration must not rebind the outer one.
        try db.forEachRow(sql: query, arguments: [2]) { outer in
            let inner = try db.fetchAll(Int.self, sql: query, arguments: [1])
            pairs.append([try outer.value(at: 0)] + inner)
        }
        #expect(pairs == [[2, 1, 2, 3], [3, 1, 2, 3]])
    }

    @Test func clearingTheCacheFinalisesStatements() throws {
        let db = try Database.inMemory()
        _ = try db.fetchOne(sql: "SELECT 1")
        #expect(db.cachedStatementCount >= 1)
        db.clearStatementCache()
        #expect(db.cachedStatementCount == 0)
        #expect(try db.fetchOne(Int.self, sql: "SELECT 1") == 1)
    }
}
