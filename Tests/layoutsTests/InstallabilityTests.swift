import Foundation
import LayoutReports
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
        #expect(files.lines == ["grid-then-list", "grid.json"])
        let devices = try sandbox.runRaw(["---completion", "solve", "--", "--device", "3", "0", "layouts", "solve", "--device", ""])
        #expect(devices.lines.contains("iphone-16"))
    }

    /// The tool links FoundationEssentials, not all of Foundation with its ICU data: loading those
    /// cost about 7 ms of every command's start-up (docs/performance.md, "Start-up"). This reads the built
    /// binary's own list of shared libraries (a debug build links them; a release build carries
    /// the Swift libraries inside).
    @Test func theBinaryDoesNotLoadAllOfFoundation() throws {
        let binary = try #require(LayoutsBinary.url).path
        let readelf = Process()
        readelf.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        readelf.arguments = ["readelf", "--dynamic", binary]
        let output = Pipe()
        readelf.standardOutput = output
        try readelf.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        readelf.waitUntilExit()
        #expect(readelf.terminationStatus == 0)
        let needed = text.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #expect(!needed.isEmpty)
        for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so", "libcrypto"] {
            #expect(!needed.contains { $0.contains("[\(library)") }, "\(library) is linked")
        }
    }
}
