import SQLite
import Testing

@Suite struct TransactionTests {
    struct Abort: Error {}

    private func makeDatabase(in directory: TemporaryDirectory) throws -> Database {
        let db = try Database(path: directory.path("tx.sqlite"))
        try db.execute(script: """
            CREATE TABLE parent (id INTEGER PRIMARY KEY);
            CREATE TABLE child (
                id INTEGER PRIMARY KEY,
                parent_id INTEGER NOT NULL REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED
            );
            """)
        return db
    }

    @Test func commitKeepsChangesAndReturnsTheResult() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(in: directory)
        let id = try db.inTransaction(.immediate) { db in
            try db.execute(sql: "INSERT INTO parent (id) VALUES (?)", arguments: [7])
            return db.lastInsertRowID
        }
        #expect(id == 7)
        #expect(!db.isInTransaction)
        // Another connection sees the committed row.
        let other = try Database(path: directory.path("tx.sqlite"))
        #expect(try other.fetchOne(Int.self, sql: "SELECT count(*) FROM parent") == 1)
    }

    @Test func throwRollsBack() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(in: directory)
        #expect(throws: Abort.self) {
            try db.inTransaction(.immediate) { db in
                try db.execute(sql: "INSERT INTO parent (id) VALUES (1)")
                throw Abort()
            }
        }
        #expect(!db.isInTransaction)
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM parent") == 0)
    }

    /// A deferred foreign key is checked only at COMMIT: the body succeeds, COMMIT fails,
    /// and the transaction must not be left open.
    @Test func failedCommitRollsBack() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(in: directory)
        let error = try #require(throws: DatabaseError.self) {
            try db.inTransaction(.immediate) { db in
                try db.execute(sql: "INSERT INTO parent (id) VALUES (1)")
                try db.execute(sql: "INSERT INTO child (id, parent_id) VALUES (1, 99)")
            }
        }
        #expect(error.code == .constraintForeignKey)
        #expect(error.sql == "COMMIT")
        #expect(!db.isInTransaction)
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM parent") == 0)
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM child") == 0)
    }

    @Test func nestedTransactionIsASavepoint() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(in: directory)
        try db.inTransaction(.immediate) { db in
            try db.execute(sql: "INSERT INTO parent (id) VALUES (1)")
            // The inner failure undoes only the inner insert.
            try? db.inTransaction(.immediate) { db in
                try db.execute(sql: "INSERT INTO parent (id) VALUES (2)")
                throw Abort()
            }
            try db.inTransaction(.immediate) { db in
                try db.execute(sql: "INSERT INTO parent (id) VALUES (3)")
            }
            #expect(db.isInTransaction)
        }
        #expect(try db.fetchAll(Int.self, sql: "SELECT id FROM parent ORDER BY id") == [1, 3])
    }

    /// With no busy timeout a second writer fails at once; the error says why and where.
    /// (The default 5 s timeout is exercised by ConnectionTests.concurrentWritersBothSucceed.)
    @Test func writerWithoutTimeoutGetsBusy() throws {
        let directory = try TemporaryDirectory()
        let holder = try makeDatabase(in: directory)
        let impatient = try Database(path: directory.path("tx.sqlite"), busyTimeout: .zero)
        try holder.inTransaction(.immediate) { _ in
            let error = try #require(throws: DatabaseError.self) {
                try impatient.inTransaction(.immediate) { _ in }
            }
            #expect(error.code.primary == .busy)
            #expect(error.description == "SQLite error 5 (SQLITE_BUSY): database is locked — while executing: BEGIN IMMEDIATE")
            #expect(!impatient.isInTransaction)
        }
        // Once the holder committed, the same connection gets the lock.
        try impatient.inTransaction(.immediate) { db in
            try db.execute(sql: "INSERT INTO parent (id) VALUES (1)")
        }
        #expect(try holder.fetchOne(Int.self, sql: "SELECT count(*) FROM parent") == 1)
    }
}
