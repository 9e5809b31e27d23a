import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutReports
import Testing
import TestSupport

/// A width and a height from the JSON.
private struct Extent: Equatable, CustomStringConvertible {
    var width: Double
    var height: Double
    init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
    var description: String { "\(width) × \(height)" }
}

/// One attribute of a solve result (spec/format.md, "Solve result"), read with Foundation.
private struct Attribute {
    var category: String
    var elementKind: String?
    var section: Int?
    var item: Int
    var frame: [Double]

    init(_ object: Any) throws {
        category = try member(object, "category", as: String.self)
        elementKind = (object as? [String: Any])?["elementKind"] as? String
        let sectionValue = try #require((object as? [String: Any])?["section"], "no section key")
        section = (sectionValue as? NSNumber)?.intValue
        #expect(section != nil || sectionValue is NSNull)
        item = try member(object, "item", as: NSNumber.self).intValue
        frame = try member(object, "frame", as: [NSNumber].self).map(\.doubleValue)
        #expect(frame.count == 4)
    }
}

/// One solution: container, content size and attributes.
private struct SolutionJSON {
    var container: Extent
    var contentSize: Extent
    var attributes: [Attribute]

    var cells: [Attribute] { attributes.filter { $0.category == "cell" } }

    init(_ object: Any) throws {
        let c = try member(object, "container", as: [String: Any].self)
        container = Extent(try number(c, "width"), try number(c, "height"))
        let s = try member(object, "contentSize", as: [String: Any].self)
        contentSize = Extent(try number(s, "width"), try number(s, "height"))
        attributes = try member(object, "attributes", as: [Any].self).map(Attribute.init)
    }
}

/// The whole `solve --format json` result.
private func solveResult(_ result: CLIResult) throws -> (layout: String?, revision: Int?, solutions: [SolutionJSON]) {
    let object = try result.json()
    let dictionary = try #require(object as? [String: Any])
    #expect(Set(dictionary.keys) == ["layout", "revision", "solutions"])
    let solutions = try member(object, "solutions", as: [Any].self).map(SolutionJSON.init)
    return (dictionary["layout"] as? String, (dictionary["revision"] as? NSNumber)?.intValue, solutions)
}

/// `solve` of a revision or a file in every format and container choice, `solve --all`, and `render`.
@Suite struct SolveCommandTests {
    @Test func tableShowsContentSizeColumnsAndCacheUse() throws {
        let sandbox = try Sandbox()
        let first = try sandbox.run(["solve", "photo-grid"])
        #expect(first.status == 0)
        // 390 wide, section insets 2.5: three columns of 385/3 = 128.33 pitch, 10 rows of
        // 30 photos: 1283.33 + 5 = 1288.33 tall.
        #expect(first.lines == [
            "photo-grid@1",
            "WIDTH  HEIGHT  DEVICE  CONTENT SIZE   CELLS  COLUMNS   CACHE",
            "  390     844  -       390 × 1288.33     30  photos:3  miss",
        ])
        let second = try sandbox.run(["solve", "photo-grid"])
        #expect(second.lines.last?.hasSuffix("  hit") == true)
        let uncached = try sandbox.run(["solve", "photo-grid", "--no-cache"])
        #expect(uncached.lines.last?.hasSuffix("  off") == true)
        #expect(uncached.lines.last?.contains("390 × 1288.33") == true)
    }

    @Test func noCacheNeitherReadsNorWritesTheCache() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run(["solve", "photo-grid", "--no-cache", "--widths", "320,390"])
        let stats = try sandbox.run(["cache", "stats", "--format", "json"]).json()
        #expect(try number(stats, "entries") == 0)
        #expect(try number(stats, "misses") == 0)
        // Still a miss afterwards: nothing was stored.
        #expect(try sandbox.run(["solve", "photo-grid"]).lines.last?.hasSuffix("  miss") == true)
    }

    @Test func jsonFollowsTheSolveResultFormat() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["solve", "photo-grid-headers", "--format", "json"])
        #expect(result.status == 0)
        let (layout, revision, solutions) = try solveResult(result)
        #expect(layout == "photo-grid-headers")
        #expect(revision == 1)
        let solution = try #require(solutions.first)
        #expect(solutions.count == 1)
        #expect(solution.container == Extent(390, 844))
        #expect(solution.contentSize.width == 390)
        // Cells: 3 sections of 30, in index-path order.
        let cells = solution.cells
        #expect(cells.count == 90)
        let paths = cells.map { [$0.section ?? -1, $0.item] }
        #expect(paths == (0..<3).flatMap { s in (0..<30).map { [s, $0] } })
        #expect(cells.allSatisfy { $0.elementKind == nil })
        // One header per section, index 0 among the section's headers, full content width.
        let headers = solution.attributes.filter { $0.category == "supplementary" }
        #expect(headers.count == 3)
        #expect(headers.map(\.elementKind) == ["header", "header", "header"])
        #expect(headers.compactMap(\.section).sorted() == [0, 1, 2])
        #expect(headers.allSatisfy { $0.item == 0 })
        // Every frame lies inside the content.
        for attribute in solution.attributes {
            #expect(attribute.frame[0] >= 0 && attribute.frame[0] + attribute.frame[2] <= 390 + 1e-9)
            #expect(attribute.frame[1] >= 0 && attribute.frame[1] + attribute.frame[3] <= solution.contentSize.height + 1e-9)
        }
    }

    @Test func jsonFramesAreTheRulesExactResults() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["solve", "photo-grid", "--width", "320", "--format", "json"])
        let solution = try #require(try solveResult(result).solutions.first)
        // 320 − 2·2.5 = 315, a third is 105; items inset 2.5 → 100-point cells at 5, 110, 215.
        let cells = solution.cells
        #expect(cells.count == 30)
        #expect(cells[0].frame == [5, 5, 100, 100])
        #expect(cells[1].frame == [110, 5, 100, 100])
        #expect(cells[2].frame == [215, 5, 100, 100])
        #expect(cells[3].frame == [5, 110, 100, 100])
        #expect(cells[29].frame == [215, 950, 100, 100])
        // 10 rows of 105 plus the insets: 1055; the 320 preset is 568 tall.
        #expect(solution.container == Extent(320, 568))
        #expect(solution.contentSize == Extent(320, 1055))
    }

    @Test func aFileSolvesWithNullLayoutAndRevision() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2), ("b", 1)))
        let result = try sandbox.run(["solve", "--file", "rows.json", "--format", "json", "--width", "300"])
        #expect(result.status == 0)
        let (layout, revision, solutions) = try solveResult(result)
        #expect(layout == nil)
        #expect(revision == nil)
        // Rows of 50: a at y 0 and 50, b at 100.
        #expect(solutions.first?.cells.map(\.frame) == [[0, 0, 300, 50], [0, 50, 300, 50], [0, 100, 300, 50]])
        #expect(solutions.first?.cells.map { $0.section ?? -1 } == [0, 0, 1])
        // The table names the file.
        #expect(try sandbox.run(["solve", "--file", "rows.json"]).lines.first == "rows.json")
    }

    /// A pinned 40-point header over 10 rows of 50 at width 300: header 0…40, rows 40…540, section
    /// end 540. At --offset 300 the header is at max(0, min(300, 540 − 40 = 500)) = 300, so its frame
    /// is (0, 300, 300, 40); the first row stays at (0, 40, 300, 50). Without --offset it is at 0.
    @Test func offsetMovesThePinnedHeader() throws {
        let sandbox = try Sandbox()
        try sandbox.write("pinned.json", """
            { "formatVersion": 1, "sections": [
              { "name": "a", "itemCount": 10,
                "group": { "kind": "horizontal",
                           "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                           "subitems": [ { "kind": "item",
                                           "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] },
                "boundarySupplementaryItems": [
                  { "elementKind": "header", "alignment": "top", "pinToVisibleBounds": true,
                    "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 40 } } } ] } ] }
            """)
        func header(_ extra: [String]) throws -> [[Double]] {
            let result = try sandbox.run(["solve", "--file", "pinned.json", "--width", "300", "--format", "json"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let solution = try #require(try solveResult(result).solutions.first)
            #expect(solution.cells.first?.frame == [0, 40, 300, 50])
            return solution.attributes.filter { $0.elementKind == "header" }.map(\.frame)
        }
        #expect(try header(["--offset", "300"]) == [[0, 300, 300, 40]])
        #expect(try header([]) == [[0, 0, 300, 40]])

        for command in [["solve", "--file", "pinned.json"], ["render", "--file", "pinned.json", "--width", "300"]] {
            let refused = try sandbox.run(command + ["--offset", "-1"])
            #expect(refused.status == 64, "\(command[0]): \(refused.stderr)")
            #expect(refused.stderr.contains("--offset -1"), "\(command[0]): \(refused.stderr)")
            #expect(refused.stdout.isEmpty)
        }
    }

    @Test func csvHasOneRowPerAttribute() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["solve", "photo-grid", "--widths", "320,390", "--format", "csv"])
        #expect(result.status == 0)
        let lines = result.lines
        #expect(lines.first == "container_width,container_height,device,orientation,safe_top,safe_leading,"
                + "safe_bottom,safe_trailing,layout_direction,scale,category,element_kind,section,item,x,y,width,height,z_index")
        #expect(lines.count == 1 + 2 * 30)
        // A bare width: no device, portrait, no safe area, left to right, exact (no scale).
        #expect(lines[1] == "320,568,,portrait,0,0,0,0,leftToRight,,cell,,0,0,5,5,100,100,0")
        #expect(lines[30] == "320,568,,portrait,0,0,0,0,leftToRight,,cell,,0,29,215,950,100,100,0")
        #expect(lines[31].hasPrefix("390,844,,portrait,0,0,0,0,leftToRight,,cell,,0,0,5,5,"))
        #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == 19 })
    }

    @Test func widthsGiveOneSolutionEachInOrder() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["solve", "photo-grid", "--widths", "768,320,390", "--format", "json"])
        let solutions = try solveResult(result).solutions
        // The order asked, not sorted; heights from the preset of that width, else 844.
        #expect(solutions.map(\.container.width) == [768, 320, 390])
        #expect(solutions.map(\.container.height) == [844, 568, 844])
        // (768 − 5)/3 = 254.33 pitch, 10 rows + 5 = 2548.33.
        expectApprox(solutions[0].contentSize.height, 763.0 / 3 * 10 + 5, "content height")
        let table = try sandbox.run(["solve", "photo-grid", "--widths", "320,390,768"])
        #expect(table.lines.count == 2 + 3)
        #expect(table.lines[2].hasPrefix("  320     568"))
        #expect(table.lines[4].hasPrefix("  768     844"))
        // --width is repeatable and comes before --widths.
        let mixed = try solveResult(try sandbox.run(["solve", "photo-grid", "--width", "500", "--widths", "320",
                                                     "--format", "json"])).solutions
        #expect(mixed.map(\.container.width) == [500, 320])
    }

    @Test func aDevicePresetGivesItsSizeAndName() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["solve", "photo-grid", "--device", "iphone-14"])
        #expect(result.status == 0)
        #expect(result.lines.last?.hasPrefix("  390     844  iphone-14  390 × 1288.33") == true)
        let ipad = try solveResult(try sandbox.run(["solve", "photo-grid-adaptive", "--device", "ipad-pro-12-9",
                                                    "--format", "json"])).solutions
        #expect(ipad.first?.container == Extent(1024, 1366))
        let unknown = try sandbox.run(["solve", "photo-grid", "--device", "iphone-99"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("error: --device iphone-99: no such device preset"))
        #expect(unknown.stderr.contains("(known: iphone-se-1, "))
    }

    /// Device ids ignore case; an unknown one names the preset meant: by the model its name
    /// lists (the iPhone 15 is the iphone-16 preset), else by spelling. A misspelt layout name
    /// names the stored layout it is closest to.
    @Test func unknownDevicesAndLayoutsSayWhatWasMeant() throws {
        let sandbox = try Sandbox()
        let upper = try sandbox.run(["solve", "photo-grid", "--device", "iPhone-16"])
        #expect(upper.status == 0, "\(upper.stderr)")
        #expect(upper.stdout.contains("iphone-16"))
        let model = try sandbox.run(["solve", "photo-grid", "--device", "iphone-15"])
        #expect(model.status == 2)
        #expect(model.stderr.hasPrefix("error: --device iphone-15: no such device preset; did you mean iphone-16? (known: "))
        let typo = try sandbox.run(["solve", "photo-grid", "--device", "ipone-16-pro"])
        #expect(typo.stderr.hasPrefix("error: --device ipone-16-pro: no such device preset; did you mean iphone-16-pro? (known: "))
        let layout = try sandbox.run(["solve", "photo-gird", "--width", "390"])
        #expect(layout.status == 2)
        #expect(layout.stderr == "error: no layout named 'photo-gird'; did you mean 'photo-grid'?\n")
        // Nothing close: the listing is named instead.
        let far = try sandbox.run(["show", "weather"])
        #expect(far.stderr == "error: no layout named 'weather' (see `layouts list`)\n")
    }

    @Test func allDevicesGiveThirteenSolutions() throws {
        let sandbox = try Sandbox()
        let solutions = try solveResult(try sandbox.run(["solve", "photo-grid", "--devices", "all", "--format", "json"])).solutions
        #expect(solutions.count == 13)
        let devices = try #require(try sandbox.run(["devices", "--format", "json"]).json() as? [[String: Any]])
        #expect(solutions.map(\.container.width) == devices.compactMap { ($0["width"] as? NSNumber)?.doubleValue })
        #expect(solutions.map(\.container.height) == devices.compactMap { ($0["height"] as? NSNumber)?.doubleValue })
        let table = try sandbox.run(["solve", "photo-grid", "--devices", "all"])
        #expect(table.lines.count == 2 + 13)
    }

    /// Widths and devices come in the order asked, whichever options give them; a list stands
    /// where it is given. iPhone 16 is 393 points wide, iPad (10th generation) 820.
    @Test func containersComeInTheOrderAsked() throws {
        let sandbox = try Sandbox()
        let mixed = try solveResult(try sandbox.run(["solve", "photo-grid", "--device", "iphone-16", "--width", "320",
                                                     "--widths", "500,600", "--device=ipad-10", "--format", "json"]))
        #expect(mixed.solutions.map(\.container.width) == [393, 320, 500, 600, 820])
        let lists = try solveResult(try sandbox.run(["solve", "photo-grid", "--widths", "500,600", "--width", "320",
                                                     "--devices", "ipad-10,iphone-16", "--format", "json"]))
        #expect(lists.solutions.map(\.container.width) == [500, 600, 320, 820, 393])
    }

    @Test func theAdaptiveGridFollowsTheDevicesSizeClass() throws {
        let sandbox = try Sandbox()
        // 3 columns in compact width, 6 in regular (seed/layouts/photo-grid-adaptive.json).
        let table = try sandbox.run(["solve", "photo-grid-adaptive", "--device", "iphone-14", "--device", "ipad-mini"])
        #expect(table.lines[2].contains("photos-1:3 photos-2:3 photos-3:3"))
        #expect(table.lines[3].contains("photos-1:6 photos-2:6 photos-3:6"))
    }

    @Test func itemsOverrideEverySectionOrOne() throws {
        let sandbox = try Sandbox()
        let every = try solveResult(try sandbox.run(["solve", "photo-grid-headers", "--items", "5", "--format", "json"]))
        let cells = try #require(every.solutions.first).cells
        #expect(cells.count == 15)
        #expect(cells.map { [$0.section ?? -1, $0.item] } == (0..<3).flatMap { s in (0..<5).map { [s, $0] } })

        let one = try solveResult(try sandbox.run(["solve", "photo-grid-headers", "--items", "photos-2=7", "--format", "json"]))
        let counts = Dictionary(grouping: try #require(one.solutions.first).cells, by: { $0.section ?? -1 }).mapValues(\.count)
        #expect(counts == [0: 30, 1: 7, 2: 30])

        // Both: the named section gets its own, the others the default.
        let both = try sandbox.run(["solve", "photo-grid-headers", "--items", "2", "--items", "photos-3=4"])
        #expect(both.lines.last?.contains("  8  ") == true)

        let unknown = try sandbox.run(["solve", "photo-grid-headers", "--items", "nope=7"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "error: photo-grid-headers@1: no section named 'nope' in the layout\n")
    }

    @Test func scaleRoundsFramesToThePixelGrid() throws {
        let sandbox = try Sandbox()
        try sandbox.write("seven.json", CLIFixtures.sevenColumns)
        func frames(_ extra: [String]) throws -> [Double] {
            let result = try sandbox.run(["solve", "--file", "seven.json", "--width", "400", "--format", "json"] + extra)
            #expect(result.status == 0)
            return try solveResult(result).solutions.flatMap(\.attributes).flatMap(\.frame)
        }
        func onGrid(_ value: Double, _ scale: Double) -> Bool {
            abs(value * scale - (value * scale).rounded()) < 1e-6
        }
        // Unrounded, 400/7 = 57.142857… is off every third.
        let exact = try frames([])
        #expect(exact.count == 14 * 4)
        #expect(exact.contains { !onGrid($0, 3) })
        expectApprox(exact[2], 400.0 / 7, "width")
        // At scale 3 sizes are floored to the grid before children are laid out (§12): the group's
        // height fw(1/7) · 400 = 57.142857 → floor(171.43) / 3 = 57, and each of the 7 count slots
        // likewise 57; so cells are 57 × 57 at x = 57k, the second row at y = 57.
        let thirds = try frames(["--scale", "3"])
        var expected: [Double] = []
        for i in 0..<14 { expected += [Double(i % 7) * 57, Double(i / 7) * 57, 57, 57] }
        #expect(thirds == expected)
        #expect(thirds.allSatisfy { onGrid($0, 3) })
        // --scale 0 asks for exact values.
        #expect(try frames(["--scale", "0"]) == exact)
    }

    @Test func solveAllSummarisesEveryLayoutAtEverySize() throws {
        let sandbox = try Sandbox()
        let count = CatalogueCommandTests.seedLayoutCount
        let result = try sandbox.run(["solve", "--all", "--widths", "320,390"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.lines
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["LAYOUT", "w320", "w390"])
        #expect(lines.count == 1 + count + 1)
        #expect(lines.dropFirst().prefix(count).allSatisfy { $0.contains("@1 ") && !$0.contains("miss") })
        let photoGrid = try #require(lines.first { $0.hasPrefix("photo-grid@1 ") })
        #expect(photoGrid.split(separator: " ", omittingEmptySubsequences: true) == ["photo-grid@1", "1055", "1288.3"])
        #expect(lines.last?.hasPrefix("\(count) layouts × 2 sizes: \(2 * count) solves, ") == true)
        #expect(lines.last?.contains("cache") == false)
        // Again, from the cache: the same output, byte for byte (issue 41, item 11: before, each
        // row carried a time and the cache state, so no two runs printed the same).
        let again = try sandbox.run(["solve", "--all", "--widths", "320,390"])
        #expect(again.stdout == result.stdout)
        // --timings says it.
        let timed = try sandbox.run(["solve", "--all", "--widths", "320,390", "--timings"])
        #expect(timed.lines.last?.contains(", \(2 * count) from the cache, in ") == true)
        #expect(try #require(timed.lines.first { $0.hasPrefix("photo-grid@1 ") }).hasSuffix(" 1288.3 hit"))
    }

    @Test func solveAllInJSONAndCSV() throws {
        let sandbox = try Sandbox()
        let count = CatalogueCommandTests.seedLayoutCount
        let json = try #require(try sandbox.run(["solve", "--all", "--widths", "320,390", "--format", "json"]).json() as? [[String: Any]])
        #expect(json.count == 2 * count)
        let photoGrid = json.filter { $0["layout"] as? String == "photo-grid@1" }
        #expect(photoGrid.count == 2)
        #expect(try number(try member(photoGrid[0], "contentSize", as: [String: Any].self), "height") == 1055)
        #expect(try number(photoGrid[0], "cells") == 30)
        #expect(photoGrid.allSatisfy { $0["cache"] == nil && $0["milliseconds"] == nil })
        let csv = try sandbox.run(["solve", "--all", "--widths", "320,390", "--format", "csv"])
        #expect(csv.lines.first == "layout,width,height,content_width,content_height,cells")
        #expect(csv.lines.count == 1 + 2 * count)
        #expect(csv.lines.contains("photo-grid@1,320,568,320,1055,30"))
        // Deterministic: the same bytes from the cache; --timings adds the cache column, and the
        // batch's time goes to standard error so the rows stay what a script reads.
        #expect(try sandbox.run(["solve", "--all", "--widths", "320,390", "--format", "csv"]).stdout == csv.stdout)
        let timed = try sandbox.run(["solve", "--all", "--widths", "320,390", "--format", "csv", "--timings"])
        #expect(timed.lines.first == "layout,width,height,content_width,content_height,cells,cache")
        #expect(timed.lines.contains("photo-grid@1,320,568,320,1055,30,hit"))
        #expect(timed.stderr.contains(/, \d+ from the cache, in [0-9]+\.[0-9] ms\n$/))
    }

    @Test func theReadmesFirstCommandWorksOnAFreshCatalogue() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["solve", "--all", "--widths", "320,390,768"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let count = CatalogueCommandTests.seedLayoutCount
        #expect(result.lines.count == 1 + count + 1)
        #expect(result.lines.last?.hasPrefix("\(count) layouts × 3 sizes: \(3 * count) solves") == true)
    }

    @Test func aBadFileIsReportedWithItsPath() throws {
        let sandbox = try Sandbox()
        try sandbox.write("bad.json", CLIFixtures.invalid)
        let result = try sandbox.run(["solve", "--file", "bad.json"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("bad.json: sections[0].group.subitems[0].size.width"))
        #expect(!looksLikeStackTrace(result.stderr))
    }
}

/// `render`: an SVG wireframe, checked with an XML parser.
@Suite struct RenderCommandTests {
    /// The rectangles, lines and texts of an SVG, as attribute dictionaries.
    final class SVGElements: NSObject, XMLParserDelegate {
        var rects: [[String: String]] = []
        var lines: [[String: String]] = []
        var root: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            if root == nil { root = name }
            if name == "rect" { rects.append(attributes) }
            if name == "line" { lines.append(attributes) }
        }

        static func parse(_ text: String) throws -> SVGElements {
            let elements = SVGElements()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = elements
            #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
            return elements
        }
    }

    @Test func outputWritesAnSVGWithARectPerCellAndTheWidthMarker() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["render", "photo-grid", "--width", "390", "--output", "grid.svg"])
        #expect(result.status == 0)
        #expect(result.stdout == "grid.svg: 30 cells, 390 × 1288.33 pt\n")
        let svg = try SVGElements.parse(try sandbox.read("grid.svg"))
        #expect(svg.root == "svg")
        // The cells' rectangles are the solved frames, to the SVG's two decimals.
        let solved = try #require(try JSONSerialization.jsonObject(
            with: try sandbox.run(["solve", "photo-grid", "--width", "390", "--format", "json"]).stdoutBytes) as? [String: Any])
        let attributes = try member(try member(solved, "solutions", as: [Any].self).first, "attributes", as: [[String: Any]].self)
        let frames = try attributes.map { try member($0, "frame", as: [NSNumber].self).map(\.doubleValue) }
        let cellRects = svg.rects.filter { $0["class"] == "cell" }
        #expect(cellRects.count == 30)
        let drawn = cellRects.map { rect in ["x", "y", "width", "height"].map { Double(rect[$0] ?? "") ?? .nan } }
        for (frame, rect) in zip(frames, drawn) {
            #expect(zip(frame, rect).allSatisfy { abs($0 - $1) <= 0.005 }, "\(frame) drawn as \(rect)")
        }
        // The screen: 390 × 844 at rest (a bare width's default height).
        #expect(svg.rects.contains { $0["class"] == "screen" && $0["width"] == "390" && $0["height"] == "844" && $0["y"] == "0" })
    }

    @Test func withoutOutputTheSVGGoesToStandardOutput() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["render", "photo-grid-headers", "--width", "320", "--items", "2"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<svg "))
        let svg = try SVGElements.parse(result.stdout)
        // 3 sections × 2 cells; the 3 headers in their own colour.
        #expect(svg.rects.filter { $0["class"] == "cell" }.count == 6)
        #expect(svg.rects.filter { $0["class"] == "supplementary" }.count == 3)
        #expect(svg.rects.contains { $0["class"] == "screen" && $0["width"] == "320" })
    }

    @Test func aFileRendersAndTitlesAreEscaped() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a&b.json", CLIFixtures.rows(("a", 2)))
        let result = try sandbox.run(["render", "--file", "a&b.json", "--width", "200"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("<title>a&amp;b.json</title>"))
        _ = try SVGElements.parse(result.stdout)
    }
}

/// Issue 41, item 11: `solve --all --devices all` printed 289-column lines; its table now keeps
/// within the terminal's width, `COLUMNS`, else 80, the devices in groups under the names again.
@Suite struct SolveAllWidthTests {
    @Test func theTableKeepsWithinTheWidth() throws {
        let sandbox = try Sandbox()
        let count = CatalogueCommandTests.seedLayoutCount
        for columns in ["80", "120"] {
            let result = try sandbox.run(["solve", "--all", "--devices", "all"], environment: ["COLUMNS": columns])
            #expect(result.status == 0)
            #expect(result.lines.allSatisfy { $0.count <= Int(columns)! }, "\(columns): \(result.lines.map(\.count).max() ?? 0)")
            // Every device once, each group a table of every layout under the same header.
            let headers = result.lines.filter { $0.hasPrefix("LAYOUT ") }
            let devices = headers.flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst() }
            #expect(devices.count == 13 && Set(devices).count == 13)
            #expect(headers.count > 1)
            #expect(result.lines.filter { $0.hasPrefix("photo-grid@1 ") }.count == headers.count)
            #expect(result.lines.count == headers.count * (1 + count) + 1)  // blank lines are not counted
        }
        // Without COLUMNS and not on a terminal: 80.
        let plain = try sandbox.run(["solve", "--all", "--devices", "all"], environment: ["COLUMNS": ""])
        #expect(plain.lines.allSatisfy { $0.count <= 80 })
        #expect(try sandbox.run(["solve", "photo-grid", "--timings"]).status == 64)
    }
}
