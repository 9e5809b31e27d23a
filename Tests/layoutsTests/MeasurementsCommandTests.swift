import Foundation
import LayoutReports
import Testing

/// `--measurements` on the commands that solve: the feed and tag cloud of docs/how-to/self-sizing-and-measurements.md, errors with the
/// file and JSON path (exit 2, nothing printed or stored), warnings, and the frame cache's key.
@Suite struct MeasurementsCommandTests {
    /// The repository's `seed/` folder, where the how-to's documents live: `layouts/NAME.json`
    /// and `measurements/NAME.json`.
    private static func example(_ name: String) -> String {
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("seed")
        if name.hasSuffix(".measurements.json") {
            return seed.appendingPathComponent("measurements/" + name.replacingOccurrences(of: ".measurements", with: "")).path
        }
        return seed.appendingPathComponent("layouts/" + name).path
    }

    private func frames(_ result: CLIResult, category: String = "cell") throws -> [[Double]] {
        #expect(result.status == 0, "\(result.stderr)")
        let solutions = try member(try result.json(), "solutions", as: [[String: Any]].self)
        #expect(solutions.count == 1)
        let attributes = try member(solutions.first, "attributes", as: [[String: Any]].self)
        return try attributes.filter { $0["category"] as? String == category }
            .map { try member($0, "frame", as: [NSNumber].self).map(\.doubleValue) }
    }

    /// Width 390, section insets 0,16,16,16: rows 358 wide at x = 16. The header measures 64, so
    /// row 0 starts at 64; rows measure 120, 120, 120, 240 (item 3), 80, 80 (items 4..5), 8 apart:
    /// y = 64, 192, 320, 448, 696, 784; the section ends at 784 + 80 + 16 = 880.
    @Test func theFeedSolvesWithItsMeasuredHeaderAndRows() throws {
        let sandbox = try Sandbox(.nothing)
        let result = try sandbox.runRaw(["solve", "--examples", "--file", Self.example("self-sizing-feed.json"),
                                      "--width", "390", "--measurements", Self.example("self-sizing-feed.measurements.json"),
                                      "--format", "json"])
        let cells = try frames(result)
        #expect(cells.map { $0[1] } == [64, 192, 320, 448, 696, 784])
        #expect(cells.map { $0[3] } == [120, 120, 120, 240, 80, 80])
        #expect(cells.allSatisfy { $0[0] == 16 && $0[2] == 358 })
        let header = try #require(try frames(result, category: "supplementary").first)
        #expect(header == [16, 0, 358, 64])
    }

    /// The examples carry both layouts with their measurement sets, named alike: the feed solved
    /// by name with `@self-sizing-feed` gives the frames worked out above.
    @Test func theSeededFeedSolvesWithItsSeededMeasurementSet() throws {
        let sandbox = try Sandbox(.nothing)
        let result = try sandbox.runRaw(["solve", "self-sizing-feed", "--examples", "--width", "390",
                                         "--measurements", "@self-sizing-feed", "--format", "json"])
        #expect(try frames(result).map { $0[1] } == [64, 192, 320, 448, 696, 784])
        let listed = try sandbox.runRaw(["measurements", "list", "--examples"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("self-sizing-feed ") && listed.stdout.contains("tag-cloud "), "\(listed.stdout)")
    }

    /// Width 300, insets 16: rows 268 wide. Widths 100, 120 | 60, 200 | 50, 40, 90, 8 apart:
    /// 100 + 8 + 120 + 8 + 60 = 296 > 268 ends row 0 after two; 60 + 8 + 200 = 268 fits exactly;
    /// rows of 2, 2 and 3 items at y = 16, 56, 96.
    @Test func theTagCloudWrapsRowsOfDifferentCounts() throws {
        let sandbox = try Sandbox(.nothing)
        let result = try sandbox.runRaw(["solve", "--examples", "--file", Self.example("tag-cloud.json"), "--width", "300",
                                      "--measurements", Self.example("tag-cloud.measurements.json"), "--format", "json"])
        #expect(try frames(result) == [[16, 16, 100, 32], [124, 16, 120, 32], [16, 56, 60, 32], [84, 56, 200, 32],
                                       [16, 96, 50, 32], [74, 96, 40, 32], [122, 96, 90, 32]])
    }

    @Test func measurementsThatDoNotFitAreErrorsWithTheirPath() throws {
        let sandbox = try Sandbox(.nothing)
        let cases: [(String, String)] = [
            (#"{"measurementsVersion":1,"sections":{"photos":{"items":{"*":{"height":1}}}}}"#,
             "m.json: sections.photos: no section named 'photos' in the layout"),
            (#"{"measurementsVersion":1,"sections":{"feed":{"boundaryItems":{"footer":{"height":1}}}}}"#,
             "m.json: sections.feed.boundaryItems.footer: section 'feed' has no boundary item of element kind 'footer'"),
            (#"{"measurementsVersion":1,"sections":{"feed":{"items":{"6":{"height":1}}}}}"#,
             "m.json: sections.feed.items.6: item 6 is past the section's 6 items"),
            (#"{"measurementsVersion":1,"sections":{"feed":{"items":{"0..3":{"height":1},"3..4":{"height":2}}}}}"#,
             "m.json: sections.feed.items.3..4: overlaps the range 0..3"),
            (#"{"measurementsVersion":1,"sections":{"feed":{"items":{"1":{"height":-5}}}}}"#,
             "m.json: sections.feed.items.1.height: a measured size must be finite and >= 0"),
            (#"{"measurementsVersion":1,"sections":{"feed":{"items":{"1":{"height":1e999}}}}}"#, "m.json: line 1"),
        ]
        for (json, message) in cases {
            let file = try sandbox.write("m.json", json)
            let result = try sandbox.runRaw(["solve", "--examples", "--file", Self.example("self-sizing-feed.json"),
                                          "--measurements", file])
            #expect(result.status == 2, "\(json)")
            #expect(result.stdout.isEmpty, "\(json)")
            #expect(result.stderr.contains("error: " + sandbox.path(message)) || result.stderr.contains(message),
                    "\(result.stderr)")
        }
    }

    /// A width on a section whose widths are fractional is ignored with a warning; the solve goes on.
    @Test func aSizeOnAFixedAxisWarns() throws {
        let sandbox = try Sandbox(.nothing)
        let file = try sandbox.write("m.json", #"{"measurementsVersion":1,"sections":{"feed":{"items":{"2":{"width":10}}}}}"#)
        let result = try sandbox.runRaw(["solve", "--examples", "--file", Self.example("self-sizing-feed.json"),
                                      "--measurements", file])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: ") && result.stderr.contains("sections.feed.items.2.width"))
    }

    /// The measurements are part of the cache key: the same ones hit, other ones miss.
    @Test func theFrameCacheKeysOnTheMeasurements() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["save", "feed", "--file", Self.example("self-sizing-feed.json")]).status == 0)
        let a = try sandbox.write("a.json", #"{"measurementsVersion":1,"sections":{"feed":{"items":{"*":{"height":50}}}}}"#)
        let b = try sandbox.write("b.json", #"{"measurementsVersion":1,"sections":{"feed":{"items":{"*":{"height":60}}}}}"#)
        func cache(_ arguments: [String]) throws -> String {
            let result = try sandbox.run(["solve", "feed", "--width", "390"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.contains(" hit") ? "hit" : "miss"
        }
        #expect(try cache(["--measurements", a]) == "miss")
        #expect(try cache(["--measurements", a]) == "hit")
        #expect(try cache(["--measurements", b]) == "miss")
        #expect(try cache([]) == "miss")
        #expect(try cache(["--measurements", b]) == "hit")
    }

    /// Named sets are versioned like layouts: equal content is unchanged, new content a new
    /// revision; `@NAME` solves with the latest and `@NAME@1` with the first, and a bad set
    /// writes nothing.
    @Test func namedSetsAreVersionedAndSolveByName() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["save", "feed", "--file", Self.example("self-sizing-feed.json")]).status == 0)
        let first = Self.example("self-sizing-feed.measurements.json")
        #expect(try sandbox.run(["measurements", "save", "feed-sizes", "--file", first]).stdout == "feed-sizes@1\n")
        #expect(try sandbox.run(["measurements", "save", "feed-sizes", "--file", first]).stdout
                == "feed-sizes@1 unchanged\n")
        let taller = try sandbox.write("taller.json",
                                       #"{"measurementsVersion":1,"sections":{"feed":{"items":{"*":{"height":200}}}}}"#)
        #expect(try sandbox.run(["measurements", "save", "feed-sizes", "--file", taller]).stdout == "feed-sizes@2\n")
        let bad = try sandbox.write("bad.json", #"{"measurementsVersion":1,"sections":{"feed":{"items":{"*":{"height":-1}}}}}"#)
        let refused = try sandbox.run(["measurements", "save", "feed-sizes", "--file", bad])
        #expect(refused.status == 2 && refused.stderr.contains("sections.feed.items.*.height"))
        let listed = try sandbox.run(["measurements", "list"]).stdout.split(separator: "\n")
        #expect(listed.contains { $0.hasPrefix("feed-sizes ") && $0.split(separator: " ").dropFirst().first == "2" })
        // The same listing for scripts, with --format json as every other list takes.
        let sets = try #require(try sandbox.run(["measurements", "list", "--format", "json"]).json() as? [[String: Any]])
        // The sandbox's catalogue is seeded with the examples' sets; each set's latest revision.
        #expect(sets.map { $0["name"] as? String } == ["feed-sizes", "grid-then-list", "inbox-plain", "self-sizing-feed",
                                                        "settings-inset-grouped", "sidebar", "tag-cloud"])
        #expect(sets.map { ($0["revision"] as? NSNumber)?.intValue } == [2, 1, 1, 1, 1, 1, 1])

        // Latest: six rows of 200, 8 apart, no header measurement (44): 44 + 6·200 + 5·8 + 16 = 1300.
        let latest = try sandbox.run(["solve", "feed", "--width", "390", "--measurements", "@feed-sizes"])
        #expect(latest.status == 0 && latest.stdout.contains("390 × 1300"), "\(latest.stderr)")
        let pinned = try sandbox.run(["solve", "feed", "--width", "390", "--measurements", "@feed-sizes@1"])
        #expect(pinned.status == 0 && pinned.stdout.contains("390 × 880"), "\(pinned.stderr)")
        let missing = try sandbox.run(["solve", "feed", "--measurements", "@nope"])
        #expect(missing.status == 2 && missing.stderr.contains("no measurement set named 'nope'"))
    }

    /// `render` and `diff` take the same option: a bad set of measurements writes no drawing and
    /// prints no diff; a good one draws the measured feed, whose SVG is 880 tall.
    @Test func renderAndDiffTakeMeasurementsToo() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["save", "feed", "--file", Self.example("self-sizing-feed.json")]).status == 0)
        let bad = try sandbox.write("bad.json", #"{"measurementsVersion":1,"sections":{"photos":{"items":{"*":{"height":1}}}}}"#)
        let refused = try sandbox.run(["render", "feed", "--measurements", bad, "--output", sandbox.path("feed.svg")])
        #expect(refused.status == 2 && refused.stderr.contains("sections.photos: no section named 'photos'"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("feed.svg")))
        let diff = try sandbox.run(["diff", "feed", "--file", Self.example("self-sizing-feed.json"), "--width", "390",
                                    "--measurements", bad])
        #expect(diff.status == 2 && diff.stdout.isEmpty)

        let drawn = try sandbox.run(["render", "feed", "--width", "390", "--output", sandbox.path("feed.svg"),
                                     "--measurements", Self.example("self-sizing-feed.measurements.json")])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(try sandbox.read("feed.svg").contains("880"))
    }
}
