import LayoutEngine
import Testing
import TestSupport

private typealias F = SolverFixture

/// Limits, item-count overrides, variants and §12 rounding.
@Suite struct SolverEnvironmentTests {
    private static let grid = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                                      [F.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
    /// 0.0001-wide items would need 3.9 million leaves at 390: the work budget refuses it.
    private static let absurd = F.group(.horizontal, .fractionalWidth(1), .absolute(10),
                                        [F.item(.absolute(0.0001), .fractionalHeight(1))])

    // MARK: Limits

    @Test(arguments: [Double.nan, -390, 0, .infinity])
    func invalidContainerWidthIsRefused(width: Double) {
        #expect(throws: SolveError.self) {
            try solve(F.document([F.section(items: 1, group: Self.grid)]), in: SolveEnvironment(width: width, height: 844))
        }
    }

    @Test func invalidHeightScaleAndInsetsAreRefused() {
        let document = F.document([F.section(items: 1, group: Self.grid)])
        #expect(throws: SolveError.invalidContainerSize(width: 390, height: 0)) {
            try solve(document, in: SolveEnvironment(width: 390, height: 0))
        }
        #expect(throws: SolveError.invalidScale(0)) {
            try solve(document, in: SolveEnvironment(width: 390, height: 844, scale: 0))
        }
        #expect(throws: SolveError.invalidScale(0.5)) {
            try solve(document, in: SolveEnvironment(width: 390, height: 844, scale: 0.5))
        }
        #expect(throws: SolveError.invalidSafeArea(DirectionalInsets(leading: -1))) {
            try solve(document, in: SolveEnvironment(width: 390, height: 844, safeArea: DirectionalInsets(leading: -1)))
        }
    }

    /// 10 000 001 cells are refused before any work: the section's absurd group would otherwise
    /// fail with groupTooLarge, so getting tooManyCells proves the count check came first.
    @Test func tooManyCellsIsCheckedBeforeWork() {
        let document = F.document([F.section(items: 1, group: Self.absurd)])
        #expect(throws: SolveError.tooManyCells(total: 10_000_001, limit: 10_000_000)) {
            try solve(document, in: SolveEnvironment(width: 390, height: 844, defaultItemCount: 10_000_001))
        }
        // The limit is on the total: two sections of 6 million.
        let two = F.document([F.section("a", items: 6_000_000, group: Self.grid), F.section("b", items: 6_000_000, group: Self.grid)])
        #expect(throws: SolveError.tooManyCells(total: 12_000_000, limit: 10_000_000)) {
            try solve(two, in: SolveEnvironment(width: 390, height: 844))
        }
        #expect(throws: SolveError.groupTooLarge(section: "s", limit: SolveError.workLimit)) {
            try solve(document, in: SolveEnvironment(width: 390, height: 844))
        }
    }

    /// 4 million cells with 3 badges each would stamp 12 million views: refused before stamping.
    @Test func tooManyStampedSupplementaries() {
        let badge = SupplementaryItem(elementKind: "badge", size: LayoutSize(width: .absolute(8), height: .absolute(8)),
                                      containerAnchor: Anchor(edges: [.top]))
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(0.5), .fractionalHeight(1), supplementaries: [badge, badge, badge])])
        #expect(throws: SolveError.tooManySupplementaries(total: 12_000_000, limit: 10_000_000)) {
            try F.solveSection(F.section(items: 4_000_000, group: group))
        }
    }

    /// A chain of 64 levels (63 groups around one item) solves; 65 is refused.
    @Test func depthLimit() throws {
        func chain(_ depth: Int) -> LayoutItem {
            var node = F.item(.fractionalWidth(1), .fractionalHeight(1))
            for _ in 1..<depth { node = F.group(.horizontal, .fractionalWidth(1), .fractionalHeight(1), [node]) }
            return node
        }
        let ok = F.section(items: 2, group: chain(LayoutDocument.maximumDepth))
        #expect(try F.solveSection(ok).cells.count == 2)
        #expect(throws: SolveError.tooDeep(section: "s", limit: 64)) {
            try F.solveSection(F.section(items: 2, group: chain(LayoutDocument.maximumDepth + 1)))
        }
        // A variant's group is held to the same limit, whether or not the variant applies.
        var section = ok
        section.variants = [SectionVariant(when: VariantCondition(minWidth: 10_000))]
        section.variants[0].group = chain(LayoutDocument.maximumDepth + 1)
        #expect(throws: SolveError.tooDeep(section: "s", limit: 64)) { try F.solveSection(section) }
        section.variants[0].group = chain(LayoutDocument.maximumDepth)
        #expect(try F.solveSection(section).cells.count == 2)
    }

    @Test func itemCountErrorsAndOverrides() throws {
        let document = F.document([F.section("a", items: 3, group: Self.grid), F.section("b", items: 3, group: Self.grid)])
        #expect(throws: SolveError.unknownSection("zzz")) {
            try solve(document, in: SolveEnvironment(width: 390, height: 844, itemCounts: ["zzz": 1]))
        }
        #expect(throws: SolveError.negativeItemCount(section: "a", count: -1)) {
            try solve(document, in: SolveEnvironment(width: 390, height: 844, itemCounts: ["a": -1]))
        }
        // "a" named → 5; "b" takes the default 1; the document's 3 is overridden for both.
        let solution = try solve(document, in: SolveEnvironment(width: 390, height: 844, itemCounts: ["a": 5], defaultItemCount: 1))
        #expect(solution.sections.map(\.cellCount) == [5, 1])
        #expect(solution.sections[1].firstCell == 5)
    }

    /// A custom group without frames places nothing: fine when empty, an error with items.
    @Test func groupWithoutItems() throws {
        let empty = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), kind: .custom([].map { CustomGroupItem(frame: $0) }))
        #expect(try F.solveSection(F.section(items: 0, group: empty)).sections[0].itemsPerGroup == 0)
        #expect(throws: SolveError.groupHoldsNoItems(section: "s")) { try F.solveSection(F.section(items: 1, group: empty)) }
    }

    // MARK: Variants

    /// Two columns by default, four from 600 points: 2 at 320–430, 4 at 768 and 1024.
    @Test(arguments: F.widths) func variantsByWidth(width: Double) throws {
        let four = F.group(.horizontal, .fractionalWidth(1), .absolute(100), [F.item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let two = F.group(.horizontal, .fractionalWidth(1), .absolute(100), [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let section = F.section(items: 8, group: two, variants: [SectionVariant(when: VariantCondition(minWidth: 600), group: four)])
        let solution = try F.solveSection(section, width: width)
        #expect(solution.sections[0].itemsPerGroup == (width >= 600 ? 4 : 2))
        #expect(solution.contentSize.height == (width >= 600 ? 200 : 400))
    }

    /// A regular-size-class variant applies from 600 by default, or at any width when the
    /// environment says regular.
    @Test func variantsBySizeClass() throws {
        let section = F.section(items: 3, group: Self.grid, variants: [
            SectionVariant(when: VariantCondition(horizontalSizeClass: .regular), contentInsets: F.all(20)),
        ])
        let document = F.document([section])
        #expect(try solve(document, in: SolveEnvironment(width: 390, height: 844)).cells[0].x == 0)
        #expect(try solve(document, in: SolveEnvironment(width: 390, height: 844, sizeClass: .regular)).cells[0].x == 20)
        #expect(try solve(document, in: SolveEnvironment(width: 700, height: 844)).cells[0].x == 20)
    }

    /// §1: `minEffectiveWidth` reads the width less the configuration's reference insets. An
    /// iPhone 16 in landscape is 852 wide with a 59-point safe area at either side: 852 − 59 − 59
    /// = 734 effective, so a variant from 800 effective points does not apply there, while one
    /// from 800 points of width does. In portrait (393, no side insets) both read 393. Under the
    /// `.none` reference the effective width is the width; a horizontal layout keeps its width.
    @Test func variantsByEffectiveWidth() throws {
        let wide = SectionVariant(when: VariantCondition(minEffectiveWidth: 800), contentInsets: F.all(20))
        let byWidth = SectionVariant(when: VariantCondition(minWidth: 800), contentInsets: F.all(20))
        let landscape = SolveEnvironment(width: 852, height: 393, safeArea: DirectionalInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(landscape.effectiveContentWidth(under: LayoutConfiguration()) == 734)
        // The cell starts at the safe area's 59 without the variant, 59 + 20 with it.
        let effective = F.document([F.section(items: 3, group: Self.grid, variants: [wide])])
        #expect(try solve(effective, in: landscape).cells[0].x == 59)
        #expect(try solve(F.document([F.section(items: 3, group: Self.grid, variants: [byWidth])]), in: landscape).cells[0].x == 79)
        var none = effective
        none.configuration.contentInsetsReference = .none
        #expect(landscape.effectiveContentWidth(under: none.configuration) == 852)
        #expect(try solve(none, in: landscape).cells[0].x == 20)
        var horizontal = LayoutConfiguration()
        horizontal.scrollDirection = .horizontal
        #expect(landscape.effectiveContentWidth(under: horizontal) == 852)
        #expect(SolveEnvironment(width: 393, height: 852).effectiveContentWidth(under: LayoutConfiguration()) == 393)
    }

    // MARK: §12 rounding

    /// The pixel grid floors resolved dimensions, not given frames (§12): a custom group's frame is
    /// used as given at scale 2 too (the group, fw 1 of 390, is 390 on any grid).
    @Test func customFramesAreNotSnapped() throws {
        let custom = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
                                kind: .custom([F.rect(84.18, 37.48, 84.58, 10.24)].map { CustomGroupItem(frame: $0) }))
        let document = F.document([F.section(items: 1, group: custom)])
        #expect(try solve(document, in: SolveEnvironment(width: 390, height: 844)).cells[0] == F.rect(84.18, 37.48, 84.58, 10.24))
        #expect(try solve(document, in: SolveEnvironment(width: 390, height: 844, scale: 2)).cells[0]
                == F.rect(84.18, 37.48, 84.58, 10.24))
    }

    /// Thirds of 320 (106.67) floor to 106.5 at 2× (floor(213.33) / 2), so the columns step by 106.5:
    /// x = 0, 106.5, 213. An absolute 33.3 header is not a fraction and stays 33.3, so the row starts
    /// at y = 33.3 at 2× and at 3× alike.
    @Test func thirdsAtTwoTimes() throws {
        let section = F.section(items: 3, group: Self.grid, boundary: [F.header(height: 33.3)])
        let solution = try solve(F.document([section]), in: SolveEnvironment(width: 320, height: 600, scale: 2))
        #expect(solution.cells[1] == F.rect(106.5, 33.3, 106.5, 100))
        #expect(solution.cells[2] == F.rect(213, 33.3, 106.5, 100))
        let three = try solve(F.document([section]), in: SolveEnvironment(width: 320, height: 600, scale: 3))
        #expect(three.supplementaries[0].frame.height == 33.3)
        // 320/3 · 3 = 320 exactly: on the 3× grid the thirds stay 106.666….
        expectApprox(three.cells[1].x, 320.0 / 3)
    }

    // MARK: FrameBuffer

    @Test func frameBufferStoresFourValuesPerFrame() {
        var buffer = FrameBuffer()
        buffer.reserveCapacity(2)
        buffer.append(F.rect(1, 2, 3, 4))
        buffer.append(F.rect(5, 6, 7, 8))
        #expect(buffer.count == 2)
        #expect(buffer.storage == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(buffer[1] == F.rect(5, 6, 7, 8))
        #expect(FrameBuffer(storage: buffer.storage) == buffer)
        #expect(solverVersion >= 1)
    }
}

/// Numbers that overflow, and insets larger than their box.
@Suite struct SolverOverflowTests {
    /// A 1e308-point container: the 1/3-width rows are 3.3e307 tall, 30 cells make 10 rows and
    /// the content height overflows to infinity: refused, never returned as `inf`.
    @Test func overflowingFramesAreRefused() throws {
        let row = SolverFixture.group(.horizontal, .fractionalWidth(1), .fractionalWidth(1.0 / 3),
                                      [SolverFixture.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        let document = SolverFixture.document([SolverFixture.section(items: 30, group: row)])
        #expect(throws: SolveError.nonFiniteFrames(section: "s")) {
            try solve(document, in: SolveEnvironment(width: 1e308, height: 844))
        }
    }

    /// Width 8, item fw 1 × abs 10 with insets 5 on every edge: the slot is 8 × 10, the insets
    /// take 10 × 10, so the frame is (5, 5, 0, 0) rather than a negative size.
    @Test func insetsLargerThanTheSlotLeaveAnEmptyFrame() throws {
        let row = SolverFixture.group(.vertical, .fractionalWidth(1), .absolute(10),
                                      [SolverFixture.item(.fractionalWidth(1), .absolute(10), insets: SolverFixture.all(5))])
        let solution = try SolverFixture.solveSection(SolverFixture.section(items: 1, group: row), width: 8)
        #expect(solution.cells[0] == SolverFixture.rect(5, 5, 0, 0))
    }
}
