import Foundation
@testable import LayoutCatalog
import LayoutEngine
import SQLite
import Testing

/// The catalogue trusts nothing it reads back (issue 11, items 7, 8 and 9): revisions are
/// checked against their hash, a cached blob must match its key, counters saturate.
@Suite struct CatalogTrustTests {
    let environment = SolveEnvironment(width: 400, height: 800)

    /// Solves the grid, swaps its cached blob for `tampered(good)`, and expects a fresh solve.
    private func expectMiss(after tampered: (Solution) throws -> Solution, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let good = try catalog.solve(Fixture.grid(), in: environment).solution
        let bad = try tampered(good)
        #expect(bad != good, sourceLocation: sourceLocation)
        // Well framed: it decodes, so only the key check can refuse it.
        let blob = FrameBlob.encode(bad)
        #expect(FrameBlob.decode(blob).map(FrameBlob.encode) == blob, sourceLocation: sourceLocation)
        try scratch.replaceCachedBlob(with: blob)
        let outcome = try catalog.solve(Fixture.grid(), in: environment)
        #expect(!outcome.fromCache, sourceLocation: sourceLocation)
        #expect(outcome.solution == good, sourceLocation: sourceLocation)
        #expect(try catalog.solve(Fixture.grid(), in: environment).fromCache, sourceLocation: sourceLocation)
    }

    @Test func aBlobWithNoSectionsIsAMiss() throws {
        try expectMiss { good in
            Solution(container: good.container, contentSize: good.contentSize, sections: [],
                     cells: FrameBuffer(storage: []), supplementaries: [])
        }
    }

    @Test func aBlobWithAnotherSectionNameOrCountIsAMiss() throws {
        try expectMiss { good in
            var bad = good
            bad.sections[0].name = "other"
            return bad
        }
        try expectMiss { good in
            var bad = good
            bad.sections[0].cellCount -= 1
            return bad
        }
    }

    @Test func aBlobForAnotherContainerIsAMiss() throws {
        try expectMiss { good in
            var bad = good
            bad.container.width = 401
            return bad
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aBlobWithANonFiniteNumberIsAMiss(value: Double) throws {
        try expectMiss { good in
            var storage = good.cells.storage
            storage[2] = value
            return Solution(container: good.container, contentSize: good.contentSize, sections: good.sections,
                            cells: FrameBuffer(storage: storage), supplementaries: good.supplementaries)
        }
        try expectMiss { good in
            var bad = good
            bad.contentSize.height = value
            return bad
        }
    }

    /// A stamped section's cells are checked at its first and last group instances only: an
    /// origin and a step of 1e308 keep instance 0 finite and make the last one (1e308 + 1e308)
    /// infinite, which is enough to miss.
    @Test func aStampWhoseLastInstanceOverflowsIsAMiss() throws {
        try expectMiss { good in
            var bad = good
            let index = try #require(bad.sections.firstIndex { $0.cellStamp != nil })
            var stamp = try #require(bad.sections[index].cellStamp)
            stamp.origin.y = 1e308
            stamp.step.y = 1e308
            bad.sections[index].cellStamp = stamp
            let section = bad.sections[index]
            var storage = bad.cells.storage
            storage.withUnsafeMutableBufferPointer { values in
                stamp.stamp(count: section.cellCount, into: values.baseAddress! + 4 * section.firstCell)
            }
            #expect(storage[4 * section.firstCell + 1].isFinite)
            #expect(!storage[4 * (section.firstCell + section.cellCount - 1) + 1].isFinite)
            return Solution(container: bad.container, contentSize: bad.contentSize, sections: bad.sections,
                            cells: FrameBuffer(storage: storage), supplementaries: bad.supplementaries)
        }
    }

    @Test func aRevisionEditedOutsideTheToolIsNamedAsDamaged() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        _ = try catalog.save(Fixture.grid(itemCount: 9), as: "grid")
        try scratch.withDatabase { db in
            try db.execute(sql: "UPDATE revisions SET document = replace(document, '\"itemCount\":4', '\"itemCount\":5') WHERE number = 1")
        }
        let error = catalogError { _ = try catalog.revision(RevisionReference(name: "grid", number: 1)) }
        #expect(error?.caseName == "damagedRevision")
        #expect(error?.description.hasPrefix("grid@1: damaged revision") == true)
        // The other revision is unaffected.
        #expect(try catalog.revision(RevisionReference(name: "grid")).info.number == 2)
        let report = try catalog.checkIntegrity()
        #expect(report.findings.map(\.place) == ["grid@1"])
        #expect(report.revisionsChecked == 2)
    }

    @Test func aHealthyCatalogueHasNoFindings() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open(seed: true)
        _ = try catalog.solve(Fixture.grid(), in: environment)
        let report = try catalog.checkIntegrity()
        #expect(report.isHealthy, "\(report.findings)")
        #expect(report.revisionsChecked > 0 && report.sectionsChecked >= report.revisionsChecked)
        #expect(report.cacheEntriesChecked == 1)
    }

    @Test func aRowSizeNoBlobCanHaveDoesNotTrapTheBookkeeping() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open(cacheLimitBytes: 64 * 1024)
        _ = try catalog.solve(Fixture.grid(), in: environment)
        // Only a file edited with its CHECK constraints off can hold this.
        try scratch.withDatabase { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE frame_cache SET byte_size = -9223372036854775808, frames = x'00'")
        }
        let outcome = try catalog.solve(Fixture.grid(), in: environment)  // a miss that replaces the row
        #expect(!outcome.fromCache)
        #expect(outcome.cacheWriteFailure == nil)
        #expect(try catalog.solve(Fixture.grid(), in: environment).fromCache)
    }

    /// Solution counts no row can have (only a file edited with its checks off holds them) do
    /// not trap or fail the sums of `cache stats`, `cache clear` and the integrity check.
    @Test func solutionCountsNoRowCanHaveDoNotTrapTheSums() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.solve(Fixture.grid(), in: environment)
        _ = try catalog.solve(Fixture.grid(itemCount: 9), in: environment)
        try scratch.withDatabase { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE frame_cache SET solutions = 9223372036854775807")
        }
        #expect(try catalog.cacheStatistics().entries == 9_000_000_000_000_000_000)  // clamped, not overflowed
        #expect(try catalog.checkIntegrity().cacheEntriesChecked == 9_000_000_000_000_000_000)
        try scratch.withDatabase { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE frame_cache SET solutions = -5")
        }
        #expect(try catalog.cacheStatistics().entries == 0)  // a negative count counts as none
        #expect(try catalog.clearCache() == 0)
    }

    @Test func aRevisionNumberThatCannotGrowRefusesTheSave() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.save(Fixture.grid(), as: "grid")
        try scratch.withDatabase { db in
            try db.execute(sql: "UPDATE revisions SET number = 9223372036854775807")
        }
        let error = catalogError { _ = try catalog.save(Fixture.grid(itemCount: 9), as: "grid") }
        #expect(error?.caseName == "revisionNumbersExhausted")
        #expect(try catalog.log(of: "grid").map(\.number) == [Int.max])
    }

    @Test func countersNearTwoToThe63Saturate() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        _ = try catalog.solve(Fixture.grid(), in: environment)
        try scratch.withDatabase { db in
            try db.execute(sql: """
                UPDATE cache_stats SET hits = 9223372036854775806, misses = 9223372036854775807,
                                       bytes = 9223372036854775800
                """)
        }
        _ = try catalog.solve(Fixture.grid(), in: environment)  // a hit
        _ = try catalog.solve(Fixture.grid(), in: environment)  // and another
        // A miss and a store: the byte total saturates, looks over the limit and evicts,
        // all without a trap or a refused write.
        let stored = try catalog.solve(Fixture.grid(itemCount: 9), in: environment)
        #expect(stored.cacheWriteFailure == nil)
        let stats = try catalog.cacheStatistics()
        #expect(stats.hits == Int.max)
        #expect(stats.misses == Int.max)
        #expect(stats.bytes > 0)
    }
}
