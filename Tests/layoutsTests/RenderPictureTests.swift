import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutReports
import Testing

/// The picture a designer reads: named layers and tooltips, section names clear of the cells,
/// the screen, safe area and fold, cropped carousels, sheets, PNG, and bad input refused
/// without leaving a file behind.
@Suite struct RenderPictureTests {
    /// Two columns of 100 × 50 at width 200: cell i is (100·(i mod 2), 50·(i div 2), 100, 50).
    static let tiles = """
        { "formatVersion": 1, "sections": [ { "name": "tiles", "itemCount": 4,
          "group": { "kind": "horizontal",
                     "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                     "subitems": [ { "kind": "item",
                                     "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """

    /// A carousel of twenty 150-point-wide groups in a 200-point container: group i starts at x = 150·i.
    static let strip = """
        { "formatVersion": 1, "sections": [ { "name": "strip", "itemCount": 20,
          "orthogonalScrollingBehavior": "continuous",
          "group": { "kind": "horizontal",
                     "size": { "width": { "absolute": 150 }, "height": { "absolute": 100 } },
                     "subitems": [ { "kind": "item",
                                     "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """

    /// Every element of an SVG with its attributes, the ids of the groups around it, and
    /// whether it holds a `<title>`.
    final class Elements: NSObject, XMLParserDelegate {
        struct Element {
            var name: String
            var attributes: [String: String]
            var groupIDs: [String]
            var title = ""
            var text = ""
        }
        var all: [Element] = []
        private var stack: [Int] = []
        private var inTitle = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            if name == "title" { inTitle = true; return }
            let groups = stack.compactMap { all[$0].name == "g" ? all[$0].attributes["id"] : nil }
            all.append(Element(name: name, attributes: attributes, groupIDs: groups))
            stack.append(all.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "title" { inTitle = false; return }
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let current = stack.last else { return }
            if inTitle { all[current].title += string } else { all[current].text += string }
        }

        static func parse(_ text: String) throws -> Elements {
            let elements = Elements()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = elements
            #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
            return elements
        }

        func withClass(_ name: String) -> [Element] { all.filter { $0.attributes["class"]?.split(separator: " ").contains(Substring(name)) == true } }
    }

    private func number(_ element: Elements.Element, _ key: String) -> Double {
        Double(element.attributes[key] ?? "") ?? .nan
    }

    @Test func everyElementHasATooltipAndANamedLayer() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["render", "music-app-home", "--devices", "iphone-se-1,iphone-16"])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try Elements.parse(result.stdout)
        let drawn = svg.all.filter { ["cell", "supplementary", "decoration", "section-bounds", "screen", "safe-area"].contains($0.attributes["class"] ?? "") }
        #expect(drawn.count > 0)
        for element in drawn {
            #expect(!element.title.isEmpty, "\(element.attributes) has no tooltip")
            #expect(!element.groupIDs.isEmpty, "\(element.attributes) is in no named layer")
        }
        // One layer per panel, per section and per kind, each id once.
        let ids = svg.all.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("panel0-iphone-se-1") && ids.contains("panel1-iphone-16"))
        let cells = svg.withClass("cell")
        #expect(cells.allSatisfy { $0.groupIDs.last?.hasSuffix("--cells") == true })
        #expect(cells.contains { $0.groupIDs.contains("panel1-iphone-16--s0-banners") })
        // Both panels draw every cell: music-app-home's own counts, twice.
        let count = cells.filter { $0.groupIDs.contains("panel0-iphone-se-1") }.count
        #expect(count > 0 && cells.count == 2 * count)
    }

    /// Worked by hand from `tiles` at 200 points: cell 3 is (100, 50, 100, 50); the section's
    /// name stands left of the drawing (x < 0), and the screen of a bare width is 200 × 844.
    @Test func cellsCarryTheirFramesAndSectionNamesStandClear() throws {
        let sandbox = try Sandbox()
        try sandbox.write("tiles.json", Self.tiles)
        let result = try sandbox.run(["render", "tiles.json", "--width", "200"])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try Elements.parse(result.stdout)
        let cells = svg.withClass("cell")
        #expect(cells.count == 4)
        let frames = cells.map { c in ["x", "y", "width", "height"].map { number(c, $0) } }
        #expect(frames == [[0, 0, 100, 50], [100, 0, 100, 50], [0, 50, 100, 50], [100, 50, 100, 50]])
        #expect(cells[3].title == "cell · tiles · item 3 · (100, 50, 100, 50)")
        let label = try #require(svg.withClass("section-label").first)
        #expect(label.text == "tiles")
        #expect(number(label, "x") < 0 && label.attributes["text-anchor"] == "end")
        let screen = try #require(svg.withClass("screen").first)
        #expect([number(screen, "x"), number(screen, "y"), number(screen, "width"), number(screen, "height")] == [0, 0, 200, 844])
        let fold = try #require(svg.all.first { $0.name == "line" && $0.attributes["class"] == "fold" })
        #expect(number(fold, "y1") == 844 && number(fold, "y2") == 844)
    }

    /// `--offset 120` at 200 × 300: the visible rectangle is (0, 120, 200, 300), the fold at 420.
    @Test func theOffsetMovesTheScreenAndTheFold() throws {
        let sandbox = try Sandbox()
        try sandbox.write("tiles.json", Self.tiles)
        let result = try sandbox.run(["render", "tiles.json", "--width", "200", "--height", "300", "--offset", "120"])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try Elements.parse(result.stdout)
        let screen = try #require(svg.withClass("screen").first)
        #expect([number(screen, "x"), number(screen, "y"), number(screen, "width"), number(screen, "height")] == [0, 120, 200, 300])
        #expect(screen.title.contains("visible at scroll offset 120"))
        let fold = try #require(svg.all.first { $0.name == "line" && $0.attributes["class"] == "fold" })
        #expect(number(fold, "y1") == 420)
    }

    /// `tiles` with --dimensions: cell 0 is 100 × 50, cell 1 sits right against it (gap 0),
    /// cell 0 starts at the section's origin, and there are 4 cells.
    @Test func dimensionsStandUnderTheSectionName() throws {
        let sandbox = try Sandbox()
        try sandbox.write("tiles.json", Self.tiles)
        let result = try sandbox.run(["render", "tiles.json", "--width", "200", "--dimensions"])
        #expect(result.status == 0, "\(result.stderr)")
        let detail = try #require(try Elements.parse(result.stdout).withClass("dimensions").first)
        #expect(detail.text == "100 × 50 · gap 0 · first at +0, +0 · 4 cells")
        #expect(number(detail, "x") < 0)
    }

    /// iPhone 16 portrait: 393 × 852 with a safe area of 59 on top and 34 below.
    @Test func theDeviceSafeAreaIsShaded() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["render", "photo-grid", "--device", "iphone-16"])
        #expect(result.status == 0, "\(result.stderr)")
        let bands = try Elements.parse(result.stdout).withClass("safe-area")
            .map { e in ["x", "y", "width", "height"].map { number(e, $0) } }
        #expect(bands == [[0, 0, 393, 59], [0, 818, 393, 34]])
    }

    /// `strip` at 200 points, two screens: the window ends at x = 400, so groups at 0, 150 and
    /// 300 are drawn (the last cut to 100 wide) and the other 17 are counted at the edge.
    @Test func carouselsAreCroppedWithACountOfTheRest() throws {
        let sandbox = try Sandbox()
        try sandbox.write("strip.json", Self.strip)
        let result = try sandbox.run(["render", "strip.json", "--width", "200", "--screens", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try Elements.parse(result.stdout)
        let cells = svg.withClass("cell")
        #expect(cells.map { number($0, "x") } == [0, 150, 300])
        #expect(cells.map { number($0, "width") } == [150, 150, 100])
        #expect(cells[2].title == "cell · strip · item 2 · (300, 0, 150, 100)")
        let marker = try #require(svg.withClass("continues").first)
        #expect(marker.text == "+17 ›")
        #expect(number(marker, "x") > 400)
        // Three screens keep one more group: 600 / 150 = 4 groups start inside.
        let wider = try Elements.parse(try sandbox.run(["render", "strip.json", "--width", "200", "--screens", "3"]).stdout)
        #expect(wider.withClass("cell").count == 4)
        #expect(wider.withClass("continues").first?.text == "+16 ›")
    }

    @Test func aSheetPutsDevicesSideBySide() throws {
        let sandbox = try Sandbox()
        try sandbox.write("tiles.json", Self.tiles)
        let result = try sandbox.run(["render", "tiles.json", "--widths", "200,300", "--output", "sheet.svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "sheet.svg: 8 cells, 200 × 100, 300 × 100 pt\n")
        let svg = try Elements.parse(try sandbox.read("sheet.svg"))
        let screens = svg.withClass("screen")
        #expect(screens.map { number($0, "width") } == [200, 300])
        // The second panel starts right of the first: its translation is larger.
        let panels = svg.all.filter { $0.name == "g" && ($0.attributes["id"] ?? "").hasPrefix("panel") && !($0.attributes["id"] ?? "").contains("--") }
        #expect(panels.map { $0.attributes["id"] ?? "" } == ["panel0-200pt", "panel1-300pt"])
        #expect(svg.withClass("caption").map(\.text) == ["200 × 844 pt", "300 × 844 pt"])
    }

    @Test func pngIsWrittenAsPNG() throws {
        let sandbox = try Sandbox()
        try sandbox.write("tiles.json", Self.tiles)
        let result = try sandbox.run(["render", "tiles.json", "--width", "200", "--output", "tiles.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: sandbox.path("tiles.png")))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR's width (bytes 16–19, big-endian) is the SVG's width in pixels, rounded up.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let svg = try Elements.parse(try sandbox.run(["render", "tiles.json", "--width", "200"]).stdout)
        let svgWidth = try #require(svg.all.first.map { number($0, "width") })
        #expect(abs(Double(width) - svgWidth) < 1, "PNG \(width) px for an SVG \(svgWidth) wide")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).filter { $0.contains("tiles.png.") }.isEmpty)
    }

    /// Bad input: a clear message, exit 2, and no file (or temporary) left behind.
    /// Element kinds are the app's strings: `a b` and `a-b` map to one identifier, `cells` to
    /// a layer of ours, a decoration `x` to `decoration-x`. Every id stays unique, and a kind
    /// holding U+FFFF (not allowed in XML) still gives a well-formed file.
    @Test func layerIDsStayUniqueWhateverTheKinds() throws {
        let headers = ["a b", "a-b", "cells", "decoration-x", "below", "odd\\uFFFF\\uFFFE"].map { kind in
            "{ \"elementKind\": \"\(kind)\", \"alignment\": \"top\", "
                + "\"size\": { \"width\": { \"fractionalWidth\": 1 }, \"height\": { \"absolute\": 10 } } }"
        }
        let extra = "\"itemCount\": 4, \"boundarySupplementaryItems\": [" + headers.joined(separator: ", ") + "], "
            + "\"decorationItems\": [ { \"elementKind\": \"x\" } ],"
        let layout = Self.tiles.replacingOccurrences(of: "\"itemCount\": 4,", with: extra)
        let sandbox = try Sandbox()
        try sandbox.write("kinds.json", layout)
        let result = try sandbox.run(["render", "kinds.json", "--width", "200"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0xFFFF || $0.value == 0xFFFE })
        let svg = try Elements.parse(result.stdout)
        let ids = svg.all.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count, "\(ids)")
        // Six header kinds and one decoration kind, each on a layer of its own.
        let kindLayers = ids.filter { $0.contains("--s0-tiles--") && !$0.hasSuffix("--cells") && !$0.hasSuffix("--cell-numbers") }
        #expect(kindLayers.count == 7, "\(kindLayers)")
        #expect(svg.withClass("supplementary").count == 6)
        #expect(svg.withClass("supplementary").contains { $0.title.hasPrefix("odd\u{FFFD}\u{FFFD} · ") })
        #expect(svg.withClass("decoration").count == 1)
    }

    @Test(arguments: [
        (["--output", "x.jpg"], "name the file .svg or .png"),
        (["--output", "x"], "name the file .svg or .png"),
        (["--device", "nope", "--output", "x.svg"], "--device nope: no such device preset"),
        (["--output", "blocker/x.svg"], "blocker/x.svg: cannot write the file"),
        (["--items", "300", "--cell-limit", "100", "--output", "x.svg"], "300 cells is over the render limit of 100 cells"),
    ])
    func badInputWritesNothing(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("tiles.json", Self.tiles)
        try sandbox.write("blocker", "a file, not a folder")
        let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).sorted()
        let result = try sandbox.run(["render", "tiles.json", "--width", "200"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!looksLikeStackTrace(result.stderr))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).sorted() == before)
    }

    /// A folder the user may not write (checked as an unprivileged user; root ignores modes):
    /// render and gallery both refuse with the path and leave the folder as it was.
    @Test(.enabled(if: UnprivilegedUser.isAvailable)) func aReadOnlyFolderIsRefused() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.write("tiles.json", Self.tiles)
        let locked = sandbox.path("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        #expect(chmod(sandbox.folder.path, 0o777) == 0)
        #expect(chmod(sandbox.path("tiles.json"), 0o644) == 0)
        #expect(chmod(locked, 0o555) == 0)
        defer { _ = chmod(locked, 0o755) }
        for (arguments, message) in [
            (["render", "tiles.json", "--examples", "--width", "200", "--output", "locked/x.svg"], "locked/x.svg: cannot write the file"),
            (["render", "tiles.json", "--examples", "--width", "200", "--output", "locked/x.png"], "locked/x.png: cannot write the file"),
            (["gallery", "--examples", "--output", "locked"], "locked/index.html: cannot write the file"),
        ] {
            let result = try sandbox.runRaw(arguments, unprivileged: true)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
        }
    }

    @Test func pngWithoutTheRasteriserNamesTheFix() throws {
        let sandbox = try Sandbox()
        try sandbox.write("tiles.json", Self.tiles)
        let result = try sandbox.run(["render", "tiles.json", "--width", "200", "--output", "x.png"],
                                     environment: ["PATH": "/nonexistent"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("rsvg-convert") && result.stderr.contains("apt-get install librsvg2-bin"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("x.png")))
    }

    /// Rows 50 tall become 60: cell 0 resizes; cells 1 and 2 move (to 60 and 120) and resize.
    /// Each side marks the three changed frames at its own positions.
    @Test func diffRenderWritesABeforeAndAfterSheet() throws {
        let sandbox = try Sandbox()
        let old = try sandbox.write("old.json", CLIFixtures.rows(("rows", 3)))
        let new = try sandbox.write("new.json", CLIFixtures.rows(("rows", 3)).replacingOccurrences(of: #""absolute": 50"#, with: #""absolute": 60"#))
        let result = try sandbox.run(["diff", old, new, "--width", "200", "--render", "pictures"])
        #expect(result.status == 1, "\(result.stderr)")
        let path = sandbox.path("pictures/new.200pt.svg")
        #expect(result.stderr.contains("picture: pictures/new.200pt.svg") || result.stderr.contains(path), "\(result.stderr)")
        let svg = try Elements.parse(try String(contentsOfFile: path, encoding: .utf8))
        let marked = svg.withClass("changed")
        #expect(marked.count == 6)
        let before = marked.filter { $0.groupIDs.contains { $0.hasPrefix("panel0") } }.map { number($0, "y") }
        let after = marked.filter { $0.groupIDs.contains { $0.hasPrefix("panel1") } }.map { number($0, "y") }
        #expect(before == [0, 50, 100] && after == [0, 60, 120])
        #expect(marked.contains { $0.title.hasPrefix("cell rows item 2: moved, resized") })
        #expect(svg.withClass("caption").map(\.text) == ["before: \(old) · 200 × 844 pt", "after: \(new) · 200 × 844 pt"])
    }
}
