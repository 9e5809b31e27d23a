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

    /// `--widths` and `--devices` add to the containers each time they are given, as `--width`
    /// and `--device` do: a second one no longer drops the first.
    @Test func repeatedListsAddUp() throws {
        let arguments = ["solve", "photo-grid", "--widths", "320", "--widths", "390,400"]
        let solve = try #require(try Layouts.parseAsRoot(arguments) as? Solve)
        let widths = try solve.options.request(presets: [], arguments: ["layouts"] + arguments).containers
        #expect(widths.map(\.environment.width) == [320, 390, 400])
        let devices = try #require(try Layouts.parseAsRoot(["solve", "photo-grid", "--devices", "iphone-16",
                                                             "--devices", "ipad-10"]) as? Solve)
        #expect(devices.options.deviceList == "iphone-16,ipad-10")
    }
}
