import Foundation
import LayoutReports
import Testing
import TestSupport

/// The screen options (orientation, safe area, layout direction, scroll positions, pixel grid) on
/// every command that solves, and what the solve result says about the container.
@Suite struct ScreenCommandTests {
    /// The first solution of a `solve --format json` run: its container and its attributes.
    private func firstSolution(_ result: CLIResult) throws -> [String: Any] {
        #expect(result.status == 0, "\(result.stderr)")
        let solutions = try member(try result.json(), "solutions", as: [[String: Any]].self)
        return try #require(solutions.first)
    }

    private func frame(_ attribute: Any) throws -> [Double] {
        try member(attribute, "frame", as: [NSNumber].self).map(\.doubleValue)
    }

    /// photo-grid (section insets 2.5, thirds of fw 1/3 with 2.5 insets) on an iPhone 14 held in
    /// landscape: 844 × 390, safe area 0,47,21,47, so content runs 750 wide from x = 47; the
    /// section's group is 745 wide; thirds are 248.33 (745 = 3 · 248.33 is on the 3× grid), so
    /// cell 0 is (47 + 2.5 + 2.5, 5, 243.33, 243.33) and cell 1 starts 248.33 further.
    @Test func landscapeDeviceSolvesWithItsSafeAreaAndScale() throws {
        let sandbox = try Sandbox()
        let solution = try firstSolution(try sandbox.run(["solve", "photo-grid", "--device", "iphone-14",
                                                          "--orientation", "landscape", "--format", "json"]))
        let container = try member(solution, "container", as: [String: Any].self)
        #expect(try number(container, "width") == 844)
        #expect(try number(container, "height") == 390)
        #expect(try member(container, "device", as: String.self) == "iphone-14")
        #expect(try member(container, "orientation", as: String.self) == "landscape")
        #expect(try member(container, "safeArea", as: [NSNumber].self).map(\.doubleValue) == [0, 47, 21, 47])
        #expect(try member(container, "layoutDirection", as: String.self) == "leftToRight")
        #expect(try number(container, "scale") == 3)

        let attributes = try member(solution, "attributes", as: [[String: Any]].self)
        let cell0 = try frame(attributes[0]), cell1 = try frame(attributes[1])
        #expect(cell0[0] == 52 && cell0[1] == 5)
        expectApprox(cell0[2], 745.0 / 3 - 5, "cell 0 width")
        expectApprox(cell1[0], 52 + 745.0 / 3, "cell 1 x")
        #expect(attributes.allSatisfy { ($0["zIndex"] as? NSNumber)?.intValue == 0 })

        // One section: its frame spans the safe band; not orthogonal. 10 rows of 248.33 + 2 · 2.5.
        let sections = try member(solution, "sections", as: [[String: Any]].self)
        #expect(sections.count == 1)
        #expect(try member(sections[0], "name", as: String.self) == "photos")
        let sectionFrame = try frame(sections[0])
        #expect(sectionFrame[0] == 47 && sectionFrame[1] == 0 && sectionFrame[2] == 750)
        expectApprox(sectionFrame[3], 5 + 10 * 745.0 / 3, "section height")
        #expect(sections[0]["orthogonalContentSize"] is NSNull)
    }

    /// A bare width: no device, portrait, no safe area, exact values (`scale` null). --safe-area
    /// moves content: 10 a side at 390 leaves 370, so cell 0 of photo-grid is at 10 + 5 = 15.
    @Test func bareWidthsAndAnExplicitSafeArea() throws {
        let sandbox = try Sandbox()
        let bare = try firstSolution(try sandbox.run(["solve", "photo-grid", "--width", "390", "--format", "json"]))
        let container = try member(bare, "container", as: [String: Any].self)
        #expect(container["device"] is NSNull && container["scale"] is NSNull)
        #expect(try member(container, "orientation", as: String.self) == "portrait")
        #expect(try member(container, "safeArea", as: [NSNumber].self).map(\.doubleValue) == [0, 0, 0, 0])

        let inset = try firstSolution(try sandbox.run(["solve", "photo-grid", "--width", "390", "--safe-area", "0,10,0,10",
                                                       "--format", "json"]))
        let cell0 = try frame(try member(inset, "attributes", as: [Any].self)[0])
        #expect(cell0[0] == 15)
        expectApprox(cell0[2], 365.0 / 3 - 5, "cell 0 width")
    }

    /// `--layout-margins` replaces the collection view's margins (§17, §19 L2): an insetGrouped
    /// list at 390 points with margins 0,30,0,10 has its row at x = 30, 390 − 30 − 10 = 350 wide,
    /// 17.5 below the top (exact, no device). Without it, a bare 390 width has margin 16: x = 16.
    /// On the iphone-14 preset the margin is 20 (seed/DEVICES.md): x = 20. The cache keys on it.
    @Test func layoutMarginsOverrideTheMargins() throws {
        let sandbox = try Sandbox()
        try sandbox.write("list.json", #"{"formatVersion": 1, "sections": [{"name": "s", "itemCount": 1, "list": {"appearance": "insetGrouped"}}]}"#)
        func row(_ extra: [String]) throws -> [Double] {
            let result = try sandbox.run(["solve", "--file", "list.json", "--format", "json"] + extra)
            return try frame(try member(try firstSolution(result), "attributes", as: [Any].self)[0])
        }
        #expect(try row(["--width", "390", "--layout-margins", "0,30,0,10"]) == [30, 17.5, 350, 44])
        #expect(try row(["--width", "390"]) == [16, 17.5, 358, 44])
        let device = try row(["--device", "iphone-14"])
        #expect(device[0] == 20 && device[2] == 350)
        // The result's container says the margins only when they were given.
        let given = try firstSolution(try sandbox.run(["solve", "--file", "list.json", "--format", "json", "--width", "390",
                                                       "--layout-margins", "0,30,0,10"]))
        let container = try member(given, "container", as: [String: Any].self)
        #expect(try member(container, "layoutMargins", as: [NSNumber].self).map(\.doubleValue) == [0, 30, 0, 10])
        let bare = try firstSolution(try sandbox.run(["solve", "--file", "list.json", "--format", "json", "--width", "390"]))
        #expect(try member(bare, "container", as: [String: Any].self)["layoutMargins"] == nil)
        // The solves above filled the cache by content; other margins are another entry.
        #expect(try sandbox.run(["save", "list", "--file", "list.json"]).status == 0)
        #expect(try sandbox.run(["solve", "list", "--width", "390"]).stdout.contains("hit"))
        #expect(try sandbox.run(["solve", "list", "--width", "390", "--layout-margins", "0,31,0,10"]).stdout.contains("miss"))
        #expect(try sandbox.run(["solve", "list", "--width", "390", "--layout-margins", "0,31,0,10"]).stdout.contains("hit"))
    }

    /// Right-to-left at 390: photo-grid's cell 0 (x = 5, 123.33 wide) mirrors to 390 − 5 − 123.33.
    /// photo-carousels-continuous scrolled: its photos-1 cell 0 (x = 2.5, 130 wide) scrolled by
    /// 120 is at −117.5, mirrored 390 + 117.5 − 130 = 377.5; photos-2 does not move.
    @Test func layoutDirectionAndScrollPositions() throws {
        let sandbox = try Sandbox()
        let rtl = try firstSolution(try sandbox.run(["solve", "photo-grid", "--width", "390",
                                                     "--layout-direction", "rightToLeft", "--format", "json"]))
        let cell0 = try frame(try member(rtl, "attributes", as: [Any].self)[0])
        expectApprox(cell0[0], 390 - 385.0 / 3, "cell 0 x")  // 390 − 5 − (128.33 − 5)
        #expect(try member(try member(rtl, "container", as: [String: Any].self), "layoutDirection", as: String.self)
                == "rightToLeft")

        let rest = try sandbox.run(["solve", "photo-carousels-continuous", "--width", "390", "--format", "csv"])
        let scrolled = try sandbox.run(["solve", "photo-carousels-continuous", "--width", "390", "--scroll", "photos-1=120",
                                        "--layout-direction", "rightToLeft", "--format", "csv"])
        #expect(rest.status == 0 && scrolled.status == 0)
        func x(_ result: CLIResult, section: Int, item: Int) -> Double? {
            let row = result.lines.first { $0.contains(",cell,,\(section),\(item),") }
            return row.flatMap { Double($0.split(separator: ",", omittingEmptySubsequences: false)[14]) }
        }
        #expect(x(rest, section: 0, item: 0) == 2.5)
        #expect(x(scrolled, section: 0, item: 0) == 377.5)
        // photos-2 is only mirrored: 390 − 2.5 − 130.
        #expect(x(scrolled, section: 1, item: 0) == 257.5)
        // The cache keys on every input: the scrolled solve and the plain one are separate entries.
        let again = try sandbox.run(["solve", "photo-carousels-continuous", "--width", "390", "--scroll", "photos-1=120",
                                     "--layout-direction", "rightToLeft"])
        #expect(again.stdout.contains("hit"))
        let otherSafeArea = try sandbox.run(["solve", "photo-carousels-continuous", "--width", "390", "--scroll", "photos-1=120",
                                             "--layout-direction", "rightToLeft", "--safe-area", "0,1,0,1"])
        #expect(otherSafeArea.stdout.contains("miss"))
    }

    @Test func badScreenInputIsRefusedWithItsOptionOrSection() throws {
        let sandbox = try Sandbox()
        let notOrthogonal = try sandbox.run(["solve", "photo-grid", "--scroll", "photos=10"])
        #expect(notOrthogonal.status == 2)
        #expect(notOrthogonal.stderr.contains("cannot scroll section 'photos'"), "\(notOrthogonal.stderr)")
        #expect(notOrthogonal.stdout.isEmpty)
        let unknown = try sandbox.run(["solve", "photo-grid", "--scroll", "nope=10"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("'nope'"), "\(unknown.stderr)")
        for (arguments, option) in [(["--safe-area", "1,2,3"], "--safe-area"), (["--safe-area=-1,0,0,0"], "--safe-area"),
                                    (["--orientation", "sideways"], "orientation"),
                                    (["--layout-direction", "up"], "layout-direction"),
                                    (["--width", "390", "--orientation", "landscape"], "--orientation landscape"),
                                    (["--scale", "nan"], "--scale")] {
            let refused = try sandbox.run(["solve", "photo-grid"] + arguments)
            #expect(refused.status == 64, "\(arguments)")
            #expect(refused.stderr.contains(option), "\(arguments): \(refused.stderr)")
            #expect(refused.stdout.isEmpty)
        }
        // --devices takes a list; an unknown id is named.
        let device = try sandbox.run(["solve", "photo-grid", "--devices", "iphone-14,iphone-99"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("iphone-99"))
    }

    /// The same options on `solve --all`, `render` and `diff`.
    @Test func everyCommandThatSolvesTakesTheScreenOptions() throws {
        let sandbox = try Sandbox()
        let batch = try sandbox.run(["solve", "--all", "--devices", "iphone-14,ipad-10", "--orientation", "landscape",
                                     "--format", "json"])
        #expect(batch.status == 0, "\(batch.stderr)")
        let rows = try #require(try batch.json() as? [[String: Any]])
        let containers = try rows.prefix(2).map { try member($0, "container", as: [String: Any].self) }
        #expect(try containers.map { try number($0, "width") } == [844, 1180])
        #expect(try containers.map { try member($0, "orientation", as: String.self) } == ["landscape", "landscape"])

        let svg = try sandbox.run(["render", "photo-grid", "--device", "iphone-16", "--orientation", "landscape"])
        #expect(svg.status == 0, "\(svg.stderr)")
        // The screen outline is the landscape iPhone 16: 852 × 393.
        #expect(svg.stdout.hasPrefix("<svg") && svg.stdout.contains(#"class="screen" x="0" y="0" width="852" height="393""#))

        let exported = try sandbox.run(["export", "photo-grid"])
        let file = try sandbox.write("photo-grid.json", exported.stdout)
        let same = try sandbox.run(["diff", "photo-grid", "--file", file, "--device", "iphone-14", "--orientation", "landscape"])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.contains("frames at 844 × 390: no changes"))
        let mirrored = try sandbox.run(["diff", "photo-grid", "--file", file, "--width", "390",
                                        "--layout-direction", "rightToLeft", "--items", "6"])
        #expect(mirrored.status == 0, "\(mirrored.stderr)")
        #expect(mirrored.stdout.contains("frames at 390 × 844: no changes"))
    }
}
