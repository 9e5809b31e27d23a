import Foundation
@testable import LayoutCatalog
import SQLite
import Testing

/// Issue 35, item 9: a command that only reads opens the catalogue read-only and leaves the
/// file as it was, bytes and journal mode alike; an older catalogue is upgraded only by a write
/// or by `layouts migrate`, which a read names. Run as the built binary on real files.
@Suite struct ReadingLeavesTheFileTests {
    private func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Header bytes 18 and 19 of an SQLite file: 1 for a rollback journal, 2 for WAL.
    private func journalBytes(_ path: String) throws -> [UInt8] {
        let data = try bytes(path)
        return [data[18], data[19]]
    }

    /// A catalogue as the version with three migrations left it: its schema up to
    /// 0003_measurement_sets, in the rollback-journal mode SQLite gives a new file.
    private func makeOlderCatalogue(at path: String) throws {
        let db = try Database(opening: path, access: .readWrite(create: true))
        let firstThree = Array(DatabaseMigrator.embeddedFiles.sorted { $0.fileName < $1.fileName }.prefix(3))
        #expect(firstThree.last?.fileName == "0003_measurement_sets.sql")
        try DatabaseMigrator(files: firstThree).migrate(db)
    }

    /// The commands that only read, including `log` and `export` failing on a missing layout.
    static let readingCommands: [[String]] = [
        ["list"], ["devices"], ["cache", "stats"], ["log", "nope"], ["export", "nope"], ["show", "nope"],
        ["sections", "nope"], ["measurements", "list"], ["doctor"],
    ]

    /// Commands that read layouts and keep what they solve in the frame cache: they write the
    /// cache's tables, never the schema or the journal mode.
    static let solvingCommands: [[String]] = [["solve", "--all", "--width", "390"], ["solve", "nope", "--width", "390"]]

    @Test func readingAnOlderCatalogueNamesTheMigrationsAndChangesNothing() throws {
        let sandbox = try Sandbox(.nothing)
        try makeOlderCatalogue(at: sandbox.databasePath)
        let before = try bytes(sandbox.databasePath)
        #expect(try journalBytes(sandbox.databasePath) == [1, 1])
        // Eight migrations are embedded and three applied: 0004 to 0008 are pending.
        let expected = "error: \(sandbox.databasePath): the catalogue was made by an earlier version of layouts "
            + "and lacks migrations 0004_frame_cache_use.sql, 0005_frame_cache_by_document.sql, 0006_list_layout_margins.sql, 0007_token_sets.sql, "
            + "0008_deleted_layouts_and_events.sql; a command that "
            + "only reads leaves it as it is: run `layouts migrate --db \(sandbox.databasePath)` to upgrade it\n"
        for command in Self.readingCommands + Self.solvingCommands {
            let result = try sandbox.run(command)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == expected, "\(command): \(result.stderr)")
            #expect(try bytes(sandbox.databasePath) == before, "\(command) changed the file")
        }
        // A backup copies it as it is, which is what one takes before upgrading, and says so.
        let backup = try sandbox.run(["backup", sandbox.path("copy.sqlite")])
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stderr == "note: " + expected.dropFirst("error: ".count))
        #expect(try bytes(sandbox.databasePath) == before)
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath + "-wal"))

        // `migrate` is the write that upgrades it, and switches it to WAL.
        let migrated = try sandbox.run(["migrate"])
        #expect(migrated.status == 0, "\(migrated.stderr)")
        #expect(migrated.stdout == "applied 0004_frame_cache_use.sql\napplied 0005_frame_cache_by_document.sql\n"
            + "applied 0006_list_layout_margins.sql\napplied 0007_token_sets.sql\n"
            + "applied 0008_deleted_layouts_and_events.sql\nmigrated \(sandbox.databasePath): 5 migrations applied\n")
        #expect(try journalBytes(sandbox.databasePath) == [2, 2])
        #expect(try sandbox.run(["list"]).status == 0)
        let again = try sandbox.run(["migrate"])
        #expect(again.stdout == "\(sandbox.databasePath): the schema is up to date; nothing to migrate\n")
    }

    /// A current catalogue left in rollback-journal mode (by `sqlite3`, a copy, a vacuum) stays
    /// in it: reading commands change no byte, and a solve keeps its frames without switching it.
    @Test func readingARollbackJournalCatalogueLeavesItsBytesAndMode() throws {
        let sandbox = try Sandbox()
        do {
            let db = try Database(opening: sandbox.databasePath, access: .readWrite(create: false))
            _ = try db.fetchOne(String.self, sql: "PRAGMA journal_mode = DELETE")
        }
        let before = try bytes(sandbox.databasePath)
        #expect(try journalBytes(sandbox.databasePath) == [1, 1])
        for command in Self.readingCommands + [["backup", sandbox.path("copy.sqlite")], ["show", "photo-grid"]] {
            let result = try sandbox.run(command)
            #expect(result.status == 0 || result.status == 2, "\(command)")
            #expect(!result.stderr.contains("SQLite error"), "\(command): \(result.stderr)")
            #expect(try bytes(sandbox.databasePath) == before, "\(command) changed the file")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath + "-wal"))
        // A solve keeps its frames (the file changes) in the journal mode the file has.
        let solved = try sandbox.run(["solve", "photo-grid", "--width", "390"])
        #expect(solved.status == 0, "\(solved.stderr)")
        #expect(try journalBytes(sandbox.databasePath) == [1, 1])
        let stats = try #require(try sandbox.run(["cache", "stats", "--format", "json"]).json() as? [String: Any])
        #expect(stats["entries"] as? Int == 1, "\(stats)")
    }

    /// Through the library: `.read` refuses an older catalogue, or with `verifySchema: false`
    /// opens it read-only with what it lacks; `.write` upgrades it.
    @Test func theLibraryReadsWithoutUpgrading() throws {
        let sandbox = try Sandbox(.nothing)
        try makeOlderCatalogue(at: sandbox.databasePath)
        do {
            _ = try Catalog(path: sandbox.databasePath, access: .read)
            Issue.record("an older catalogue was opened to read")
        } catch CatalogError.migrationPending(let path, let migrations) {
            #expect(path == sandbox.databasePath)
            #expect(migrations == ["0004_frame_cache_use.sql", "0005_frame_cache_by_document.sql", "0006_list_layout_margins.sql", "0007_token_sets.sql", "0008_deleted_layouts_and_events.sql"])
        }
        let asItIs = try Catalog(path: sandbox.databasePath, access: .read, verifySchema: false)
        #expect(asItIs.isReadOnly)
        #expect(asItIs.pendingMigrations == ["0004_frame_cache_use.sql", "0005_frame_cache_by_document.sql", "0006_list_layout_margins.sql", "0007_token_sets.sql", "0008_deleted_layouts_and_events.sql"])
        #expect(asItIs.migrationsApplied.isEmpty)
        let upgraded = try Catalog(path: sandbox.databasePath, access: .write)
        #expect(upgraded.migrationsApplied == ["0004_frame_cache_use.sql", "0005_frame_cache_by_document.sql", "0006_list_layout_margins.sql", "0007_token_sets.sql", "0008_deleted_layouts_and_events.sql"])
        #expect(upgraded.pendingMigrations.isEmpty)
    }
}
