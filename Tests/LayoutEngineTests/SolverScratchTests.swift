import Foundation
@testable import LayoutEngine
import Testing

private typealias F = SolverFixture

/// `solve(_:in:scratch:)`: the solver's working arrays kept from one solve to the next change
/// no frame, whatever was solved in them before, a failed solve included, and hold nothing of a
/// solution once a solve returns.
@Suite struct SolverScratchTests {
    /// The seed layouts that decode (token documents too: tokens left unresolved refuse alike).
    private static func seedDocuments() throws -> [(name: String, document: LayoutDocument)] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../seed/layouts").standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        return try files.map { ($0, try LayoutDocument(json: Data(contentsOf: directory.appendingPathComponent($0)))) }
    }

    private static let environments: [SolveEnvironment] = [
        SolveEnvironment(width: 320, height: 568, scale: 2),
        SolveEnvironment(width: 390, height: 844, scale: 3, layoutDirection: .rightToLeft),
        SolveEnvironment(width: 1024, height: 768, scale: 2, sizeClass: .regular),
    ]

    /// The outcome of a solve as something `#expect` compares: the solution, or the error.
    private static func outcome(_ body: () throws(SolveError) -> Solution) -> Result<Solution, SolveError> {
        do { return .success(try body()) } catch { return .failure(error) }
    }

    /// Every seed layout at three environments, solved one after another in one scratch,
    /// against each solved in a fresh one: the scratch goes from layout to layout with slots,
    /// footprints and sections of every size left in its capacity.
    @Test func aKeptScratchSolvesEverySeedLayoutAsAFreshOne() throws {
        var scratch = SolveScratch()
        var solved = 0
        for (name, document) in try Self.seedDocuments() {
            for environment in Self.environments {
                let kept = Self.outcome { () throws(SolveError) in try solve(document, in: environment, scratch: &scratch) }
                let fresh = Self.outcome { () throws(SolveError) in try solve(document, in: environment) }
                #expect(kept == fresh, "\(name) at \(environment.width)")
                if case .success = kept { solved += 1 }
                #expect(scratch.layouts.isEmpty && scratch.arrangement.slots.isEmpty
                        && scratch.arrangement.footprints.isEmpty, "\(name): the scratch kept part of a solve")
            }
        }
        #expect(solved > 60)
    }

    /// Eight levels of estimated groups repeating their child 40 times: 40⁸ placements, far past
    /// the work budget, so its solve throws part-way through arranging nested groups.
    private static var hostile: LayoutDocument {
        var group = F.item(.fractionalWidth(1), .estimated(10))
        for level in 1...8 {
            group = F.group(level % 2 == 1 ? .vertical : .horizontal, .fractionalWidth(1), .estimated(10),
                            [group], repetition: .count(40))
        }
        return F.document([F.section(items: 1, group: group)])
    }

    /// A solve that runs out of work budget part-way through arranging nested groups leaves
    /// slots and footprints behind; the next solve in the same scratch is not disturbed by them.
    /// The second document is worked by hand: two vertical groups of two 50-point items side by
    /// side in a 390-point row, each half 195 wide, so item 3 (second of the second column)
    /// sits at x 195, y 50.
    @Test func aSolveThatFailedPartWayLeavesNothingThatChangesTheNext() throws {
        let environment = SolveEnvironment(width: 390, height: 844)
        var scratch = SolveScratch()
        #expect(throws: SolveError.self) {
            try solve(Self.hostile, in: environment, scratch: &scratch)
        }

        let column = F.group(.vertical, .fractionalWidth(0.5), .fractionalHeight(1),
                             [F.item(.fractionalWidth(1), .absolute(50))], repetition: .count(2))
        let row = F.group(.horizontal, .fractionalWidth(1), .absolute(100), [column])
        let document = F.document([F.section(items: 8, group: row)])
        let solution = try solve(document, in: environment, scratch: &scratch)
        #expect(solution == (try solve(document, in: environment)))
        #expect(solution.cellFrame(section: 0, item: 3) == F.rect(195, 50, 195, 50))
        #expect(solution.cellFrame(section: 0, item: 7) == F.rect(195, 150, 195, 50))
        #expect(solution.contentSize == Size(width: 390, height: 200))
    }

    /// Groups measured from their content arrange their children while their parent is being
    /// arranged (the footprints stack): an estimated vertical group repeating two 30-point items in a
    /// row beside a 100-point item takes 60 points, so the row is 100 high and the group's
    /// second item sits at y 30. Solved twice in one scratch, the same both times.
    @Test func aGroupMeasuredWhileItsParentIsArrangedKeepsItsParentsFootprints() throws {
        let measured = F.group(.vertical, .fractionalWidth(0.5), .estimated(10),
                               [F.item(.fractionalWidth(1), .absolute(30))], repetition: .repeating(2))
        let row = F.group(.horizontal, .fractionalWidth(1), .estimated(10),
                          [measured, F.item(.fractionalWidth(0.5), .absolute(100))])
        let document = F.document([F.section(items: 3, group: row)])
        var scratch = SolveScratch()
        for _ in 0..<2 {
            let solution = try solve(document, in: SolveEnvironment(width: 390, height: 844), scratch: &scratch)
            #expect(solution.cellFrame(section: 0, item: 0) == F.rect(0, 0, 195, 30))
            #expect(solution.cellFrame(section: 0, item: 1) == F.rect(0, 30, 195, 30))
            #expect(solution.cellFrame(section: 0, item: 2) == F.rect(195, 0, 195, 100))
        }
    }

    // MARK: Solving into a solution solved before

    /// Ten 195 × 50 cells, two to a row, five rows in a 390-point container: one stamped section.
    private static let grid = F.document([F.section(
        items: 10, group: F.group(.horizontal, .fractionalWidth(1), .absolute(50),
                                  [F.item(.fractionalWidth(0.5), .fractionalHeight(1))]))])
    /// One 390 × 80 cell: a section of one group instance.
    private static let banner = F.document([F.section(
        items: 1, group: F.group(.horizontal, .fractionalWidth(1), .absolute(80),
                                 [F.item(.fractionalWidth(1), .fractionalHeight(1))]))])

    /// Every seed layout at three environments solved into one solution and one scratch, one
    /// after another, against each solved afresh: nothing of the layout before (its cells, its
    /// sections, its stamps' templates, its supplementaries) shows in the next.
    @Test func solvingIntoOneSolutionGivesWhatAFreshSolveGives() throws {
        var scratch = SolveScratch()
        var solution = Solution()
        var solved = 0
        for (name, document) in try Self.seedDocuments() {
            for environment in Self.environments {
                let into = Self.outcome { () throws(SolveError) in
                    try solve(document, in: environment, into: &solution, scratch: &scratch)
                    return solution
                }
                let fresh = Self.outcome { () throws(SolveError) in try solve(document, in: environment) }
                #expect(into == fresh, "\(name) at \(environment.width)")
                if case .success(let written) = into, case .success(let made) = fresh {
                    // Bit for bit: == takes -0 for 0.
                    #expect(written.cells.storage.map(\.bitPattern) == made.cells.storage.map(\.bitPattern),
                            "\(name) at \(environment.width)")
                    solved += 1
                }
            }
        }
        #expect(solved > 60)
    }

    /// A large layout, then a small one, into the same solution: the small one's single cell,
    /// worked by hand (390 × 80 at the origin), and nothing of the ten before it; a copy taken
    /// before keeps the ten (the last at x 195, y 200), so storage still shared is not written.
    @Test func aSmallLayoutSolvedIntoALargeOnesSolutionHoldsOnlyItsOwnFrames() throws {
        let environment = SolveEnvironment(width: 390, height: 844)
        var scratch = SolveScratch()
        var solution = Solution()
        try solve(Self.grid, in: environment, into: &solution, scratch: &scratch)
        let copy = solution
        try solve(Self.banner, in: environment, into: &solution, scratch: &scratch)

        #expect(solution.cells.count == 1 && solution.sections.count == 1)
        #expect(solution.cellFrame(section: 0, item: 0) == F.rect(0, 0, 390, 80))
        #expect(solution.sections[0].cellStamp == nil)
        #expect(solution.contentSize == Size(width: 390, height: 80))
        #expect(copy.cells.count == 10)
        #expect(copy.cellFrame(section: 0, item: 9) == F.rect(195, 200, 195, 50))
        #expect(copy.contentSize == Size(width: 390, height: 250))

        // Right to left, into the same solution again: cell 0 mirrored to x = 390 − 0 − 195.
        try solve(Self.grid, in: SolveEnvironment(width: 390, height: 844, layoutDirection: .rightToLeft),
                  into: &solution, scratch: &scratch)
        #expect(solution.cellFrame(section: 0, item: 0) == F.rect(195, 0, 195, 50))
        #expect(solution.cellFrame(section: 0, item: 9) == F.rect(0, 200, 195, 50))
    }

    /// A solve that throws leaves the solution empty, and the next solve into it is whole.
    @Test func aFailedSolveIntoASolutionLeavesItEmpty() throws {
        let environment = SolveEnvironment(width: 390, height: 844)
        var scratch = SolveScratch()
        var solution = Solution()
        try solve(Self.grid, in: environment, into: &solution, scratch: &scratch)
        #expect(throws: SolveError.self) {
            try solve(Self.hostile, in: environment, into: &solution, scratch: &scratch)
        }
        #expect(solution.sections.isEmpty && solution.cells.isEmpty && solution.supplementaries.isEmpty)
        try solve(Self.banner, in: environment, into: &solution, scratch: &scratch)
        #expect(solution.cells.count == 1 && solution.cellFrame(section: 0, item: 0) == F.rect(0, 0, 390, 80))
    }

    /// A token document whose tokens cannot be resolved (no token set given) throws before it
    /// is laid out; the solution solved into is left empty all the same.
    @Test func aTokenDocumentThatCannotResolveLeavesTheSolutionEmpty() throws {
        let tokens = try LayoutDocument(json: """
            {"formatVersion":1,"sections":[{"name":"cards","itemCount":4,"interGroupSpacing":"{space.xs}",
             "group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":40}},
              "subitems":[{"kind":"item","size":{"width":{"fractionalWidth":0.5},"height":{"fractionalHeight":1}}}]}}]}
            """)
        let environment = SolveEnvironment(width: 390, height: 844)
        var scratch = SolveScratch()
        var solution = Solution()
        try solve(Self.grid, in: environment, into: &solution, scratch: &scratch)
        #expect(throws: SolveError.self) { try solve(tokens, in: environment, into: &solution, scratch: &scratch) }
        #expect(solution == Solution())
    }

    /// A spare given back by a large one-instance section (a measured flow of 4,000 tags) is not
    /// kept for a small template to take: a 2-cell stamp solved afterwards holds at most
    /// `maximumCapacity` values, not the flow's 16,000.
    @Test func aSmallStampDoesNotKeepALargeSectionsBuffer() throws {
        let cloud = F.section("cloud", items: 4000, group: F.group(.horizontal, .fractionalWidth(1), .estimated(32),
                              [F.item(.estimated(80), .absolute(32))], spacing: .fixed(8)))
        let banner = F.section("banner", items: 1, group: F.group(.horizontal, .fractionalWidth(1), .absolute(80),
                               [F.item(.fractionalWidth(1), .fractionalHeight(1))]))
        var environment = SolveEnvironment(width: 390, height: 844)
        environment.measurements = Measurements(sections: ["cloud": SectionMeasurements(
            allItems: MeasuredSize(width: 80, height: 32))])
        var scratch = SolveScratch()
        _ = try solve(F.document([banner, cloud]), in: environment, scratch: &scratch)
        for _ in 0..<3 {
            let small = try solve(Self.grid, in: SolveEnvironment(width: 390, height: 844), scratch: &scratch)
            let stamp = try #require(small.sections[0].cellStamp)
            #expect(stamp.leaves.capacity <= SpareArrayPool<Double>.maximumCapacity)
        }
    }

    /// A stamped run's finiteness is read at its first and last instances: of five frames
    /// stamped two at a time, a NaN in frame 0 or 4 is found, one in frame 2 (which a stamp
    /// cannot hold with finite ends) is not read; a run of at most two instances is read whole;
    /// an instance of no frames counts as one (frames 1 to 3: its ends are frames 1 and 3).
    @Test func aStampedRunIsCheckedAtItsEnds() {
        func cells(nanAt frame: Int) -> FrameBuffer {
            var storage = [Double](repeating: 1, count: 20)
            storage[4 * frame + 1] = .nan
            return FrameBuffer(storage: storage)
        }
        #expect(!cells(nanAt: 0).allFinite(in: 0..<5, stampedInInstancesOf: 2))
        #expect(!cells(nanAt: 4).allFinite(in: 0..<5, stampedInInstancesOf: 2))
        #expect(cells(nanAt: 2).allFinite(in: 0..<5, stampedInInstancesOf: 2))
        #expect(!cells(nanAt: 2).allFinite(in: 0..<4, stampedInInstancesOf: 2))
        #expect(!cells(nanAt: 3).allFinite(in: 1..<4, stampedInInstancesOf: 0))
        #expect(cells(nanAt: 0).allFinite(in: 1..<4, stampedInInstancesOf: 0))
    }

    /// The spare template buffers are bounded: at most `maximumCount`, none larger than
    /// `maximumCapacity` values (8 KB: 1,024 `Double`s, 128 supplementaries of 64 bytes), and a
    /// buffer taken back is empty.
    @Test func theSpareTemplateBuffersAreBounded() {
        #expect(SpareArrayPool<Double>.maximumCapacity == 1024)
        #expect(SpareArrayPool<Int>.maximumCapacity == 1024)
        #expect(MemoryLayout<SupplementaryTemplate>.stride == 64)
        #expect(SpareArrayPool<SupplementaryTemplate>.maximumCapacity == 128)
        var pool = SpareArrayPool<Double>()
        pool.keepSpares()
        for _ in 0..<(SpareArrayPool<Double>.maximumCount + 4) {
            var buffer: [Double] = [1, 2, 3, 4]
            pool.giveBack(&buffer)
            #expect(buffer.isEmpty)
        }
        #expect(pool.count == SpareArrayPool<Double>.maximumCount)

        var pool2 = SpareArrayPool<Double>()
        pool2.keepSpares()
        var huge = [Double](repeating: 0, count: SpareArrayPool<Double>.maximumCapacity + 1)
        pool2.giveBack(&huge)
        var none: [Double] = []
        pool2.giveBack(&none)
        #expect(pool2.count == 0)

        let taken = pool.take(reserving: 32)
        #expect(taken.isEmpty && taken.capacity >= 4)
        #expect(pool.count == SpareArrayPool<Double>.maximumCount - 1)

        // A scratch made for one solve keeps nothing given back.
        var unkept = SpareArrayPool<Double>()
        var buffer: [Double] = [1, 2, 3, 4]
        unkept.giveBack(&buffer)
        #expect(unkept.count == 0 && buffer.isEmpty)
    }

    /// A section with a background (z-index 0, so its cells are raised to 1: semantics §10) and a
    /// 20-point badge at the top trailing corner of each of its half-width items, solved into one
    /// solution again and again: each solve takes the z-indices the solution held before and the
    /// template's badges' array from the spares (and gives the latter back), with the same frames.
    @Test func aSolveIntoASolutionReusesItsZIndicesAndItsTemplatesSupplementaries() throws {
        let badge = SupplementaryItem(elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                                      containerAnchor: Anchor(edges: [.top, .trailing]))
        let document = F.document([F.section(
            items: 6, group: F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                                     [F.item(.fractionalWidth(0.5), .fractionalHeight(1), supplementaries: [badge])]),
            decorations: [DecorationItem(elementKind: "background")])])
        let environment = SolveEnvironment(width: 390, height: 844)
        // Three rows of two 195 × 100 cells; each badge at its cell's top trailing corner,
        // x = cell x + 195 − 20, raised to the background's z-index + 1.
        let cells: [Rect] = (0..<6).map { (index: Int) -> Rect in
            F.rect(Double(index % 2) * 195, Double(index / 2) * 100, 195, 100)
        }
        let badgeFrames: [Rect] = cells.map { (cell: Rect) -> Rect in F.rect(cell.x + 175, cell.y, 20, 20) }
        var scratch = SolveScratch()
        var solution = Solution()
        try solve(document, in: environment, into: &solution, scratch: &scratch)
        #expect(solution.sections[0].leafZIndices == [1, 1])
        #expect(scratch.arrangement.supplementaryBuffers.count == 1)
        for _ in 0..<2 {
            // Emptying the solution gives its z-indices back; the next solve takes them again
            // (as it takes the badges' array), so no spare is left over.
            scratch.reuseStorage(of: &solution)
            #expect(scratch.arrangement.zIndexBuffers.count == 1)
            try solve(document, in: environment, into: &solution, scratch: &scratch)
            #expect(scratch.arrangement.zIndexBuffers.count == 0)
            #expect(solution.sections[0].leafZIndices == [1, 1])
            #expect(scratch.arrangement.supplementaryBuffers.count == 1)
            #expect(F.cells(solution) == cells)
            let badges = F.supplementaries(solution, kind: "badge")
            #expect(badges.map(\.frame) == badgeFrames)
            #expect(badges.allSatisfy { $0.zIndex == 1 })
        }
    }

    /// A list's header and footer (§19 L4) are made once for a kept scratch, for each set of
    /// what they are made from, and are the items `boundaryItems(of:grid:)` makes: at 3× the
    /// header's estimate is 32.25 rounded up to 97/3, the footer's 24.5 rounded up to 74/3; at
    /// 2×, 65/2 and 49/2.
    @Test func aListsHeaderAndFooterAreMadeOncePerKindOfList() {
        var memo = ListBoundaryItemMemo()
        memo.keepsItems = true
        let list = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary)
        func storage(_ items: [BoundaryItem]) -> UnsafePointer<BoundaryItem>? { items.withUnsafeBufferPointer { $0.baseAddress } }
        let cases: [(scale: Double, header: Double, footer: Double)] = [(3, 97.0 / 3, 74.0 / 3), (2, 65.0 / 2, 49.0 / 2)]
        for (scale, header, footer) in cases {
            let grid = PixelGrid(scale: scale)
            let first = memo.items(of: list, grid: grid)
            #expect(first == ListSectionSolver.boundaryItems(of: list, grid: grid))
            #expect(first.map(\.elementKind) == [ListConfiguration.headerElementKind, ListConfiguration.footerElementKind])
            #expect(first.map(\.size.height) == [.estimated(header), .estimated(footer)])
            #expect(storage(memo.items(of: list, grid: grid)) == storage(first))
        }
        // Plain pins its header: another set, other items.
        let plain = ListConfiguration(appearance: .plain, headerMode: .supplementary)
        let plainItems = memo.items(of: plain, grid: PixelGrid(scale: 3))
        #expect(plainItems.map(\.pinToVisibleBounds) == [true])
        #expect(plainItems == ListSectionSolver.boundaryItems(of: plain, grid: PixelGrid(scale: 3)))
        // No header or footer: nothing, and nothing kept for it.
        #expect(memo.items(of: ListConfiguration(appearance: .grouped), grid: .exact).isEmpty)
        // A memo for one solve keeps nothing.
        var unkept = ListBoundaryItemMemo()
        let once = unkept.items(of: list, grid: .exact)
        #expect(storage(unkept.items(of: list, grid: .exact)) != storage(once))
    }

    /// A template takes the spare with the most room, since what it will hold is not known
    /// before it is solved: 256, then 32, then 4 values of room, whatever order they came back in.
    @Test func aTemplateTakesTheRoomiestSpare() {
        var pool = SpareArrayPool<Double>()
        pool.keepSpares()
        for capacity in [4, 256, 32] {
            var spare: [Double] = []
            spare.reserveCapacity(capacity)
            spare.append(1)
            pool.giveBack(&spare)
        }
        let capacities = (0..<3).map { _ in pool.take(reserving: 0).capacity }
        #expect(capacities[0] >= 256)
        #expect(capacities[1] >= 32 && capacities[1] < 256)
        #expect(capacities[2] >= 4 && capacities[2] < 32)
        #expect(pool.count == 0)
    }

    /// The arrangement's stacks drop what is above a mark: a few one by one, many at once,
    /// nothing when the mark is at or above the top; what stays is untouched.
    @Test func aStackIsTruncatedToItsMark() {
        for (count, mark) in [(10, 7), (100, 3), (5, 5), (5, 9), (0, 0)] {
            var stack = Array(0..<count)
            stack.truncate(to: mark)
            #expect(stack == Array(0..<min(count, mark)), "\(count) to \(mark)")
        }
    }

    /// A background's z-index is user data through the Swift API: Int.max raises the cells to
    /// Int.max (saturated), not past it, and the solve does not trap.
    @Test func aBackgroundAtTheLargestZIndexDoesNotTrap() throws {
        let document = F.document([F.section(
            items: 2, group: F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                                     [F.item(.fractionalWidth(0.5), .fractionalHeight(1))]),
            decorations: [DecorationItem(elementKind: "background", zIndex: .max)])])
        let solution = try solve(document, in: SolveEnvironment(width: 390, height: 844))
        #expect(solution.sections[0].zIndex(ofItem: 0) == .max)
        #expect(solution.sections[0].zIndex(ofItem: 1) == .max)
    }
}
