import Foundation
import LayoutReports
import LayoutWorkspace
import Testing
@testable import layouts

/// Subjects: every command that reads a layout takes NAME, NAME@N, a file, - or REV:path.
@Suite struct SubjectTests {
    @Test func aFileIsASubjectOfShowExportSolveAndRender() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        #expect(try sandbox.run(["show", "rows.json"]).stdout.hasPrefix("rows.json"))
        let exported = try sandbox.run(["export", "rows.json", "--compact"])
        #expect(exported.status == 0)
        #expect(exported.stdout.hasPrefix(#"{"formatVersion":1"#))
        let solved = try sandbox.run(["solve", "rows.json", "--width", "390", "--format", "json"])
        #expect(solved.status == 0)
        let rendered = try sandbox.run(["render", "rows.json", "--width", "390"])
        #expect(rendered.stdout.hasPrefix("<svg"))
    }

    /// A file that cannot be solved is named in the error, as a stored revision is (three rows
    /// 1.7e308 points apart: the third starts past Double's range).
    @Test func aSolveErrorNamesTheFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        try sandbox.write("huge.json", CLIFixtures.rows(("a", 2))
            .replacingOccurrences(of: #""itemCount": 2,"#, with: #""interGroupSpacing": 1.7e308, "itemCount": 3,"#))
        for command in [["solve", "huge.json", "--width", "390"], ["render", "huge.json", "--width", "390"],
                        ["diff", "rows.json", "huge.json", "--width", "390"]] {
            let result = try sandbox.run(command)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == "error: huge.json: section 'a': frames overflow to infinity (are the container or absolute sizes too large?)\n",
                    "\(command): \(result.stderr)")
        }
    }

    @Test func standardInputIsASubject() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["solve", "-", "--width", "100"], stdin: CLIFixtures.rows(("a", 2)))
        #expect(result.status == 0)
        #expect(result.lines.first == "<stdin>")
    }

    @Test func filesNeedNoCatalogue() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        try sandbox.write("more.json", CLIFixtures.rows(("a", 3)))
        // No LAYOUTS_DB: the default catalogue does not exist, and nothing is created.
        let environment = ["LAYOUTS_DB": ""]
        #expect(try sandbox.runRaw(["solve", "rows.json", "--device", "iphone-16"], environment: environment).status == 0)
        #expect(try sandbox.runRaw(["diff", "rows.json", "more.json"], environment: environment).status == 1)
        #expect(try sandbox.runRaw(["show", "rows.json"], environment: environment).status == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg/layouts")))
        // Reading a file alone never opens a catalogue, even one named by LAYOUTS_DB that is missing.
        for command in [["show", "rows.json"], ["export", "rows.json"], ["export", "rows.json", "--swift"]] {
            let result = try sandbox.runRaw(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    }

    @Test func aGitRevisionOfAFile() throws {
        let sandbox = try Sandbox()
        try sandbox.git(["init", "-q"])
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        try sandbox.commitAll("two rows")
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        let shown = try sandbox.run(["export", "HEAD:rows.json", "--compact"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains(#""itemCount":2"#))
        let diff = try sandbox.run(["diff", "HEAD:rows.json", "rows.json", "--width", "390", "--stat"])
        #expect(diff.status == 1)
        #expect(diff.lines.first == "diff HEAD:rows.json rows.json")
        #expect(diff.lines.contains("frames at 390 × 844: 1 element changed (0 moved, 0 resized)")
                || diff.stdout.contains("1 added"))
    }

    @Test func aGitRevisionThatDoesNotExist() throws {
        let sandbox = try Sandbox()
        try sandbox.git(["init", "-q"])
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        try sandbox.commitAll("rows")
        let result = try sandbox.run(["show", "nope:rows.json"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: nope:rows.json: no such git revision nope\n")
        let missing = try sandbox.run(["show", "HEAD:other.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: HEAD:other.json: no such file at HEAD\n")
    }

    /// `REV:path` whose REV starts with `-` would reach git as an option: `--output=FILE:x`
    /// made `git show` write FILE. It is refused before git runs, on every command that reads
    /// git, and the file is left as it was.
    @Test func aRevisionThatLooksLikeAnOptionIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.git(["init", "-q"])
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        try sandbox.commitAll("rows")
        try sandbox.write("victim", "precious\n")
        let subject = "--output=\(sandbox.path("victim")):rows.json"
        let revision = "--output=\(sandbox.path("victim"))"
        for command in [["diff", "--", subject, "rows.json"], ["validate", "--", subject], ["show", "--", subject]] {
            let result = try sandbox.runRaw(command)  // the catalogue from LAYOUTS_DB: nothing after `--`
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == "error: \(revision): not a git revision (a revision cannot start with '-')\n", "\(command)")
        }
        let check = try sandbox.runRaw(["check", "rows.json", "--base=--output=\(sandbox.path("victim"))"])
        #expect(check.status == 2)
        #expect(check.stderr.contains("not a git revision (a revision cannot start with '-')"))
        #expect(try String(contentsOfFile: sandbox.path("victim"), encoding: .utf8) == "precious\n")
    }

    /// git runs as a child process whatever the tool inherits: a closed standard input or
    /// output (the pipe and the temporary file must not land on 0, 1 or 2, where the child's
    /// streams go) and an ignored SIGCHLD (the kernel would reap git before its status is read).
    @Test func gitRunsWithClosedStreamsAndAnIgnoredSIGCHLD() throws {
        let sandbox = try Sandbox()
        try sandbox.git(["init", "-q"])
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        try sandbox.commitAll("rows")
        let binary = try #require(LayoutsBinary.url).path
        for redirection in ["<&-", ">&-"] {
            let result = try sandbox.runRaw(["-c", "'\(binary)' show nope:rows.json \(redirection)"], shell: true)
            #expect(result.status == 2)
            #expect(result.stderr == "error: nope:rows.json: no such git revision nope\n", "\(redirection)")
        }
        let ignoring = """
            import os, signal, sys
            signal.signal(signal.SIGCHLD, signal.SIG_IGN)
            os.execv(sys.argv[1], ["layouts", "export", "HEAD:rows.json", "--compact"])
            """
        let result = try sandbox.runRaw(["-c", "python3 -c '\(ignoring)' '\(binary)'"], shell: true)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""itemCount":2"#))
    }

    @Test func aGitRevisionOutsideARepository() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["show", "main:rows.json"], environment: ["GIT_CEILING_DIRECTORIES": sandbox.folder.deletingLastPathComponent().path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: main:rows.json: not inside a git repository\n")
    }

    @Test func diffOfANameIsTheLatestAgainstItsParent() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", CLIFixtures.rows(("a", 2)))
        try sandbox.write("b.json", CLIFixtures.rows(("a", 3)))
        try sandbox.write("c.json", CLIFixtures.rows(("a", 4)))
        for file in ["a.json", "b.json", "c.json"] { _ = try sandbox.run(["save", "rows", "--file", file]) }
        #expect(try sandbox.run(["diff", "rows"]).lines.first == "diff rows@2 rows@3")
        #expect(try sandbox.run(["diff", "rows@2"]).lines.first == "diff rows@1 rows@2")
        #expect(try sandbox.run(["diff", "rows@1..3"]).lines.first == "diff rows@1 rows@3")
        let first = try sandbox.run(["diff", "rows@1"])
        #expect(first.status == 2)
        #expect(first.stderr == "error: rows@1 is the first revision: it has no parent to compare with\n")
        let file = try sandbox.run(["diff", "a.json"])
        #expect(file.status == 64)
    }

    @Test func validateReportsEveryFileAndFolder() throws {
        let sandbox = try Sandbox(.nothing)
        try FileManager.default.createDirectory(atPath: sandbox.path("layouts/more"), withIntermediateDirectories: true)
        try sandbox.write("layouts/good.json", CLIFixtures.rows(("a", 2)))
        try sandbox.write("layouts/more/bad.json", CLIFixtures.invalid)
        try sandbox.write("layouts/notes.txt", "not a layout")
        try sandbox.write("one.json", CLIFixtures.rows(("b", 1)))
        let result = try sandbox.run(["validate", "layouts", "missing.json", "one.json"])
        #expect(result.status == 2)
        #expect(result.lines == ["layouts/good.json: valid (1 section, 2 cells)", "one.json: valid (1 section, 1 cell)"])
        #expect(result.stderr.contains("note: layouts/notes.txt: skipped (not a .json file)\n"))
        #expect(result.stderr.contains("error: layouts/more/bad.json: sections[1].itemCount: must be >= 0\n"))
        #expect(result.stderr.contains("error: missing.json: no such file\n"))
        #expect(result.stderr.hasSuffix("4 documents: 2 valid, 2 invalid\n"))
        // --file repeated checks every file, not only the last.
        let repeated = try sandbox.run(["validate", "--file", "layouts/more/bad.json", "--file", "one.json"])
        #expect(repeated.status == 2)
        #expect(repeated.lines == ["one.json: valid (1 section, 1 cell)"])
    }

    /// A folder is walked for `*.json`: names that start with a dot are skipped with all under
    /// them, a link to a file in the tree counts as the file, a link out of the tree or to
    /// nowhere is skipped with its reason, and the order is by bytes whatever order the file
    /// system gives.
    @Test func folderWalkSkipsHiddenNamesAndLinkedFolders() throws {
        let sandbox = try Sandbox(.nothing)
        let manager = FileManager.default
        try manager.createDirectory(atPath: sandbox.path("tree/b/deep"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: sandbox.path("tree/.git"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: sandbox.path("elsewhere"), withIntermediateDirectories: true)
        try sandbox.write("tree/z.json", CLIFixtures.rows(("a", 1)))
        try sandbox.write("tree/b/deep/a.json", CLIFixtures.rows(("a", 1)))
        try sandbox.write("tree/.git/config.json", "{}")
        try sandbox.write("tree/.draft.json", "{}")
        try sandbox.write("tree/b/readme.md", "notes")
        try sandbox.write("elsewhere/outside.json", CLIFixtures.rows(("a", 1)))
        try manager.createSymbolicLink(atPath: sandbox.path("tree/linked"), withDestinationPath: sandbox.path("elsewhere"))
        try manager.createSymbolicLink(atPath: sandbox.path("tree/alias.json"), withDestinationPath: sandbox.path("tree/z.json"))
        try manager.createSymbolicLink(atPath: sandbox.path("tree/broken.json"), withDestinationPath: sandbox.path("nowhere.json"))
        let base = sandbox.path("tree")
        let walk = DocumentFiles.contents(ofFolder: base + "/")
        #expect(walk.documents == [base + "/alias.json", base + "/b/deep/a.json", base + "/z.json"])
        #expect(walk.skipped == [SkippedFile(path: base + "/b/readme.md", reason: "not a .json file"),
                                 SkippedFile(path: base + "/broken.json", reason: "a symbolic link that leads nowhere"),
                                 SkippedFile(path: base + "/linked", reason: "a symbolic link that leads out of \(base)")])
    }
}
