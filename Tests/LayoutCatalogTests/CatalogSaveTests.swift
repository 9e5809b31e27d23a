import Foundation
@testable import LayoutCatalog
import LayoutEngine
import SQLite
import Testing

@Suite struct CatalogSaveTests {
    @Test func firstSaveCreatesRevisionOneWithoutParent() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let outcome = try catalog.save(Fixture.grid(), as: "grid", message: "first")
        #expect(outcome.isCreated)
        #expect(outcome.info.layout == "grid")
        #expect(outcome.info.number == 1)
        #expect(outcome.info.parent == nil)
        #expect(outcome.info.message == "first")
        #expect(outcome.info.sectionCount == 1)
        #expect(outcome.info.contentHash == ContentHash.of(Fixture.grid().canonicalJSON))
        #expect(outcome.info.createdAt.hasSuffix("Z"))
    }

    @Test func identicalContentIsUnchangedAndWritesNoRow() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        let again = try catalog.save(Fixture.grid(), as: "grid", message: "same again")
        #expect(again == .unchanged(try catalog.log(of: "grid")[0]))
        #expect(again.info.number == 1)
        #expect(try catalog.log(of: "grid").count == 1)
        #expect(try scratch.rowCounts()["revisions"] == 1)
    }

    @Test func changedDocumentBecomesRevisionTwoWithParentOne() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(itemWidth: 0.4), as: "grid")
        let second = try catalog.save(Fixture.grid(itemWidth: 0.5), as: "grid", message: "wider")
        #expect(second.isCreated)
        #expect(second.info.number == 2)
        #expect(second.info.parent == 1)
        // The log is newest first.
        let log = try catalog.log(of: "grid")
        #expect(log.map(\.number) == [2, 1])
        #expect(log.map(\.parent) == [1, nil])
        #expect(log.map(\.message) == ["wider", ""])
        // Going back to the first content is a new revision, not a reuse of @1.
        let third = try catalog.save(Fixture.grid(itemWidth: 0.4), as: "grid")
        #expect(third.info.number == 3)
        #expect(third.info.parent == 2)
        #expect(third.info.contentHash == log[1].contentHash)
    }

    @Test func expectedRevisionGuardsAgainstStaleSaves() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        // 0: the layout must not exist yet.
        #expect(try catalog.save(Fixture.grid(itemWidth: 0.4), as: "grid", expectedRevision: 0).info.number == 1)
        #expect(try catalog.save(Fixture.grid(itemWidth: 0.5), as: "grid", expectedRevision: 1).info.number == 2)
        let before = try scratch.rowCounts()

        // Based on @1, but @2 is the latest.
        let stale = catalogError { _ = try catalog.save(Fixture.grid(itemWidth: 0.3), as: "grid", expectedRevision: 1) }
        guard case .conflict(let layout, let expected, let actual)? = stale else {
            Issue.record("expected a conflict, got \(String(describing: stale))")
            return
        }
        #expect((layout, expected, actual) == ("grid", 1, 2))
        #expect(stale?.description.contains("nothing was saved") == true)

        // 0 for a layout that exists is a conflict too.
        let exists = catalogError { _ = try catalog.save(Fixture.grid(itemWidth: 0.3), as: "grid", expectedRevision: 0) }
        #expect(exists?.caseName == "conflict")
        #expect(exists?.description.contains("exists already") == true)

        #expect(try scratch.rowCounts() == before)
        #expect(try catalog.revision(RevisionReference(name: "grid")).info.number == 2)
    }

    @Test func revisionsReadByNumberAndLatest() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(itemWidth: 0.4), as: "grid")
        _ = try catalog.save(Fixture.grid(itemWidth: 0.5), as: "grid")

        let first = try catalog.revision(RevisionReference(parsing: "grid@1"))
        #expect(first.info.number == 1)
        #expect(first.document == Fixture.grid(itemWidth: 0.4))
        let latest = try catalog.revision(RevisionReference(parsing: "grid"))
        #expect(latest.info.number == 2)
        #expect(latest.info.parent == 1)
        #expect(latest.document == Fixture.grid(itemWidth: 0.5))
        #expect(try catalog.revision(RevisionReference(parsing: "grid@2")) == latest)
    }

    @Test func unknownLayoutsAndRevisionsAreClearErrors() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(itemWidth: 0.4), as: "grid")
        _ = try catalog.save(Fixture.grid(itemWidth: 0.5), as: "grid")

        let missing = catalogError { _ = try catalog.revision(RevisionReference(name: "nope")) }
        #expect(missing?.caseName == "layoutNotFound")
        #expect(missing?.description == "no layout named 'nope' (see `layouts list`)")
        #expect(catalogError { _ = try catalog.log(of: "nope") }?.caseName == "layoutNotFound")
        #expect(catalogError { try catalog.rename("nope", to: "other") }?.caseName == "layoutNotFound")
        #expect(catalogError { try catalog.delete("nope") }?.caseName == "layoutNotFound")

        let tooHigh = catalogError { _ = try catalog.revision(RevisionReference(name: "grid", number: 3)) }
        #expect(tooHigh?.caseName == "revisionNotFound")
        #expect(tooHigh?.description == "grid@3: no such revision (grid has revisions 1 to 2)")
        // Numbers below 1 cannot be parsed, and are refused the same way when built in code.
        #expect(catalogError { _ = try RevisionReference(parsing: "grid@0") }?.caseName == "invalidReference")
        #expect(catalogError { _ = try RevisionReference(parsing: "grid@x") }?.caseName == "invalidReference")
        let zero = catalogError { _ = try catalog.revision(RevisionReference(name: "grid", number: 0)) }
        #expect(zero?.caseName == "revisionNotFound")
        #expect(zero?.description == "grid@0: no such revision (grid has revisions 1 to 2)")
    }

    @Test(arguments: ["", "Grid", "has space", "a@b", "slash/name", "é", String(repeating: "a", count: 65)])
    func invalidNamesAreRefused(name: String) throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let error = catalogError { _ = try catalog.save(Fixture.grid(), as: name) }
        #expect(error?.caseName == "invalidName")
        #expect(error?.description.hasPrefix("'\(name)': ") == true)
        #expect(try scratch.rowCounts()["layouts"] == 0)
    }

    @Test func longestAllowedNameIsAccepted() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let name = String(repeating: "a", count: 60) + "-_.9"  // 64 characters
        #expect(try catalog.save(Fixture.grid(), as: name).info.number == 1)
    }

    @Test(arguments: [0.0, Double.nan, -0.5, Double.infinity])
    func invalidDocumentIsRefusedAndTheFileIsUnchanged(width: Double) throws {
        let scratch = try CatalogScratch()
        do {
            let catalog = try scratch.open()
            _ = try catalog.save(Fixture.grid(itemWidth: 0.4), as: "grid")
        }
        #expect(!scratch.hasWAL)
        let before = try scratch.bytes()
        do {
            let catalog = try scratch.open()
            let error = catalogError { _ = try catalog.save(Fixture.grid(itemWidth: width), as: "grid") }
            #expect(error?.caseName == "invalidDocument")
            // The message names the layout and the path of the bad value.
            #expect(error?.description.hasPrefix("grid: sections[0].group.subitems[0].size.width") == true,
                    "\(String(describing: error))")
            // A new layout is refused the same way, before its row is made.
            #expect(catalogError { _ = try catalog.save(Fixture.grid(itemWidth: width), as: "other") }?
                .caseName == "invalidDocument")
        }
        #expect(try scratch.bytes() == before)
    }

    @Test func conflictWritesNothingToTheFile() throws {
        let scratch = try CatalogScratch()
        do {
            let catalog = try scratch.open()
            _ = try catalog.save(Fixture.grid(itemWidth: 0.4), as: "grid")
            _ = try catalog.save(Fixture.grid(itemWidth: 0.5), as: "grid")
        }
        let before = try scratch.bytes()
        do {
            let catalog = try scratch.open()
            #expect(catalogError {
                _ = try catalog.save(Fixture.grid(itemWidth: 0.3), as: "grid", expectedRevision: 1)
            }?.caseName == "conflict")
        }
        #expect(try scratch.bytes() == before)
    }

    @Test func sectionsAreStoredPerRevisionAndFoundByHash() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let shared = Fixture.rowSection("photos", itemWidth: 0.25, itemCount: 8)
        let first = Fixture.document(Fixture.rowSection("hero", itemWidth: 1, itemCount: 1), shared)
        let second = Fixture.document(shared, Fixture.rowSection("list", itemWidth: 1, itemCount: 20))
        let a = try catalog.save(first, as: "home")
        _ = try catalog.save(second, as: "feed")

        let rows = try scratch.withDatabase { db in
            try db.fetchAll(sql: """
                SELECT s.position, s.name, s.content_hash, s.document FROM revision_sections s
                JOIN revisions r ON r.id = s.revision_id JOIN layouts l ON l.id = r.layout_id
                WHERE l.name = 'home' AND r.number = 1 ORDER BY s.position
                """)
        }
        #expect(rows.count == 2)
        #expect(a.info.sectionCount == 2)
        #expect(try rows.map { try $0.value(at: 0) as Int } == [0, 1])
        #expect(try rows.map { try $0.value(at: 1) as String } == ["hero", "photos"])
        // Each row holds the section alone as canonical JSON, and the hash of those bytes.
        let photosJSON: String = try rows[1].value(at: 3)
        #expect(photosJSON == shared.jsonValue.compactText)
        let sharedHash = ContentHash.of(shared.jsonValue.compactText)
        #expect(try rows[1].value(at: 2) as String == sharedHash)

        let uses = try catalog.sections(withContentHash: sharedHash)
        #expect(uses.map { "\($0.layout)@\($0.revision) [\($0.position)] \($0.section)" }
                == ["feed@1 [0] photos", "home@1 [1] photos"])
        #expect(try catalog.sections(withContentHash: String(repeating: "0", count: 64)).isEmpty)

        // A second revision stores its own rows; the first keeps its own.
        _ = try catalog.save(Fixture.document(shared), as: "home")
        #expect(try catalog.sections(withContentHash: sharedHash).map(\.revision) == [1, 1, 2])
        #expect(try scratch.rowCounts()["revision_sections"] == 2 + 2 + 1)
    }

    @Test func renameKeepsRevisionsAndRefusesTakenNames() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(itemWidth: 0.4), as: "grid")
        _ = try catalog.save(Fixture.grid(itemWidth: 0.5), as: "grid")
        _ = try catalog.save(Fixture.grid(itemWidth: 0.2), as: "taken")
        let logBefore = try catalog.log(of: "grid")

        let taken = catalogError { try catalog.rename("grid", to: "taken") }
        #expect(taken?.caseName == "layoutExists")
        #expect(taken?.description == "a layout named 'taken' exists already")
        #expect(catalogError { try catalog.rename("grid", to: "Bad Name") }?.caseName == "invalidName")
        #expect(try catalog.log(of: "grid") == logBefore)

        try catalog.rename("grid", to: "photo-grid")
        #expect(catalogError { _ = try catalog.log(of: "grid") }?.caseName == "layoutNotFound")
        let logAfter = try catalog.log(of: "photo-grid")
        #expect(logAfter.map(\.number) == [2, 1])
        #expect(logAfter.map(\.contentHash) == logBefore.map(\.contentHash))
        #expect(try catalog.revision(RevisionReference(parsing: "photo-grid@1")).document
                == Fixture.grid(itemWidth: 0.4))
        // The old name is free again, and the renamed layout goes on numbering from 2.
        #expect(try catalog.save(Fixture.grid(), as: "grid").info.number == 1)
        #expect(try catalog.save(Fixture.grid(itemWidth: 0.6), as: "photo-grid").info.number == 3)
    }

    @Test func deleteRemovesRevisionsAndCacheRowsOfThatLayoutOnly() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(itemWidth: 0.4), as: "doomed")
        _ = try catalog.save(Fixture.grid(itemWidth: 0.5), as: "doomed")
        _ = try catalog.save(Fixture.grid(itemWidth: 0.25), as: "kept")
        // "twin" has the same content as doomed@2: its cached frames must survive.
        _ = try catalog.save(Fixture.grid(itemWidth: 0.5), as: "twin")
        let environment = SolveEnvironment(width: 400, height: 800)
        for reference in ["doomed@1", "doomed@2", "kept", "twin"] {
            _ = try catalog.solve(catalog.revision(RevisionReference(parsing: reference)), in: environment)
        }
        // doomed@2 and twin share one entry: 3 entries.
        #expect(try catalog.cacheStatistics().entries == 3)
        let keptLog = try catalog.log(of: "kept")

        #expect(try catalog.delete("doomed") == 2)

        #expect(catalogError { _ = try catalog.log(of: "doomed") }?.caseName == "layoutDeleted")  // set aside: `restore` brings it back
        #expect(try catalog.log(of: "kept") == keptLog)
        let counts = try scratch.rowCounts()
        #expect(counts["layouts"] == 2)
        #expect(counts["revisions"] == 2)
        #expect(counts["revision_sections"] == 2)
        let survivors = try scratch.withDatabase { db in
            try db.fetchAll(String.self, sql: "SELECT content_hash FROM frame_cache ORDER BY content_hash")
        }
        let expected = try ["kept", "twin"].map { try catalog.revision(RevisionReference(name: $0)).info.contentHash }
        #expect(survivors == expected.sorted())
        // The byte total follows the rows that are left.
        let stats = try catalog.cacheStatistics()
        let rowBytes = try scratch.withDatabase { db in
            try db.fetchOne(Int.self, sql: "SELECT coalesce(sum(byte_size), 0) FROM frame_cache")
        }
        #expect(stats.bytes == rowBytes)
    }

    @Test func deleteIsOneTransaction() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(itemWidth: 0.4), as: "doomed")
        _ = try catalog.save(Fixture.grid(itemWidth: 0.5), as: "doomed")
        _ = try catalog.solve(catalog.revision(RevisionReference(name: "doomed")), in: SolveEnvironment(width: 400, height: 800))
        let before = try scratch.rowCounts()
        // Inside a batch that then fails, the delete (cache rows included) is undone with it.
        struct Abort: Error {}
        #expect(throws: Abort.self) {
            try catalog.batch {
                try catalog.delete("doomed")
                throw Abort()
            }
        }
        #expect(try scratch.rowCounts() == before)
        #expect(try catalog.log(of: "doomed").count == 2)
    }

    @Test func listSummarisesEveryLayout() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(itemWidth: 0.4, itemCount: 4), as: "grid")
        _ = try catalog.save(Fixture.grid(itemWidth: 0.5, itemCount: 6), as: "grid", message: "six")
        _ = try catalog.save(Fixture.document(Fixture.rowSection("a", itemCount: 3), Fixture.rowSection("b", itemCount: 7)),
                         as: "alpha")
        let list = try catalog.layouts()
        #expect(list.map(\.name) == ["alpha", "grid"])
        // alpha: 3 + 7 = 10 cells in 2 sections, one revision.
        #expect(list[0].cellCount == 10)
        #expect(list[0].sectionCount == 2)
        #expect(list[0].revisionCount == 1)
        #expect(list[0].latestRevision == 1)
        #expect(list[0].lastMessage == "")
        // grid: the latest revision's 6 cells, two revisions.
        #expect(list[1].cellCount == 6)
        #expect(list[1].sectionCount == 1)
        #expect(list[1].revisionCount == 2)
        #expect(list[1].latestRevision == 2)
        #expect(list[1].lastMessage == "six")
        #expect(list[1].updatedAt == (try catalog.log(of: "grid")[0].createdAt))
    }

    @Test func batchCommitsManySavesTogether() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let numbers = try catalog.batch {
            try (1...5).map { try catalog.save(Fixture.grid(itemCount: $0), as: "grid").info.number }
        }
        #expect(numbers == [1, 2, 3, 4, 5])
        #expect(try catalog.log(of: "grid").map(\.parent) == [4, 3, 2, 1, nil])
    }

    /// An SQLite error that no other case names still says what the write was for, and the
    /// failed save leaves nothing behind.
    @Test func aFailedWriteNamesTheLayout() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        // The catalogue turns triggers off (a planted one must never run); this one is the
        // test's way to make a write fail, so its connection runs it.
        try catalog.db.setTriggersEnabled(true)
        try scratch.withDatabase { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse_revisions BEFORE INSERT ON revisions BEGIN SELECT RAISE(ABORT, 'no room'); END
                """)
        }
        let error = catalogError { _ = try catalog.save(Fixture.grid(), as: "grid") }
        guard case .database(let code, _, _, let action)? = error else {
            Issue.record("expected a database error, got \(String(describing: error))")
            return
        }
        #expect(code == "SQLITE_CONSTRAINT_TRIGGER")
        #expect(action == "save grid")
        #expect(error?.description.hasPrefix("cannot save grid: ") == true)
        #expect(try catalog.layouts().isEmpty)
    }
}
