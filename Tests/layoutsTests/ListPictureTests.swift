import Foundation
import LayoutReports
import Testing

/// List sections drawn as lists (docs/lists.md, "Pictures"): the rows without boxes on one
/// background (rounded, radius 10, for the inset appearances), hairline separators between
/// consecutive rows from the separator inset (the environment's minimum layout margin: 16 at a
/// bare width under 600 points), the header and footer as text. Every figure below is worked
/// by hand from docs/lists.md's solving rules, not read off the output.
@Suite struct ListPictureTests {
    typealias Elements = RenderPictureTests.Elements

    static func document(_ sections: String) -> String {
        #"{ "formatVersion": 1, "sections": [ \#(sections) ] }"#
    }

    /// insetGrouped, 5 rows, supplementary header and footer.
    static let settings = document("""
        { "name": "settings", "itemCount": 5,
          "list": { "appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary" } }
        """)

    /// Two columns of 50-point rows: 4 cells in (0, 0), (195, 0), (0, 50), (195, 50) at 390 points.
    static let grid = """
        { "name": "grid", "itemCount": 4,
          "group": { "kind": "horizontal",
                     "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                     "subitems": [ { "kind": "item",
                                     "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } } } ] } }
        """

    private func value(_ element: Elements.Element, _ key: String) -> Double {
        Double(element.attributes[key] ?? "") ?? .nan
    }

    private func frame(_ element: Elements.Element) -> [Double] {
        ["x", "y", "width", "height"].map { value(element, $0) }
    }

    private func render(_ json: String, _ arguments: [String]) throws -> (svg: Elements, text: String) {
        let sandbox = try Sandbox()
        try sandbox.write("list.json", json)
        let result = try sandbox.run(["render", "list.json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return (try Elements.parse(result.stdout), result.stdout)
    }

    /// 390 points, layout margins 20, exact (no scale). The header (32.25 high, not measured)
    /// at (20, 0, 350, 32.25); rows 44 high from y = 32.25: 32.25, 76.25, 120.25, 164.25,
    /// 208.25; the last ends at 252.25 and the footer (24.5) runs to 276.75. The background
    /// spans the rows: (20, 32.25, 350, 5 × 44 = 220), rx 10. Four separators, at the tops of
    /// rows 1 to 4, from 20 + 16 = 36 to 370.
    @Test func insetGroupedRowsStandOnOneRoundedBackgroundWithSeparators() throws {
        let (svg, _) = try render(Self.settings, ["--width", "390", "--layout-margins", "0,20,0,20"])
        let backgrounds = svg.withClass("list-background")
        #expect(backgrounds.count == 1)
        let background = try #require(backgrounds.first)
        #expect(frame(background) == [20, 32.25, 350, 220])
        #expect(value(background, "rx") == 10)
        #expect(background.groupIDs.last == "panel0-390pt--s0-settings--list-background")

        let separators = svg.withClass("list-separator")
        #expect(separators.map { value($0, "y1") } == [76.25, 120.25, 164.25, 208.25])
        #expect(separators.allSatisfy { value($0, "y2") == value($0, "y1") })
        #expect(separators.allSatisfy { value($0, "x1") == 36 && value($0, "x2") == 370 })
        // A hairline: one pixel whatever the zoom.
        #expect(separators.allSatisfy { $0.attributes["vector-effect"] == "non-scaling-stroke" })
        #expect(separators.allSatisfy { $0.groupIDs.last == "panel0-390pt--s0-settings--list-separators" })
        let separatorLayer = try #require(svg.all.first { $0.attributes["id"] == "panel0-390pt--s0-settings--list-separators" })
        #expect(separatorLayer.title == "4 list separators · settings")

        // The rows keep their frames and tooltips, without a box of their own.
        let rows = svg.withClass("cell")
        #expect(rows.map(frame) == [32.25, 76.25, 120.25, 164.25, 208.25].map { [20, $0, 350, 44] })
        #expect(rows.allSatisfy { $0.attributes["class"] == "cell list-row" })
        let rowLayer = try #require(svg.all.first { $0.attributes["id"] == "panel0-390pt--s0-settings--cells" })
        #expect(rowLayer.attributes["fill-opacity"] == "0" && rowLayer.attributes["stroke"] == "none")
        #expect(rows[2].title == "cell · settings · item 2 · (20, 120.25, 350, 44)")
        #expect(svg.all.filter { $0.attributes["class"] == "item" }.map(\.text) == ["0", "1", "2", "3", "4"])

        // The header and footer: text, no heavy box.
        let header = try #require(svg.withClass("list-header").first)
        #expect(frame(header) == [20, 0, 350, 32.25])
        #expect(header.attributes["stroke-dasharray"] == "2 2" && header.attributes["fill-opacity"] == "0")
        let footer = try #require(svg.withClass("list-footer").first)
        #expect(frame(footer) == [20, 252.25, 350, 24.5])
        #expect(svg.withClass("list-text").map(\.text) == ["header", "footer"])
        #expect(svg.withClass("list-text").allSatisfy { value($0, "x") == 36 && $0.attributes["text-anchor"] == "start" })

        // The legend names the list's parts; every id stays unique.
        let legend = svg.withClass("legend").map(\.text)
        #expect(legend.contains("list rows on their background") && legend.contains("list separator"))
        let ids = svg.all.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
    }

    /// plain, 3 rows at 390 points: full-width rows (0, 0), (0, 44), (0, 88), 390 wide; no
    /// background; separators at 44 and 88 from 16 to 390.
    @Test func plainRowsAreFullWidthWithSeparatorsAndNoBackground() throws {
        let json = Self.document(#"{ "name": "inbox", "itemCount": 3, "list": { "appearance": "plain" } }"#)
        let (svg, _) = try render(json, ["--width", "390"])
        #expect(svg.withClass("cell").map(frame) == [[0, 0, 390, 44], [0, 44, 390, 44], [0, 88, 390, 44]])
        #expect(svg.withClass("list-background").isEmpty)
        let separators = svg.withClass("list-separator")
        #expect(separators.map { [value($0, "x1"), value($0, "y1"), value($0, "x2"), value($0, "y2")] }
                == [[16, 44, 390, 44], [16, 88, 390, 88]])
    }

    /// Right to left, the same plain list: the separators start at the row's trailing (left)
    /// edge and stop 16 before its leading (right) edge: from 0 to 374.
    @Test func rightToLeftSeparatorsAreInsetFromTheRight() throws {
        let json = Self.document(#"{ "name": "inbox", "itemCount": 3, "list": { "appearance": "plain" } }"#)
        let (svg, _) = try render(json, ["--width", "390", "--layout-direction", "rightToLeft"])
        #expect(svg.withClass("list-separator").allSatisfy { value($0, "x1") == 0 && value($0, "x2") == 374 })
    }

    /// grouped, 2 rows at 390 points: 17.5 above the first row, rows full width at 17.5 and
    /// 61.5; the background is a full-width band (0, 17.5, 390, 88) without rounded corners;
    /// one separator at 61.5.
    @Test func groupedRowsStandOnAFullWidthBand() throws {
        let json = Self.document(#"{ "name": "general", "itemCount": 2, "list": { "appearance": "grouped" } }"#)
        let (svg, _) = try render(json, ["--width", "390"])
        let background = try #require(svg.withClass("list-background").first)
        #expect(frame(background) == [0, 17.5, 390, 88])
        #expect(background.attributes["rx"] == nil)
        #expect(svg.withClass("list-separator").map { value($0, "y1") } == [61.5])
    }

    /// firstItemInSection, insetGrouped, 3 items at 390 points, margins 20: rows at y 0, 44,
    /// 88. Row 0 plays the header: drawn as a header line, outside the background, which spans
    /// rows 1 and 2: (20, 44, 350, 88); one separator, between rows 1 and 2, at 88.
    @Test func theFirstItemInSectionIsDrawnAsAHeaderRow() throws {
        let json = Self.document("""
            { "name": "folders", "itemCount": 3, "list": { "appearance": "insetGrouped", "headerMode": "firstItemInSection" } }
            """)
        let (svg, _) = try render(json, ["--width", "390", "--layout-margins", "0,20,0,20"])
        #expect(svg.withClass("cell").map(frame) == [[20, 0, 350, 44], [20, 44, 350, 44], [20, 88, 350, 44]])
        #expect(frame(try #require(svg.withClass("list-background").first)) == [20, 44, 350, 88])
        #expect(svg.withClass("list-separator").map { value($0, "y1") } == [88])
        #expect(svg.withClass("list-text").map(\.text) == ["header · item 0"])
        #expect(svg.all.filter { $0.attributes["class"] == "item" }.map(\.text) == ["1", "2"])
    }

    /// A grid, then an insetGrouped list of 3 rows, at 390 points with margins 20. The grid
    /// ends at 100; the list's rows start 17.5 below: 117.5, 161.5, 205.5. Background
    /// (20, 117.5, 350, 132), separators at 161.5 and 205.5. The grid's layer is written byte
    /// for byte as when it is drawn alone.
    @Test func aGridThenAListDrawsEachInItsOwnWay() throws {
        let list = #"{ "name": "more", "itemCount": 3, "list": { "appearance": "insetGrouped" } }"#
        let arguments = ["--width", "390", "--layout-margins", "0,20,0,20"]
        let (svg, text) = try render(Self.document(Self.grid + ", " + list), arguments)
        let cells = svg.withClass("cell")
        #expect(cells.map(frame) == [[0, 0, 195, 50], [195, 0, 195, 50], [0, 50, 195, 50], [195, 50, 195, 50],
                                     [20, 117.5, 350, 44], [20, 161.5, 350, 44], [20, 205.5, 350, 44]])
        #expect(cells.prefix(4).allSatisfy { $0.attributes["class"] == "cell" })
        #expect(frame(try #require(svg.withClass("list-background").first)) == [20, 117.5, 350, 132])
        #expect(svg.withClass("list-separator").map { value($0, "y1") } == [161.5, 205.5])
        #expect(!svg.all.contains { $0.attributes["id"]?.hasPrefix("panel0-390pt--s0-grid--list") == true })

        let (_, alone) = try render(Self.document(Self.grid), arguments)
        func layer(_ svg: String) throws -> Substring {
            let start = try #require(svg.range(of: #"<g id="panel0-390pt--s0-grid">"#))
            let end = try #require(svg.range(of: #"<g id="panel0-390pt--s1-more">"#) ?? svg.range(of: #"<g id="panel0-390pt--screen">"#))
            return svg[start.lowerBound..<end.lowerBound]
        }
        #expect(try layer(text) == layer(alone))
        // A sheet of group sections only: no list entry in its legend.
        #expect(!alone.contains("list rows") && !alone.contains("list-"))
    }

    /// The list's background and separators count toward the picture's limit: 5 rows, a
    /// header and a footer are 5 cells and 2 supplementary views; 5 background-and-separator
    /// elements (a bound: one background, four separators) make 12, over a limit of 10.
    @Test func separatorsCountTowardThePictureLimit() throws {
        let sandbox = try Sandbox()
        try sandbox.write("list.json", Self.settings)
        let result = try sandbox.run(["render", "list.json", "--width", "390", "--cell-limit", "10", "--output", "l.svg"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: list.json: 5 cells, 2 supplementary views and 5 list backgrounds and separators "
                + "are 12 elements to draw, over the render limit of 10; raise it with --cell-limit 12, or draw fewer cells with --items\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("l.svg")))
        #expect(try sandbox.run(["render", "list.json", "--width", "390", "--cell-limit", "12", "--output", "l.svg"]).status == 0)
    }

    @Test func aListIsRasterisedToPNG() throws {
        let sandbox = try Sandbox()
        try sandbox.write("list.json", Self.settings)
        let result = try sandbox.run(["render", "list.json", "--width", "390", "--output", "list.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: sandbox.path("list.png")))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// The gallery inlines the same drawing: the background, the separators, the header text.
    @Test func theGalleryDrawsTheList() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path("layouts"), withIntermediateDirectories: true)
        try sandbox.write("layouts/settings.json", Self.settings)
        let result = try sandbox.runRaw(["gallery", "layouts", "--device", "iphone-16", "--output", "g"])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try sandbox.read("g/index.html")
        #expect(html.components(separatedBy: #"class="list-background""#).count - 1 == 1)
        #expect(html.components(separatedBy: #"class="list-separator""#).count - 1 == 4)
        #expect(html.contains(#">header</text>"#) && html.contains(#">footer</text>"#))
        #expect(html.contains(#"rx="10""#))

        // In a browser, the page's self-check: rows are cells for it, and no label covers one.
        let dumped = try GalleryTests.runChromium(["--dump-dom", "--window-size=1400,1000"],
                                                  url: "file://" + sandbox.path("g/index.html") + "#selftest",
                                                  profile: sandbox.path("chromium-dom"))
        let verdict = try GalleryTests.verdict(in: dumped.stdout)
        #expect(try number(verdict, "cells") == 5)
        #expect(try member(verdict, "covered", as: [Any].self).isEmpty)
        #expect(try member(verdict, "clipped", as: [Any].self).isEmpty)
        #expect(try member(verdict, "errors", as: [Any].self).isEmpty)
    }
}
