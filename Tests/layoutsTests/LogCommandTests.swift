import Foundation
import Testing

/// `layouts log` without a name (the catalogue's history, `-n`, `--oneline`) and `NAME@~K`,
/// the revision K before the latest (issue 41, item 12).
@Suite struct LogCommandTests {
    /// A catalogue of its own with two layouts: grid@1, list@1, grid@2, saved in that order.
    private func catalogue() throws -> Sandbox {
        let sandbox = try Sandbox(.nothing)
        #expect(try sandbox.runRaw(["init", "--db", sandbox.databasePath]).status == 0)
        let grid = try sandbox.write("grid.json", CLIFixtures.rows(("photos", 4)))
        #expect(try sandbox.run(["save", "grid", "--file", grid, "--message", "first grid"]).status == 0)
        #expect(try sandbox.run(["save", "list", "--file", sandbox.write("list.json", CLIFixtures.rows(("rows", 2)))]).status == 0)
        let wider = try sandbox.write("grid2.json", CLIFixtures.rows(("photos", 6)))
        #expect(try sandbox.run(["save", "grid", "--file", wider, "--message", "six photos\nand a second line"]).status == 0)
        return sandbox
    }

    @Test func theCataloguesHistoryNewestFirst() throws {
        let sandbox = try catalogue()
        let oneline = try sandbox.run(["log", "--oneline"])
        #expect(oneline.status == 0, "\(oneline.stderr)")
        #expect(oneline.stdout == "grid@2  six photos …\nlist@1\ngrid@1  first grid\n")
        #expect(try sandbox.run(["log", "-n", "2", "--oneline"]).stdout == "grid@2  six photos …\nlist@1\n")
        let table = try sandbox.run(["log", "-n", "1"])
        #expect(table.stdout.hasPrefix("REVISION  HASH"), "\(table.stdout)")
        #expect(table.stdout.contains("grid@2 "))
        let json = try #require(try sandbox.run(["log", "--format", "json"]).json() as? [[String: Any]])
        #expect(json.count == 3)
        #expect(try sandbox.run(["log", "-n", "-1"]).status == 64)
    }

    /// A stored message reaches the terminal escaped in `--oneline` too, as in the tables (the
    /// hostile review: an OSC title sequence and a colour code went out raw).
    @Test func onelineEscapesTheMessage() throws {
        let sandbox = try catalogue()
        let grid = try sandbox.write("grid3.json", CLIFixtures.rows(("photos", 7)))
        #expect(try sandbox.run(["save", "grid", "--file", grid, "--message", "m\u{1B}]0;pwn\u{07}\u{1B}[31mred\u{202E}"]).status == 0)
        let line = try sandbox.run(["log", "--oneline", "-n", "1"]).stdout
        #expect(line == "grid@3  m\\u{1B}]0;pwn\\u{7}\\u{1B}[31mred\\u{202E}\n", "\(line)")
    }

    /// `@~1` and `@-1` are the revision before the latest; past the first is an error naming
    /// how many there are.
    @Test func revisionsCountedBackFromTheLatest() throws {
        let sandbox = try catalogue()
        let before = try sandbox.run(["show", "grid@~1"])
        #expect(before.stdout.hasPrefix("grid@1  1 section, 4 cells"), "\(before.stdout)")
        #expect(try sandbox.run(["show", "grid@-1"]).stdout == before.stdout)
        #expect(try sandbox.run(["show", "grid@~"]).stdout == before.stdout)
        let diff = try sandbox.run(["diff", "grid@~1", "grid"])
        #expect(diff.stdout.contains("itemCount"), "\(diff.stdout)")
        let past = try sandbox.run(["show", "grid@~2"])
        #expect(past.status == 2)
        #expect(past.stderr == "error: 'grid@~2': grid has 2 revisions; counting 2 back from the latest passes the first (expected NAME, NAME@N or NAME@~K)\n")
    }
}
