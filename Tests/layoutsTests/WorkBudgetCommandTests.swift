import Foundation
import LayoutReports
import Testing

/// A small document whose nested counts multiply (docs/limits.md, "The work budget"): refused at
/// once by `validate` and `save`, and by a solve, instead of stalling every batch.
@Suite struct WorkBudgetCommandTests {
    /// `depth` levels of estimated-height groups of 10 equal slots around an estimated item:
    /// about 800 bytes at depth 6. Depth 6 spends 2,345,731 units, over the 2,000,000 limit
    /// (worked in SolverWorkBudgetTests); depth 5 spends 234,611.
    static func nested(depth: Int) -> String {
        var node = #"{ "kind": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 10 } } }"#
        for level in 1...depth {
            node = """
                { "kind": "\(level % 2 == 1 ? "vertical" : "horizontal")", "count": 10,
                  "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 10 } }, "subitems": [ \(node) ] }
                """
        }
        return #"{ "formatVersion": 1, "sections": [ { "name": "s", "itemCount": 1, "group": "# + node + " } ] }"
    }

    @Test func validateAndSaveRefuseWhatEverySolveWouldRefuse() throws {
        let sandbox = try Sandbox()
        try sandbox.write("deep.json", Self.nested(depth: 6))
        let validated = try sandbox.run(["validate", "deep.json"])
        #expect(validated.status == 2)
        #expect(validated.stderr.hasPrefix("error: deep.json: sections[0].group: laying out this group takes at least 2345731 steps"))

        let saved = try sandbox.run(["save", "deep", "--file", "deep.json"])
        #expect(saved.status == 2)
        #expect(saved.stderr.contains("sections[0].group: laying out this group takes at least 2345731 steps"))
        #expect(try sandbox.run(["list"]).stdout.contains("deep") == false)

        let solved = try sandbox.run(["solve", "./deep.json", "--widths", "390"])
        #expect(solved.status == 2)
        #expect(solved.stderr.contains("sections[0].group"))
    }

    /// One level less is within the budget: it validates, and solves to the one cell it holds.
    /// At 390 the outer vertical level's estimate (10) is shared by 10 slots, 1 tall each; every
    /// nested level sees its parent's slot across and its own estimate along (§3), so the two
    /// horizontal levels split 390 into 39 and then 3.9; the item gets the first slot of the
    /// innermost vertical level, 3.9 × 1 at the origin. The content is the outer estimate, 10 tall.
    @Test func oneLevelLessValidatesAndSolves() throws {
        let sandbox = try Sandbox()
        try sandbox.write("five.json", Self.nested(depth: 5))
        #expect(try sandbox.run(["validate", "five.json"]).status == 0)
        let solved = try sandbox.run(["solve", "./five.json", "--widths", "390", "--format", "json"])
        #expect(solved.status == 0)
        let output = try #require(try solved.json() as? [String: Any])
        let solution = try #require((output["solutions"] as? [[String: Any]])?.first)
        let attributes = try #require(solution["attributes"] as? [[String: Any]])
        #expect(attributes.count == 1)
        #expect(attributes.first?["frame"] as? [Double] == [0, 0, 3.9, 1])
        #expect(try number(solution["contentSize"], "height") == 10)
    }
}
