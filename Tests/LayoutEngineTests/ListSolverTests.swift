import LayoutEngine
import Testing
import TestSupport

/// List sections solved by the rules of semantics §19 and docs/lists.md. Every expected number
/// is worked by hand from the rule in the comment above it.
@Suite("List sections: solver")
struct ListSolverTests {
    typealias S = SolverFixture
    static let header = ListConfiguration.headerElementKind
    static let footer = ListConfiguration.footerElementKind
    /// 1/3 point: rounding to a 3× grid is checked to well under a pixel.
    static let third = 1.0 / 3

    func list(_ name: String = "s", items: Int, _ appearance: ListConfiguration.Appearance,
              header: ListConfiguration.HeaderMode = .none, footer: ListConfiguration.FooterMode = .none,
              padding: Double? = nil) -> Section {
        Section(name: name, itemCount: items,
                list: ListConfiguration(appearance: appearance, headerMode: header, footerMode: footer,
                                        headerTopPadding: padding))
    }

    func solveList(_ sections: [Section], width: Double = 390, scale: Double? = nil, margin: Double? = nil,
                   safeArea: DirectionalInsets = .zero, offset: Double = 0,
                   measurements: Measurements = .none) throws -> Solution {
        try solve(LayoutDocument(sections: sections),
                  in: SolveEnvironment(width: width, height: 844, scale: scale, safeArea: safeArea, layoutMargin: margin,
                                       contentOffset: offset, measurements: measurements))
    }

    func kinds(_ solution: Solution, _ kind: String) -> [Rect] {
        solution.supplementaries.filter { $0.elementKind == kind }.map(\.frame)
    }

    /// L1: one column, full content width, no spacing, 44 each: y = 0, 44, 88; height 3 × 44 = 132.
    @Test func plainRowsAreFullWidthAndFortyFourTall() throws {
        let solution = try solveList([list(items: 3, .plain)])
        #expect(S.cells(solution) == [S.rect(0, 0, 390, 44), S.rect(0, 44, 390, 44), S.rect(0, 88, 390, 44)])
        #expect(solution.contentSize == Size(width: 390, height: 132))
        #expect(solution.supplementaries.isEmpty)
    }

    /// L1, L5: measured rows take their height rounded up to the grid. At 3×: 36.287 · 3 = 108.861
    /// → 109 px = 36.333; row 1 at 36.333, 50 tall (on the grid already); row 2 at 86.333, 44.
    /// At 2×: 72.574 → 73 px = 36.5.
    @Test func measuredRowsRoundUpToThePixelGrid() throws {
        let measured = Measurements(sections: ["s": SectionMeasurements(indices: [
            0: MeasuredSize(height: 36.287), 1: MeasuredSize(width: 12, height: 50),
        ])])
        let three = S.cells(try solveList([list(items: 3, .plain)], scale: 3, measurements: measured))
        expectApprox(three[0], S.rect(0, 0, 390, 109 * Self.third), tolerance: 1e-9)
        expectApprox(three[1], S.rect(0, 109 * Self.third, 390, 50))
        expectApprox(three[2], S.rect(0, 109 * Self.third + 50, 390, 44))
        let two = S.cells(try solveList([list(items: 3, .plain)], scale: 2, measurements: measured))
        expectApprox(two[0], S.rect(0, 0, 390, 36.5))
        expectApprox(two[2], S.rect(0, 86.5, 390, 44))
        // No grid: exact.
        let exact = S.cells(try solveList([list(items: 3, .plain)], measurements: measured))
        expectApprox(exact[1].y, 36.287)
    }

    /// L2 + L3 at 390 points, 3×, margin 20: rows at x = 20, width 390 − 2 × 20 = 350. 17.5 → 52.5 px
    /// → 53 px = 17.667 above the first row; section 0 rows at 17.667 and 61.667, its last row ends
    /// at 105.667, then 17.667 below it and 17.667 above the next: section 1 starts at 105.667 +
    /// 35.333 = 141.
    @Test func insetGroupedWithoutHeadersLeavesSeventeenAndTwoThirds() throws {
        let solution = try solveList([list("a", items: 2, .insetGrouped), list("b", items: 2, .insetGrouped)],
                                     scale: 3, margin: 20)
        let cells = S.cells(solution)
        let pad = 53 * Self.third
        expectApprox(cells[0], S.rect(20, pad, 350, 44))
        expectApprox(cells[1], S.rect(20, pad + 44, 350, 44))
        expectApprox(cells[2], S.rect(20, pad + 88 + 2 * pad, 350, 44))
        expectApprox(cells[2].y - cells[1].maxY, 106 * Self.third)  // 35.333
        expectApprox(cells[2].y, 141)
        // The content ends 17.667 below the last row: 141 + 88 + 17.667 = 246.667.
        expectApprox(solution.contentSize.height, 141 + 88 + pad)
        // L2 at 375 points with a 16-point margin (iOS 14.0): x = 16, width 343.
        let small = S.cells(try solveList([list(items: 1, .insetGrouped)], width: 375, scale: 3, margin: 16))
        expectApprox(small[0], S.rect(16, pad, 343, 44))
    }

    /// L4 at 393 points, 3×, margin 20: the header is measured 32.3 → 96.9 px → 97 px = 32.333,
    /// band x = 20, width 353, at y = 0; the first row starts where it ends. Section 1: section 0's
    /// rows end at 32.333 + 88 = 120.333, 17.667 below them its header at 138, its row at 170.333.
    @Test func insetGroupedHeadersSitOnTheirFirstRow() throws {
        let measured = Measurements(sections: [
            "a": SectionMeasurements(boundaryItems: [Self.header: MeasuredSize(height: 32.3)]),
            "b": SectionMeasurements(boundaryItems: [Self.header: MeasuredSize(height: 32.3)]),
        ])
        let solution = try solveList([list("a", items: 2, .insetGrouped, header: .supplementary),
                                      list("b", items: 1, .insetGrouped, header: .supplementary)],
                                     width: 393, scale: 3, margin: 20, measurements: measured)
        let headers = kinds(solution, Self.header)
        let h = 97 * Self.third
        #expect(headers.count == 2)
        expectApprox(headers[0], S.rect(20, 0, 353, h))
        let cells = S.cells(solution)
        expectApprox(cells[0], S.rect(20, h, 353, 44))
        expectApprox(headers[1], S.rect(20, h + 88 + 53 * Self.third, 353, h))
        expectApprox(headers[1].y, 138)
        expectApprox(cells[2].y, 138 + h)
        // Unmeasured, the header is the default 32.25 rounded up: 96.75 → 97 px, the same 32.333;
        // at 2×, 64.5 → 65 px = 32.5 (the measured 2× value).
        let unmeasured = try solveList([list(items: 1, .insetGrouped, header: .supplementary)], width: 393, scale: 3, margin: 20)
        expectApprox(kinds(unmeasured, Self.header)[0].height, h)
        let twice = try solveList([list(items: 1, .insetGrouped, header: .supplementary)], width: 393, scale: 2, margin: 20)
        expectApprox(kinds(twice, Self.header)[0].height, 32.5)
    }

    /// L6 at 393 points, 3×, defaults: from section 0's last row to section 1's first row, the
    /// footer (24.5 → 73.5 px → 74 px), the gap (53 px) and the header (97 px): 224 px = 74.667.
    @Test func insetGroupedFooterGapAndHeaderTogether() throws {
        let solution = try solveList([list("a", items: 2, .insetGrouped, header: .supplementary, footer: .supplementary),
                                      list("b", items: 1, .insetGrouped, header: .supplementary, footer: .supplementary)],
                                     width: 393, scale: 3, margin: 20)
        let cells = S.cells(solution)
        expectApprox(cells[2].y - cells[1].maxY, 224 * Self.third)
        let footers = kinds(solution, Self.footer)
        #expect(footers.count == 2)
        // The footer sits right below the rows: 32.333 + 88 = 120.333, 74 px = 24.667 tall.
        expectApprox(footers[0], S.rect(20, 97 * Self.third + 88, 353, 74 * Self.third))
    }

    /// L7 at 390 points, 3×: grouped rows span the width (x = 0); header 0 at y = 0 (default
    /// 32.333), row 0 below it; header 1 17.667 below section 0's last row: 32.333 + 44 + 17.667 = 94.
    @Test func groupedHeadersSpanTheWidth() throws {
        let solution = try solveList([list("a", items: 1, .grouped, header: .supplementary),
                                      list("b", items: 1, .grouped, header: .supplementary)], scale: 3, margin: 20)
        let headers = kinds(solution, Self.header)
        let h = 97 * Self.third
        expectApprox(headers[0], S.rect(0, 0, 390, h))
        expectApprox(S.cells(solution)[0], S.rect(0, h, 390, 44))
        expectApprox(headers[1].y, 94)
        // Without headers grouped pads like insetGrouped, rows still full width: y = 17.5 exact.
        expectApprox(S.cells(try solveList([list(items: 1, .grouped)]))[0], S.rect(0, 17.5, 390, 44))
    }

    /// An explicit headerTopPadding is space above every header, the first too, as given (exact):
    /// header 0 at 10, rows at 10 + 32.25 = 42.25; section 0 ends at 42.25 + 44 + 17.5 = 103.75;
    /// header 1 at 103.75 + 10 = 113.75.
    @Test func headerTopPaddingGoesAboveEveryHeader() throws {
        let solution = try solveList([list("a", items: 1, .insetGrouped, header: .supplementary, padding: 10),
                                      list("b", items: 1, .insetGrouped, header: .supplementary, padding: 10)],
                                     margin: 20)
        let headers = kinds(solution, Self.header)
        expectApprox(headers[0], S.rect(20, 10, 350, 32.25))
        expectApprox(S.cells(solution)[0].y, 42.25)
        expectApprox(headers[1].y, 113.75)
        // Without a header there is nothing for it to pad: the L3 17.5 stays.
        expectApprox(S.cells(try solveList([list(items: 1, .insetGrouped, padding: 10)], margin: 20))[0].y, 17.5)
    }

    /// Plain: no space between sections; headers pin to the visible bounds. Section 0 = header
    /// 32.25 + 10 rows = 472.25 tall; scrolled by 100 its header sits at max(0, 100) = 100 (the
    /// footer band starts at 472.25, far below). Grouped headers do not pin: y = 0.
    @Test func plainHeadersPinAndSectionsTouch() throws {
        let plain = try solveList([list("a", items: 10, .plain, header: .supplementary),
                                   list("b", items: 1, .plain, header: .supplementary)], offset: 100)
        let headers = kinds(plain, Self.header)
        expectApprox(headers[0], S.rect(0, 100, 390, 32.25))
        expectApprox(headers[1].y, 472.25)
        expectApprox(S.cells(plain)[10].y, 472.25 + 32.25)
        let grouped = try solveList([list(items: 10, .grouped, header: .supplementary)], offset: 100)
        expectApprox(kinds(grouped, Self.header)[0].y, 0)
        // sidebarPlain lays out as plain but does not pin.
        let sidebarPlain = try solveList([list(items: 10, .sidebarPlain, header: .supplementary)], offset: 100)
        expectApprox(kinds(sidebarPlain, Self.header)[0].y, 0)
    }

    /// firstItemInSection: item 0 is an ordinary cell in the first row; no supplementary; the
    /// section pads as one with a header (0 above, 17.5 below): rows at 0, 44, 88 (x = 20, w = 350),
    /// the section ends at 132 + 17.5 = 149.5.
    @Test func firstItemInSectionIsAnOrdinaryCell() throws {
        let solution = try solveList([list(items: 3, .insetGrouped, header: .firstItemInSection)], margin: 20)
        #expect(S.cells(solution) == [S.rect(20, 0, 350, 44), S.rect(20, 44, 350, 44), S.rect(20, 88, 350, 44)])
        #expect(solution.supplementaries.isEmpty)
        expectApprox(solution.contentSize.height, 149.5)
        // Measured by item index like any row: item 0 measured 30 → rows at 0 and 30.
        let measured = Measurements(sections: ["s": SectionMeasurements(indices: [0: MeasuredSize(height: 30)])])
        let cells = S.cells(try solveList([list(items: 2, .insetGrouped, header: .firstItemInSection)], margin: 20,
                                          measurements: measured))
        #expect(cells == [S.rect(20, 0, 350, 30), S.rect(20, 30, 350, 44)])
    }

    /// Sidebar on a 1024-point iPad, margin 20 (the default from 600): inset like insetGrouped,
    /// x = 20, width 1024 − 40 = 984, 17.5 above the first row.
    @Test func sidebarRowsAreInsetToTheMargins() throws {
        let cells = S.cells(try solveList([list(items: 2, .sidebar)], width: 1024))
        #expect(cells == [S.rect(20, 17.5, 984, 44), S.rect(20, 61.5, 984, 44)])
    }

    /// L2 uses the layout margins, safe area included (§17): landscape safe area 47 + margin 16
    /// = 63 on each side of 844: x = 63, width 844 − 126 = 718.
    @Test func insetGroupedFollowsTheSafeAreaAndMargins() throws {
        let safe = DirectionalInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
        let cells = S.cells(try solveList([list(items: 1, .insetGrouped)], width: 844, margin: 16, safeArea: safe))
        #expect(cells == [S.rect(63, 17.5, 718, 44)])
        // Plain rows span the safe area (the content reference, §2): x = 47, width 750.
        let plain = S.cells(try solveList([list(items: 1, .plain)], width: 844, margin: 16, safeArea: safe))
        #expect(plain == [S.rect(47, 0, 750, 44)])
    }

    /// Mixed: a grid section (one 100-point row of two cells), an insetGrouped list (margin 16
    /// below 600 points), a grid again. The list's rows start 17.5 below the grid: 117.5, x = 16,
    /// w = 358; the list ends at 117.5 + 88 + 17.5 = 223, where the second grid starts.
    @Test func listAndGroupSectionsStack() throws {
        let grid = S.section("grid", items: 2, group: S.group(.horizontal, .fractionalWidth(1), .absolute(100),
                                                              [S.item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        var after = grid
        after.name = "after"
        let solution = try solveList([grid, list("list", items: 2, .insetGrouped), after])
        let cells = S.cells(solution)
        #expect(cells[1] == S.rect(195, 0, 195, 100))
        #expect(cells[2] == S.rect(16, 117.5, 358, 44))
        #expect(cells[3] == S.rect(16, 161.5, 358, 44))
        #expect(cells[4] == S.rect(0, 223, 195, 100))
        #expect(solution.contentSize.height == 323)
    }

    /// §6.2: an empty list section without a header or footer takes no space; with a header it
    /// keeps the header band and the padding below: 32.25 + 17.5 = 49.75.
    @Test func emptyListSections() throws {
        #expect(try solveList([list(items: 0, .insetGrouped)]).contentSize.height == 0)
        #expect(try solveList([list(items: 0, .insetGrouped, header: .firstItemInSection)]).contentSize.height == 0)
        let headed = try solveList([list(items: 0, .insetGrouped, header: .supplementary)])
        expectApprox(headed.contentSize.height, 49.75)
    }

    /// Measurement sets address the header and footer by UIKit's element kinds; a kind the list
    /// does not show is refused with its path.
    @Test func headersAndFootersAreMeasuredByKind() throws {
        let measured = Measurements(sections: ["s": SectionMeasurements(boundaryItems: [
            Self.header: MeasuredSize(height: 40), Self.footer: MeasuredSize(height: 20),
        ])])
        let solution = try solveList([list(items: 1, .plain, header: .supplementary, footer: .supplementary)],
                                     measurements: measured)
        #expect(kinds(solution, Self.header) == [S.rect(0, 0, 390, 40)])
        #expect(kinds(solution, Self.footer) == [S.rect(0, 84, 390, 20)])
        #expect(throws: SolveError.self) {
            try solveList([list(items: 1, .plain)], measurements: measured)
        }
    }

    /// A measured row width is ignored with the usual warning (rows are full width, §18); a
    /// measured header height is not (it is estimated).
    @Test func measuredWidthsOfRowsAreIgnoredWithAWarning() throws {
        let measured = Measurements(sections: ["s": SectionMeasurements(
            indices: [0: MeasuredSize(width: 100, height: 50)],
            boundaryItems: [Self.header: MeasuredSize(height: 40)])])
        let document = LayoutDocument(sections: [list(items: 1, .insetGrouped, header: .supplementary)])
        let warnings = measurementWarnings(for: document, in: SolveEnvironment(width: 390, height: 844, measurements: measured))
        #expect(warnings.map(\.path) == ["sections.s.items.0.width"])
        #expect(warnings.allSatisfy { $0.message.contains("width") })
    }

    /// A header only a wider variant shows is not drawn at 390: its measured height is neither
    /// used nor ignored there, so there is nothing to warn about; at 744 it is the header's.
    @Test func aHeaderOnlyAVariantShowsIsNotWarnedAbout() throws {
        var section = list(items: 1, .insetGrouped)
        var variant = SectionVariant(when: VariantCondition(minWidth: 600))
        variant.list = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary)
        section.variants = [variant]
        let measured = Measurements(sections: ["s": SectionMeasurements(boundaryItems: [Self.header: MeasuredSize(height: 50)])])
        let document = LayoutDocument(sections: [section])
        #expect(measurementWarnings(for: document, in: SolveEnvironment(width: 390, height: 844, measurements: measured)).isEmpty)
        // At 744: the header is 50 tall, the row right below it (no headerTopPadding: 0 above).
        let wide = try solveList([section], width: 744, measurements: measured)
        #expect(kinds(wide, Self.header) == [S.rect(20, 0, 704, 50)])
        #expect(S.cells(wide) == [S.rect(20, 50, 704, 44)])
    }

    /// The cell limit holds for list rows (a list of N rows is N cells), checked before any work;
    /// 100,000 unmeasured rows are one stamped template: the last at 17.5 + 99,999 × 44.
    @Test func limitsAndCostHoldForLists() throws {
        #expect(throws: SolveError.tooManyCells(total: SolveError.cellLimit + 1, limit: SolveError.cellLimit)) {
            try solveList([list(items: SolveError.cellLimit + 1, .plain)])
        }
        let solution = try solveList([list(items: 100_000, .insetGrouped)], margin: 20)
        #expect(solution.sections[0].itemsPerGroup == 1)
        #expect(solution.sections[0].cellStamp != nil)
        #expect(solution.cellFrame(section: 0, item: 99_999) == S.rect(20, 17.5 + 99_999 * 44, 350, 44))
    }

    /// A variant may change the list configuration: sidebar from 600 points, insetGrouped below.
    @Test func variantsChangeTheConfiguration() throws {
        var section = list(items: 1, .insetGrouped)
        section.variants = [SectionVariant(when: VariantCondition(minWidth: 600),
                                           list: ListConfiguration(appearance: .plain))]
        #expect(S.cells(try solveList([section], width: 700)) == [S.rect(0, 0, 700, 44)])
        #expect(S.cells(try solveList([section], width: 390, margin: 20)) == [S.rect(20, 17.5, 350, 44)])
    }

    /// An inset list that names its own content reference spans that band, not the layout
    /// margins (docs/lists.md "Width"). 844 wide, safe area 47 a side, margin 20 (a bare width of
    /// 600 or more): the margins give x = 47 + 20 = 67, w = 844 − 134 = 710; `.safeArea` gives
    /// x = 47, w = 844 − 94 = 750; `.none` the whole width. No header: the grouped padding P = 17.5 (exact) above the row.
    @Test func anInsetListsOwnContentReferenceWins() throws {
        let safe = DirectionalInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
        var section = list(items: 1, .insetGrouped)
        #expect(S.cells(try solveList([section], width: 844, safeArea: safe)) == [S.rect(67, 17.5, 710, 44)])
        section.contentInsetsReference = .safeArea
        #expect(S.cells(try solveList([section], width: 844, safeArea: safe)) == [S.rect(47, 17.5, 750, 44)])
        section.contentInsetsReference = .none
        #expect(S.cells(try solveList([section], width: 844, safeArea: safe)) == [S.rect(0, 17.5, 844, 44)])
    }
}
