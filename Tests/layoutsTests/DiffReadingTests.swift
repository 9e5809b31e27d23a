import Foundation
import Testing

/// Issue 41, item 3: a diff a reviewer reads. Before, an added section was one JSON line of
/// 400–500 characters, a changed section's keys were spread as full paths, and the frame diff
/// listed cells only, cut at 20 with no way to see the rest.
@Suite struct DiffReadingTests {
    /// photo-grid with four columns instead of three: rows of a quarter of the width.
    private static let fourColumns = """
        { "formatVersion": 1, "sections": [ { "name": "photos", "itemCount": 30,
          "contentInsets": { "top": 2.5, "leading": 2.5, "bottom": 2.5, "trailing": 2.5 },
          "group": { "kind": "horizontal",
                     "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalWidth": 0.25 } },
                     "subitems": [ { "kind": "item",
                                     "contentInsets": { "top": 2.5, "leading": 2.5, "bottom": 2.5, "trailing": 2.5 },
                                     "size": { "width": { "fractionalWidth": 0.25 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """

    @Test func anAddedSectionIsDrawnAsShowDrawsIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write("ab.json", CLIFixtures.rows(("a", 3), ("b", 2)))
        try sandbox.write("abc.json", CLIFixtures.rows(("a", 3), ("b", 2), ("c", 1)))
        let added = try sandbox.run(["diff", "ab.json", "abc.json"])
        #expect(added.status == 1)
        #expect(added.stdout == """
            diff ab.json abc.json
            + section[2] c: 1 item
            + └─ horizontal group  fractionalWidth(1) × absolute(50)
            +    └─ item  fractionalWidth(1) × fractionalHeight(1)
            1 section added

            """)
        let removed = try sandbox.run(["diff", "abc.json", "ab.json"])
        #expect(removed.lines.dropFirst().first == "- section[2] c: 1 item")
        #expect(removed.lines.allSatisfy { $0.count < 100 })
    }

    /// A changed section's keys under its name, paths from the section; an added value too long
    /// for a line continues as an indented tree of its keys, every line marked.
    @Test func aSectionsChangedKeysAreListedUnderItsName() throws {
        let sandbox = try Sandbox()
        try sandbox.write("four.json", Self.fourColumns)
        let result = try sandbox.run(["diff", "photo-grid", "four.json"])
        #expect(result.status == 1)
        #expect(result.lines == [
            "diff photo-grid@1 four.json",
            "~ section photos",
            "    ~ group.size.height: fractionalWidth(0.3333333333333333) → fractionalWidth(0.25)",
            "    ~ group.subitems[0].size.width: fractionalWidth(0.3333333333333333) → fractionalWidth(0.25)",
            "1 section changed, 2 properties changed",
        ])
        let header = Self.fourColumns.replacingOccurrences(of: #""itemCount": 30,"#, with: """
            "itemCount": 30, "boundarySupplementaryItems": [ { "elementKind": "header", "alignment": "top",
              "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 44 } } } ],
            """)
        try sandbox.write("header.json", header)
        let added = try sandbox.run(["diff", "four.json", "header.json"])
        #expect(added.lines.contains("    + boundarySupplementaryItems[0]:"), "\(added.stdout)")
        #expect(added.lines.contains("    +   elementKind: \"header\""), "\(added.stdout)")
        #expect(added.lines.allSatisfy { $0.count < 100 }, "\(added.stdout)")
    }

    /// At 390 points the section's insets leave 385: three columns of 385/3 = 128.33 with 2.5 on
    /// each side of a cell are 123.33 square, ten rows 1283.33 high, 1288.33 with the insets;
    /// four columns of 96.25 are 91.25 square, eight rows 770, 775 with the insets.
    @Test func eachSectionIsSummedUpBeforeItsCells() throws {
        let sandbox = try Sandbox()
        try sandbox.write("four.json", Self.fourColumns)
        let result = try sandbox.run(["diff", "photo-grid", "four.json", "--width", "390"])
        #expect(result.status == 1)
        let frames = try #require(result.lines.firstIndex { $0.hasPrefix("frames at 390 × 844: ") })
        #expect(result.lines[frames + 1] == "  ~ photos: 3 → 4 columns, cells 123.33 × 123.33 → 91.25 × 91.25, height 1288.33 → 775")
        #expect(result.lines[frames + 2].hasPrefix("  ~ cell photos[0] "))
        // 30 cells changed: 20 listed, then the rest counted.
        #expect(result.lines.filter { $0.hasPrefix("  ~ cell ") }.count == 20)
        #expect(result.lines.contains("  … and 10 more (--all-cells lists every one)"))
        let all = try sandbox.run(["diff", "photo-grid", "four.json", "--width", "390", "--all-cells"])
        #expect(all.lines.filter { $0.hasPrefix("  ~ cell ") }.count == 30)
        #expect(!all.lines.contains { $0.contains("more (--all-cells") })

        let json = try sandbox.run(["diff", "photo-grid", "four.json", "--width", "390", "--format", "json"])
        let container = try #require(try member(try json.json(), "frames", as: [[String: Any]].self).first)
        let section = try #require(try member(container, "sections", as: [[String: Any]].self).first)
        #expect(section["name"] as? String == "photos")
        #expect(section["axis"] as? String == "height")
        let old = try member(section, "old", as: [String: Any].self)
        let new = try member(section, "new", as: [String: Any].self)
        #expect(try number(old, "columns") == 3)
        #expect(try number(new, "columns") == 4)
        #expect(abs(try number(old, "extent") - (385.0 / 3 * 10 + 5)) < 1e-9)
        #expect(abs(try number(new, "extent") - 775) < 1e-9)
        #expect(abs(try number(member(new, "cellSize", as: [String: Any].self), "width") - 91.25) < 1e-9)
    }

    /// git's `--quiet`: nothing printed, the status says it; `--exit-code` is accepted.
    @Test func quietAndExitCodeAsGitHasThem() throws {
        let sandbox = try Sandbox()
        try sandbox.write("four.json", Self.fourColumns)
        let quiet = try sandbox.run(["diff", "photo-grid", "four.json", "--width", "390", "--quiet"])
        #expect(quiet.status == 1)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        let same = try sandbox.run(["diff", "photo-grid@1", "photo-grid", "-q", "--exit-code"])
        #expect(same.status == 0 && same.stdout.isEmpty)
        let coloured = try sandbox.run(["diff", "photo-grid", "four.json", "--color", "always"])
        #expect(coloured.stdout.contains("\u{1B}[33m~ section photos\u{1B}[0m"))
        #expect(!(try sandbox.run(["diff", "photo-grid", "four.json", "--color", "never"],
                                  environment: ["FORCE_COLOR": "1"]).stdout.contains("\u{1B}[")))
    }
}
