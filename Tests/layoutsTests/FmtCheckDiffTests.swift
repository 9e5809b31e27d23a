import Foundation
import Testing

/// Issue 41, item 4: `fmt --check` shows the change it would make, as `swift-format --lint`
/// shows its findings; before, it only named the file.
@Suite struct FmtCheckDiffTests {
    /// The diff `fmt --check` prints applies with real `git apply`, giving what `fmt` writes.
    @Test func theDiffAppliesAndGivesWhatFmtWrites() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.git(["init", "-q"])
        let original = """
            {"formatVersion": 1, "sections": [{"itemCount": 2, "name": "a",
              "group": {"kind": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                        "subitems": [{"kind": "item", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}

            """
        try FileManager.default.createDirectory(atPath: sandbox.path("layouts"), withIntermediateDirectories: true)
        try sandbox.write("layouts/a.json", original)
        try sandbox.commitAll("unformatted")
        let check = try sandbox.runRaw(["fmt", "--check", "layouts/a.json"])
        #expect(check.status == 1)
        #expect(check.stderr == "layouts/a.json: not formatted\n")
        #expect(check.stdout.hasPrefix("--- a/layouts/a.json\n+++ b/layouts/a.json\n@@ -1,3 +1,"), "\(check.stdout)")
        #expect(try sandbox.read("layouts/a.json") == original)
        try sandbox.write("fmt.patch", check.stdout)
        try sandbox.git(["apply", "fmt.patch"])
        #expect(try sandbox.runRaw(["fmt", "--check", "layouts/a.json"]).status == 0)
        let applied = try sandbox.read("layouts/a.json")
        try sandbox.write("layouts/a.json", original)
        #expect(try sandbox.runRaw(["fmt", "layouts/a.json"]).status == 0)
        #expect(try sandbox.read("layouts/a.json") == applied)
    }

    @Test func quietPrintsNothingButTheStatus() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.write("a.json", CLIFixtures.rows(("a", 1)))
        let quiet = try sandbox.runRaw(["fmt", "--check", "--quiet", "a.json"])
        #expect(quiet.status == 1)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    }

    /// `--color always` colours the diff as git does, a pipe too; the harness sets NO_COLOR,
    /// which `auto` obeys.
    @Test func colourIsAskedFor() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.write("a.json", CLIFixtures.rows(("a", 1)))
        let plain = try sandbox.runRaw(["fmt", "--check", "a.json"])
        #expect(!plain.stdout.contains("\u{1B}["))
        let coloured = try sandbox.runRaw(["fmt", "--check", "a.json", "--color", "always"])
        #expect(coloured.stdout.contains("\u{1B}[31m-{ \"formatVersion\""))
        let forced = try sandbox.runRaw(["fmt", "--check", "a.json"], environment: ["FORCE_COLOR": "1"])
        #expect(forced.stdout == coloured.stdout)
    }

    /// A CRLF file's diff applies with real git, and files are named from the repository's top
    /// whatever the folder and however the path is written (`./`, a folder).
    @Test func crlfFilesAndPathsFromTheTop() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.git(["init", "-q"])
        try FileManager.default.createDirectory(atPath: sandbox.path("layouts"), withIntermediateDirectories: true)
        let crlf = CLIFixtures.rows(("a", 1)).replacingOccurrences(of: "\n", with: "\r\n")
        try sandbox.write("layouts/a.json", crlf)
        try sandbox.commitAll("crlf")
        let check = try sandbox.runRaw(["fmt", "--check", "./layouts"])
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("--- a/layouts/a.json\n+++ b/layouts/a.json\n"), "\(check.stdout)")
        try sandbox.write("fmt.patch", check.stdout)
        try sandbox.git(["apply", "fmt.patch"])
        #expect(try sandbox.runRaw(["fmt", "--check", "layouts/a.json"]).status == 0)
    }
}
