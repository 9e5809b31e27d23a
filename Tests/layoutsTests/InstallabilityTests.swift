import Foundation
import Testing

/// `--version` and the shell completions' knowledge of layouts, revisions, devices and files.
@Suite struct InstallabilityTests {
    @Test func versionIsATagOrDev() throws {
        let sandbox = try Sandbox(.nothing)
        let result = try sandbox.runRaw(["--version"])
        #expect(result.status == 0)
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!version.isEmpty && !version.contains(" "))
    }

    @Test func completionsOfferLayoutNamesRevisionsDevicesAndFiles() throws {
        let sandbox = try Sandbox()
        try sandbox.write("grid.json", CLIFixtures.rows(("a", 1)))
        let script = try sandbox.runRaw(["--generate-completion-script", "bash"])
        #expect(script.stdout.contains("---completion show -- positional@0"))
        // What the script runs when completing `layouts show photo-g`: the words, which one, and the prefix.
        let names = try sandbox.runRaw(["---completion", "show", "--", "positional@0", "2", "7", "layouts", "show", "photo-g"])
        #expect(names.lines.contains("photo-grid") && names.lines.contains("photo-grid-adaptive"))
        let revisions = try sandbox.runRaw(["---completion", "show", "--", "positional@0", "2", "11", "layouts", "show", "photo-grid@"])
        #expect(revisions.lines == ["photo-grid@1"])
        let files = try sandbox.runRaw(["---completion", "show", "--", "positional@0", "2", "2", "layouts", "show", "gr"])
        #expect(files.lines == ["grid.json"])
        let devices = try sandbox.runRaw(["---completion", "solve", "--", "--device", "3", "0", "layouts", "solve", "--device", ""])
        #expect(devices.lines.contains("iphone-16"))
    }
}
