import LayoutEngine
import Testing
import TestSupport

private typealias F = SolverFixture

private let crossAlignmentCases: [(EdgeSpacing, Double)] = [
    (EdgeSpacing(top: .flexible(0), bottom: .flexible(0)), 30.0),
    (EdgeSpacing(bottom: .flexible(0)), 0),
    (EdgeSpacing(top: .flexible(0)), 60),
    (EdgeSpacing(top: .fixed(10)), 10),
]

/// Semantics §5: subitem cycling, count and repeating groups, custom groups, nesting, group supplementaries.
@Suite struct SolverGroupTests {
    // MARK: §5.1 subitems

    /// [a 100, b 50] at 390 cycles a, b, a, b (ends 0–100, 100–150, 150–250, 250–300); the next a
    /// would end at 400 > 390.
    @Test func subitemsCycleInOrder() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(40),
                            [F.item(.absolute(100), .fractionalHeight(1)), F.item(.absolute(50), .fractionalHeight(1))])
        let solution = try F.solveSection(F.section(items: 4, group: group))
        #expect(solution.sections[0].itemsPerGroup == 4)
        #expect(F.cells(solution).map(\.x) == [0, 100, 150, 250])
        #expect(F.cells(solution).map(\.width) == [100, 50, 100, 50])
    }

    /// Stop at the first misfit: [big fw 0.5, vgroup fw 0.25 of two fh 0.5] at width W places big
    /// (0…W/2) and the vgroup (W/2…3W/4); the next big would end at 5W/4, so it stops, leaving a hole,
    /// even though another vgroup would have fit. Leaves = 1 + 2 = 3.
    @Test(arguments: F.widths) func stopsAtTheFirstMisfit(width: Double) throws {
        let column = F.group(.vertical, .fractionalWidth(0.25), .fractionalHeight(1),
                             [F.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(200),
                            [F.item(.fractionalWidth(0.5), .fractionalHeight(1)), column])
        let solution = try F.solveSection(F.section(items: 3, group: group), width: width)
        #expect(solution.sections[0].itemsPerGroup == 3)
        expectApprox(F.cells(solution), [
            F.rect(0, 0, width / 2, 200), F.rect(width / 2, 0, width / 4, 100), F.rect(width / 2, 100, width / 4, 100),
        ])
    }

    /// Ten fw 0.1 items must all fit at every width despite floating-point sums (tolerance 1e-6).
    @Test(arguments: F.widths) func exactFitCountsDespiteRoundingError(width: Double) throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(30),
                            [F.item(.fractionalWidth(0.1), .fractionalHeight(1))])
        let solution = try F.solveSection(F.section(items: 10, group: group), width: width)
        #expect(solution.sections[0].itemsPerGroup == 10)
        #expect(solution.sections[0].columns == 10)
        expectApprox(solution.cells[9].x, width * 0.9, tolerance: 1e-9)
    }

    /// A child that never fits is still placed once (overflowing), so a group has ≥ 1 leaf.
    @Test func atLeastOneChild() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(40), [F.item(.absolute(500), .fractionalHeight(1))])
        let solution = try F.solveSection(F.section(items: 2, group: group))
        #expect(solution.sections[0].itemsPerGroup == 1)
        #expect(F.cells(solution) == [F.rect(0, 0, 500, 40), F.rect(0, 40, 500, 40)])
    }

    /// Zero-length children would repeat forever: a cycle that adds no length ends the group.
    @Test func zeroLengthCycleStops() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(40), [F.item(.absolute(0), .fractionalHeight(1))])
        let solution = try F.solveSection(F.section(items: 1, group: group))
        #expect(solution.sections[0].itemsPerGroup == 1)
    }

    /// Fixed spacing goes between items only and lowers the count: 4 × fw 0.25 with fixed 10 at 400
    /// fit 3 (100 + 10 + 100 + 10 + 100 = 320; a 4th ends at 430). x = 0, 110, 220.
    @Test func fixedInterItemSpacing() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(0.25), .fractionalHeight(1))], spacing: .fixed(10))
        let solution = try F.solveSection(F.section(items: 3, group: group), width: 400)
        #expect(solution.sections[0].itemsPerGroup == 3)
        #expect(F.cells(solution).map(\.x) == [0, 110, 220])
    }

    /// Flexible spacing is "space-between": four 90-wide items in 400 use 360; the 40 left over
    /// is shared by 3 gaps → 13.333…; x = 0, 103.33, 206.67, 310 (the last ends at 400).
    @Test func flexibleInterItemSpacingSpreadsLeftover() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(90),
                            [F.item(.absolute(90), .fractionalHeight(1))], spacing: .flexible(0))
        let solution = try F.solveSection(F.section(items: 4, group: group), width: 400)
        let xs = F.cells(solution).map(\.x)
        #expect(xs[0] == 0)
        expectApprox(xs[1], 90 + 40.0 / 3)
        expectApprox(xs[2], 180 + 80.0 / 3)
        expectApprox(xs[3], 310)
    }

    /// Flexible leading and trailing on a lone 300-wide item in 400: leftover 100 over 2 slots → 50
    /// each, so it is centred at x = 50. Flexible leading only → it takes all 100: x = 100.
    @Test func flexibleEdgeSpacingCentresOrPushes() throws {
        let centred = F.group(.horizontal, .fractionalWidth(1), .absolute(50),
                              [F.item(.absolute(300), .fractionalHeight(1),
                                      edges: EdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))])
        #expect(try F.solveSection(F.section(items: 1, group: centred), width: 400).cells[0].x == 50)
        let pushed = F.group(.horizontal, .fractionalWidth(1), .absolute(50),
                             [F.item(.absolute(300), .fractionalHeight(1), edges: EdgeSpacing(leading: .flexible(0)))])
        #expect(try F.solveSection(F.section(items: 1, group: pushed), width: 400).cells[0].x == 100)
    }

    /// Cross axis: a 40-high item in a 100-high row leaves 60. Top+bottom flexible → y = 30;
    /// bottom flexible only → 0; top flexible only → 60; top fixed 10 → 10.
    @Test(arguments: crossAlignmentCases)
    func crossAxisAlignment(edges: EdgeSpacing, expectedY: Double) throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.absolute(300), .absolute(40), edges: edges)])
        let solution = try F.solveSection(F.section(items: 1, group: group))
        #expect(solution.cells[0].y == expectedY)
    }

    // MARK: §5.2 count and repeating

    /// count 2, fixed 20: slot = (W − 20)/2, at x = 0 and slot + 20. At 390: 185 wide at 0 and 205.
    @Test(arguments: F.widths) func countGroupResizesItems(width: Double) throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(0.2), .fractionalHeight(1))], repetition: .count(2),
                            spacing: .fixed(20))
        let solution = try F.solveSection(F.section(items: 2, group: group), width: width)
        let slot = (width - 20) / 2
        expectApprox(F.cells(solution), [F.rect(0, 0, slot, 100), F.rect(slot + 20, 0, slot, 100)])
    }

    /// A vertical count-2 group 200 high ignores the items' fh 0.3 (Apple's NestedGroups sample):
    /// halves of 100 at y = 0 and 100; the cross axis (fw 1) still resolves normally.
    @Test func countGroupIgnoresTheMainDimension() throws {
        let group = F.group(.vertical, .fractionalWidth(0.5), .absolute(200),
                            [F.item(.fractionalWidth(1), .fractionalHeight(0.3))], repetition: .count(2))
        let solution = try F.solveSection(F.section(items: 2, group: group), width: 400)
        #expect(F.cells(solution) == [F.rect(0, 0, 200, 100), F.rect(0, 100, 200, 100)])
    }

    /// Count groups take edge spacing out of each slot: count 2 at 400 → slots of 200; leading 10 →
    /// items 190 wide at 10 and 210.
    @Test func countGroupSubtractsEdgeSpacing() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(50),
                            [F.item(.fractionalWidth(1), .fractionalHeight(1), edges: EdgeSpacing(leading: .fixed(10)))],
                            repetition: .count(2))
        let solution = try F.solveSection(F.section(items: 2, group: group), width: 400)
        #expect(F.cells(solution) == [F.rect(10, 0, 190, 50), F.rect(210, 0, 190, 50)])
    }

    /// repeatingSubitem 5 × 100 with fixed 10: x = 0, 110, 220, 330, 440 — no fit test, so the
    /// last two overflow 400. Flexible 0 with 3 copies: leftover 100 / 2 gaps → x = 0, 150, 300.
    @Test func repeatingGroupKeepsOwnSizes() throws {
        let fixed = F.group(.horizontal, .fractionalWidth(1), .absolute(50),
                            [F.item(.absolute(100), .fractionalHeight(1))], repetition: .repeating(5), spacing: .fixed(10))
        let a = try F.solveSection(F.section(items: 5, group: fixed), width: 400)
        #expect(F.cells(a).map(\.x) == [0, 110, 220, 330, 440])
        #expect(F.cells(a).allSatisfy { $0.width == 100 })
        let flexible = F.group(.horizontal, .fractionalWidth(1), .absolute(50),
                               [F.item(.absolute(100), .fractionalHeight(1))], repetition: .repeating(3),
                               spacing: .flexible(0))
        #expect(F.cells(try F.solveSection(F.section(items: 3, group: flexible), width: 400)).map(\.x) == [0, 150, 300])
    }

    // MARK: §5.3 custom

    /// Custom frames are relative to the content box: group insets leading 10, top 5 move them by
    /// (10, 5). Instances repeat every 300 + 20 (interGroupSpacing): item 2 = (10, 325, 200, 300).
    @Test func customGroupFramesAreOffsetByTheContentBox() throws {
        let custom = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(300)),
                                contentInsets: DirectionalInsets(top: 5, leading: 10),
                                kind: .custom([F.rect(0, 0, 200, 300), F.rect(200, 0, 190, 150)].map { CustomGroupItem(frame: $0) }))
        let solution = try F.solveSection(F.section(items: 3, group: custom, interGroupSpacing: 20))
        #expect(F.cells(solution) == [F.rect(10, 5, 200, 300), F.rect(210, 5, 190, 150), F.rect(10, 325, 200, 300)])
        #expect(solution.sections[0].itemsPerGroup == 2)
        #expect(solution.contentSize.height == 620)
    }

    // MARK: §5.4 nesting

    /// [big fw 0.5, vg fw 0.25 (2 × fh 0.5), vg] in a W × W/2 group: index order is depth-first:
    /// big = 0, first vg = 1, 2, second vg = 3, 4. Columns = 3 (x = 0, W/2, 3W/4).
    @Test(arguments: F.widths) func nestedGroupsIndexDepthFirst(width: Double) throws {
        let column = F.group(.vertical, .fractionalWidth(0.25), .fractionalHeight(1),
                             [F.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = F.group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.5),
                            [F.item(.fractionalWidth(0.5), .fractionalHeight(1)), column, column])
        let solution = try F.solveSection(F.section(items: 5, group: group), width: width)
        let (h, q) = (width / 2, width / 4)
        expectApprox(F.cells(solution), [
            F.rect(0, 0, h, h), F.rect(h, 0, q, q), F.rect(h, q, q, q), F.rect(h + q, 0, q, q), F.rect(h + q, q, q, q),
        ])
        #expect(solution.sections[0].itemsPerGroup == 5)
        #expect(solution.sections[0].columns == 3)
    }

    // MARK: §5.5 group supplementaries

    /// A 10 × 10 top-leading supplementary on the row group: one per group instance holding an item,
    /// at the instance origin; `item` is the group's first cell. 4 items in rows of 3 → rows at
    /// y = 0 and 50 → (0,0) item 0 and (0,50) item 3.
    @Test func groupSupplementariesFollowInstances() throws {
        let tag = SupplementaryItem(elementKind: "tag", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
                                    containerAnchor: Anchor(edges: [.top, .leading]))
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(50),
                            [F.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))], supplementaries: [tag])
        let solution = try F.solveSection(F.section(items: 4, group: group))
        let tags = F.supplementaries(solution, kind: "tag")
        #expect(tags.map(\.frame) == [F.rect(0, 0, 10, 10), F.rect(0, 50, 10, 10)])
        #expect(tags.map(\.item) == [0, 3])
    }
}
