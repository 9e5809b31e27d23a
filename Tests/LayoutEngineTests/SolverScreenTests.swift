import LayoutEngine
import Testing
import TestSupport

private typealias F = SolverFixture

/// The screen a layout runs on (semantics §17): content insets references, right-to-left,
/// orthogonal scroll positions, the `none` alignment and z-indexes. Numbers worked by hand.
@Suite struct SolverScreenTests {
    /// One row of three cells, fw 1/3 × abs 100 each, in a group fw 1 × abs 100.
    private static let row = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                                     [F.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
    /// A landscape iPhone: 844 × 390 with 47-point side insets and a 21-point home indicator.
    private static let landscape = SolveEnvironment(width: 844, height: 390,
                                                    safeArea: DirectionalInsets(top: 0, leading: 47, bottom: 21, trailing: 47),
                                                    layoutMargin: 16)

    private func solve(_ sections: [Section], reference: ContentInsetsReference = .safeArea,
                       in environment: SolveEnvironment = landscape) throws -> Solution {
        var document = F.document(sections)
        document.configuration.contentInsetsReference = reference
        return try LayoutEngine.solve(document, in: environment)
    }

    // MARK: contentInsetsReference

    /// safeArea (the default): content starts at 47 and is 844 − 47 − 47 = 750 wide, so the
    /// thirds are 250 at x = 47, 297, 547; the section frame spans the same band.
    @Test func safeAreaIsTheDefaultReference() throws {
        let solution = try solve([F.section(items: 3, group: Self.row)])
        expectApprox(F.cells(solution), [F.rect(47, 0, 250, 100), F.rect(297, 0, 250, 100),
                                                 F.rect(547, 0, 250, 100)])
        #expect(solution.sections[0].frame == F.rect(47, 0, 750, 100))
    }

    /// none: the bounds, 844 wide: thirds 281.33 from x = 0.
    @Test func noneUsesTheBounds() throws {
        let solution = try solve([F.section(items: 1, group: Self.row)], reference: .none)
        expectApprox(solution.cells[0], F.rect(0, 0, 844.0 / 3, 100))
    }

    /// layoutMargins: safe area plus the margin 16, 63 a side: 844 − 126 = 718 wide from x = 63.
    @Test func layoutMarginsAddTheMinimumMargin() throws {
        let solution = try solve([F.section(items: 1, group: Self.row)], reference: .layoutMargins)
        expectApprox(solution.cells[0], F.rect(63, 0, 718.0 / 3, 100))
        // With no margin given the width decides: 20 from 600 points, so 67 a side, 710 wide.
        var environment = Self.landscape
        environment.layoutMargin = nil
        let derived = try solve([F.section(items: 1, group: Self.row)], reference: .layoutMargins, in: environment)
        expectApprox(derived.cells[0], F.rect(67, 0, 710.0 / 3, 100))
    }

    /// readableContent at 1024 with no safe area: margins 20 leave 984, 312 more than the readable
    /// 672, so 156 more a side: content 672 wide from x = 176. At 390 the margins (16) already
    /// leave less than 672: content 358 from x = 16.
    @Test func readableContentCentresAtMostTheReadableWidth() throws {
        let wide = try solve([F.section(items: 1, group: Self.row)], reference: .readableContent,
                             in: SolveEnvironment(width: 1024, height: 768))
        expectApprox(wide.cells[0], F.rect(176, 0, 224, 100))
        let narrow = try solve([F.section(items: 1, group: Self.row)], reference: .readableContent,
                               in: SolveEnvironment(width: 390, height: 844))
        expectApprox(narrow.cells[0], F.rect(16, 0, 358.0 / 3, 100))
    }

    /// A section's own reference beats the configuration's; its boundary items follow it unless
    /// `supplementaryContentInsetsReference` says otherwise. Section 0 (reference none) has its
    /// cells from x = 0 but its header in the safe area (47…797); section 1 follows the
    /// configuration (safe area) with its cells from x = 47.
    @Test func sectionAndSupplementaryReferencesOverride() throws {
        var own = F.section("own", items: 1, group: Self.row, boundary: [F.header(height: 30)])
        own.contentInsetsReference = .none
        own.supplementaryContentInsetsReference = .safeArea
        let inherited = F.section("inherited", items: 1, group: Self.row)
        let solution = try solve([own, inherited])
        expectApprox(solution.cells[0], F.rect(0, 30, 844.0 / 3, 100))
        #expect(F.supplementaries(solution, kind: "header").map(\.frame) == [F.rect(47, 0, 750, 30)])
        expectApprox(solution.cells[1], F.rect(47, 130, 250, 100))
        // automatic boundary items follow the section: with the supplementary reference unset the
        // header spans the bounds like the cells.
        own.supplementaryContentInsetsReference = .automatic
        let following = try solve([own])
        #expect(F.supplementaries(following, kind: "header").map(\.frame) == [F.rect(0, 0, 844, 30)])
    }

    /// A background covers the section's band in its own reference: x = 47, 750 wide.
    @Test func backgroundsUseTheSectionsReference() throws {
        let section = F.section(items: 3, group: Self.row, decorations: [DecorationItem(elementKind: "background")])
        let solution = try solve([section])
        #expect(F.supplementaries(solution, kind: "background").map(\.frame) == [F.rect(47, 0, 750, 100)])
    }

    // MARK: Right-to-left

    /// §17's worked example: W = 390, insets (0, 20, 0, 20), groups fw 0.5 × abs 100, continuous,
    /// spacing 10: groups at x = 20, 225, 430 with gw = 195; mirrored, x' = 390 − x − 195 =
    /// 175, −30, −235.
    @Test func rightToLeftMirrorsOrthogonalSections() throws {
        let group = F.group(.horizontal, .fractionalWidth(0.5), .absolute(100),
                            [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = F.section(items: 3, group: group, insets: DirectionalInsets(leading: 20, trailing: 20),
                                interGroupSpacing: 10, orthogonal: .continuous)
        let solution = try LayoutEngine.solve(F.document([section]),
                                              in: SolveEnvironment(width: 390, height: 844, layoutDirection: .rightToLeft))
        #expect(F.cells(solution).map(\.x) == [175, -30, -235])
        #expect(F.cells(solution).allSatisfy { $0.width == 195 && $0.y == 0 })
    }

    /// Three 130-wide columns at x = 0, 130, 260 mirror to 260, 130, 0; a 100-wide topLeading
    /// header at x = 0 mirrors to 290; a 20 × 20 badge at the top-trailing corner of cell 0
    /// (x = 110) mirrors to 390 − 110 − 20 = 260, the top-"leading" corner of the mirrored cell.
    @Test func rightToLeftMirrorsCellsHeadersAndBadges() throws {
        let badge = SupplementaryItem(elementKind: "badge",
                                      size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                                      containerAnchor: Anchor(edges: [.top, .trailing]))
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1), supplementaries: [badge])])
        let section = F.section(items: 3, group: group,
                                boundary: [F.header(height: 30, alignment: .topLeading, width: .absolute(100))])
        let rtl = try LayoutEngine.solve(F.document([section]),
                                         in: SolveEnvironment(width: 390, height: 844, layoutDirection: .rightToLeft))
        expectApprox(F.cells(rtl), [F.rect(260, 30, 130, 100), F.rect(130, 30, 130, 100), F.rect(0, 30, 130, 100)])
        #expect(F.supplementaries(rtl, kind: "header").map(\.frame) == [F.rect(290, 0, 100, 30)])
        expectApprox(F.supplementaries(rtl, kind: "badge")[0].frame, F.rect(260, 30, 20, 20))
        #expect(rtl.contentSize == Size(width: 390, height: 130))
    }

    /// A horizontal layout mirrors about its content width: two sections of one 100-wide group
    /// with 10 between them span 210; section a at x = 0 mirrors to 110, b at 110 to 0.
    @Test func rightToLeftMirrorsAHorizontalLayoutAboutItsContent() throws {
        let group = F.group(.vertical, .absolute(100), .fractionalHeight(1), [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let document = F.document(["a", "b"].map { F.section($0, items: 1, group: group) }, direction: .horizontal,
                                  interSectionSpacing: 10)
        let solution = try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844,
                                                                             layoutDirection: .rightToLeft))
        #expect(F.cells(solution) == [F.rect(110, 0, 100, 844), F.rect(0, 0, 100, 844)])
        #expect(solution.sections.map(\.frame.x) == [110, 0])
    }

    // MARK: Orthogonal scroll positions

    /// The §7 row scrolled by 100: cells move by −100 to x = −80, 125, 330; the header and the
    /// background stay. In RTL they move by +100: 275, 70, −135.
    @Test func scrollingAnOrthogonalSectionMovesOnlyItsCells() throws {
        let group = F.group(.horizontal, .fractionalWidth(0.5), .absolute(100),
                            [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = F.section("row", items: 3, group: group, insets: DirectionalInsets(leading: 20, trailing: 20),
                                interGroupSpacing: 10, orthogonal: .continuous, boundary: [F.header(height: 30)],
                                decorations: [DecorationItem(elementKind: "background")])
        let document = F.document([section])
        let scrolled = try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844,
                                                                             orthogonalOffsets: ["row": 100]))
        #expect(F.cells(scrolled).map(\.x) == [-80, 125, 330])
        #expect(F.supplementaries(scrolled, kind: "header").map(\.frame) == [F.rect(20, 0, 350, 30)])
        #expect(F.supplementaries(scrolled, kind: "background").map(\.frame) == [F.rect(0, 0, 390, 130)])
        let rtl = try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844, layoutDirection: .rightToLeft,
                                                                        orthogonalOffsets: ["row": 100]))
        #expect(F.cells(rtl).map(\.x) == [275, 70, -135])
    }

    @Test func scrollPositionsMustNameAnOrthogonalSection() throws {
        let document = F.document([F.section("grid", items: 3, group: Self.row)])
        #expect(throws: SolveError.unknownScrollSection("nope")) {
            try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844, orthogonalOffsets: ["nope": 1]))
        }
        #expect(throws: SolveError.scrollOfNonOrthogonalSection("grid")) {
            try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844, orthogonalOffsets: ["grid": 1]))
        }
        #expect(throws: SolveError.invalidScrollOffset(section: "grid", offset: -1)) {
            try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844, orthogonalOffsets: ["grid": -1]))
        }
    }

    @Test func safeAreaAndMarginMustBeFiniteAndNonNegative() throws {
        let document = F.document([F.section(items: 3, group: Self.row)])
        let nan = DirectionalInsets(top: .nan)
        #expect(throws: SolveError.self) { try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844, safeArea: nan)) }
        #expect(throws: SolveError.invalidLayoutMargin(-1)) {
            try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844, layoutMargin: -1))
        }
        let bad = DirectionalInsets(top: 0, leading: .infinity, bottom: 0, trailing: 0)
        #expect(throws: SolveError.invalidLayoutMargins(bad)) {
            try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844, layoutMargins: bad))
        }
    }

    /// `layoutMargins` replaces the safe area plus the minimum margin (§17): a `layoutMargins`
    /// section at 390 with margins (0, 30, 0, 10) and a safe area of 47 a side (ignored: the
    /// margins are the whole inset) spans 390 − 30 − 10 = 350 from x = 30; without the override
    /// it spans 390 − 2 × (47 + 16) = 264 from 63.
    @Test func layoutMarginsReplaceSafeAreaPlusMargin() throws {
        var section = F.section(items: 1, group: Self.row)
        section.contentInsetsReference = .layoutMargins
        let document = F.document([section])
        let safe = DirectionalInsets(top: 0, leading: 47, bottom: 0, trailing: 47)
        let margins = DirectionalInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        let over = try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844, safeArea: safe,
                                                                         layoutMargins: margins))
        #expect(over.sections[0].frame.x == 30 && over.sections[0].frame.width == 350)
        let plain = try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844, safeArea: safe))
        #expect(plain.sections[0].frame.x == 63 && plain.sections[0].frame.width == 264)
    }

    // MARK: Alignment none, z-indexes

    /// `none` centres a 50 × 40 item on the section (two rows of 100, 390 wide): x = 170, y = 80,
    /// and does not extend it: the content is still 200 tall.
    @Test func alignmentNoneCentresWithoutExtending() throws {
        let item = BoundaryItem(elementKind: "overlay", size: LayoutSize(width: .absolute(50), height: .absolute(40)),
                                alignment: .none)
        let section = F.section(items: 6, group: Self.row, boundary: [item])
        let solution = try LayoutEngine.solve(F.document([section]), in: SolveEnvironment(width: 390, height: 844))
        #expect(F.supplementaries(solution, kind: "overlay").map(\.frame) == [F.rect(170, 80, 50, 40)])
        #expect(solution.contentSize.height == 200)
    }

    /// A custom item's zIndex is its cell's; a background (zIndex 0) lifts every other element
    /// of its section to 1; one at −1 lifts nothing.
    @Test func zIndexesOfCellsAndPromotionAboveBackgrounds() throws {
        let custom = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                                kind: .custom([CustomGroupItem(frame: F.rect(0, 0, 100, 100), zIndex: 5),
                                               CustomGroupItem(frame: F.rect(100, 0, 100, 100))]))
        let plain = try LayoutEngine.solve(F.document([F.section(items: 4, group: custom)]),
                                           in: SolveEnvironment(width: 390, height: 844))
        #expect((0..<4).map { plain.cellZIndex(section: 0, item: $0) } == [5, 0, 5, 0])

        let background = F.section(items: 2, group: custom, boundary: [F.header(height: 30)],
                                   decorations: [DecorationItem(elementKind: "background")])
        let lifted = try LayoutEngine.solve(F.document([background]), in: SolveEnvironment(width: 390, height: 844))
        #expect((0..<2).map { lifted.cellZIndex(section: 0, item: $0) } == [5, 1])
        #expect(F.supplementaries(lifted, kind: "header").map(\.zIndex) == [1])
        #expect(F.supplementaries(lifted, kind: "background").map(\.zIndex) == [0])

        var behind = background
        behind.decorationItems = [DecorationItem(elementKind: "background", zIndex: -1)]
        let unlifted = try LayoutEngine.solve(F.document([behind]), in: SolveEnvironment(width: 390, height: 844))
        #expect((0..<2).map { unlifted.cellZIndex(section: 0, item: $0) } == [5, 0])
        #expect(F.supplementaries(unlifted, kind: "header").map(\.zIndex) == [0])
    }

    /// Cells placed before the first cell of a non-zero z-index keep 0: a row of a plain item
    /// (100 wide) and a custom group (200 wide) whose first item is at 0 and second at 7 gives
    /// each instance the z-indexes 0, 0, 7 (the next item would end at 400 > 390).
    @Test func zIndexAfterCellsAtZero() throws {
        let item = LayoutItem(size: LayoutSize(width: .absolute(100), height: .absolute(50)))
        let custom = LayoutItem(size: LayoutSize(width: .absolute(200), height: .absolute(50)),
                                kind: .custom([CustomGroupItem(frame: F.rect(0, 0, 100, 50)),
                                               CustomGroupItem(frame: F.rect(100, 0, 100, 50), zIndex: 7)]))
        let row = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                             kind: .group(LayoutGroup(axis: .horizontal, subitems: [item, custom])))
        let solution = try LayoutEngine.solve(F.document([F.section(items: 6, group: row)]),
                                              in: SolveEnvironment(width: 390, height: 844))
        #expect((0..<6).map { solution.cellZIndex(section: 0, item: $0) } == [0, 0, 7, 0, 0, 7])
        // The row holds the item at x 0 and the custom group's two cells at 100 and 200.
        #expect(solution.cells[2] == F.rect(200, 0, 100, 50))
    }

    /// A section of zero extent shows no background; an empty one with a header band shows one
    /// over the band (a choice: backgrounds cover the section's bands).
    @Test func emptySectionsShowABackgroundOnlyOverTheirBands() throws {
        let background = [DecorationItem(elementKind: "background")]
        let bare = try LayoutEngine.solve(F.document([F.section(items: 0, group: Self.row, insets: F.all(16),
                                                                decorations: background)]),
                                          in: SolveEnvironment(width: 390, height: 844))
        #expect(F.supplementaries(bare, kind: "background").isEmpty)
        let headed = try LayoutEngine.solve(F.document([F.section(items: 0, group: Self.row, insets: F.all(16),
                                                                  boundary: [F.header(height: 30)], decorations: background)]),
                                            in: SolveEnvironment(width: 390, height: 844))
        #expect(F.supplementaries(headed, kind: "background").map(\.frame) == [F.rect(0, 0, 390, 30)])
    }
}
