import Foundation
@testable import LayoutCatalog
import SQLite
import Testing

@Suite struct MigrationTests {
    /// The migrator's rules are tested on the first migration alone, so later releases' migrations
    /// do not shift the versions these tests add on top (`MigrationUpgradeTests` covers the rest).
    let embedded = DatabaseMigrator.embeddedFiles.filter { $0.fileName.hasPrefix("0001_") }

    @Test func freshDatabaseGetsEveryTable() throws {
        let file = try MigrationScratchFile()
        let applied = try file.migrate(embedded)
        #expect(applied.map(\.fileName) == ["0001_initial.sql"])
        try file.withDatabase { db throws in
            let tables = try db.fetchAll(String.self, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name
                """)
            #expect(tables == ["cache_stats", "devices", "frame_cache", "layouts", "revision_sections",
                               "revisions", "schema_migrations"])
            let indexes = try db.fetchAll(String.self, sql: """
                SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name
                """)
            #expect(indexes == ["revision_sections_by_content_hash", "revisions_by_content_hash"])
            let recorded = try DatabaseMigrator(files: embedded).appliedMigrations(in: db)
            #expect(recorded.map(\.version) == [1])
            #expect(recorded.first?.name == "initial")
            #expect(recorded.first?.sha256 == applied.first?.sha256)
            #expect(recorded.first?.sha256.count == 64)
            // The counters row exists from the start, at zero.
            let stats = try #require(try db.fetchOne(sql: "SELECT hits, misses, evictions FROM cache_stats"))
            #expect(stats.values == [.integer(0), .integer(0), .integer(0)])
        }
    }

    @Test func checksumIsSHA256OfTheText() throws {
        // SHA-256("") and SHA-256("abc") are the FIPS 180-2 test vectors.
        let empty = try Migration(fileName: "0001_a.sql", sql: "")
        #expect(empty.sha256 == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let abc = try Migration(fileName: "0001_a.sql", sql: "abc")
        #expect(abc.sha256 == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func rerunIsANoOp() throws {
        let file = try MigrationScratchFile()
        try file.migrate(embedded)
        let before = try file.bytes()
        let appliedAgain = try file.migrate(embedded)
        #expect(appliedAgain.isEmpty)
        #expect(try file.bytes() == before)
        try file.withDatabase { db throws in
            #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM schema_migrations") == 1)
        }
    }

    @Test func newMigrationsApplyInOrderOnTop() throws {
        let file = try MigrationScratchFile()
        try file.migrate(embedded)
        // Given out of order: the migrator sorts by version.
        let applied = try file.migrate(embedded + [.extra(3), .extra(2)])
        #expect(applied.map(\.version) == [2, 3])
        try file.withDatabase { db throws in
            #expect(try db.fetchAll(Int.self, sql: "SELECT version FROM schema_migrations ORDER BY version") == [1, 2, 3])
            #expect(try db.fetchOne(Int.self, sql: """
                SELECT count(*) FROM sqlite_master WHERE name IN ('extra_2', 'extra_3')
                """) == 2)
        }
    }

    @Test func editedMigrationIsRefusedAndTheFileUnchanged() throws {
        let file = try MigrationScratchFile()
        try file.migrate(embedded)
        let before = try file.bytes()
        let original = try #require(embedded.first)
        let edited = MigrationFile(fileName: original.fileName, sql: original.sql + "\nCREATE TABLE sneaky (x);\n")
        let error = try #require(throws: MigrationError.self) { try file.migrate([edited]) }
        guard case .appliedMigrationChanged(let database, let recorded, let now) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(database == file.path)
        #expect(recorded.sha256 != now.sha256)
        #expect(error.description.hasPrefix("migration 0001_initial.sql was edited after \(file.path) applied it"))
        #expect(try file.bytes() == before)
    }

    @Test func renamedMigrationIsRefused() throws {
        let file = try MigrationScratchFile()
        try file.migrate(embedded)
        let before = try file.bytes()
        let original = try #require(embedded.first)
        let renamed = MigrationFile(fileName: "0001_first.sql", sql: original.sql)
        let error = try #require(throws: MigrationError.self) { try file.migrate([renamed]) }
        #expect(error.description.hasPrefix(
            "migration 0001 was applied to \(file.path) as 0001_initial.sql but is now 0001_first.sql"))
        #expect(try file.bytes() == before)
    }

    @Test func unknownNewerMigrationIsRefused() throws {
        let file = try MigrationScratchFile()
        try file.migrate(embedded + [.extra(2)])
        let before = try file.bytes()
        let error = try #require(throws: MigrationError.self) { try file.migrate(embedded) }
        // The path as given, as every other catalogue error names it.
        #expect(error == .unknownAppliedMigrations(database: file.path, versions: [2]))
        #expect(error.description
            == "\(file.path) was written by a newer version of layouts (migration 0002 is unknown); upgrade layouts")
        #expect(try file.bytes() == before)
    }

    @Test func gapInAppliedVersionsIsRefused() throws {
        let file = try MigrationScratchFile()
        let all = embedded + [.extra(2), .extra(3)]
        try file.migrate(all)
        try file.withDatabase { db throws in
            try db.execute(sql: "DELETE FROM schema_migrations WHERE version = ?", arguments: [2])
        }
        let before = try file.bytes()
        let error = try #require(throws: MigrationError.self) { try file.migrate(all) }
        #expect(error == .gapInAppliedMigrations(database: file.path, missing: [2]))
        #expect(error.description.hasPrefix("\(file.path) records later migrations but not 0002"))
        #expect(try file.bytes() == before)
    }

    @Test(arguments: ["initial.sql", "1_initial.sql", "00001_initial.sql", "0000_initial.sql",
                      "0001-initial.sql", "0001_.sql", "0001_Initial.sql", "0001_initial.SQL",
                      "0001_initial.sql.bak", "sub/0001_initial.sql", "０００１_initial.sql"])
    func malformedFileNameIsRefused(fileName: String) throws {
        let error = try #require(throws: MigrationError.self) {
            try DatabaseMigrator(files: [MigrationFile(fileName: fileName, sql: "")])
        }
        #expect(error == .malformedFileName(fileName))
    }

    @Test func missingOrRepeatedVersionsAreRefused() throws {
        #expect(throws: MigrationError.misnumberedMigrations(versions: [1, 3])) {
            try DatabaseMigrator(files: [.extra(1), .extra(3)])
        }
        let twice = MigrationFile(fileName: "0001_other.sql", sql: "")
        #expect(throws: MigrationError.misnumberedMigrations(versions: [1, 1])) {
            try DatabaseMigrator(files: [.extra(1), twice])
        }
    }

    @Test func failingMigrationIsRolledBackWhole() throws {
        let file = try MigrationScratchFile()
        try file.migrate(embedded)
        let broken = MigrationFile(fileName: "0002_broken.sql",
                                   sql: "CREATE TABLE half_done (x);\nINSERT INTO nowhere VALUES (1);\n")
        let error = try #require(throws: MigrationError.self) { try file.migrate(embedded + [broken]) }
        guard case .migrationFailed(let fileName, let message) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(fileName == "0002_broken.sql")
        #expect(message.contains("no such table: nowhere"))
        try file.withDatabase { db throws in
            // The statement before the failing one was undone with it.
            #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM sqlite_master WHERE name = 'half_done'") == 0)
            #expect(try db.fetchAll(Int.self, sql: "SELECT version FROM schema_migrations") == [1])
        }
    }

    /// A first migration that fails leaves no bookkeeping table behind either.
    @Test func failedFirstMigrationLeavesNoTrace() throws {
        let file = try MigrationScratchFile()
        let broken = MigrationFile(fileName: "0001_broken.sql", sql: "CREATE TABLE t (x); SELEC 1;")
        #expect(throws: MigrationError.self) { try file.migrate([broken]) }
        try file.withDatabase { db throws in
            #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM sqlite_master") == 0)
        }
    }

    @Test func upToDateDatabaseHasNothingPending() throws {
        let file = try MigrationScratchFile()
        let migrator = try DatabaseMigrator(files: embedded)
        try file.withDatabase { db throws in
            #expect(try migrator.pendingMigrations(in: db).map(\.version) == [1])
            try migrator.migrate(db)
            #expect(try migrator.pendingMigrations(in: db).isEmpty)
            #expect(migrator.latestVersion == 1)
        }
    }
}
