import Foundation
import LayoutReports
import Testing

/// `import DIR`, `export --all DIR` and `fmt FILE… [--check]`: layouts as files in a repository.
@Suite struct FolderCommandTests {
    @Test func exportAllThenImportRoundTrips() throws {
        let sandbox = try Sandbox()
        let exported = try sandbox.run(["export", "--all", "out"])
        #expect(exported.status == 0)
        #expect(exported.stdout == "\(CatalogueCommandTests.seedLayoutCount) layouts written to out\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("out"))
        #expect(files.count == CatalogueCommandTests.seedLayoutCount && files.contains("photo-grid.json"))
        // Exported files are already formatted.
        #expect(try sandbox.runRaw(["fmt", "--check", "out"]).status == 0)
        // Imported into an empty catalogue in one go, each becomes revision 1 …
        #expect(try sandbox.runRaw(["init", "--db", "empty.sqlite"]).status == 0)
        let imported = try sandbox.runRaw(["import", "out", "--db", "empty.sqlite"])
        #expect(imported.status == 0)
        #expect(imported.lines.count == CatalogueCommandTests.seedLayoutCount && imported.lines.contains("photo-grid@1"))
        // … with the same bytes as the original.
        let original = try sandbox.run(["export", "photo-grid", "--compact"]).stdout
        #expect(try sandbox.runRaw(["export", "photo-grid", "--compact", "--db", "empty.sqlite"]).stdout == original)
        let message = try sandbox.runRaw(["log", "photo-grid", "--db", "empty.sqlite"]).stdout
        #expect(message.contains("Imported from out/photo-grid.json"))
        // Importing the same files again changes nothing.
        let again = try sandbox.run(["import", "out"])
        #expect(again.lines.contains("photo-grid@1 unchanged"))
    }

    @Test func importOfAnInvalidFileSavesNothing() throws {
        let sandbox = try Sandbox(.nothing)
        #expect(try sandbox.runRaw(["init"]).status == 0)
        try FileManager.default.createDirectory(atPath: sandbox.path("in"), withIntermediateDirectories: true)
        try sandbox.write("in/good.json", CLIFixtures.rows(("a", 2)))
        try sandbox.write("in/bad.json", CLIFixtures.invalid)
        try sandbox.write("in/Bad Name.json", CLIFixtures.rows(("a", 2)))
        try sandbox.write("in/notes.md", "notes")
        let result = try sandbox.run(["import", "in", "--message", "first"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("note: in/notes.md: skipped (not a .json file)"))
        #expect(result.stderr.contains("error: in/Bad Name.json: cannot be a layout name"))
        #expect(result.stderr.contains("error: in/bad.json: sections[1].itemCount: must be >= 0"))
        #expect(result.stderr.hasSuffix("error: nothing was imported\n"))
        #expect(try sandbox.run(["list", "--format", "json"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    @Test func importOfAMissingFolder() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["import", "nowhere"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: nowhere: no such folder\n")
    }

    @Test func fmtRewritesWithNameAndKindFirst() throws {
        let sandbox = try Sandbox(.nothing)
        let original = #"{"$schema": "../schema/layout.schema.json", "sections": [{"itemCount": 2, "group": {"subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "kind": "item"}], "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "kind": "horizontal"}, "name": "a"}], "formatVersion": 1}"#
        try sandbox.write("a.json", original)
        let check = try sandbox.runRaw(["fmt", "--check", "a.json"])
        #expect(check.status == 1)
        #expect(check.stderr == "a.json: not formatted\n")
        #expect(check.stdout.hasPrefix("--- a/a.json\n+++ b/a.json\n@@ -1 +1,"))
        #expect(try sandbox.read("a.json") == original)
        let formatted = try sandbox.runRaw(["fmt", "a.json"])
        #expect(formatted.status == 0)
        let text = try sandbox.read("a.json")
        #expect(text.hasPrefix("{\n  \"$schema\": \"../schema/layout.schema.json\",\n  \"formatVersion\": 1,\n  \"sections\": [\n    {\n      \"name\": \"a\",\n      \"group\": {\n        \"kind\": \"horizontal\","))
        #expect(try sandbox.runRaw(["fmt", "--check", "a.json"]).status == 0)
        // The same layout either way.
        #expect(try sandbox.runRaw(["diff", "a.json", "-"], stdin: original, environment: ["LAYOUTS_DB": ""]).status == 0)
    }

    @Test func fmtLeavesAnInvalidFileAlone() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.write("bad.json", CLIFixtures.invalid)
        let result = try sandbox.runRaw(["fmt", "bad.json"])
        #expect(result.status == 2)
        #expect(try sandbox.read("bad.json") == CLIFixtures.invalid)
    }
}
