import Foundation
@testable import LayoutCatalog
import LayoutEngine
import SQLite
import Testing
import TestSupport

/// The catalogue's use-case API: a subject or the whole catalogue solved by one request, and
/// two subjects diffed by it. The grid (`Fixture.grid`) has rows 100 points tall of two items
/// 0.4 of the width wide, so its second cell starts at 0.4 × W and N items take ⌈N/2⌉ rows.
@Suite struct CatalogRequestTests {
    private func request(_ environments: SolveEnvironment...) -> SolveRequest {
        SolveRequest(containers: environments.map { SolveContainer(environment: $0, device: nil, orientation: .portrait) })
    }

    @Test func aSubjectIsSolvedInEveryContainerInTheOrderAsked() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        let subject = SolveSubject(try catalog.revision(RevisionReference(parsing: "grid")))
        let asked = request(SolveEnvironment(width: 500, height: 800), SolveEnvironment(width: 250, height: 800))
        let outcomes = try catalog.solve(subject, asked)
        // 0.4 × 500 = 200 and 0.4 × 250 = 100: the order of the request, not of the widths.
        #expect(outcomes.map { $0.solution.cells[1].x } == [200, 100])
        #expect(outcomes.map(\.fromCache) == [false, false])
        #expect(try catalog.solve(subject, asked).map(\.fromCache) == [true, true])
    }

    /// A stored revision keys the cache by its stored hash, a file by the hash of its canonical
    /// JSON: the same content is one entry whichever way it arrives.
    @Test func aStoredRevisionAndTheSameDocumentFromAFileShareTheirEntries() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        let stored = SolveSubject(try catalog.revision(RevisionReference(parsing: "grid")))
        let file = SolveSubject(document: Fixture.grid(), title: "grid.json")
        let asked = request(SolveEnvironment(width: 390, height: 844))
        #expect(try catalog.solve(stored, asked).map(\.fromCache) == [false])
        #expect(try catalog.solve(file, asked).map(\.fromCache) == [true])
    }

    @Test func countsForASectionTheSubjectLacksAreRefusedNamingIt() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let subject = SolveSubject(document: Fixture.grid(), title: "grid.json")
        let asked = request(SolveEnvironment(width: 390, height: 844, itemCounts: ["hero": 3]))
        let error = try #require(catalogError { _ = try catalog.solve(subject, asked) })
        #expect(error.description.contains("grid.json"))
        #expect(error.description.contains("no section named 'hero'"))
    }

    /// One stored revision in one environment (the library's single-size call, which answers
    /// a hit without the arrays of a request): a miss, then a hit of the same frames, counted
    /// once each; a count for a section the revision lacks still reaches the solver's error,
    /// which names the revision as `NAME@N`.
    @Test func aRevisionInOneEnvironmentMissesThenHitsAndNamesItselfInErrors() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        let revision = try catalog.revision(RevisionReference(parsing: "grid"))
        let environment = SolveEnvironment(width: 500, height: 800)
        let first = try catalog.solve(revision, in: environment)
        let second = try catalog.solve(revision, in: environment)
        #expect([first.fromCache, second.fromCache] == [false, true])
        #expect(second.solution == first.solution)
        #expect(second.solution.cells[1].x == 200)  // 0.4 × 500
        let statistics = try catalog.cacheStatistics()
        #expect(statistics.hits == 1)
        #expect(statistics.misses == 1)
        let unknown = SolveEnvironment(width: 500, height: 800, itemCounts: ["hero": 3])
        let error = try #require(catalogError { _ = try catalog.solve(revision, in: unknown) })
        #expect(error.description.contains("grid@1"))
        #expect(error.description.contains("no section named 'hero'"))
    }

    /// One request serves a catalogue whose layouts have different sections: the count for
    /// "hero" applies to the layout that has it and is dropped for the other.
    @Test func solveAllGivesEachLayoutOnlyTheCountsItsSectionsTake() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "a-grid")
        _ = try catalog.save(Fixture.document(Fixture.rowSection("hero", itemCount: 1)), as: "b-hero")
        var heights: [String: [Double]] = [:]
        try catalog.solveAll(request(SolveEnvironment(width: 390, height: 844, itemCounts: ["hero": 5]),
                                     SolveEnvironment(width: 320, height: 568, itemCounts: ["hero": 5]))) { result in
            heights[result.layout] = try result.outcomes.get().map(\.solution.contentSize.height)
        }
        // The grid keeps its 4 items (2 rows); hero takes 5 (3 rows) in both containers.
        #expect(heights == ["a-grid": [200, 200], "b-hero": [300, 300]])
    }

    @Test func aDiffSolvesBothSidesInEachContainerInOrder() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let (old, new) = try Fixture.twoGridRevisions(in: catalog)
        var seen: [(width: Double, old: Double, new: Double)] = []
        let diff = try catalog.diff(old, new, in: request(SolveEnvironment(width: 500, height: 800),
                                                          SolveEnvironment(width: 300, height: 800))) { container, a, b in
            seen.append((container.width, a.cells[1].x, b.cells[1].x))
        }
        // Second cell: 0.4 × W before, 0.5 × W after.
        #expect(seen.map(\.width) == [500, 300])
        #expect(seen.map(\.old) == [200, 120])
        #expect(seen.map(\.new) == [250, 150])
        #expect(diff.oldLabel == "grid@1" && diff.newLabel == "grid@2")
        #expect(diff.frames.count == 2)
        #expect(diff.structural.map(\.section) == ["grid"])
        #expect(diff.structural.map(\.isSection) == [false])
        #expect(diff.summary.propertiesChanged == 1 && diff.summary.sectionsChanged == 1)
    }

    /// A count for a section that only the new side has is given to the new side alone; one
    /// that neither side has is refused, as a solve would refuse it.
    @Test func aDiffRefusesOnlyNamesThatNeitherSideHas() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let old = SolveSubject(document: Fixture.grid(), title: "old.json")
        let new = SolveSubject(document: Fixture.document(Fixture.rowSection("grid"), Fixture.rowSection("hero")),
                               title: "new.json")
        let diff = try catalog.diff(old, new, in: request(SolveEnvironment(width: 390, height: 844,
                                                                           itemCounts: ["hero": 6])))
        #expect(diff.frames.count == 1)
        #expect(throws: SolveError.unknownSection("zzz")) {
            _ = try catalog.diff(old, new, in: request(SolveEnvironment(width: 390, height: 844,
                                                                        itemCounts: ["zzz": 1])))
        }
    }

    /// Every layout's latest revision in one read, by name, as `revision(NAME)` would give it.
    @Test func latestRevisionsAreEveryLayoutsNewestByName() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(itemCount: 4), as: "grid")
        _ = try catalog.save(Fixture.grid(itemCount: 9), as: "grid")
        _ = try catalog.save(Fixture.document(Fixture.rowSection("hero", itemCount: 1)), as: "a-hero")
        let latest = try catalog.latestRevisions()
        #expect(latest.map(\.info.reference.description) == ["a-hero@1", "grid@2"])
        #expect(latest.map(\.document.sections[0].itemCount) == [1, 9])
        #expect(try latest == ["a-hero", "grid"].map { try catalog.revision(RevisionReference(name: $0)) })
    }

    @Test func aDamagedLatestRevisionIsNamed() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        try scratch.withDatabase { db in
            try db.execute(sql: "UPDATE revisions SET document = replace(document, '\"itemCount\":4', '\"itemCount\":5')")
        }
        let error = catalogError { _ = try catalog.latestRevisions() }
        #expect(error?.description.hasPrefix("grid@1: damaged revision") == true)
    }

    /// Layouts are solved and kept in groups (`Catalog.batchGroupLayouts`, 64): 70 layouts are
    /// two groups, delivered in name order, every fresh solution kept, and a second run hits all.
    @Test func aBatchOfSeveralGroupsDeliversEveryLayoutInOrder() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let names = (0..<70).map { String(format: "layout-%02d", $0) }
        for (index, name) in names.enumerated() { _ = try catalog.save(Fixture.grid(itemCount: index + 1), as: name) }
        let asked = request(SolveEnvironment(width: 400, height: 800))
        var delivered: [String] = []
        var hits: [Bool] = []
        try catalog.solveAll(asked) { result in
            delivered.append(result.layout)
            hits += try result.outcomes.get().map(\.fromCache)
        }
        #expect(delivered == names)
        #expect(hits == Array(repeating: false, count: 70))
        #expect(try catalog.cacheStatistics().entries == 70)
        hits = []
        try catalog.solveAll(asked) { hits += try $0.outcomes.get().map(\.fromCache) }
        #expect(hits == Array(repeating: true, count: 70))
    }

    /// A group's frames that cannot be kept are still delivered, each outcome saying why.
    @Test func framesABatchCannotKeepAreDeliveredWithTheReason() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "a-grid")
        _ = try catalog.save(Fixture.grid(itemCount: 3), as: "b-grid")
        // The catalogue turns triggers off (a planted one must never run); this one is the
        // test's way to make a write fail, so its connection runs it.
        try catalog.db.setTriggersEnabled(true)
        try scratch.withDatabase { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse_cache BEFORE INSERT ON frame_cache BEGIN SELECT RAISE(ABORT, 'no room'); END
                """)
        }
        var failures: [String?] = []
        var heights: [Double] = []
        try catalog.solveAll(request(SolveEnvironment(width: 400, height: 800))) { result in
            let outcomes = try result.outcomes.get()
            failures += outcomes.map(\.cacheWriteFailure)
            heights += outcomes.map(\.solution.contentSize.height)
        }
        // 4 items two a row: 2 rows of 100; 3 items: 2 rows too.
        #expect(heights == [200, 200])
        #expect(failures == ["no room", "no room"])
        #expect(try catalog.cacheStatistics().entries == 0)
    }
}
