import Foundation
import Testing

/// `--content-size-categories` sweeps text sizes as `--devices` sweeps devices, each container
/// labelled with its category; `--measurements`, repeatable, gives each text size the set that
/// names it (else the one that names none), so a self-sizing list re-flows at accessibility sizes.
@Suite struct TextSizeSweepTests {
    /// Four rows 50 high, 100 from accessibilityMedium up (a variant), no spacing: 200 and 400.
    static let rows = """
        {"formatVersion":1,"sections":[{"name":"rows","itemCount":4,
         "group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":50}},
          "subitems":[{"kind":"item","size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]},
         "variants":[{"when":{"minContentSizeCategory":"accessibilityMedium"},
          "group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":100}},
           "subitems":[{"kind":"item","size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]}}]}]}
        """

    /// A self-sizing list: five rows estimated 50 high, 4 apart, insets 10 above and below.
    static let list = """
        {"formatVersion":1,"sections":[{"name":"list","itemCount":5,
         "contentInsets":{"top":10,"bottom":10},"interGroupSpacing":4,
         "group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"estimated":50}},
          "subitems":[{"kind":"item","size":{"width":{"fractionalWidth":1},"height":{"estimated":50}}}]}}]}
        """

    /// Rows measured `height` high, at `category` (none when nil).
    static func measured(_ height: Int, at category: String?) -> String {
        let named = category.map { #""contentSizeCategory":"\#($0)","# } ?? ""
        return #"{"measurementsVersion":1,\#(named)"sections":{"list":{"items":{"*":{"height":\#(height)}}}}}"#
    }

    /// Each solution's container category (nil when the JSON has none) and content height.
    private func heights(_ result: CLIResult) throws -> [(category: String?, height: Double)] {
        #expect(result.status == 0, "\(result.stderr)")
        let solutions = try #require(try result.json() as? [String: Any])["solutions"] as? [[String: Any]] ?? []
        return solutions.map { solution in
            let container = solution["container"] as? [String: Any]
            let size = solution["contentSize"] as? [String: Any]
            return (container?["contentSizeCategory"] as? String, (size?["height"] as? NSNumber)?.doubleValue ?? -1)
        }
    }

    /// Each container at each text size, container by container: below accessibilityMedium the
    /// rows are 50 high (4 × 50 = 200), from it 100 (400). The table's DEVICE column and the
    /// CSV's `content_size_category` tell them apart.
    @Test func everyContainerAtEveryTextSize() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("rows.json", Self.rows)
        let two = try sandbox.run(["solve", "--file", file, "--width", "390", "--device", "iphone-16",
                                   "--content-size-categories", "large,accessibilityMedium", "--format", "json"])
        let solved = try heights(two)
        #expect(solved.map(\.category) == ["large", "accessibilityMedium", "large", "accessibilityMedium"])
        #expect(solved.map(\.height) == [200, 400, 200, 400])

        let all = try sandbox.run(["solve", "--file", file, "--device", "iphone-16", "--content-size-categories", "all"])
        #expect(all.status == 0, "\(all.stderr)")
        let devices = all.lines.dropFirst(2).map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(devices.map { "\($0[2]) \($0[3]) \($0[4])" } == [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ].map { "iphone-16 · \($0)" })
        #expect(devices.map { $0[7] } == Array(repeating: "200", count: 7) + Array(repeating: "400", count: 5))

        let bare = try sandbox.run(["solve", "--file", file, "--width", "390", "--content-size-categories", "large,accessibilityLarge"])
        #expect(bare.lines.dropFirst(2).map { $0.split(separator: " ")[2] } == ["large", "accessibilityLarge"], "\(bare.stdout)")

        let csv = try sandbox.run(["solve", "--file", file, "--width", "390", "--content-size-categories", "accessibilityMedium",
                                   "--format", "csv"])
        #expect(csv.lines.first?.contains(",scale,content_size_category,category,") == true, "\(csv.stdout)")
        #expect(csv.lines.dropFirst().first?.hasPrefix("390,844,,portrait,0,0,0,0,leftToRight,,accessibilityMedium,cell,,0,0,0,0,390,100,")
                == true, "\(csv.stdout)")
    }

    /// `solve --all` heads each column with the container and its text size, and its CSV gains
    /// the category; the frame cache keys on it, so the second run hits at both sizes.
    @Test func solveAllAndTheCache() throws {
        let sandbox = try Sandbox(.nothing)
        #expect(try sandbox.runRaw(["init", "--db", sandbox.databasePath]).status == 0)
        _ = try sandbox.run(["save", "rows", "--file", sandbox.write("rows.json", Self.rows)])
        let sweep = ["solve", "--all", "--width", "390", "--content-size-categories", "large,accessibilityMedium"]
        let table = try sandbox.run(sweep)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("w390 · large") && table.stdout.contains("w390 · accessibilityMedium"), "\(table.stdout)")
        let csv = try sandbox.run(sweep + ["--format", "csv"])
        #expect(csv.lines.first == "layout,width,height,content_size_category,content_width,content_height,cells")
        #expect(Array(csv.lines.dropFirst()) == ["rows@1,390,844,large,390,200,4", "rows@1,390,844,accessibilityMedium,390,400,4"])
        // --timings adds whether the cache answered: the table's batch filled it.
        let timed = try sandbox.run(sweep + ["--format", "csv", "--timings"])
        #expect(Array(timed.lines.dropFirst()) == ["rows@1,390,844,large,390,200,4,hit", "rows@1,390,844,accessibilityMedium,390,400,4,hit"])
    }

    /// `render` captions each panel with the text size.
    @Test func renderCaptionsNameTheTextSize() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("rows.json", Self.rows)
        let svg = try sandbox.run(["render", "--file", file, "--device", "iphone-16", "--content-size-categories", "large,accessibilityMedium"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.contains("iphone-16 · large · 393 × 852 pt"))
        #expect(svg.stdout.contains("iphone-16 · accessibilityMedium · 393 × 852 pt"))
    }

    /// With `--content-size-category`, a misspelt name, or more containers than a width list
    /// may give (100,001 widths × 2 text sizes): usage errors, exit 64.
    @Test func refusals() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("rows.json", Self.rows)
        let both = try sandbox.run(["solve", "--file", file, "--content-size-categories", "all", "--content-size-category", "large"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("--content-size-categories and --content-size-category: give one"), "\(both.stderr)")
        let misspelt = try sandbox.run(["solve", "--file", file, "--content-size-categories", "large,extraLareg"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.contains("--content-size-categories extraLareg: no such content size category; did you mean extraLarge?"),
                "\(misspelt.stderr)")
        let many = try sandbox.run(["solve", "--file", file, "--widths", "1..100001", "--content-size-categories", "large,small"])
        #expect(many.status == 64)
        #expect(many.stderr.contains("100001 containers × 2 text sizes is more than 100001 containers in all"), "\(many.stderr)")
        // `sweep` follows one container across widths: a list of text sizes is refused, not cut to its first.
        let sweep = try sandbox.run(["sweep", file, "--content-size-categories", "large,small"])
        #expect(sweep.status == 64)
        #expect(sweep.stderr.contains("give --content-size-category NAME, not --content-size-categories"), "\(sweep.stderr)")
    }

    /// Five rows, 4 apart, insets 10: 10 + 5h + 16 + 10. Measured 44 at large: 256; 88 at
    /// accessibilityLarge: 476; the set naming none (60) serves extraLarge: 336; estimates
    /// alone (50): 286.
    @Test func eachTextSizeTakesItsMeasurementSet() throws {
        let sandbox = try Sandbox()
        let list = try sandbox.write("list.json", Self.list)
        let large = try sandbox.write("large.json", Self.measured(44, at: "large"))
        let ax = try sandbox.write("ax.json", Self.measured(88, at: "accessibilityLarge"))
        let other = try sandbox.write("other.json", Self.measured(60, at: nil))
        let sizes = ["--content-size-categories", "large,extraLarge,accessibilityLarge"]
        let result = try sandbox.run(["solve", "--file", list, "--width", "390", "--measurements", ax, "--measurements", large,
                                      "--measurements", other, "--format", "json"] + sizes)
        #expect(try heights(result).map(\.height) == [256, 336, 476])
        let estimates = try sandbox.run(["solve", "--file", list, "--width", "390", "--format", "json"])
        #expect(try heights(estimates).map(\.height) == [286])
        // One set at one text size, by `--content-size-category`.
        let one = try sandbox.run(["solve", "--file", list, "--width", "390", "--measurements", large, "--measurements", ax,
                                   "--content-size-category", "accessibilityLarge", "--format", "json"])
        #expect(try heights(one).map(\.height) == [476])

        // No set for extraLarge: refused, naming what each set is for.
        let missing = try sandbox.run(["solve", "--file", list, "--width", "390", "--measurements", large, "--measurements", ax] + sizes)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--measurements: no set for the text size extraLarge (\(large) is for large, \(ax) is for "
                                        + "accessibilityLarge); give one whose \"contentSizeCategory\" is extraLarge, or one that names none"),
                "\(missing.stderr)")
        let twice = try sandbox.run(["solve", "--file", list, "--measurements", large, "--measurements", large])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("--measurements \(large): names large, as \(large) does; give one set for each text size"))
    }

    /// A kept set keeps its category: solved by name it serves its text size; another set at the
    /// same size (rows 100: 10 + 500 + 16 + 10 = 536) misses the cache where the first hit.
    @Test func keptSetsAndTheFrameCache() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run(["save", "list", "--file", sandbox.write("list.json", Self.list)])
        let ax = try sandbox.write("ax.json", Self.measured(88, at: "accessibilityLarge"))
        #expect(try sandbox.run(["measurements", "save", "list-ax", "--file", ax]).stdout == "list-ax@1\n")
        let exported = try sandbox.run(["measurements", "export", "list-ax"])
        #expect(exported.stdout.contains("\"contentSizeCategory\": \"accessibilityLarge\""), "\(exported.stdout)")
        let asked = ["solve", "list", "--width", "390", "--content-size-category", "accessibilityLarge"]
        #expect(try sandbox.run(asked + ["--measurements", "@list-ax"]).lines.last?.hasSuffix("miss") == true)
        #expect(try sandbox.run(asked + ["--measurements", "@list-ax"]).lines.last?.hasSuffix("hit") == true)
        #expect(try heights(try sandbox.run(asked + ["--measurements", "@list-ax", "--format", "json"])).map(\.height) == [476])
        let larger = try sandbox.write("larger.json", Self.measured(100, at: "accessibilityLarge"))
        let other = try sandbox.run(asked + ["--measurements", larger])
        #expect(other.lines.last?.hasSuffix("miss") == true, "\(other.stdout)")
        #expect(try heights(try sandbox.run(asked + ["--measurements", larger, "--format", "json"])).map(\.height) == [536])
    }

    /// A category that is not one of UIKit's names is located in the measurements document.
    @Test func aMisspeltCategoryIsLocated() throws {
        let sandbox = try Sandbox()
        let bad = try sandbox.write("bad.json", Self.measured(44, at: "accessibilityLarg"))
        let saved = try sandbox.run(["measurements", "save", "bad", "--file", bad])
        #expect(saved.status == 2)
        #expect(saved.stderr.contains("bad.json: contentSizeCategory: no such content size category \"accessibilityLarg\"; "
                                      + "did you mean accessibilityLarge?"), "\(saved.stderr)")
    }

    /// `diff` in a text size sweep says which size each frame block is (the hostile review: two
    /// blocks "frames at 1024 × 1366" and nothing to tell them apart). adaptive-columns' large-text
    /// variant at most 3 columns → 2: at 1024 points the large text size keeps its 160-point
    /// columns, the accessibility one goes from 3 columns of (992 − 20) / 3 to 2.
    @Test func diffLabelsEachFrameBlockWithItsTextSize() throws {
        let sandbox = try Sandbox()
        let original = try sandbox.run(["export", "adaptive-columns"]).stdout
        let two = original.replacingOccurrences(of: #""maximum": 3"#, with: #""maximum": 2"#)
        #expect(two != original)
        try sandbox.write("two.json", two)
        let diff = try sandbox.run(["diff", "adaptive-columns", "two.json", "--width", "1024",
                                    "--content-size-categories", "large,accessibilityLarge"])
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.lines.contains("frames at 1024 × 1366 · large: no changes"), "\(diff.stdout)")
        #expect(diff.lines.contains { $0.hasPrefix("frames at 1024 × 1366 · accessibilityLarge: ") && $0.contains("changed") })
        #expect(diff.lines.contains { $0.hasPrefix("  ~ cards: 3 → 2 columns") }, "\(diff.stdout)")
        let json = try sandbox.run(["diff", "adaptive-columns", "two.json", "--width", "1024", "--format", "json",
                                    "--content-size-categories", "large,accessibilityLarge"])
        let frames = try member(try json.json(), "frames", as: [[String: Any]].self)
        #expect(frames.map { $0["contentSizeCategory"] as? String } == ["large", "accessibilityLarge"])
    }
}

