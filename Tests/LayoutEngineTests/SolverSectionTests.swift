import LayoutEngine
import Testing
import TestSupport

private typealias F = SolverFixture

/// Semantics §6 (sections), §7 (orthogonal sections), §11 (horizontal scroll direction).
@Suite struct SolverSectionTests {
    private static let threeColumns = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                                              [F.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])

    // MARK: §6.1

    /// 7 items in rows of 3 with interGroupSpacing 10: rows at y = 0, 110, 220; item 6 (the partial
    /// last group) takes slot 0 of row 2 at its full-row position. Height = 3 · 100 + 2 · 10 = 320.
    @Test(arguments: F.widths) func partialLastGroupAndInterGroupSpacing(width: Double) throws {
        let solution = try F.solveSection(F.section(items: 7, group: Self.threeColumns, interGroupSpacing: 10), width: width)
        #expect(solution.cells.count == 7)
        expectApprox(solution.cells[4], F.rect(width / 3, 110, width / 3, 100))
        expectApprox(solution.cells[6], F.rect(0, 220, width / 3, 100))
        #expect(solution.contentSize.height == 320)
        #expect(solution.sections[0].columns == 3)
    }

    /// The last partial group is not re-spread: with flexible spacing, 90-wide items at 400 sit at
    /// 0, 103.3, 206.7, 310; a lone 5th item stays at x = 0 of the next row (y = 90).
    @Test func partialGroupKeepsFullRowPositions() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(90),
                            [F.item(.absolute(90), .fractionalHeight(1))], spacing: .flexible(0))
        let solution = try F.solveSection(F.section(items: 5, group: group), width: 400)
        #expect(solution.cells[4] == F.rect(0, 90, 90, 90))
    }

    /// 1,000,000 cells in the 3-column grid at 390 (130 × 100 slots): the last, item 999 999, is in
    /// row 333 333, column 0 → (0, 33 333 300, 130, 100). Content = 333 334 rows · 100.
    @Test func millionCellsAreStamped() throws {
        let solution = try F.solveSection(F.section(items: 1_000_000, group: Self.threeColumns))
        #expect(solution.cells.count == 1_000_000)
        #expect(solution.cells.storage.count == 4_000_000)
        #expect(solution.cells[999_999] == F.rect(0, 33_333_300, 130, 100))
        #expect(solution.cells[500_000] == F.rect(260, 16_666_600, 130, 100))   // 500000 = 3·166666 + 2
        #expect(solution.contentSize.height == 33_333_400)
    }

    // MARK: §6.2

    /// An empty section takes no content space and applies no insets (§6.2, measured), but keeps its
    /// bands: header 50 then footer 30 directly below it, 50 + 30 = 80.
    @Test func emptySectionKeepsOnlyItsBoundaryItems() throws {
        let section = F.section(items: 0, group: Self.threeColumns, insets: DirectionalInsets(top: 10, bottom: 20),
                                boundary: [F.header(height: 50), F.header("footer", height: 30, alignment: .bottom)])
        let solution = try F.solveSection(section)
        #expect(solution.cells.isEmpty)
        #expect(solution.sections[0].frame == F.rect(0, 0, 390, 80))
        #expect(F.supplementaries(solution, kind: "footer").map(\.frame) == [F.rect(0, 50, 390, 30)])
        #expect(solution.contentSize.height == 80)
    }

    /// interSectionSpacing goes between sections only: three 100-high sections with spacing 10
    /// start at 0, 110, 220; content = 320 (not 330). firstCell counts the earlier sections' cells.
    @Test func interSectionSpacingBetweenSectionsOnly() throws {
        let sections = ["a", "b", "c"].map { F.section($0, items: 3, group: Self.threeColumns) }
        let solution = try solve(F.document(sections, interSectionSpacing: 10), in: SolveEnvironment(width: 390, height: 844))
        #expect(solution.sections.map(\.frame.y) == [0, 110, 220])
        #expect(solution.sections.map(\.firstCell) == [0, 3, 6])
        #expect(solution.cellFrame(section: 2, item: 1) == F.rect(130, 220, 130, 100))
        #expect(solution.contentSize == Size(width: 390, height: 320))
    }

    // MARK: §7 orthogonal

    /// continuous: W = 390, insets leading/trailing 16, which do not shrink an orthogonal section's
    /// width (§2, measured): Ws = 390; group fw 0.8 → 312 × 200; interGroupSpacing 10. Group k at
    /// x = 16 + k · 322, y = 0; the row never wraps. Section height 200; orthogonal content width
    /// = 16 + 5 · 312 + 4 · 10 + 16 = 1632.
    @Test(arguments: [OrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging])
    func orthogonalSectionsRunAcross(behavior: OrthogonalScrollingBehavior) throws {
        let group = F.group(.horizontal, .fractionalWidth(0.8), .absolute(200),
                            [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = F.section(items: 5, group: group, insets: DirectionalInsets(leading: 16, trailing: 16),
                                interGroupSpacing: 10, orthogonal: behavior)
        let solution = try F.solveSection(section)
        let expected = (0..<5).map { F.rect(16 + Double($0) * 322, 0, 312, 200) }
        expectApprox(F.cells(solution), expected)
        #expect(solution.sections[0].orthogonal)
        #expect(solution.sections[0].orthogonalContentSize == Size(width: 1632, height: 200))
        #expect(solution.contentSize.height == 200)
    }

    /// groupPagingCentered with no insets: gw = 0.8 W, each group rests centred, so the first sits at
    /// (W − gw)/2 = 0.1 W; step gw + 10; extent = 2 · 0.1 W + 3 gw + 2 · 10.
    @Test(arguments: F.widths) func groupPagingCentredInsetsTheRow(width: Double) throws {
        let group = F.group(.horizontal, .fractionalWidth(0.8), .absolute(100),
                            [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try F.solveSection(F.section(items: 3, group: group, interGroupSpacing: 10,
                                                    orthogonal: .groupPagingCentered), width: width)
        let gw = 0.8 * width
        expectApprox(solution.cells[0].x, 0.1 * width)
        expectApprox(solution.cells[2].x, 0.1 * width + 2 * (gw + 10))
        expectApprox(solution.sections[0].orthogonalContentSize?.width ?? -1, 0.2 * width + 3 * gw + 20)
    }

    /// An empty orthogonal section has no group row and, empty, applies no insets (§6.2, measured).
    @Test func emptyOrthogonalSection() throws {
        let group = F.group(.horizontal, .fractionalWidth(0.8), .absolute(100), [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try F.solveSection(F.section(items: 0, group: group, insets: F.all(8), orthogonal: .continuous))
        #expect(solution.contentSize.height == 0)
        #expect(solution.sections[0].orthogonalContentSize == Size(width: 0, height: 0))
    }

    // MARK: §11 horizontal scroll direction

    /// Horizontal layout, 390 × 844, insets top/bottom 10 → Hs = 824. Group vertical abs 100 × fh 1
    /// of fw 1 × fh 0.5 items (412 high). Groups advance along x with interGroupSpacing 10:
    /// (0,10,100,412), (0,422,100,412), then (110,10,…). Section width 210; the next section starts
    /// after interSectionSpacing 20 at x = 230; content = (440, 844).
    @Test func horizontalScrollSwapsTheAxes() throws {
        let group = F.group(.vertical, .absolute(100), .fractionalHeight(1),
                            [F.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let sections = ["a", "b"].map {
            F.section($0, items: 3, group: group, insets: DirectionalInsets(top: 10, bottom: 10), interGroupSpacing: 10)
        }
        let solution = try solve(F.document(sections, direction: .horizontal, interSectionSpacing: 20),
                                 in: SolveEnvironment(width: 390, height: 844))
        #expect(Array(F.cells(solution).prefix(3)) == [F.rect(0, 10, 100, 412), F.rect(0, 422, 100, 412),
                                                       F.rect(110, 10, 100, 412)])
        #expect(solution.sections[1].frame == F.rect(230, 0, 210, 844))
        #expect(solution.contentSize == Size(width: 440, height: 844))
        #expect(solution.sections[0].columns == 2)   // across the scroll axis: y = 10 and 422
    }

    /// In a horizontal layout a .leading header (abs 50 × fh 1) extends the section along x: content
    /// starts at 50; a .trailing footer 30 follows the content. Reference insets top 20 / bottom 30
    /// shift and shrink the cross axis: Hs = 844 − 50 = 794.
    @Test func horizontalBoundaryItemsAndReferenceInsets() throws {
        let group = F.group(.vertical, .absolute(100), .fractionalHeight(1), [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let boundary = [
            BoundaryItem(elementKind: "header", size: LayoutSize(width: .absolute(50), height: .fractionalHeight(1)), alignment: .leading),
            BoundaryItem(elementKind: "footer", size: LayoutSize(width: .absolute(30), height: .fractionalHeight(1)), alignment: .trailing),
        ]
        let environment = SolveEnvironment(width: 390, height: 844,
                                           safeArea: DirectionalInsets(top: 20, leading: 44, bottom: 30, trailing: 44))
        let solution = try solve(F.document([F.section(items: 1, group: group, boundary: boundary)], direction: .horizontal),
                                 in: environment)
        #expect(solution.cells[0] == F.rect(50, 20, 100, 794))
        #expect(F.supplementaries(solution, kind: "header").map(\.frame) == [F.rect(0, 20, 50, 794)])
        #expect(F.supplementaries(solution, kind: "footer").map(\.frame) == [F.rect(150, 20, 30, 794)])
        #expect(solution.contentSize == Size(width: 180, height: 844))
    }

    /// An orthogonal section in a horizontal layout runs its groups down along y: groups 100 × 200
    /// (vertical, fh 0.25 of Hs = 800) at y = 0, 210, 420.
    @Test func orthogonalSectionInHorizontalLayoutStacksDown() throws {
        let group = F.group(.vertical, .absolute(100), .fractionalHeight(0.25), [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = F.section(items: 3, group: group, interGroupSpacing: 10, orthogonal: .continuous)
        let solution = try F.solveSection(section, height: 800, direction: .horizontal)
        #expect(F.cells(solution) == [F.rect(0, 0, 100, 200), F.rect(0, 210, 100, 200), F.rect(0, 420, 100, 200)])
        #expect(solution.contentSize == Size(width: 100, height: 800))
        #expect(solution.sections[0].orthogonalContentSize == Size(width: 100, height: 620))
    }
}
