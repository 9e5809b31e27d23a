import Foundation
import Testing

/// docs/how-to/adaptive-columns-and-traits.md run as shown: the seed's `adaptive-columns` layout
/// re-flows with the width, the vertical size class of the preset and `--content-size-category`.
@Suite struct AdaptiveColumnsCommandTests {
    /// The x of every cell of the first row of one solve, as JSON reports them.
    private func firstRow(_ result: CLIResult) throws -> [Double] {
        #expect(result.status == 0, "\(result.stderr)")
        let solutions = try member(try result.json(), "solutions", as: [[String: Any]].self)
        let attributes = try member(solutions.first, "attributes", as: [[String: Any]].self)
        let frames = try attributes.filter { $0["category"] as? String == "cell" }
            .map { try member($0, "frame", as: [NSNumber].self).map(\.doubleValue) }
        let top = frames.first?[1]
        return frames.filter { $0[1] == top }.map { $0[0] }
    }

    /// Section insets 16 and 16, m = 160, s = 10: at 375 the group is 343, floor(353 / 170) = 2
    /// columns at x = 16 and 16 + (343 − 10) / 2 + 10 = 192.5; at 532 it is exactly 500, three
    /// columns of 160 at 16, 186, 356; at 531 two.
    @Test func columnsFollowTheWidth() throws {
        let sandbox = try Sandbox()
        #expect(try firstRow(sandbox.run(["solve", "adaptive-columns", "--width", "375", "--format", "json"])) == [16, 192.5])
        #expect(try firstRow(sandbox.run(["solve", "adaptive-columns", "--width", "532", "--format", "json"])) == [16, 186, 356])
        #expect(try firstRow(sandbox.run(["solve", "adaptive-columns", "--width", "531", "--format", "json"])).count == 2)
    }

    /// At accessibility text sizes the variant asks for 320-point columns: at 375 one column; at
    /// extraExtraExtraLarge, just below, still the two of 160.
    @Test func textSizeChoosesTheVariant() throws {
        let sandbox = try Sandbox()
        let large = try sandbox.run(["solve", "adaptive-columns", "--width", "375", "--format", "json",
                                     "--content-size-category", "accessibilityMedium"])
        #expect(try firstRow(large) == [16])
        let below = try sandbox.run(["solve", "adaptive-columns", "--width", "375", "--format", "json",
                                     "--content-size-category", "extraExtraExtraLarge"])
        #expect(try firstRow(below) == [16, 192.5])
    }

    /// iphone-16 in landscape is compact in height: the 90-point rows of the second variant, with
    /// the safe area's 59 on each side: 852 − 118 − 32 = 702, floor(712 / 170) = 4 columns.
    @Test func landscapeIsCompactInHeight() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["solve", "adaptive-columns", "--device", "iphone-16", "--orientation", "landscape", "--format", "json"])
        #expect(try firstRow(result).count == 4)
    }

    /// Every `$ layouts …` command the how-to shows prints what the page shows under it.
    @Test func theHowToRunsAsShown() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/how-to/adaptive-columns-and-traits.md")
        let lines = try String(contentsOf: page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        var shown: [(command: String, output: [String])] = []
        var current: Int?  // the command whose output the block goes on to show
        for line in lines {
            if line.hasPrefix("```") {
                current = nil
            } else if line.hasPrefix("$ layouts ") {
                shown.append((String(line.dropFirst("$ layouts ".count)), []))
                current = shown.count - 1
            } else if let current, !line.isEmpty {
                shown[current].output.append(line)
            }
        }
        #expect(shown.count == 4)
        // As a reader types it: `--examples` reads the built-in examples, so no --db is added.
        let sandbox = try Sandbox(.nothing)
        for (command, output) in shown {
            let result = try sandbox.runRaw(command.split(separator: " ").map(String.init))
            #expect(result.status == 0, "layouts \(command): \(result.stderr)")
            #expect(result.lines == output, "layouts \(command)")
        }
    }

    /// A misspelt text size is a usage error that names the one meant, before anything is solved.
    @Test func misspeltCategoryNamesTheOneMeant() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.runRaw(["solve", "adaptive-columns", "--content-size-category", "extraLareg"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--content-size-category extraLareg: no such content size category; did you mean extraLarge?"))
        #expect(result.stdout.isEmpty)
    }

    /// The text size is part of the frame cache's key: the same solve at another size misses.
    @Test func categoryIsPartOfTheCacheKey() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run(["solve", "adaptive-columns", "--width", "375"])
        let again = try sandbox.run(["solve", "adaptive-columns", "--width", "375"])
        #expect(again.stdout.contains("hit"))
        let other = try sandbox.run(["solve", "adaptive-columns", "--width", "375", "--content-size-category", "extraLarge"])
        #expect(other.stdout.contains("miss"))
    }
}
