import SQLite
import Testing

@Suite struct TransactionObserverTests {
    struct Refusal: Error {}

    /// Records what it was told; before a commit it writes a row, or refuses.
    final class Recorder: TransactionObserver {
        var events: [String] = []
        var writeBeforeCommit = false
        var refuseCommit = false

        func databaseWillCommit(_ db: Database) throws {
            events.append("will-commit")
            if refuseCommit { throw Refusal() }
            if writeBeforeCommit { try db.execute(sql: "INSERT INTO log (note) VALUES ('before commit')") }
        }

        func databaseDidCommit(_ db: Database) { events.append("did-commit") }
        func databaseDidRollback(_ db: Database) { events.append("did-rollback") }
    }

    private func makeDatabase(in directory: TemporaryDirectory) throws -> Database {
        let db = try Database(path: directory.path("observed.sqlite"))
        try db.execute(script: """
            CREATE TABLE t (id INTEGER PRIMARY KEY);
            CREATE TABLE log (note TEXT NOT NULL);
            """)
        return db
    }

    @Test func willCommitMayWriteInsideTheTransaction() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(in: directory)
        let recorder = Recorder()
        recorder.writeBeforeCommit = true
        db.add(transactionObserver: recorder)
        try db.inTransaction(.immediate) { db in try db.execute(sql: "INSERT INTO t (id) VALUES (1)") }
        #expect(recorder.events == ["will-commit", "did-commit"])
        let other = try Database(path: directory.path("observed.sqlite"))
        #expect(try other.fetchOne(Int.self, sql: "SELECT count(*) FROM log") == 1)
    }

    @Test func aThrowingWillCommitRollsBackAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(in: directory)
        let recorder = Recorder()
        recorder.refuseCommit = true
        db.add(transactionObserver: recorder)
        #expect(throws: Refusal.self) {
            try db.inTransaction(.immediate) { db in try db.execute(sql: "INSERT INTO t (id) VALUES (1)") }
        }
        #expect(recorder.events == ["will-commit", "did-rollback"])
        #expect(!db.isInTransaction)
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM t") == 0)
    }

    @Test func aStatementOutsideATransactionCommitsAndAReadIsNoTransactionEvent() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(in: directory)
        let recorder = Recorder()
        db.add(transactionObserver: recorder)
        _ = try db.fetchOne(Int.self, sql: "SELECT count(*) FROM t")
        #expect(recorder.events.isEmpty)
        try db.execute(sql: "INSERT INTO t (id) VALUES (1)")
        #expect(recorder.events == ["did-commit"])
    }

    @Test func aRollbackSQLiteMakesByItselfIsReported() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(in: directory)
        try db.execute(sql: "INSERT INTO t (id) VALUES (1)")
        let recorder = Recorder()
        db.add(transactionObserver: recorder)
        try db.execute(sql: "BEGIN IMMEDIATE")
        try db.execute(sql: "INSERT INTO t (id) VALUES (2)")
        // ON CONFLICT ROLLBACK: SQLite itself ends the transaction, no ROLLBACK statement.
        #expect(throws: DatabaseError.self) { try db.execute(sql: "INSERT OR ROLLBACK INTO t (id) VALUES (1)") }
        #expect(!db.isInTransaction)
        #expect(recorder.events == ["did-rollback"])
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM t") == 1)
    }

    @Test func aSavepointRollbackIsNotTheEndOfTheTransaction() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(in: directory)
        let recorder = Recorder()
        db.add(transactionObserver: recorder)
        try db.inTransaction(.immediate) { db in
            try db.execute(sql: "INSERT INTO t (id) VALUES (1)")
            _ = try? db.inTransaction(.immediate) { db in
                try db.execute(sql: "INSERT INTO t (id) VALUES (2)")
                throw Refusal()
            }
        }
        #expect(recorder.events == ["will-commit", "did-commit"])
        #expect(try db.fetchAll(Int.self, sql: "SELECT id FROM t") == [1])
    }

    @Test func observersAreHeldWeaklyAndRegisteredOnce() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(in: directory)
        let kept = Recorder()
        db.add(transactionObserver: kept)
        db.add(transactionObserver: kept)
        do {
            let dropped = Recorder()
            db.add(transactionObserver: dropped)
        }
        try db.execute(sql: "INSERT INTO t (id) VALUES (1)")
        #expect(kept.events == ["did-commit"])
        db.remove(transactionObserver: kept)
        try db.execute(sql: "INSERT INTO t (id) VALUES (2)")
        #expect(kept.events == ["did-commit"])
    }
}
