import Foundation
import SQLite
import Testing

/// Opening without changing the file: what a catalogue needs before it decides to keep one.
@Suite struct OpeningTests {
    @Test func openingLeavesTheJournalModeAsItIs() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("rollback.sqlite")
        do {
            let db = try Database(opening: path, access: .readWrite(create: true))
            try db.execute(sql: "CREATE TABLE t (x)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let db = try Database(opening: path, access: .readWrite(create: false))
        #expect(try db.fetchOne(String.self, sql: "PRAGMA journal_mode") == "delete")
        #expect(!db.isReadOnly)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        try db.enableWAL()
        #expect(try db.fetchOne(String.self, sql: "PRAGMA journal_mode") == "wal")
    }

    @Test func aMissingFileIsNotCreatedUnlessAsked() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("missing.sqlite")
        let error = try #require(throws: DatabaseError.self) {
            try Database(opening: path, access: .readWrite(create: false))
        }
        #expect(error.code.primary == .cantOpen)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Names a URI would split (`?`, `#`, `%`, spaces) reach the same file through the
    /// immutable URI, absolute or relative.
    @Test(arguments: ["plain.sqlite", "a ?#%b.sqlite", "ünï.sqlite"])
    func immutableOpensTheNamedFile(name: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path(name)
        do {
            let db = try Database(path: path)
            try db.execute(script: "CREATE TABLE t (x); INSERT INTO t VALUES (42);")
        }
        let db = try Database(opening: path, access: .immutable)
        #expect(db.isReadOnly)
        #expect(try db.fetchOne(Int.self, sql: "SELECT x FROM t") == 42)
    }

    @Test func copyWritesAConsistentFileAndRefusesAnExistingOne() throws {
        let directory = try TemporaryDirectory()
        let db = try Database(path: directory.path("source.sqlite"))
        try db.execute(script: "CREATE TABLE t (x); INSERT INTO t VALUES (1), (2);")
        let copy = directory.path("copy.sqlite")
        try db.copy(to: copy)
        #expect(try Database(opening: copy, access: .readOnly).fetchOne(Int.self, sql: "SELECT sum(x) FROM t") == 3)
        #expect(throws: DatabaseError.self) { try db.copy(to: copy) }
    }
}
