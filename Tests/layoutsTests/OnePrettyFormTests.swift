import Foundation
import LayoutReports
import Testing

/// One pretty form (issue 41, item 5): `export NAME` writes what `fmt` writes, and `check` warns
/// about a file in any other form.
@Suite struct OnePrettyFormTests {
    /// `layouts export NAME > f.json && layouts fmt --check f.json` for every example layout.
    /// Before, export printed every key sorted (`"group"` before `"name"`), which fmt rewrote.
    @Test func anExportPassesFmtCheckForEverySeedLayout() throws {
        let sandbox = try Sandbox()
        let listed = try sandbox.run(["list", "--format", "json"])
        let names = try #require(try listed.json() as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names.count >= 30)
        for name in names {
            let exported = try sandbox.run(["export", name])
            #expect(exported.status == 0, "\(name): \(exported.stderr)")
            try sandbox.write("\(name).json", exported.stdout)
            let check = try sandbox.runRaw(["fmt", "--check", sandbox.path("\(name).json")])
            #expect(check.status == 0, "\(name): \(check.stdout)\(check.stderr)")
        }
    }

    /// By hand: the form puts `formatVersion`, then each object's `name` and `kind` first.
    @Test func theExportOfASavedLayoutPutsNameAndKindFirst() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        #expect(try sandbox.run(["save", "rows", "--file", "rows.json", "--message", "rows"]).status == 0)
        let exported = try sandbox.run(["export", "rows"])
        #expect(exported.stdout.hasPrefix("""
            {
              "formatVersion": 1,
              "sections": [
                {
                  "name": "a",
                  "group": {
                    "kind": "horizontal",
            """))
        #expect(exported.stdout.hasSuffix("}\n"))
        #expect(!exported.stdout.hasSuffix("\n\n"))
    }

    /// A repository holding layouts/rows.json as the fixture writes it, which is not fmt's form.
    private func repository(settings: String? = nil) throws -> Sandbox {
        let sandbox = try Sandbox(.nothing)
        try sandbox.git(["init", "-q"])
        try FileManager.default.createDirectory(atPath: sandbox.path("layouts"), withIntermediateDirectories: true)
        try sandbox.write("layouts/rows.json", CLIFixtures.rows(("a", 2)))
        if let settings { try sandbox.write(".layouts-check.json", settings) }
        try sandbox.commitAll("rows")
        return sandbox
    }

    private static let warning = "::warning file=layouts/rows.json,line=1,title=format::not in the form `layouts fmt` writes; run layouts fmt layouts/rows.json"

    @Test func checkWarnsAboutAFileNotInFmtsFormByDefault() throws {
        let sandbox = try repository()
        let result = try sandbox.runRaw(["check", "layouts", "--base", "HEAD", "--device", "iphone-16"])
        // A warning: the exit status stays 0.
        #expect(result.status == 0)
        #expect(result.stdout.contains(Self.warning))
        #expect(result.stdout.contains("0 lint findings, 1 not in the form `layouts fmt` writes."))

        #expect(try sandbox.runRaw(["fmt", "layouts/rows.json"]).status == 0)
        let formatted = try sandbox.runRaw(["check", "layouts", "--base", "HEAD", "--device", "iphone-16"])
        #expect(!formatted.stdout.contains("title=format"))
        #expect(formatted.stdout.contains("0 lint findings, 0 not in the form `layouts fmt` writes."))

        // The warning points at the first line that differs: one more space on line 3.
        let text = try sandbox.read("layouts/rows.json")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "  \"sections\": [")
        try sandbox.write("layouts/rows.json", (lines[..<2] + [" " + lines[2]] + lines[3...]).joined(separator: "\n"))
        let indented = try sandbox.runRaw(["check", "layouts", "--base", "HEAD", "--device", "iphone-16"])
        #expect(indented.stdout.contains("::warning file=layouts/rows.json,line=3,title=format::"))
    }

    @Test func formatFalseTurnsTheWarningOff() throws {
        let sandbox = try repository(settings: #"{ "format": false }"#)
        let result = try sandbox.runRaw(["check", "layouts", "--base", "HEAD", "--device", "iphone-16"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("title=format"))
        #expect(result.stdout.contains("0 lint findings, 0 not in the form `layouts fmt` writes."))
    }
}
