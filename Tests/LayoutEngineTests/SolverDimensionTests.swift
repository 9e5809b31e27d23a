import LayoutEngine
import Testing
import TestSupport

private typealias F = SolverFixture

/// Semantics §2 (containers), §3 (dimensions), §4 (contentInsets vs edgeSpacing).
@Suite struct SolverDimensionTests {
    /// §2 worked example. W = 390, section insets leading/trailing 16 → Ws = 358.
    /// Group fw 1 × abs 100 with insets 10 → content box 338 × 80; items fw 0.5 × fh 1 → 169 × 80,
    /// at x = 16 + 10 = 26 and 26 + 169 = 195, y = 10.
    @Test func fractionsResolveAgainstEffectiveSizes() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(0.5), .fractionalHeight(1))], insets: F.all(10))
        let solution = try F.solveSection(F.section(items: 2, group: group,
                                                    insets: DirectionalInsets(leading: 16, trailing: 16)))
        #expect(F.cells(solution) == [F.rect(26, 10, 169, 80), F.rect(195, 10, 169, 80)])
        #expect(solution.contentSize == Size(width: 390, height: 100))
    }

    /// §2 reference insets: leading/trailing 20 shift content in a vertical layout and shrink Ws.
    /// At width W: Ws = W − 40; items fw 0.5 → (W − 40)/2 at x = 20 and 20 + (W − 40)/2.
    @Test(arguments: F.widths) func referenceInsetsShiftAndShrink(width: Double) throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(50),
                            [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let environment = SolveEnvironment(width: width, height: 800,
                                           safeArea: DirectionalInsets(top: 44, leading: 20, bottom: 34, trailing: 20))
        let solution = try solve(F.document([F.section(items: 2, group: group)]), in: environment)
        let half = (width - 40) / 2
        // Top/bottom reference insets become the scroll view's inset: frames still start at y = 0.
        expectApprox(F.cells(solution), [F.rect(20, 0, half, 50), F.rect(20 + half, 0, half, 50)])
    }

    /// §3 examples at 390: fw 0.4 → 156; group height fw 0.5 → 195; inside a 97.5 × 195 group,
    /// fh 0.5 → 97.5. The outer group (390 × 195) cycles four fw 0.25 vertical groups
    /// (x = 0, 97.5, 195, 292.5), each holding two 97.5 × 97.5 items.
    @Test func fractionalWidthAndHeightOnEitherAxis() throws {
        let wide = F.group(.horizontal, .fractionalWidth(1), .absolute(50),
                           [F.item(.fractionalWidth(0.4), .fractionalHeight(1))])
        let list = try F.solveSection(F.section(items: 1, group: wide))
        #expect(list.cells[0].width == 156)

        let column = F.group(.vertical, .fractionalWidth(0.25), .fractionalHeight(1),
                             [F.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let outer = F.group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.5), [column])
        let solution = try F.solveSection(F.section(items: 8, group: outer))
        #expect(solution.sections[0].itemsPerGroup == 8)
        #expect(solution.cells[1] == F.rect(0, 97.5, 97.5, 97.5))
        #expect(solution.cells[6] == F.rect(292.5, 0, 97.5, 97.5))
        #expect(solution.contentSize.height == 195)
    }

    /// §3 estimated: the estimate acts as absolute and the item's insets on that axis are dropped.
    /// Vertical group fw 1 × abs 100, items fw 1 × estimated 44 with insets 5: two fit (88 ≤ 100,
    /// 132 > 100). Finals: (5, 0, 380, 44) and (5, 44, 380, 44) — width inset, height not.
    /// Item 2 starts the second group at y = 100.
    @Test func estimatedAxisDropsInsets() throws {
        let group = F.group(.vertical, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(1), .estimated(44), insets: F.all(5))])
        let solution = try F.solveSection(F.section(items: 3, group: group))
        #expect(F.cells(solution) == [F.rect(5, 0, 380, 44), F.rect(5, 44, 380, 44), F.rect(5, 100, 380, 44)])
    }

    /// §3 uniformAcrossSiblings without measurement behaves like estimated: 60 per row.
    @Test func uniformAcrossSiblingsUsesItsEstimate() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .uniformAcrossSiblings(60),
                            [F.item(.fractionalWidth(0.5), .fractionalHeight(1), insets: F.all(4))])
        let solution = try F.solveSection(F.section(items: 2, group: group))
        // Height estimated on the group: its insets (none) and the items' fh 1 = 60; the items'
        // own heights are fractional, so their top/bottom insets still apply: (4, 4, 187, 52).
        #expect(solution.cells[0] == F.rect(4, 4, 187, 52))
        #expect(solution.contentSize.height == 60)
    }

    /// §4 contentInsets: width 400, items fw 0.25 × fh 1 with insets 5: slots at 0, 100, 200, 300;
    /// finals (5,5,90,90), (105,5,90,90), (205,5,90,90), (305,5,90,90).
    @Test func contentInsetsShrinkOnlyTheFinalFrame() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(0.25), .fractionalHeight(1), insets: F.all(5))])
        let solution = try F.solveSection(F.section(items: 4, group: group), width: 400)
        #expect(F.cells(solution) == [F.rect(5, 5, 90, 90), F.rect(105, 5, 90, 90),
                                      F.rect(205, 5, 90, 90), F.rect(305, 5, 90, 90)])
        #expect(solution.sections[0].itemsPerGroup == 4)
    }

    /// §4 edgeSpacing: leading fixed 5 makes footprints 105, so only 3 fit (315; a 4th ends at 420):
    /// (5,0,100,100), (110,0,100,100), (215,0,100,100).
    @Test func edgeSpacingMovesAndCountsInTheFitTest() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(0.25), .fractionalHeight(1),
                                    edges: EdgeSpacing(leading: .fixed(5)))])
        let solution = try F.solveSection(F.section(items: 3, group: group), width: 400)
        #expect(solution.sections[0].itemsPerGroup == 3)
        #expect(F.cells(solution) == [F.rect(5, 0, 100, 100), F.rect(110, 0, 100, 100), F.rect(215, 0, 100, 100)])
    }
}
