import Foundation
import Testing

/// `delete` keeps what it deletes (`log --deleted`, `restore`, `delete --purge`), and `log`
/// shows renames, deletions and restorations among the revisions (issue 41, item 9).
@Suite struct DeletedLayoutTests {
    /// A layout `rows` of two revisions, messages "first" and "second".
    private func sandboxWithRows() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        try sandbox.write("rows2.json", CLIFixtures.rows(("a", 4)))
        #expect(try sandbox.run(["save", "rows", "--file", "rows.json", "--message", "first"]).status == 0)
        #expect(try sandbox.run(["save", "rows", "--file", "rows2.json", "--message", "second"]).status == 0)
        return sandbox
    }

    /// The revisions of `log NAME --format json`, events left out.
    private func revisions(_ sandbox: Sandbox, _ name: String) throws -> [NSDictionary] {
        let log = try #require(try sandbox.run(["log", name, "--format", "json"]).json() as? [NSDictionary])
        return log.filter { $0["revision"] != nil }
    }

    @Test func aDeletedLayoutComesBackWithEveryRevisionAsItWas() throws {
        let sandbox = try sandboxWithRows()
        let before = try revisions(sandbox, "rows")
        #expect(before.map { $0["revision"] as? Int } == [2, 1])
        let compact = try sandbox.run(["export", "rows@1", "--compact"]).stdout

        let deleted = try sandbox.run(["delete", "rows"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stdout == "deleted rows (2 revisions; `layouts restore rows` brings it back)\n")
        // Nothing that lists or resolves layouts sees it.
        let names = try #require(try sandbox.run(["list", "--format", "json"]).json() as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(!names.contains("rows"))
        let show = try sandbox.run(["show", "rows"])
        #expect(show.status == 2)
        #expect(show.stderr == "error: no layout named 'rows': it was deleted (`layouts restore rows` brings it back)\n")
        #expect(!(try sandbox.run(["solve", "--all", "--width", "390"]).stdout.contains("rows")))
        #expect(try sandbox.run(["export", "--all", sandbox.path("out")]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("out/rows.json")))
        #expect(try sandbox.run(["doctor"]).status == 0)

        let listed = try #require(try sandbox.run(["log", "--deleted", "--format", "json"]).json() as? [[String: Any]])
        #expect(listed.count == 1)
        #expect(listed.first?["name"] as? String == "rows")
        #expect(listed.first?["revisions"] as? Int == 2)
        #expect(listed.first?["lastMessage"] as? String == "second")
        #expect((listed.first?["deletedAt"] as? String)?.hasSuffix("Z") == true)
        let table = try sandbox.run(["log", "--deleted"]).lines
        #expect(table.first?.hasPrefix("NAME") == true)
        #expect(table.count == 2 && table[1].hasPrefix("rows ") && table[1].hasSuffix(" 2  second"))

        let restored = try sandbox.run(["restore", "rows"])
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(restored.stdout == "restored rows (2 revisions)\n")
        // Numbers, parents, hashes, messages and times as they were; the bytes too.
        #expect(try revisions(sandbox, "rows") == before)
        #expect(try sandbox.run(["export", "rows@1", "--compact"]).stdout == compact)
        #expect(try sandbox.run(["log", "rows", "--oneline"]).lines == [
            "restored rows (2 revisions)", "deleted rows (2 revisions)", "rows@2  second", "rows@1  first",
        ])
        #expect((try sandbox.run(["log", "--deleted", "--format", "json"]).json() as? [Any])?.isEmpty == true)
        #expect(try sandbox.run(["doctor"]).status == 0)
    }

    @Test func restoringOverALayoutOfTheSameNameIsRefused() throws {
        let sandbox = try sandboxWithRows()
        let compact = try sandbox.run(["export", "rows", "--compact"]).stdout
        #expect(try sandbox.run(["delete", "rows"]).status == 0)
        try sandbox.write("other.json", CLIFixtures.rows(("b", 7)))
        #expect(try sandbox.run(["save", "rows", "--file", "other.json"]).status == 0)

        let refused = try sandbox.run(["restore", "rows"])
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: cannot restore 'rows': a layout named 'rows' exists; restore it under another name "
            + "(`layouts restore rows --as NEW-NAME`) or rename the one there first; nothing was changed\n")
        #expect(try revisions(sandbox, "rows").count == 1)
        #expect((try sandbox.run(["log", "--deleted", "--format", "json"]).json() as? [Any])?.count == 1)

        let renamed = try sandbox.run(["restore", "rows", "--as", "old-rows"])
        #expect(renamed.stdout == "restored rows as old-rows (2 revisions)\n", "\(renamed.stderr)")
        #expect(try sandbox.run(["export", "old-rows", "--compact"]).stdout == compact)
        #expect(try revisions(sandbox, "old-rows").map { $0["revision"] as? Int } == [2, 1])

        let none = try sandbox.run(["restore", "nope"])
        #expect(none.status == 2)
        #expect(none.stderr == "error: no deleted layout named 'nope' (see `layouts log --deleted`)\n")
    }

    @Test func purgeDeletesForGood() throws {
        let sandbox = try sandboxWithRows()
        #expect(try sandbox.run(["delete", "rows"]).status == 0)
        let purged = try sandbox.run(["delete", "rows", "--purge"])
        #expect(purged.stdout == "purged rows (2 revisions) for good\n", "\(purged.stderr)")
        #expect((try sandbox.run(["log", "--deleted", "--format", "json"]).json() as? [Any])?.isEmpty == true)
        #expect(try sandbox.run(["restore", "rows"]).status == 2)
        // The log keeps the events, with no document.
        #expect(Array(try sandbox.run(["log", "-n", "2", "--oneline"]).lines) == ["purged rows (2 revisions)", "deleted rows (2 revisions)"])
        // A live layout is purged at once.
        #expect(try sandbox.run(["delete", "photo-grid", "--purge"]).stdout.hasPrefix("purged photo-grid ("))
        #expect((try sandbox.run(["log", "--deleted", "--format", "json"]).json() as? [Any])?.isEmpty == true)
        #expect(try sandbox.run(["delete", "nope", "--purge"]).status == 2)
    }

    @Test func aRenameIsInBothLogs() throws {
        let sandbox = try sandboxWithRows()
        #expect(try sandbox.run(["rename", "rows", "lines"]).status == 0)
        #expect(try sandbox.run(["save", "lines", "--file", "rows.json", "--message", "third"]).status == 0)
        // The rename sits between the revisions made before it and the one after.
        #expect(try sandbox.run(["log", "lines", "--oneline"]).lines == [
            "lines@3  third", "renamed rows → lines", "lines@2  second", "lines@1  first",
        ])
        #expect(try sandbox.run(["log", "-n", "3", "--oneline"]).lines == ["lines@3  third", "renamed rows → lines", "lines@2  second"])
        let json = try #require(try sandbox.run(["log", "lines", "--format", "json"]).json() as? [[String: Any]])
        #expect(json[1]["event"] as? String == "renamed")
        #expect(json[1]["name"] as? String == "rows")
        #expect(json[1]["newName"] as? String == "lines")
        #expect(json[1]["revisions"] as? Int == 2)
        let table = try sandbox.run(["log", "lines"]).lines
        #expect(table.count == 5 && table[2].hasPrefix("renamed") && table[2].hasSuffix("rows → lines"))
        // The old name has no log of its own.
        #expect(try sandbox.run(["log", "rows"]).status == 2)
    }

    /// `devices` reads the presets built into layouts when there is no default catalogue, and
    /// makes none.
    @Test func devicesNeedNoCatalogue() throws {
        let sandbox = try Sandbox(.nothing)
        // No LAYOUTS_DB: the default location, under the sandbox's XDG_DATA_HOME.
        let noCatalogue = ["LAYOUTS_DB": ""]
        let builtIn = try sandbox.runRaw(["devices", "--format", "json"], environment: noCatalogue)
        #expect(builtIn.status == 0, "\(builtIn.stderr)")
        let presets = try #require(try builtIn.json() as? [[String: Any]])
        // seed/devices.json: 13 presets, narrowest first: the 320-point iPhone SE.
        #expect(presets.count == 13)
        #expect(presets.first?["id"] as? String == "iphone-se-1")
        #expect(builtIn.stdout == (try sandbox.runRaw(["devices", "--examples", "--format", "json"]).stdout))
        #expect(try sandbox.runRaw(["devices"], environment: noCatalogue).lines.count == 14)
        // A catalogue named with LAYOUTS_DB or --db must exist: a typo is not read as "no catalogue".
        #expect(try sandbox.runRaw(["devices"]).status == 2)
        let named = try sandbox.runRaw(["devices", "--db", sandbox.path("missing.sqlite")])
        #expect(named.status == 2)
        #expect(named.stderr.contains("no catalogue there"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("missing.sqlite")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).filter { !$0.hasPrefix(".") }.isEmpty)
    }
}
