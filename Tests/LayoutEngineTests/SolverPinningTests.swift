import Foundation
import LayoutEngine
import Testing

private typealias F = SolverFixture

/// Semantics §8.1 / §8.2 `pinToVisibleBounds`: pinned headers and footers follow the content offset.
///
/// Unless a test says otherwise: a vertical layout in 390 × 844, a section of 10 full-width rows
/// 100 high (content 1000 long), no insets, no spacing.
@Suite struct SolverPinningTests {
    private static let row = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                                     [F.item(.fractionalWidth(1), .fractionalHeight(1))])

    private static func boundary(_ kind: String, length: Double, alignment: RectAlignment = .top, pinned: Bool = true,
                                 extends: Bool = true, horizontal: Bool = false) -> BoundaryItem {
        let size = horizontal
            ? LayoutSize(width: .absolute(length), height: .fractionalHeight(1))
            : LayoutSize(width: .fractionalWidth(1), height: .absolute(length))
        return BoundaryItem(elementKind: kind, size: size, alignment: alignment, extendsBoundary: extends,
                            pinToVisibleBounds: pinned)
    }

    private static func rows(_ name: String = "s", boundary: [BoundaryItem]) -> Section {
        F.section(name, items: 10, group: row, boundary: boundary)
    }

    private static func solve(_ document: LayoutDocument, offset: Double, scale: Double? = nil) throws -> Solution {
        try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844, scale: scale, contentOffset: offset))
    }

    private static func frames(_ solution: Solution, _ kind: String) -> [Rect] {
        F.supplementaries(solution, kind: kind).map(\.frame)
    }

    // MARK: Headers

    /// Header 50 → section 0…1050, content 50…1050. y = max(0, min(offset, 1050 − 50 = 1000)):
    /// offset 0 → 0 (natural); 300 → 300 (sticks at the visible top); 1000 → 1000 (the limit);
    /// 1200 → 1000 (the section's end pushes it up: it ends at 1050 with the section).
    @Test(arguments: [(0.0, 0.0), (300, 300), (1000, 1000), (1200, 1000)])
    func pinnedHeaderSticksThenIsPushedOut(offset: Double, y: Double) throws {
        let document = F.document([Self.rows(boundary: [Self.boundary("header", length: 50)])])
        let solution = try Self.solve(document, offset: offset)
        #expect(Self.frames(solution, "header") == [F.rect(0, y, 390, 50)])
        // Cells never move: cell 0 = (0, 50, 390, 100).
        #expect(solution.cells[0] == F.rect(0, 50, 390, 100))
        #expect(solution.contentSize.height == 1050)
    }

    /// The same header with pinToVisibleBounds false stays at (0, 0) at every offset.
    @Test(arguments: [0.0, 300, 1200])
    func unpinnedHeaderDoesNotMove(offset: Double) throws {
        let document = F.document([Self.rows(boundary: [Self.boundary("header", length: 50, pinned: false)])])
        #expect(Self.frames(try Self.solve(document, offset: offset), "header") == [F.rect(0, 0, 390, 50)])
    }

    /// An overlaying header (extendsBoundary false) adds no band: section 0…1000, header natural 0.
    /// y = max(0, min(offset, 1000 − 50 = 950)): 300 → 300; 1200 → 950. Cell 0 stays at (0, 0).
    @Test(arguments: [(300.0, 300.0), (1200, 950)])
    func overlayHeaderPinsTheSameWay(offset: Double, y: Double) throws {
        let document = F.document([Self.rows(boundary: [Self.boundary("header", length: 50, extends: false)])])
        let solution = try Self.solve(document, offset: offset)
        #expect(Self.frames(solution, "header") == [F.rect(0, y, 390, 50)])
        #expect(solution.cells[0] == F.rect(0, 0, 390, 100))
    }

    /// Sections a and b, each header 50 + 10 rows, interSectionSpacing 20: a = 0…1050,
    /// b = 1070…2120 (header natural 1070). Header a: max(0, min(offset, 1000)); header b:
    /// max(1070, min(offset, 2070)).
    /// - 1020: a at 1000 (its last 50 shared with the section's end, 20 already scrolled out);
    ///   b at its natural 1070.
    /// - 1100: a stays at 1000, wholly above the visible top — b has pushed it out; b sticks at 1100.
    @Test(arguments: [(1020.0, 1000.0, 1070.0), (1100, 1000, 1100)])
    func theNextSectionPushesThePinnedHeaderOut(offset: Double, a: Double, b: Double) throws {
        let header = Self.boundary("header", length: 50)
        let document = F.document([Self.rows("a", boundary: [header]), Self.rows("b", boundary: [header])],
                                  interSectionSpacing: 20)
        let solution = try Self.solve(document, offset: offset)
        #expect(Self.frames(solution, "header") == [F.rect(0, a, 390, 50), F.rect(0, b, 390, 50)])
        #expect(F.supplementaries(solution, kind: "header").map(\.section) == [0, 1])
    }

    /// The pixel grid floors resolved sizes, not positions (§12): at offset 300.4 and scale 3 a
    /// pinned header sits at 300.4, and its fw 1 width (390) is on the grid already.
    @Test func pinnedPositionsAreNotSnapped() throws {
        let document = F.document([Self.rows(boundary: [Self.boundary("header", length: 50)])])
        let solution = try Self.solve(document, offset: 300.4, scale: 3)
        #expect(Self.frames(solution, "header") == [F.rect(0, 300.4, 390, 50)])
    }

    // MARK: Footers

    /// Header 50 (not pinned), 10 rows, pinned footer 30: content 50…1050, footer natural 1050,
    /// section end 1080. The visible end is offset + 844; y = min(1050, max(offset + 844 − 30, 50)):
    /// - 0 → 814 and 100 → 914: the section's bottom is below the visible area, the footer sticks to
    ///   the visible bottom;
    /// - 300 → min(1050, 1114) = 1050: the section's bottom is in view, the footer is at its natural place.
    @Test(arguments: [(0.0, 814.0), (100, 914), (300, 1050)])
    func pinnedFooterSticksToTheVisibleBottom(offset: Double, y: Double) throws {
        let document = F.document([Self.rows(boundary: [
            Self.boundary("header", length: 50, pinned: false),
            Self.boundary("footer", length: 30, alignment: .bottom),
        ])])
        let solution = try Self.solve(document, offset: offset)
        #expect(Self.frames(solution, "footer") == [F.rect(0, y, 390, 30)])
        #expect(Self.frames(solution, "header") == [F.rect(0, 0, 390, 50)])
    }

    /// A footer never rises into its own header band. In 390 × 100 at offset 0 the visible end is
    /// 100, so the visible bottom alone would put the footer at 100 − 30 = 70; but a 200-high header
    /// band ends at 200 (content 200…1200, footer natural 1200): y = min(1200, max(70, 200)) = 200.
    @Test func pinnedFooterStopsUnderTheHeaderBand() throws {
        let document = F.document([Self.rows(boundary: [
            Self.boundary("header", length: 200, pinned: false),
            Self.boundary("footer", length: 30, alignment: .bottom),
        ])])
        let solution = try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 100))
        #expect(Self.frames(solution, "footer") == [F.rect(0, 200, 390, 30)])
    }

    /// Reference insets along the scroll axis (top 47, bottom 34) are bars over the content: the
    /// offset counts from the resting position, so the visible area is offset…offset + 844 − 81.
    /// At offset 0 the pinned header stays at its natural 0 and the pinned footer (natural 1050, as
    /// above) goes to min(1050, max(763 − 30, 50)) = 733. At offset 300: header 300, footer
    /// min(1050, 1063 − 30 = 1033) = 1033.
    @Test(arguments: [(0.0, 0.0, 733.0), (300, 300, 1033)])
    func referenceInsetsAlongTheScrollAxisShortenTheVisibleArea(offset: Double, header: Double, footer: Double) throws {
        let document = F.document([Self.rows(boundary: [
            Self.boundary("header", length: 50),
            Self.boundary("footer", length: 30, alignment: .bottom),
        ])])
        let environment = SolveEnvironment(width: 390, height: 844, safeArea: DirectionalInsets(top: 47, bottom: 34),
                                           contentOffset: offset)
        let solution = try LayoutEngine.solve(document, in: environment)
        #expect(Self.frames(solution, "header") == [F.rect(0, header, 390, 50)])
        #expect(Self.frames(solution, "footer") == [F.rect(0, footer, 390, 30)])
    }

    // MARK: Layout level (§8.2)

    /// Layout header 40 and footer 30, both pinned, around one section of 10 rows: header 0…40,
    /// section 40…1040, footer natural 1040, content end 1070. The host is the whole content:
    /// header y = max(0, min(offset, 1070 − 40 = 1030)); footer y = min(1040, max(offset + 814, 40)).
    /// - 0: header 0, footer 814;
    /// - 500: header 500, footer min(1040, 1314) = 1040;
    /// - 2000: header 1030 (pushed up by the content's end), footer 1040.
    @Test(arguments: [(0.0, 0.0, 814.0), (500, 500, 1040), (2000, 1030, 1040)])
    func layoutLevelItemsPinAgainstTheWholeContent(offset: Double, header: Double, footer: Double) throws {
        let document = F.document([Self.rows(boundary: [])], boundary: [
            Self.boundary("global-header", length: 40),
            Self.boundary("global-footer", length: 30, alignment: .bottom),
        ])
        let solution = try Self.solve(document, offset: offset)
        #expect(Self.frames(solution, "global-header") == [F.rect(0, header, 390, 40)])
        #expect(Self.frames(solution, "global-footer") == [F.rect(0, footer, 390, 30)])
        #expect(solution.contentSize.height == 1070)
    }

    // MARK: Other axes

    /// Horizontal scrolling: 10 columns 100 wide (vertical groups 100 × fh 1) after a pinned
    /// `.leading` header 50 wide; the container along the scroll axis is the width, 390. Header
    /// x = max(0, min(offset, 1050 − 50 = 1000)), full band height 844: 300 → (300, 0, 50, 844);
    /// 1200 → (1000, 0, 50, 844). Cell 0 stays at (50, 0, 100, 844).
    @Test(arguments: [(300.0, 300.0), (1200, 1000)])
    func horizontalLayoutsPinAlongX(offset: Double, x: Double) throws {
        let column = F.group(.vertical, .absolute(100), .fractionalHeight(1),
                             [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = F.section(items: 10, group: column,
                                boundary: [Self.boundary("header", length: 50, alignment: .leading, horizontal: true)])
        let solution = try Self.solve(F.document([section], direction: .horizontal), offset: offset)
        #expect(Self.frames(solution, "header") == [F.rect(x, 0, 50, 844)])
        #expect(solution.cells[0] == F.rect(50, 0, 100, 844))
    }

    /// An orthogonal section still pins along the main (vertical) axis: header 50, one row of
    /// 200 × 150 groups → section 0…200. y = max(0, min(offset, 200 − 50 = 150)): 100 → 100;
    /// 180 → 150. Cell 0 stays at (0, 50, 200, 150).
    @Test(arguments: [(100.0, 100.0), (180, 150)])
    func orthogonalSectionsPinAlongTheMainAxis(offset: Double, y: Double) throws {
        let group = F.group(.horizontal, .absolute(200), .absolute(150),
                            [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = F.section(items: 5, group: group, orthogonal: .continuous,
                                boundary: [Self.boundary("header", length: 50)])
        let solution = try Self.solve(F.document([section]), offset: offset)
        #expect(Self.frames(solution, "header") == [F.rect(0, y, 390, 50)])
        #expect(solution.cells[0] == F.rect(0, 50, 200, 150))
    }

    // MARK: Validation

    @Test(arguments: [Double.nan, -1, -.infinity, .infinity])
    func invalidOffsetsAreRefused(offset: Double) {
        let document = F.document([Self.rows(boundary: [])])
        // An unknown section name would be the next error: getting the offset's proves it is checked first.
        let environment = SolveEnvironment(width: 390, height: 844, itemCounts: ["nope": 1], contentOffset: offset)
        do {
            _ = try LayoutEngine.solve(document, in: environment)
            Issue.record("offset \(offset) was accepted")
        } catch {
            guard case .invalidContentOffset(let refused) = error else {
                Issue.record("expected invalidContentOffset, got \(error)")
                return
            }
            #expect(refused.isNaN ? offset.isNaN : refused == offset)
        }
    }

    // MARK: Seed layouts

    /// Every seed layout, read from seed/layouts/ next to this package, the design tokens it
    /// names read from the seed's `default` set (seed/tokens/default.json).
    private static func seedDocuments() throws -> [(name: String, document: LayoutDocument)] {
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../seed").standardizedFileURL
        let directory = seed.appendingPathComponent("layouts")
        let tokens = try DesignTokens(json: Array(try Data(contentsOf: seed.appendingPathComponent("tokens/default.json"))))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { name in
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            return (name, try LayoutDocument(json: Array(data), tokens: tokens))
        }
    }

    /// The same document with every header-family boundary item pinned (section, variant and layout level).
    private static func pinningHeaders(_ document: LayoutDocument) -> LayoutDocument {
        let starts: Set<RectAlignment> = document.configuration.scrollDirection == .vertical
            ? [.top, .topLeading, .topTrailing] : [.leading, .topLeading, .bottomLeading]
        func pin(_ items: [BoundaryItem]) -> [BoundaryItem] {
            items.map { item in
                var item = item
                if starts.contains(item.alignment) { item.pinToVisibleBounds = true }
                return item
            }
        }
        var pinned = document
        pinned.configuration.boundarySupplementaryItems = pin(pinned.configuration.boundarySupplementaryItems)
        for s in pinned.sections.indices {
            pinned.sections[s].boundarySupplementaryItems = pin(pinned.sections[s].boundarySupplementaryItems)
            for v in pinned.sections[s].variants.indices {
                pinned.sections[s].variants[v].boundarySupplementaryItems =
                    pinned.sections[s].variants[v].boundarySupplementaryItems.map(pin)
            }
        }
        return pinned
    }

    /// At offset 0 a pinned header is at its natural place (max(natural, min(0, …)) = natural), and
    /// an offset moves nothing that is not pinned: so for every seed, at every test width, the default
    /// environment, an explicit offset 0 with every header pinned, and offset 500 with nothing pinned
    /// (the seeds pin nothing) all give the same solution.
    @Test func offsetZeroLeavesEverySeedUnchanged() throws {
        let seeds = try Self.seedDocuments()
        #expect(seeds.count >= 20)
        var pinnedHeaders = 0
        for (name, document) in seeds {
            let pinned = Self.pinningHeaders(document)
            pinnedHeaders += pinned.sections.flatMap(\.boundarySupplementaryItems).filter(\.pinToVisibleBounds).count
            for width in F.widths {
                let natural = try LayoutEngine.solve(document, in: SolveEnvironment(width: width, height: 844))
                let atZero = try LayoutEngine.solve(pinned, in: SolveEnvironment(width: width, height: 844, contentOffset: 0))
                let scrolled = try LayoutEngine.solve(document, in: SolveEnvironment(width: width, height: 844, contentOffset: 500))
                #expect(atZero == natural, "\(name) at \(width)")
                #expect(scrolled == natural, "\(name) at \(width)")
            }
        }
        // The check would be empty if no seed had a header to pin.
        #expect(pinnedHeaders > 0)
    }
}
