import LayoutEngine
import Testing
import TestSupport

private typealias F = SolverFixture

/// §3 "with measurement": a group whose dimension is estimated takes its content's extent,
/// because its children's sizes are known. The music-app tutorial relies on it: a row group
/// `fractionalWidth(1) × estimated(500)` of `0.25 × absolute(150)` items is 150 tall, not 500.
@Suite struct SolverEstimatedGroupTests {
    /// Width 390, section leading inset 16: Ws = 374. Items 0.25 · 374 = 93.5 wide, 150 tall;
    /// 4 per row. The estimated row height becomes 150, so row 2 starts at y = 150 and
    /// 8 items take 2 rows: content height 300.
    @Test func estimatedRowTakesItsItemsHeight() throws {
        let row = F.group(.horizontal, .fractionalWidth(1), .estimated(500),
                          [F.item(.fractionalWidth(0.25), .absolute(150))])
        let solution = try F.solveSection(F.section(items: 8, group: row,
                                                    insets: DirectionalInsets(leading: 16)))
        expectApprox(solution.cells[0], F.rect(16, 0, 93.5, 150))
        expectApprox(solution.cells[4], F.rect(16, 150, 93.5, 150))
        #expect(solution.contentSize.height == 300)
    }

    /// Nested: a vertical group estimated(300) cycling two rows that are themselves estimated
    /// and hold 40- and 60-tall items: the rows measure 40 and 60 (not their 200 estimate).
    /// Width 320: cells (0,0,160,40), (160,0,160,40), (0,40,320,60).
    @Test func nestedEstimatedGroupsMeasureRecursively() throws {
        let rowA = F.group(.horizontal, .fractionalWidth(1), .estimated(200),
                           [F.item(.fractionalWidth(0.5), .absolute(40))])
        let rowB = F.group(.horizontal, .fractionalWidth(1), .estimated(200),
                           [F.item(.fractionalWidth(1), .absolute(60))])
        let outer = F.group(.vertical, .fractionalWidth(1), .estimated(300), [rowA, rowB])
        let solution = try F.solveSection(F.section(items: 6, group: outer), width: 320)
        // The outer group cycles rowA, rowB while its 300-point estimate has room:
        // 40 + 60 + 40 + 60 + 40 + 60 = 300 (an exact fit), so 6 rows of 2 + 1 cells: 9 leaves.
        expectApprox(solution.cells[0], F.rect(0, 0, 160, 40))
        expectApprox(solution.cells[1], F.rect(160, 0, 160, 40))
        expectApprox(solution.cells[2], F.rect(0, 40, 320, 60))
        #expect(solution.sections[0].itemsPerGroup == 9)
    }

    /// An estimated dimension on an item stays its estimate: there is no cell to measure.
    /// A list row fw 1 × estimated(44) in a group fw 1 × estimated(44): 10 rows → 440.
    @Test func estimatedItemsKeepTheirEstimate() throws {
        let row = F.group(.vertical, .fractionalWidth(1), .estimated(44),
                          [F.item(.fractionalWidth(1), .estimated(44))])
        for width in F.widths {
            let solution = try F.solveSection(F.section(items: 10, group: row), width: width)
            #expect(solution.contentSize.height == 440)
            expectApprox(solution.cells[9], F.rect(0, 396, width, 44))
        }
    }
}
