import LayoutReports
@testable import layouts
import Testing

/// The solve options are parsed once: `validate()`, which argument-parser runs on every
/// `@OptionGroup`, keeps what it read, and the request builds on that (issue 38, item 11).
@Suite struct SolveOptionsParsingTests {
    @Test func validateKeepsWhatItReadForTheRequest() throws {
        let command = try Layouts.parseAsRoot(["solve", "photo-grid", "--widths", "320,390", "--items", "3"])
        let solve = try #require(command as? Solve)
        let parsed = Mirror(reflecting: solve.options).children.first { $0.label == "parsed" }?.value
        #expect(parsed.map { "\($0)" }?.hasPrefix("Optional(") == true)
        let request = try solve.options.request(presets: [], arguments: ["layouts", "solve", "--widths", "320,390"])
        #expect(request.containers.map(\.environment.width) == [320, 390])
        #expect(request.containers.allSatisfy { $0.environment.defaultItemCount == 3 })
    }
}
