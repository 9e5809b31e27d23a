import LayoutEngine
import Testing
import TestSupport

private typealias F = SolverFixture

private let leadingEdgeSpacingCases: [(Spacing, [Double])] = [
    (Spacing.fixed(15), [15.0, 206]),
    (.flexible(29), [29, 234]),
    (.flexible(30), [234]),
]

/// The tutorials' examples and semantics §14.1, worked at several widths.
@Suite struct SolverTutorialTests {
    /// 3-column photo grid: items fw 1/3 × fh 1 with insets 2.5, group fw 1 × fw 1/3. At W the
    /// group is W × W/3, slots W/3 square, finals inset 2.5: (2.5 + k·W/3, 2.5, W/3 − 5, W/3 − 5).
    /// At 390: (2.5, 2.5, 125, 125), (132.5, …), (262.5, …); row 2 at y = 130 + 2.5.
    @Test(arguments: F.widths) func photoGrid(width: Double) throws {
        let item = F.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1), insets: F.all(2.5))
        let group = F.group(.horizontal, .fractionalWidth(1), .fractionalWidth(1.0 / 3), [item])
        let solution = try F.solveSection(F.section(items: 6, group: group), width: width)
        let slot = width / 3
        let expected = (0..<6).map { i in
            F.rect(2.5 + Double(i % 3) * slot, 2.5 + Double(i / 3) * slot, slot - 5, slot - 5)
        }
        expectApprox(F.cells(solution), expected)
        #expect(solution.sections[0].columns == 3)
        if width == 390 {
            expectApprox(solution.cells[2], F.rect(262.5, 2.5, 125, 125))
            expectApprox(solution.contentSize.height, 260)
        }
    }

    /// §14.1 at 390, item fw 0.4 (156), fixed 20 between items:
    /// * leading fixed 15: 15 + 156 + 20 + 15 + 156 = 362 ≤ 390 (a third would end at 553):
    ///   x = 15 and 15 + 156 + 20 + 15 = 206.
    /// * leading flexible 29: 29 + 156 + 20 + 29 + 156 = 390 fits exactly, leftover 0: x = 29, 234.
    /// * leading flexible 30: 392 > 390, one item per group; its flexible leading takes the
    ///   leftover 390 − 156 − 30 = 204 on top of 30: x = 234.
    @Test(arguments: leadingEdgeSpacingCases)
    func leadingEdgeSpacing(leading: Spacing, expectedX: [Double]) throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(0.4), .fractionalHeight(1), edges: EdgeSpacing(leading: leading))],
                            spacing: .fixed(20))
        let solution = try F.solveSection(F.section(items: expectedX.count, group: group))
        #expect(solution.sections[0].itemsPerGroup == expectedX.count)
        #expect(F.cells(solution).map(\.x) == expectedX)
        #expect(F.cells(solution).allSatisfy { $0.width == 156 && $0.y == 0 })
    }

    /// count 2 with spacing 20 at 390: (390 − 20)/2 = 185 wide, at x = 0 and 205; next row y = 100.
    @Test func countGroupOfTwo() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(1), .fractionalHeight(1))], repetition: .count(2), spacing: .fixed(20))
        let solution = try F.solveSection(F.section(items: 3, group: group))
        #expect(F.cells(solution) == [F.rect(0, 0, 185, 100), F.rect(205, 0, 185, 100), F.rect(0, 100, 185, 100)])
    }

    /// Large item + nested vertical groups (the tutorial's "Nested Groups"): outer fw 1 × fw 0.5,
    /// large fw 0.5 × fh 1, two vertical groups fw 0.25 × fh 1 of fw 1 × fh 0.5 items. At 390 the
    /// outer group is 390 × 195; large (0, 0, 195, 195); then (195, 0, 97.5, 97.5),
    /// (195, 97.5, …), (292.5, 0, …), (292.5, 97.5, …). Item 5 starts the next instance at y = 195.
    @Test func largeItemWithNestedVerticalGroups() throws {
        let small = F.item(.fractionalWidth(1), .fractionalHeight(0.5))
        let column = F.group(.vertical, .fractionalWidth(0.25), .fractionalHeight(1), [small])
        let outer = F.group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.5),
                            [F.item(.fractionalWidth(0.5), .fractionalHeight(1)), column, column])
        let solution = try F.solveSection(F.section(items: 6, group: outer))
        #expect(F.cells(solution) == [
            F.rect(0, 0, 195, 195), F.rect(195, 0, 97.5, 97.5), F.rect(195, 97.5, 97.5, 97.5),
            F.rect(292.5, 0, 97.5, 97.5), F.rect(292.5, 97.5, 97.5, 97.5), F.rect(0, 195, 195, 195),
        ])
        #expect(solution.contentSize.height == 390)
    }
}
