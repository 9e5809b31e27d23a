import Dispatch
import Foundation
import SQLite
import Synchronization
import Testing

@Suite struct ConnectionTests {
    @Test func fileConnectionIsConfigured() throws {
        let directory = try TemporaryDirectory()
        let db = try Database(path: directory.path("config.sqlite"))
        #expect(try db.fetchOne(String.self, sql: "PRAGMA journal_mode") == "wal")
        #expect(try db.fetchOne(Int.self, sql: "PRAGMA foreign_keys") == 1)
        // synchronous: 0 OFF, 1 NORMAL, 2 FULL.
        #expect(try db.fetchOne(Int.self, sql: "PRAGMA synchronous") == 1)
        #expect(try db.fetchOne(Int.self, sql: "PRAGMA busy_timeout") == 5_000)
        #expect(FileManager.default.fileExists(atPath: directory.path("config.sqlite")))
    }

    @Test func foreignKeysAreEnforced() throws {
        let db = try Database.inMemory()
        try db.execute(script: """
            CREATE TABLE a (id INTEGER PRIMARY KEY);
            CREATE TABLE b (a_id INTEGER REFERENCES a(id));
            """)
        let error = try #require(throws: DatabaseError.self) {
            try db.execute(sql: "INSERT INTO b (a_id) VALUES (?)", arguments: [1])
        }
        #expect(error.code == .constraintForeignKey)
        #expect(error.code.primary == .constraint)
    }

    @Test func notADatabaseIsRefusedAtOpenAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("garbage.sqlite")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: DatabaseError.self) { try Database(path: path) }
        #expect(error.code == .notADatabase)
        #expect(error.message == "file is not a database")
        #expect(error.path == path)
        #expect(error.description == "SQLite error 26 (SQLITE_NOTADB): file is not a database — while opening \(path)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func unopenablePathNamesTheFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("no/such/dir/x.sqlite")
        let error = try #require(throws: DatabaseError.self) { try Database(path: path) }
        #expect(error.code.primary == .cantOpen)
        #expect(error.description.hasSuffix("while opening \(path)"))
    }

    @Test func errorCarriesCodeMessageAndSQL() throws {
        let db = try Database.inMemory()
        try db.execute(sql: "CREATE TABLE t (name TEXT UNIQUE)")
        try db.execute(sql: "INSERT INTO t (name) VALUES (?)", arguments: ["a"])
        let error = try #require(throws: DatabaseError.self) {
            try db.execute(sql: "INSERT INTO t (name) VALUES (?)", arguments: ["a"])
        }
        #expect(error.code == .constraintUnique)
        #expect(error.message == "UNIQUE constraint failed: t.name")
        #expect(error.sql == "INSERT INTO t (name) VALUES (?)")
        #expect(error.argumentCount == 1)
        #expect(error.description == """
            SQLite error 2067 (SQLITE_CONSTRAINT_UNIQUE): UNIQUE constraint failed: t.name \
            — while executing: INSERT INTO t (name) VALUES (?) (with 1 argument)
            """)
    }

    @Test func syntaxErrorNamesTheStatement() throws {
        let db = try Database.inMemory()
        let error = try #require(throws: DatabaseError.self) { try db.execute(sql: "SELEC 1") }
        #expect(error.code == .error)
        #expect(error.message == #"near "SELEC": syntax error"#)
        #expect(error.description.hasPrefix("SQLite error 1 (SQLITE_ERROR): near"))
    }

    @Test func executeTakesOneStatementOnly() throws {
        let db = try Database.inMemory()
        let error = try #require(throws: DatabaseError.self) {
            try db.execute(sql: "CREATE TABLE a (x); CREATE TABLE b (x)")
        }
        #expect(error.code == .misuse)
        // Nothing ran: the first statement was not executed either.
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM sqlite_master") == 0)
        // A trailing semicolon and comment are not a second statement.
        try db.execute(sql: "CREATE TABLE a (x); -- done")
    }

    @Test func scriptRunsEveryStatementAndReportsTheFailingOne() throws {
        let db = try Database.inMemory()
        try db.execute(script: """
            -- two tables
            CREATE TABLE a (x);
            CREATE TABLE b (x); /* and a row */ INSERT INTO b VALUES ('semi;colon');
            """)
        #expect(try db.fetchOne(String.self, sql: "SELECT x FROM b") == "semi;colon")
        let error = try #require(throws: DatabaseError.self) {
            try db.execute(script: "INSERT INTO a VALUES (1);\nINSERT INTO nowhere VALUES (2);\nINSERT INTO a VALUES (3);")
        }
        #expect(error.message == "no such table: nowhere")
        #expect(error.sql == "INSERT INTO nowhere VALUES (2);")
        // Statements run one by one: the first ran, the third did not.
        #expect(try db.fetchAll(Int.self, sql: "SELECT x FROM a") == [1])
    }

    /// Two connections, one per thread, each writing in BEGIN IMMEDIATE transactions
    /// that interleave: the busy timeout makes each writer wait for the other's lock
    /// instead of failing with SQLITE_BUSY.
    @Test func concurrentWritersBothSucceed() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        try Database(path: path).execute(sql: "CREATE TABLE log (writer INTEGER, n INTEGER)")
        let transactionsPerWriter = 100
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            do {
                let db = try Database(path: path)
                for n in 0..<transactionsPerWriter {
                    try db.inTransaction(.immediate) { db in
                        // Read-then-write inside the lock: the count seen must be current.
                        let before = try db.fetchOne(Int.self, sql: "SELECT count(*) FROM log") ?? 0
                        try db.execute(sql: "INSERT INTO log (writer, n) VALUES (?, ?)", arguments: [writer, n])
                        let after = try db.fetchOne(Int.self, sql: "SELECT count(*) FROM log") ?? 0
                        if after != before + 1 { throw DatabaseError(code: .error, message: "lost update") }
                    }
                }
            } catch {
                failures.withLock { $0.append("writer \(writer): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        let db = try Database(path: path)
        // 2 writers × 100 transactions = 200 rows, 100 per writer.
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM log") == 200)
        #expect(try db.fetchAll(Int.self, sql: "SELECT count(*) FROM log GROUP BY writer ORDER BY writer") == [100, 100])
    }
}
