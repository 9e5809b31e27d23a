import Foundation
import LayoutReports
import Testing

/// `export --all DIR` into a folder that holds work: edits the catalogue does not have are
/// refused (unless --force) before anything is written, an unedited older export is replaced,
/// `"$schema"` stays, and files of layouts that are gone are reported and left.
@Suite struct ExportFolderTests {
    private static let schemaLine = "  \"$schema\": \"../schema/layout.schema.json\",\n"

    @Test func aFileEditedByHandIsNotOverwritten() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["export", "--all", "out"]).status == 0)
        let edited = CLIFixtures.rows(("edited", 1))
        try sandbox.write("out/photo-grid.json", edited)
        try FileManager.default.removeItem(atPath: sandbox.path("out/nested-groups.json"))
        let refused = try sandbox.run(["export", "--all", "out"])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == """
            error: out/photo-grid.json: has changes that no revision of photo-grid holds
            error: nothing was written: save those changes first (layouts import out), or give --force to overwrite them

            """)
        #expect(try sandbox.read("out/photo-grid.json") == edited)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("out/nested-groups.json")))
        // --force overwrites, with what an export into an empty folder writes.
        let forced = try sandbox.run(["export", "--all", "out", "--force"])
        #expect(forced.status == 0)
        #expect(forced.stdout == "2 layouts written to out, \(CatalogueCommandTests.seedLayoutCount - 2) unchanged\n")
        #expect(try sandbox.run(["export", "--all", "fresh"]).status == 0)
        #expect(try sandbox.read("out/photo-grid.json") == (try sandbox.read("fresh/photo-grid.json")))
    }

    /// The file holds revision 1, exported and not edited since: revision 2 replaces it.
    @Test func anOlderRevisionsExportIsReplaced() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["export", "--all", "out"]).status == 0)
        let next = try sandbox.write("next.json", CLIFixtures.rows(("next", 2)))
        #expect(try sandbox.run(["save", "photo-grid", "--file", next]).stdout == "photo-grid@2\n")
        let result = try sandbox.run(["export", "--all", "out"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "1 layout written to out, \(CatalogueCommandTests.seedLayoutCount - 1) unchanged\n")
        #expect(try sandbox.read("out/photo-grid.json").contains("\"name\": \"next\""))
    }

    @Test func aSchemaLineIsKept() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["export", "--all", "out"]).status == 0)
        let exported = try sandbox.read("out/photo-grid.json")
        #expect(exported.hasPrefix("{\n"))
        try sandbox.write("out/photo-grid.json", "{\n" + Self.schemaLine + exported.dropFirst(2))
        // The same document with its $schema is what export writes: unchanged.
        #expect(try sandbox.run(["export", "--all", "out"]).stdout == "0 layouts written to out, \(CatalogueCommandTests.seedLayoutCount) unchanged\n")
        let next = try sandbox.write("next.json", CLIFixtures.rows(("next", 2)))
        #expect(try sandbox.run(["save", "photo-grid", "--file", next]).status == 0)
        #expect(try sandbox.run(["export", "--all", "out"]).status == 0)
        let replaced = try sandbox.read("out/photo-grid.json")
        #expect(replaced.hasPrefix("{\n" + Self.schemaLine + "  \"formatVersion\": 1,\n"))
        #expect(replaced.contains("\"name\": \"next\""))
    }

    @Test func filesOfDeletedLayoutsAreReportedAndLeft() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["export", "--all", "out"]).status == 0)
        #expect(try sandbox.run(["delete", "photo-grid"]).status == 0)
        let result = try sandbox.run(["export", "--all", "out"])
        #expect(result.status == 0)
        #expect(result.stdout == "0 layouts written to out, \(CatalogueCommandTests.seedLayoutCount - 1) unchanged\n")
        #expect(result.stderr == "note: out/photo-grid.json: no layout of that name in the catalogue (deleted or renamed?); left as it is\n")
        #expect(FileManager.default.fileExists(atPath: sandbox.path("out/photo-grid.json")))
    }
}
