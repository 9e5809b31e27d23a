import Foundation
import LayoutReports
import Testing

/// One rule for what an argument names, whatever is in the current folder: `-`, `REV:path`, a
/// path (it has a `/`, ends in `.json`, or starts with `./`), else a stored layout. A file or
/// folder named like a layout never stands in for it (docs/files.md, "A layout or a file").
@Suite struct SubjectRuleTests {
    /// photo-grid as a file and as a folder beside the catalogue's photo-grid.
    private func sandboxWithLookalikes() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("photo-grid", CLIFixtures.rows(("lookalike", 1)))
        try FileManager.default.createDirectory(atPath: sandbox.path("nested-groups"), withIntermediateDirectories: true)
        return sandbox
    }

    @Test(arguments: [
        ["show", "photo-grid"],
        ["export", "photo-grid", "--compact"],
        ["solve", "photo-grid", "--width", "390"],
        ["render", "photo-grid", "--width", "390"],
        ["diff", "photo-grid@1", "photo-grid", "--width", "390"],
    ])
    func aBareNameIsTheStoredLayoutAndSaysSoWhenAFileHasItsName(arguments: [String]) throws {
        let sandbox = try sandboxWithLookalikes()
        let result = try sandbox.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(!result.stdout.contains("lookalike"))
        #expect(result.stderr.contains("note: photo-grid: read the stored layout, not the file here (write ./photo-grid for the file)\n"))
    }

    @Test func theSameBytesWithOrWithoutTheFile() throws {
        let sandbox = try Sandbox()
        let stored = try sandbox.run(["export", "photo-grid", "--compact"])
        try sandbox.write("photo-grid", CLIFixtures.rows(("lookalike", 1)))
        #expect(try sandbox.run(["export", "photo-grid", "--compact"]).stdout == stored.stdout)
        // ./NAME is the file.
        let file = try sandbox.run(["export", "./photo-grid", "--compact"])
        #expect(file.status == 0)
        #expect(file.stdout.contains(#""name":"lookalike""#))
        #expect(file.stderr.isEmpty)
    }

    @Test func aFolderNamedLikeALayoutIsNotRead() throws {
        let sandbox = try sandboxWithLookalikes()
        let result = try sandbox.run(["show", "nested-groups"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("nested-groups@1"))
    }

    /// No such layout: the error says that the file of that name was not read, and how to read it.
    @Test func aMissingLayoutPointsAtTheFileOfItsName() throws {
        let sandbox = try Sandbox()
        try sandbox.write("grid", CLIFixtures.rows(("a", 1)))
        let result = try sandbox.run(["show", "grid"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: no layout named 'grid' (see `layouts list`); the file ./grid here was not read: a bare name is a stored layout, write ./grid for the file\n")
        #expect(try sandbox.run(["show", "./grid"]).status == 0)
    }

    /// `REV:path` is git's even where a file has that name; `./` makes it a file.
    @Test func aColonIsARevisionUnlessThePathStartsWithDotSlash() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a:b.json", CLIFixtures.rows(("a", 1)))
        let file = try sandbox.run(["validate", "./a:b.json"])
        #expect(file.status == 0)
        #expect(file.stdout == "./a:b.json: valid (1 section, 1 cell)\n")
        let git = try sandbox.run(["show", "a:b.json"])
        #expect(git.status == 2)
        #expect(git.stderr.contains("a:b.json: not inside a git repository") || git.stderr.contains("no such git revision"), "\(git.stderr)")
    }
}
