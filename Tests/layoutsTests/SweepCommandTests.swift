import Foundation
import Testing

/// `layouts sweep`, and the room check it shares with `validate`, `lint` and `check`.
@Suite struct SweepCommandTests {
    /// A group 300 points wide in a section inset 10 on each side: its container is W − 20, so
    /// it has room from W = 320 and none below.
    static let wideGroup = """
        { "formatVersion": 1, "sections": [ { "name": "cards", "itemCount": 4,
          "contentInsets": { "top": 0, "leading": 10, "bottom": 0, "trailing": 10 },
          "group": { "kind": "horizontal",
                     "size": { "width": { "absolute": 300 }, "height": { "absolute": 100 } },
                     "subitems": [ { "kind": "item",
                                     "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """

    @Test func jsonGivesTheIntervalsAndWhereRoomEnds() throws {
        let sandbox = try Sandbox()  // the examples: presets to read
        try sandbox.write("cards.json", Self.wideGroup)
        let result = try sandbox.runRaw(["sweep", "cards.json", "--widths", "300..340/0.5", "--format", "json"])
        #expect(result.status == 1)  // some width has no room
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["noRoomBelow"] as? Double == 320)
        let intervals = try #require(json["intervals"] as? [[String: Any]])
        #expect(intervals.map { [$0["from"] as? Double, $0["to"] as? Double] } == [[300, 319.5], [320, 340]])
        #expect(intervals[0]["noRoom"] as? String == "section 'cards': its group is wider than its container (a fixed part exceeds it)")
        #expect(intervals[1]["noRoom"] is NSNull)
        let section = try #require((intervals[1]["sections"] as? [[String: Any]])?.first)
        #expect(section["name"] as? String == "cards" && section["columns"] as? Int == 1)
        // 100-point rows in an 844-point container: 8 whole rows.
        #expect(section["rowsPerScreen"] as? Int == 8)
    }

    @Test func aTableAndExitZeroWhenEveryWidthHasRoom() throws {
        let sandbox = try Sandbox()  // the examples: presets to read
        try sandbox.write("cards.json", Self.wideGroup)
        let result = try sandbox.runRaw(["sweep", "cards.json", "--widths", "320..400"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            cards.json: 1 interval from 320 to 400 points, room at every width
            FROM   TO  WHAT HOLDS
             320  400  cards: 1 column, 8 rows a screen

            """)
    }

    /// Too many cells is an error of the request, at every width: exit 2 naming the layout, as
    /// `solve` refuses it, not a sweep that finds no room (exit 1). With `--all`, the layout's
    /// own error, and the others are still swept.
    @Test func aRequestErrorIsAnErrorNotNoRoom() throws {
        let sandbox = try Sandbox(.nothing)
        let one = try sandbox.runRaw(["sweep", "app-store-sections", "--examples", "--items", "9223372036854775807"])
        #expect(one.status == 2)
        #expect(one.stderr.hasPrefix("error: app-store-sections@1: "), "\(one.stderr)")
        #expect(one.stderr.contains("cells"))
        #expect(one.stdout.isEmpty)
        let all = try sandbox.runRaw(["sweep", "--all", "--examples", "--items", "rows-1=9223372036854775807",
                                      "--format", "json"])
        #expect(all.status == 2)
        #expect(all.stderr.hasPrefix("error: app-store-sections@1: "), "\(all.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
        #expect((json["layouts"] as? [[String: Any]])?.count == CatalogueCommandTests.seedLayoutCount - 1)
    }

    @Test func everyExampleHasRoomFrom320To1366() throws {
        let result = try Sandbox(.nothing).runRaw(["sweep", "--all", "--examples", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let layouts = try #require(json["layouts"] as? [[String: Any]])
        #expect(layouts.count == CatalogueCommandTests.seedLayoutCount)
        #expect(layouts.allSatisfy { $0["noRoomBelow"] is NSNull })
    }

    @Test(arguments: [
        ("1366..320", "--widths 1366..320: the range is reversed: 1366 is above 320; write the narrower width first."),
        ("320..320", "--widths 320..320: the range is empty: it starts and ends at 320 (give one width without ..)."),
        ("320..1366/0", "--widths 320..1366/0: the step must be a positive number, not 0."),
        ("1..200000", "--widths 1..200000: the range spans 199999 points, more than the limit of 100000."),
        ("320..inf", "--widths 320..inf: the ends must be finite numbers."),
    ])
    func badRangesAreUsageErrors(_ range: String, _ message: String) throws {
        let sandbox = try Sandbox()  // the examples: presets to read
        try sandbox.write("cards.json", Self.wideGroup)
        for command in [["sweep", "cards.json"], ["solve", "cards.json"]] {
            let result = try sandbox.runRaw(command + ["--widths", range])
            #expect(result.status == 64)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    /// A range in `--widths` is its widths: 320, 328, …, 352 and 355 (the end is always kept).
    @Test func solveTakesARange() throws {
        let sandbox = try Sandbox()  // the examples: presets to read
        try sandbox.write("cards.json", Self.wideGroup)
        let result = try sandbox.runRaw(["solve", "cards.json", "--widths", "320..355/8,400", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let solutions = try #require(json["solutions"] as? [[String: Any]])
        let widths = solutions.compactMap { (($0["container"] as? [String: Any])?["width"]) as? Double }
        #expect(widths == [320, 328, 336, 344, 352, 355, 400])
    }

    @Test func validateAndLintSayWhereRoomEnds() throws {
        let sandbox = try Sandbox()  // the examples: presets to read
        try sandbox.write("cards.json", Self.wideGroup.replacingOccurrences(of: "\"absolute\": 300", with: "\"absolute\": 330"))
        // 330 + 20: room from 350.
        let validate = try sandbox.runRaw(["validate", "cards.json"])
        #expect(validate.status == 0)
        #expect(validate.stdout == "cards.json: valid (1 section, 4 cells; no room below 350 points)\n")
        let lint = try sandbox.runRaw(["lint", "cards.json"])
        #expect(lint.status == 1)
        #expect(lint.stdout.hasPrefix("cards.json: sections[0]: no room below 350 points (320–1366 checked): section 'cards': "
                                      + "its group is wider than its container (a fixed part exceeds it) [no-room]\n"))
    }

    @Test func checkEnforcesTheMinimumWidth() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.git(["init", "-q"])
        try sandbox.write("cards.json", Self.wideGroup)
        try sandbox.commitAll("cards")
        try sandbox.write(".layouts-check.json", #"{ "devices": ["iphone-16"], "minimumWidth": 300 }"#)
        let narrow = try sandbox.runRaw(["check", "cards.json", "--base", "HEAD"])
        #expect(narrow.status == 1)
        #expect(narrow.stdout.contains("::error file=cards.json,line=1,title=no room::no room below 320 points (300–1366 checked)"))
        try sandbox.write(".layouts-check.json", #"{ "devices": ["iphone-16"], "minimumWidth": 320 }"#)
        let fine = try sandbox.runRaw(["check", "cards.json", "--base", "HEAD"])
        #expect(fine.status == 0, "\(fine.stdout)")
    }
}
