import Foundation
import LayoutCatalog
import LayoutEngine
import SQLite
import Testing

/// Issue 11: how a catalogue comes to exist, what a new one holds, and which files and
/// schemas are refused, on real files through the library.
@Suite struct CatalogCreationTests {
    @Test func anExistingCatalogueIsRequiredByDefault() throws {
        let scratch = try CatalogScratch()
        let error = catalogError { _ = try Catalog(path: scratch.path) }
        #expect(error?.description == "\(scratch.path): no catalogue there")
        #expect(!FileManager.default.fileExists(atPath: scratch.path))
        // Nor is a folder made for one.
        let nested = scratch.directory.appendingPathComponent("no/such/catalog.sqlite").path
        #expect(catalogError { _ = try Catalog(path: nested, mode: .existing) }?.caseName == "noCatalogue")
        #expect(!FileManager.default.fileExists(atPath: scratch.directory.appendingPathComponent("no").path))
    }

    @Test func createNewRefusesAnExistingCatalogueAndChangesNothing() throws {
        let scratch = try CatalogScratch()
        do { _ = try Catalog(path: scratch.path, mode: .createNew) }
        let before = try scratch.rowCounts()
        let error = catalogError { _ = try Catalog(path: scratch.path, mode: .createNew, examples: true) }
        #expect(error?.caseName == "catalogueExists")
        #expect(try scratch.rowCounts() == before)
    }

    @Test(arguments: [":memory:", "", "file:catalog.sqlite", "file:x?mode=memory", "some/folder/"])
    func whatIsNotAPlainFilePathIsRefused(path: String) throws {
        let error = catalogError { _ = try Catalog(path: path, mode: .createIfMissing) }
        guard case .invalidPath(let given, _)? = error else {
            Issue.record("expected invalidPath, got \(String(describing: error))")
            return
        }
        #expect(given == path)
    }

    @Test func aFolderIsNotACatalogue() throws {
        let scratch = try CatalogScratch()
        let error = catalogError { _ = try Catalog(path: scratch.directory.path, mode: .createIfMissing) }
        #expect(error?.caseName == "invalidPath")
    }

    @Test func theBuiltInExamplesAreACatalogueInMemory() throws {
        let catalog = try Catalog.builtInExamples()
        #expect(try catalog.layouts().map(\.name) == (try SeedCatalogue.layouts()).map(\.name).sorted())
        #expect(try catalog.devices().count == (try SeedCatalogue.devices()).count)
        let stored = try catalog.revision(RevisionReference(name: "photo-grid"))
        #expect(try catalog.solve(stored, in: SolveEnvironment(width: 390, height: 844)).solution.cells.count == 30)
    }

    // MARK: Refused untouched (item 10)

    @Test func aNewerVersionsRollbackJournalCatalogueIsRefusedUntouched() throws {
        let scratch = try CatalogScratch()
        do { _ = try scratch.open(seed: true) }
        // Left in rollback-journal mode, as SQLite tools leave a file they vacuum or copy.
        try scratch.withDatabase { db in
            _ = try db.fetchOne(String.self, sql: "PRAGMA journal_mode = DELETE")
            try db.execute(sql: """
                INSERT INTO schema_migrations (version, name, sha256, applied_at)
                VALUES (99, 'from_the_future', ?, '2031-01-01T00:00:00Z')
                """, arguments: [String(repeating: "ab", count: 32)])
        }
        let before = try scratch.bytes()
        #expect(before[18] == 1 && before[19] == 1)
        let error = catalogError { _ = try scratch.open() }
        #expect(error?.caseName == "migration")
        #expect(try scratch.bytes() == before)
    }

    // MARK: Damaged schema (item 11)

    @Test func aSoundCatalogueHasNoSchemaProblems() throws {
        let scratch = try CatalogScratch()
        #expect(try scratch.open(seed: true).schemaProblems().isEmpty)
        #expect(try scratch.open().schemaProblems().isEmpty)
        #expect(try Catalog.builtInExamples().schemaProblems().isEmpty)
    }

    @Test func droppedAndChangedObjectsAreSchemaProblems() throws {
        let scratch = try CatalogScratch()
        do { _ = try scratch.open(seed: true) }
        try scratch.withDatabase { db in
            try db.execute(script: """
                DROP TABLE frame_cache;
                DROP INDEX revision_sections_by_content_hash;
                ALTER TABLE revisions DROP COLUMN message;
                ALTER TABLE devices ADD COLUMN notes TEXT;
                CREATE INDEX my_own_index ON layouts (updated_at);
                """)
        }
        let before = try scratch.bytes()
        let expected = [
            "table devices has an unknown column notes",
            "table frame_cache is missing",
            "index revision_sections_by_content_hash is missing",
            "table revisions has no column message",
        ]
        let error = catalogError { _ = try scratch.open() }
        guard case .damagedSchema(let path, let problems, let repairable)? = error else {
            Issue.record("expected damagedSchema, got \(String(describing: error))")
            return
        }
        #expect(path == scratch.path)
        #expect(problems == expected)
        #expect(!repairable)  // the revisions table lost a column: only a backup has it
        #expect(try scratch.bytes() == before)
        // A caller that reports the problems itself (a doctor) can still open it.
        let damaged = try Catalog(path: scratch.path, verifySchema: false)
        #expect(try damaged.schemaProblems() == expected)
    }

    @Test func repairRebuildsDerivedTablesAndIndexes() throws {
        let scratch = try CatalogScratch()
        do {
            let catalog = try scratch.open(seed: true)
            _ = try catalog.solve(catalog.revision(RevisionReference(name: "list")), in: SolveEnvironment(width: 390, height: 844))
        }
        let layoutsBefore = try scratch.open().layouts()
        try scratch.withDatabase { db in
            try db.execute(script: """
                DROP TABLE frame_cache;
                DROP TABLE cache_stats;
                ALTER TABLE devices DROP COLUMN scale;
                DROP INDEX revisions_by_content_hash;
                """)
        }
        guard case .damagedSchema(_, let problems, let repairable)? = catalogError({ _ = try scratch.open() }) else {
            Issue.record("expected damagedSchema")
            return
        }
        #expect(repairable)
        let catalog = try Catalog(path: scratch.path, verifySchema: false)
        #expect(try catalog.repairSchema() == problems)
        #expect(try catalog.schemaProblems().isEmpty)
        #expect(try catalog.repairSchema().isEmpty)
        #expect(try catalog.layouts() == layoutsBefore)
        #expect(try catalog.devices().count == (try SeedCatalogue.devices()).count)
        let stats = try catalog.cacheStatistics()
        #expect(stats.entries == 0 && stats.bytes == 0)
        let list = try catalog.revision(RevisionReference(name: "list"))
        #expect(try catalog.solve(list, in: SolveEnvironment(width: 390, height: 844)).fromCache == false)
        #expect(try catalog.solve(list, in: SolveEnvironment(width: 390, height: 844)).fromCache == true)
    }
}
