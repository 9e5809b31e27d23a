import LayoutEngine
import Testing
import TestSupport

private typealias F = SolverFixture

private let containerAnchorCases: [(Edges, AnchorOffset?, Rect)] = [
    (Edges([.top, .trailing]), .fractional(Point(x: 0.5, y: -0.5)), Rect(x: 90, y: -10, width: 20, height: 20)),
    (Edges(), nil, Rect(x: 40, y: 40, width: 20, height: 20)),
    (Edges([.bottom, .leading]), .some(.absolute(Point(x: 5, y: -5))), Rect(x: 5, y: 75, width: 20, height: 20)),
]

/// Semantics §8 (boundary items), §9 (anchored supplementaries), §10 (backgrounds).
@Suite struct SolverSupplementaryTests {
    /// Rows of two fw 0.5 items, 100 high.
    private static let twoColumns = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                                            [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])

    private static func badge(_ edges: Edges, _ offset: AnchorOffset? = nil, itemAnchor: Anchor? = nil,
                              size: LayoutSize = LayoutSize(width: .absolute(20), height: .absolute(20))) -> SupplementaryItem {
        SupplementaryItem(elementKind: "badge", size: size, containerAnchor: Anchor(edges: edges, offset: offset),
                          itemAnchor: itemAnchor)
    }

    /// One item hosting `badge`, with its final frame at `host` (section insets place it).
    private static func badgeFrame(_ badge: SupplementaryItem, host: Rect) throws -> Rect {
        let group = F.group(.horizontal, .absolute(host.width), .absolute(host.height),
                            [F.item(.fractionalWidth(1), .fractionalHeight(1), supplementaries: [badge])])
        let solution = try F.solveSection(F.section(items: 1, group: group,
                                                    insets: DirectionalInsets(top: host.y, leading: host.x)))
        #expect(solution.cells[0] == host)
        return try #require(F.supplementaries(solution, kind: "badge").first).frame
    }

    // MARK: §8.1 section boundary items

    /// W = 390, section insets 10, header fw 1 × 50 (top), footer fw 1 × 30 (bottom), 4 items in two
    /// 100-high rows. Band x = 10, w = 370. Header (10, 0, 370, 50); content at 50 + 10 = 60, so
    /// cell 0 = (10, 60, 185, 100); content ends at 260, footer at 260 + 10 = 270 → (10, 270, 370, 30);
    /// section ends at 300.
    @Test func headerAndFooterBands() throws {
        let section = F.section(items: 4, group: Self.twoColumns, insets: F.all(10),
                                boundary: [F.header(height: 50), F.header("footer", height: 30, alignment: .bottom)])
        let solution = try F.solveSection(section)
        #expect(solution.cells[0] == F.rect(10, 60, 185, 100))
        #expect(F.supplementaries(solution, kind: "header").map(\.frame) == [F.rect(10, 0, 370, 50)])
        #expect(F.supplementaries(solution, kind: "footer").map(\.frame) == [F.rect(10, 270, 370, 30)])
        #expect(solution.contentSize.height == 300)
        let header = try #require(F.supplementaries(solution, kind: "header").first)
        #expect(header.section == 0 && header.item == 0 && header.category == .supplementary)
    }

    /// supplementariesFollowContentInsets = false: the band is the full width → (0, 0, W, 50).
    @Test(arguments: F.widths) func boundaryBandIgnoresInsetsWhenNotFollowing(width: Double) throws {
        let section = F.section(items: 2, group: Self.twoColumns, insets: F.all(10), boundary: [F.header(height: 50)],
                                followsInsets: false)
        let solution = try F.solveSection(section, width: width)
        #expect(F.supplementaries(solution, kind: "header").map(\.frame) == [F.rect(0, 0, width, 50)])
    }

    /// Alignment within the band (x = 10, w = 370): fw 0.5 → 185 wide. topLeading x = 10;
    /// topTrailing x = 10 + 370 − 185 = 195; top (centred) x = 10 + 92.5 = 102.5. All at y = 0 and
    /// they overlap: the band is their maximum (50), so content starts at 60.
    @Test func alignmentPlacesAcrossTheBand() throws {
        let boundary = [
            F.header("a", height: 50, alignment: .topLeading, width: .fractionalWidth(0.5)),
            F.header("b", height: 40, alignment: .topTrailing, width: .fractionalWidth(0.5)),
            F.header("c", height: 30, alignment: .top, width: .fractionalWidth(0.5)),
        ]
        let solution = try F.solveSection(F.section(items: 2, group: Self.twoColumns, insets: F.all(10), boundary: boundary))
        #expect(F.supplementaries(solution, kind: "a").map(\.frame) == [F.rect(10, 0, 185, 50)])
        #expect(F.supplementaries(solution, kind: "b").map(\.frame) == [F.rect(195, 0, 185, 40)])
        #expect(F.supplementaries(solution, kind: "c").map(\.frame) == [F.rect(102.5, 0, 185, 30)])
        #expect(solution.cells[0].y == 60)
    }

    /// extendsBoundary = false overlays: the header sits at the section top over the content (which
    /// starts at the top inset, 10), the footer ends at the section bottom (10 + 100 + 10 = 120 → y = 90).
    @Test func nonExtendingItemsOverlay() throws {
        let boundary = [F.header(height: 50, extends: false),
                        F.header("footer", height: 30, alignment: .bottom, extends: false)]
        let solution = try F.solveSection(F.section(items: 2, group: Self.twoColumns, insets: F.all(10), boundary: boundary))
        #expect(solution.cells[0].y == 10)
        #expect(F.supplementaries(solution, kind: "header").map(\.frame) == [F.rect(10, 0, 370, 50)])
        #expect(F.supplementaries(solution, kind: "footer").map(\.frame) == [F.rect(10, 90, 370, 30)])
        #expect(solution.contentSize.height == 120)
    }

    /// absoluteOffset (0, −10) lifts the header without changing the extent; its contentInsets 5
    /// shrink only its own frame: (5, −5, 380, 40) at 390; content still starts at 50.
    @Test func absoluteOffsetAndBoundaryInsets() throws {
        let solution = try F.solveSection(F.section(items: 2, group: Self.twoColumns,
                                                    boundary: [F.header(height: 50, offset: Point(x: 0, y: -10), insets: F.all(5))]))
        #expect(F.supplementaries(solution, kind: "header").map(\.frame) == [F.rect(5, -5, 380, 40)])
        #expect(solution.cells[0].y == 50)
        #expect(solution.contentSize.height == 150)
    }

    /// .leading in a vertical layout does not extend: 40 × 40 at the band's leading edge (x = 10),
    /// centred on the section [0, 220]: y = 90. Two indices for two "side" items.
    @Test func leadingAlignmentCentresOnTheSection() throws {
        let side = BoundaryItem(elementKind: "side", size: LayoutSize(width: .absolute(40), height: .absolute(40)), alignment: .leading)
        let section = F.section(items: 4, group: Self.twoColumns, insets: F.all(10), boundary: [side, side])
        let solution = try F.solveSection(section)
        #expect(F.supplementaries(solution, kind: "side").map(\.frame) == [F.rect(10, 90, 40, 40), F.rect(10, 90, 40, 40)])
        #expect(F.supplementaries(solution, kind: "side").map(\.item) == [0, 1])
        #expect(solution.contentSize.height == 220)
    }

    /// pinToVisibleBounds at scroll offset 0 leaves the header at its natural place (y = section top).
    @Test func pinnedHeaderAtOffsetZeroStaysPut() throws {
        var header = F.header(height: 50)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        let sections = ["a", "b"].map { F.section($0, items: 2, group: Self.twoColumns, boundary: [header]) }
        let solution = try solve(F.document(sections), in: SolveEnvironment(width: 390, height: 844))
        #expect(F.supplementaries(solution, kind: "header").map(\.frame.y) == [0, 150])
        #expect(F.supplementaries(solution, kind: "header").allSatisfy { $0.zIndex == 2 })
    }

    // MARK: §8.2 layout-level boundary items

    /// Global header 40 at y = 0 pushes section 0 down; two 100-high sections with spacing 10 at
    /// 40 and 150; the footer (20) follows at 250 with no spacing; content = 270. section == nil.
    @Test(arguments: F.widths) func layoutLevelHeaderAndFooter(width: Double) throws {
        let sections = ["a", "b"].map { F.section($0, items: 2, group: Self.twoColumns, insets: DirectionalInsets(leading: 16, trailing: 16)) }
        let document = F.document(sections, interSectionSpacing: 10,
                                  boundary: [F.header("top", height: 40), F.header("bottom", height: 20, alignment: .bottom)])
        let solution = try solve(document, in: SolveEnvironment(width: width, height: 844))
        #expect(solution.sections.map(\.frame.y) == [40, 150])
        #expect(F.supplementaries(solution, kind: "top").map(\.frame) == [F.rect(0, 0, width, 40)])
        #expect(F.supplementaries(solution, kind: "bottom").map(\.frame) == [F.rect(0, 250, width, 20)])
        #expect(F.supplementaries(solution, kind: "top").allSatisfy { $0.section == nil })
        #expect(solution.contentSize == Size(width: width, height: 270))
    }

    // MARK: §9 anchored supplementaries

    /// Apple's badge sample: host (25, 25, 80, 62), badge 20 × 20, edges top + trailing, fractional
    /// (0.3, −0.3) of the badge size = (6, −6): x = 25 + (80 − 20) + 6 = 91, y = 25 + 0 − 6 = 19.
    @Test func appleBadgeSample() throws {
        let frame = try Self.badgeFrame(Self.badge([.top, .trailing], .fractional(Point(x: 0.3, y: -0.3))),
                                        host: F.rect(25, 25, 80, 62))
        #expect(frame == F.rect(91, 19, 20, 20))
    }

    /// Host (0, 0, 100, 100), badge 20: fractional (0.5, −0.5) on top + trailing centres it on the
    /// corner (x = 80 + 10 = 90, y = −10); no edges centres it (40, 40); bottom + leading with absolute
    /// (5, −5) → (5, 75).
    @Test(arguments: containerAnchorCases)
    func containerAnchorPlacesInside(edges: Edges, offset: AnchorOffset?, expected: Rect) throws {
        #expect(try Self.badgeFrame(Self.badge(edges, offset), host: F.rect(0, 0, 100, 100)) == expected)
    }

    /// With an item anchor: container [top, trailing] + (10, −10), item [bottom, leading] on host
    /// (0, 0, 100, 100): x = 0 + 100 + 10 − 0 = 110, y = 0 + 0 − 10 − 20 = −30: fully outside, above right.
    @Test func itemAnchorPutsTheBadgeOutside() throws {
        let badge = Self.badge([.top, .trailing], .absolute(Point(x: 10, y: -10)), itemAnchor: Anchor(edges: [.bottom, .leading]))
        #expect(try Self.badgeFrame(badge, host: F.rect(0, 0, 100, 100)) == F.rect(110, -30, 20, 20))
    }

    /// The tutorial's banner: fw 1.1 × 30 anchored to the bottom with offset (0, 10) on a 100 × 100
    /// host: width 110, x = (100 − 110)/2 = −5, y = 100 − 30 + 10 = 80.
    @Test func fractionalSizeResolvesAgainstTheHost() throws {
        let banner = Self.badge([.bottom], .absolute(Point(x: 0, y: 10)),
                                size: LayoutSize(width: .fractionalWidth(1.1), height: .absolute(30)))
        expectApprox(try Self.badgeFrame(banner, host: F.rect(0, 0, 100, 100)), F.rect(-5, 80, 110, 30))
    }

    /// Badges are stamped only for slots that hold an item: rows of 3 at 390 (130 × 100) with insets
    /// 10 → hosts 110 × 80; a top-trailing 20 badge sits at host.x + 90, host.y. 4 items → 4 badges;
    /// item 3 is row 1, column 0 → host (10, 110) → badge (100, 110). Its size: fw 0.5 of the final
    /// host width 110 would be 55 — checked with a second kind.
    @Test func badgesAreStampedPerItem() throws {
        let half = SupplementaryItem(elementKind: "half", size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(4)),
                                     containerAnchor: Anchor(edges: [.bottom]))
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1), insets: F.all(10),
                                    supplementaries: [Self.badge([.top, .trailing]), half])])
        let solution = try F.solveSection(F.section(items: 4, group: group))
        let badges = F.supplementaries(solution, kind: "badge")
        #expect(badges.map(\.item) == [0, 1, 2, 3])
        expectApprox(badges[3].frame, F.rect(100, 110, 20, 20))
        #expect(badges.allSatisfy { $0.zIndex == 1 && $0.section == 0 })
        expectApprox(F.supplementaries(solution, kind: "half")[0].frame, F.rect(37.5, 86, 55, 4))
    }

    // MARK: §10 backgrounds

    /// Apple's SectionDecoration sample: section insets 10, background insets 5, one 100-high row at
    /// 390. Section (0, 0, 390, 120); background (5, 5, 380, 110); the item (10, 10, 370, 100) sits
    /// 5 further in. With a 50 header the background spans the band too: (5, 5, 380, 160).
    @Test func backgroundCoversTheSectionInsetByItsInsets() throws {
        let single = F.group(.horizontal, .fractionalWidth(1), .absolute(100), [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let background = DecorationItem(elementKind: "background", contentInsets: F.all(5))
        let plain = try F.solveSection(F.section(items: 1, group: single, insets: F.all(10), decorations: [background]))
        let decoration = try #require(F.supplementaries(plain, kind: "background").first)
        #expect(decoration.frame == F.rect(5, 5, 380, 110))
        #expect(decoration.category == .decoration && decoration.zIndex == 0)
        #expect(plain.cells[0] == F.rect(10, 10, 370, 100))

        let withHeader = try F.solveSection(F.section(items: 1, group: single, insets: F.all(10),
                                                      boundary: [F.header(height: 50)], decorations: [background]))
        #expect(F.supplementaries(withHeader, kind: "background").map(\.frame) == [F.rect(5, 5, 380, 160)])
    }

    /// The background spans the effective width only: reference insets 20 each side → x = 20, w = W − 40.
    @Test(arguments: F.widths) func backgroundRespectsReferenceInsets(width: Double) throws {
        let document = F.document([F.section(items: 2, group: Self.twoColumns, decorations: [DecorationItem(elementKind: "bg")])])
        let solution = try solve(document, in: SolveEnvironment(width: width, height: 800,
                                                                safeArea: DirectionalInsets(leading: 20, trailing: 20)))
        #expect(F.supplementaries(solution, kind: "bg").map(\.frame) == [F.rect(20, 0, width - 40, 100)])
    }
}
