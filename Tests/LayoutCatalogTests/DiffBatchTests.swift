import LayoutCatalog
import LayoutEngine
import Testing
import TestSupport

/// A diff solves each side in every container at once (issue 38, item 10): W widths cost one
/// cache look-up and at most one write per side, not one per width. The grid (`Fixture.grid`)
/// has rows of two items 0.4 of the width wide; at 0.5 they are still two a row, but wider.
@Suite struct DiffBatchTests {
    private let widths: [Double] = [500, 300, 200]

    private func request() -> SolveRequest {
        SolveRequest(containers: widths.map {
            SolveContainer(environment: SolveEnvironment(width: $0, height: 800), device: nil, orientation: .portrait)
        })
    }

    @Test func eachSideIsSolvedOnceForEveryEnvironment() throws {
        let old = Fixture.grid(itemWidth: 0.4)
        let new = Fixture.grid(itemWidth: 0.5)
        var calls: [(side: LayoutDiff.Side, widths: [Double])] = []
        let diff = try LayoutDiff(old: old, oldLabel: "old", new: new, newLabel: "new",
                                  environments: widths.map { SolveEnvironment(width: $0, height: 800) },
                                  solveSide: { side, environments in
                                      calls.append((side, environments.map(\.width)))
                                      return try environments.map { try solve(side == .old ? old : new, in: $0) }
                                  })
        #expect(calls.count == 2)
        #expect(calls.map(\.side) == [.old, .new])
        #expect(calls.allSatisfy { $0.widths == [500, 300, 200] })
        // Every cell is wider (0.4 W → 0.5 W) and the second of each row starts further right:
        // all 4 cells change at every width.
        #expect(diff.frames.map(\.changes.count) == [4, 4, 4])
        #expect(diff.frames.map(\.container.width) == [500, 300, 200])
    }

    @Test func theCatalogueLooksEachSideUpOnceAndReportsItsOutcomes() throws {
        let scratch = try CatalogScratch()
        let catalog = try scratch.open()
        let (old, new) = try Fixture.twoGridRevisions(in: catalog)
        func diffed(useCache: Bool) throws -> [(side: LayoutDiff.Side, fromCache: [Bool])] {
            var seen: [(side: LayoutDiff.Side, fromCache: [Bool])] = []
            _ = try catalog.diff(old, new, in: request(), useCache: useCache, solved: { side, outcomes in
                seen.append((side, outcomes.map(\.fromCache)))
            })
            return seen
        }
        // Without the cache: nothing read, nothing kept.
        let uncached = try diffed(useCache: false)
        #expect(uncached.map(\.side) == [.old, .new])
        #expect(uncached.allSatisfy { $0.fromCache == [false, false, false] })
        var stats = try catalog.cacheStatistics()
        #expect(stats.entries == 0 && stats.hits == 0 && stats.misses == 0)
        // First with the cache: 2 revisions × 3 widths missed and kept; then all 6 hit.
        #expect(try diffed(useCache: true).allSatisfy { $0.fromCache == [false, false, false] })
        stats = try catalog.cacheStatistics()
        #expect(stats.entries == 6 && stats.misses == 6 && stats.hits == 0)
        let warm = try diffed(useCache: true)
        #expect(warm.map(\.side) == [.old, .new])
        #expect(warm.allSatisfy { $0.fromCache == [true, true, true] })
        #expect(try catalog.cacheStatistics().hits == 6)
    }

    /// Sections are matched by the names the solutions carry: `a` and `b` (one row of two cells
    /// each, 100 points tall) swapped places, so at 500 points a's cells move down 100 and b's
    /// up 100; matched by position instead, nothing would have moved.
    @Test func frameDiffMatchesSectionsByTheNamesInTheSolutions() throws {
        let a = Fixture.rowSection("a", itemCount: 2)
        let b = Fixture.rowSection("b", itemCount: 2)
        let environment = SolveEnvironment(width: 500, height: 800)
        let frames = FrameDiff(old: try solve(Fixture.document(a, b), in: environment),
                               new: try solve(Fixture.document(b, a), in: environment))
        #expect(frames.changes.count == 4)
        #expect(frames.movedCount == 4 && frames.resizedCount == 0)
        let moves = frames.changes.map { change in (change.new?.y ?? 0) - (change.old?.y ?? 0) }
        #expect(moves.sorted() == [-100, -100, 100, 100])
    }
}
