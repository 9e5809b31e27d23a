import Foundation
import SQLite
import Testing

/// Checkpoints, by hand and on a thread of their own. Sizes are SQLite's, with 4,096-byte pages:
/// a 40,000-byte blob makes a 40,005-byte record, of which the row's leaf page keeps 3,177
/// bytes (489 + 39,516 mod 4,092) and 9 overflow pages hold the rest; so a commit of one such
/// row writes 12 WAL frames (the new leaf, 9 overflow pages, the table's root and page 1, by a
/// WAL hook on SQLite 3.40). Until a checkpoint copies them, those pages are in the `-wal`
/// file, not in the database file.
@Suite struct CheckpointTests {
    private static let blob = 40_000

    private func fileSize(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    }

    private func makeDatabase(_ directory: TemporaryDirectory) throws -> Database {
        let db = try Database(path: directory.path("checkpoints.sqlite"))
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, payload BLOB NOT NULL)")
        return db
    }

    /// `count` commits of one 40,000-byte row each: 12 WAL frames apiece.
    private func writeRows(_ count: Int, _ db: Database) throws {
        for _ in 0..<count { try db.execute(sql: "INSERT INTO t (payload) VALUES (zeroblob(?))", arguments: [Self.blob]) }
    }

    @Test func aCheckpointCopiesTheWALIntoTheFile() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try db.setAutocheckpointPages(0)
        try writeRows(1, db)
        #expect(try fileSize(db.path) < Self.blob)
        let result = try db.checkpoint()
        // At least the row's 12 frames, all copied: no reader holds an older snapshot.
        #expect(result.walFrames >= 12)
        #expect(result.checkpointedFrames == result.walFrames)
        #expect(try fileSize(db.path) >= Self.blob)
    }

    @Test func aCheckpointOfADatabaseInMemoryReportsNoFrames() throws {
        let result = try Database.inMemory().checkpoint()
        #expect(result.walFrames == 0)
        #expect(result.checkpointedFrames == 0)
    }

    @Test func automaticCheckpointsAreASettingOfTheConnection() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        #expect(try db.autocheckpointPages == 1_000)  // SQLite's default
        try db.setAutocheckpointPages(0)
        #expect(try db.autocheckpointPages == 0)
        try db.setAutocheckpointPages(-5)  // off, as 0
        #expect(try db.autocheckpointPages == 0)
        #expect(try Database(path: db.path).autocheckpointPages == 1_000)
    }

    /// At SQLite's threshold of 100 pages: 7 rows leave at most 86 frames in the WAL (the
    /// table's creation took 2), below it, and nothing is copied; 3 more take it to about 122,
    /// past it, and their commit asks the background for a checkpoint, done by the end.
    @Test func backgroundCheckpointsTakeOverAtTheWritersThreshold() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try db.setAutocheckpointPages(100)
        let empty = try fileSize(db.path)
        try db.checkpointingInBackground {
            // SQLite's own hook is gone, so nothing checkpoints on this connection.
            #expect(try db.autocheckpointPages == 0)
            try writeRows(7, db)
        }
        #expect(try fileSize(db.path) == empty)
        let value = try db.checkpointingInBackground { () throws -> Int in
            try writeRows(3, db)
            return 7
        }
        #expect(value == 7)
        #expect(try fileSize(db.path) >= 10 * Self.blob)
        #expect(try db.autocheckpointPages == 100)
    }

    /// A checkpoint beside the writer never leaves the WAL wholly copied, so without a bound it
    /// would grow for as long as the writer commits. At 4 × 10 pages a commit waits for a whole
    /// checkpoint, and the next write starts the WAL over: 40 rows (480 frames, about 2 MB)
    /// leave a WAL of a few rows, never more than 40 frames and one commit's 12.
    @Test func aWriterThatOutrunsItsCheckpointsWaitsForOneAtFourTimesTheThreshold() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try db.setAutocheckpointPages(10)
        var largest = 0
        try db.checkpointingInBackground {
            for _ in 0..<40 {
                try writeRows(1, db)
                largest = max(largest, try fileSize(db.path + "-wal"))
            }
        }
        // Frames are the page and a 24-byte header; the WAL file has a 32-byte header.
        #expect(largest <= 32 + (40 + 12) * (4_096 + 24))
        #expect(try fileSize(db.path) >= 40 * Self.blob)
    }

    /// A reader holding a snapshot does not stop the writer, nor do the checkpoints wait for
    /// it (they are passive: a waiting one would hold the batch for the busy timeout, 5 s);
    /// the reader still sees its snapshot.
    @Test func backgroundCheckpointsLetAReaderKeepItsSnapshot() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try db.setAutocheckpointPages(10)
        try db.execute(sql: "INSERT INTO t (payload) VALUES (x'00')")
        let reader = try Database(opening: db.path, access: .readOnly)
        try reader.execute(sql: "BEGIN")
        #expect(try reader.fetchOne(Int.self, sql: "SELECT count(*) FROM t") == 1)
        let elapsed = try ContinuousClock().measure {
            try db.checkpointingInBackground { try writeRows(20, db) }
        }
        #expect(elapsed < .seconds(2))
        #expect(try reader.fetchOne(Int.self, sql: "SELECT count(*) FROM t") == 1)
        try reader.execute(sql: "COMMIT")
        #expect(try reader.fetchOne(Int.self, sql: "SELECT count(*) FROM t") == 21)
    }

    /// Without SQLite's own checkpoints there is no threshold to take over: nothing is copied.
    @Test func noAutomaticCheckpointsMeansNoBackgroundOnes() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try db.setAutocheckpointPages(0)
        try db.checkpointingInBackground { try writeRows(20, db) }
        #expect(try fileSize(db.path) < Self.blob)
        #expect(try db.autocheckpointPages == 0)
    }

    private struct Stop: Error {}

    @Test func aBodyThatThrowsGetsItsAutomaticCheckpointsBack() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try db.setAutocheckpointPages(250)
        #expect(throws: Stop.self) {
            try db.checkpointingInBackground {
                try writeRows(20, db)
                throw Stop()
            }
        }
        #expect(try db.autocheckpointPages == 250)
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM t") == 20)
    }

    /// Where background checkpoints cannot help, the body runs as it is, settings untouched: a
    /// database in memory, a read-only connection, one inside a transaction, a file whose
    /// journal is not a WAL.
    @Test func whereTheyCannotHelpTheBodyJustRuns() throws {
        let memory = try Database.inMemory()
        #expect(try memory.checkpointingInBackground { 1 } == 1)

        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        let reader = try Database(opening: db.path, access: .readOnly)
        #expect(try reader.checkpointingInBackground { try reader.autocheckpointPages } == 1_000)

        try db.execute(sql: "BEGIN IMMEDIATE")
        #expect(try db.checkpointingInBackground { try db.autocheckpointPages } == 1_000)
        try db.execute(sql: "COMMIT")

        let rollback = try Database(opening: directory.path("rollback.sqlite"), access: .readWrite(create: true))
        #expect(try !rollback.isInWALMode)
        #expect(try rollback.checkpointingInBackground { try rollback.autocheckpointPages } == 1_000)
    }

    /// A second connection that cannot open (the file was renamed after this one opened it,
    /// and the checkpointer never creates one): the body runs with SQLite's own checkpoints,
    /// and its writes land in the file this connection has open.
    @Test func whenTheCheckpointersConnectionCannotOpenTheBodyJustRuns() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try FileManager.default.moveItem(atPath: db.path, toPath: directory.path("moved.sqlite"))
        let pages = try db.checkpointingInBackground {
            try writeRows(2, db)
            return try db.autocheckpointPages
        }
        #expect(pages == 1_000)
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM t") == 2)
        #expect(!FileManager.default.fileExists(atPath: db.path))
    }
}
