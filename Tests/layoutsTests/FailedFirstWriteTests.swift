import Foundation
import LayoutReports
import Testing

/// Issue 35, item 10: with no catalogue at the default location, only a write that succeeds
/// creates one; a write that fails, or has nothing to write, leaves no file and no folder.
@Suite struct FailedFirstWriteTests {
    /// No `--db`, no `LAYOUTS_DB`: the default catalogue, under the sandbox's XDG_DATA_HOME.
    private let defaultLocation = ["LAYOUTS_DB": ""]

    @Test(arguments: [
        (["delete", "x"], "error: no layout named 'x' (see `layouts list`)\n"),
        (["rename", "x", "y"], "error: no layout named 'x' (see `layouts list`)\n"),
        (["save", "rows", "--file", "rows.json", "--expect-revision", "2"],
         "error: rows: conflict: expected the latest revision to be rows@2 but the layout does not exist; nothing was saved\n"),
    ])
    func aFailingFirstWriteCreatesNoCatalogue(command: [String], error: String) throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        let result = try sandbox.runRaw(command, environment: defaultLocation)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == error)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg")))
    }

    /// There is no cache to clear where there is no catalogue: nothing is written, so nothing
    /// is created.
    @Test func clearingTheCacheOfNoCatalogueCreatesNone() throws {
        let sandbox = try Sandbox(.nothing)
        let result = try sandbox.runRaw(["cache", "clear"], environment: defaultLocation)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "removed 0 cached solutions\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg")))
    }

    /// `--expect-revision 0` says the layout must not exist yet, which holds: the save succeeds
    /// and creates the catalogue, as a first save without it does.
    @Test func aFirstSaveExpectingNoRevisionCreatesTheCatalogue() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        let result = try sandbox.runRaw(["save", "rows", "--file", "rows.json", "--expect-revision", "0"],
                                        environment: defaultLocation)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "rows@1\n")
        #expect(FileManager.default.fileExists(atPath: sandbox.path("xdg/layouts/catalog.sqlite")))
    }
}
