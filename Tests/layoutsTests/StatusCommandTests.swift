import Foundation
import Testing

/// `layouts status FOLDER`: which layout files differ from the catalogue's latest revisions, as
/// `git status` shows a work tree (issue 41, item 12).
@Suite struct StatusCommandTests {
    /// An empty catalogue holding what `import layouts` saved from a, sub/b and c.
    private func importedSandbox() throws -> Sandbox {
        let sandbox = try Sandbox(.nothing)
        #expect(try sandbox.runRaw(["init"]).status == 0)
        try FileManager.default.createDirectory(atPath: sandbox.path("layouts/sub"), withIntermediateDirectories: true)
        try sandbox.write("layouts/a.json", CLIFixtures.rows(("photos", 3)))
        try sandbox.write("layouts/sub/b.json", CLIFixtures.rows(("photos", 4)))
        try sandbox.write("layouts/c.json", CLIFixtures.rows(("photos", 5)))
        let imported = try sandbox.runRaw(["import", "layouts"])
        #expect(imported.status == 0, "\(imported.stderr)")
        return sandbox
    }

    @Test func aFolderAsImportedIsClean() throws {
        let sandbox = try importedSandbox()
        let clean = try sandbox.runRaw(["status", "layouts"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "nothing differs: every file matches its layout's latest revision\n")
        #expect(try sandbox.runRaw(["status", "layouts", "--short", "--exit-code"]).stdout == "")
        #expect(try sandbox.runRaw(["status", "layouts", "--exit-code"]).status == 0)
        #expect((try sandbox.runRaw(["status", "layouts", "--format", "json"]).json() as? [Any])?.isEmpty == true)
    }

    /// a.json rewritten in another form (one line, keys in another order) is the same document.
    @Test func formattingAloneIsNoChange() throws {
        let sandbox = try importedSandbox()
        try sandbox.write("layouts/a.json", """
            {"sections":[{"itemCount":3,"name":"photos","group":{"subitems":[{"size":{"height":{"fractionalHeight":1},"width":{"fractionalWidth":1}},"kind":"item"}],"kind":"horizontal","size":{"height":{"absolute":50},"width":{"fractionalWidth":1}}}}],"formatVersion":1}
            """)
        #expect(try sandbox.runRaw(["status", "layouts", "--short", "--exit-code"]).status == 0)
        // One item more is a change.
        try sandbox.write("layouts/a.json", CLIFixtures.rows(("photos", 4)))
        #expect(try sandbox.runRaw(["status", "layouts", "--short"]).stdout == "M layouts/a.json\n")
    }

    @Test func newModifiedAndDeletedAreListed() throws {
        let sandbox = try importedSandbox()
        try sandbox.write("layouts/sub/b.json", CLIFixtures.rows(("photos", 6)))
        try FileManager.default.removeItem(atPath: sandbox.path("layouts/c.json"))
        try sandbox.write("layouts/d.json", CLIFixtures.rows(("photos", 1)))
        try sandbox.write("layouts/README.md", "not a layout\n")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("layouts/outside.json"), withDestinationPath: "/etc/hostname")

        let long = try sandbox.runRaw(["status", "layouts"])
        #expect(long.status == 0)
        #expect(long.stdout == "new:        layouts/d.json\nmodified:   layouts/sub/b.json\ndeleted:    c\n")
        // A link out of the folder is passed over with a note; a file of another kind in silence.
        #expect(long.stderr == "note: layouts/outside.json: skipped (a symbolic link that leads out of layouts)\n")

        let short = try sandbox.runRaw(["status", "layouts", "--short", "--exit-code"])
        #expect(short.status == 1)
        #expect(short.stdout == "A layouts/d.json\nM layouts/sub/b.json\nD c\n")

        let json = try #require(try sandbox.runRaw(["status", "layouts", "--format", "json"]).json() as? [[String: Any]])
        #expect(json.map { $0["status"] as? String } == ["new", "modified", "deleted"])
        #expect(json.map { $0["layout"] as? String } == ["d", "b", "c"])
        #expect(json.map { $0["file"] as? String } == ["layouts/d.json", "layouts/sub/b.json", nil])
    }

    @Test func filesThatCannotBeComparedSayWhy() throws {
        let sandbox = try importedSandbox()
        try sandbox.write("layouts/Bad Name.json", CLIFixtures.rows(("photos", 1)))
        try sandbox.write("layouts/sub/a.json", CLIFixtures.rows(("photos", 3)))
        try sandbox.write("layouts/broken.json", "{ \"formatVersion\": 1, ")
        let result = try sandbox.runRaw(["status", "layouts", "--short"])
        #expect(result.status == 0)
        #expect(result.lines.map { String($0.prefix(2)) } == ["? ", "? ", "? "])
        let long = try sandbox.runRaw(["status", "layouts"]).lines
        #expect(long[0].hasPrefix("unreadable: layouts/Bad Name.json (cannot be a layout name: "))
        #expect(long[1].hasPrefix("unreadable: layouts/broken.json (layouts/broken.json: "))
        #expect(long[2] == "unreadable: layouts/sub/a.json (the layout a is also layouts/a.json)")

        let missing = try sandbox.runRaw(["status", "nope"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: nope: no such folder\n")
    }

    /// With no folder, the current one; paths are shown as found there, without `./`.
    @Test func theCurrentFolderByDefault() throws {
        let sandbox = try importedSandbox()
        try sandbox.write("layouts/d.json", CLIFixtures.rows(("photos", 1)))
        let binary = try #require(LayoutsBinary.url).path
        let result = try sandbox.runRaw(["-c", "cd layouts && '\(binary)' status --short"], shell: true)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "A d.json\n")
    }
}
