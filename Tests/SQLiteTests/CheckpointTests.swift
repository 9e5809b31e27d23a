import Foundation
import SQLite
import Testing

/// Checkpoints, by hand and on a thread of their own. Sizes are worked from SQLite's layout:
/// 4,096-byte pages, so a 40,000-byte blob takes its row's leaf page and about ten overflow
/// pages; until a checkpoint copies them, those pages are in the `-wal` file, not the database.
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

    /// Twenty commits of 40,000 bytes each: 800,000 bytes, about 220 pages.
    private func writeTwentyRows(_ db: Database) throws {
        for _ in 0..<20 { try db.execute(sql: "INSERT INTO t (payload) VALUES (zeroblob(?))", arguments: [Self.blob]) }
    }

    @Test func aCheckpointCopiesTheWALIntoTheFile() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try db.setAutocheckpointPages(0)
        try db.execute(sql: "INSERT INTO t (payload) VALUES (zeroblob(?))", arguments: [Self.blob])
        #expect(try fileSize(db.path) < Self.blob)
        let result = try db.checkpoint()
        // At least the ten overflow pages, all copied: no reader holds an older snapshot.
        #expect(result.walFrames >= 10)
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

    /// SQLite's own checkpoints at 100 pages, then the same writes with them handed to the
    /// background. A 40,000-byte blob keeps 3,172 bytes in its row's leaf page and 9 overflow
    /// pages, so each commit writes 10 new pages and a parent: the WAL passes 100 pages at the
    /// 10th row, and the checkpoint it asks for copies at least those 100 new pages into the file.
    @Test func backgroundCheckpointsTakeOverAtTheWritersThreshold() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try db.setAutocheckpointPages(100)
        let value = try db.checkpointingInBackground { () throws -> Int in
            // SQLite's own hook is gone, so nothing checkpoints on this connection.
            #expect(try db.autocheckpointPages == 0)
            try writeTwentyRows(db)
            return 7
        }
        #expect(value == 7)
        #expect(try fileSize(db.path) >= 100 * 4_096)
        #expect(try db.autocheckpointPages == 100)
    }

    /// Without SQLite's own checkpoints there is no threshold to take over: nothing is copied.
    @Test func noAutomaticCheckpointsMeansNoBackgroundOnes() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try db.setAutocheckpointPages(0)
        try db.checkpointingInBackground { try writeTwentyRows(db) }
        #expect(try fileSize(db.path) < Self.blob)
        #expect(try db.autocheckpointPages == 0)
    }

    /// A reader holding a snapshot does not stop the writer: the checkpoints copy what they
    /// may, and the reader still sees its snapshot.
    @Test func backgroundCheckpointsLetAReaderKeepItsSnapshot() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try db.setAutocheckpointPages(10)
        try db.execute(sql: "INSERT INTO t (payload) VALUES (x'00')")
        let reader = try Database(opening: db.path, access: .readOnly)
        try reader.execute(sql: "BEGIN")
        #expect(try reader.fetchOne(Int.self, sql: "SELECT count(*) FROM t") == 1)
        try db.checkpointingInBackground { try writeTwentyRows(db) }
        #expect(try reader.fetchOne(Int.self, sql: "SELECT count(*) FROM t") == 1)
        try reader.execute(sql: "COMMIT")
        #expect(try reader.fetchOne(Int.self, sql: "SELECT count(*) FROM t") == 21)
    }

    private struct Stop: Error {}

    @Test func aBodyThatThrowsGetsItsAutomaticCheckpointsBack() throws {
        let directory = try TemporaryDirectory()
        let db = try makeDatabase(directory)
        try db.setAutocheckpointPages(250)
        #expect(throws: Stop.self) {
            try db.checkpointingInBackground {
                try writeTwentyRows(db)
                throw Stop()
            }
        }
        #expect(try db.autocheckpointPages == 250)
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM t") == 20)
    }

    /// Where background checkpoints cannot help, the body runs as it is, settings untouched.
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
    }
}
