import Foundation
import LayoutReports
import Testing

/// How the CLI fails: unknown names exit 2 with a message naming them, usage errors exit with
/// argument-parser's 64, nothing prints a stack trace, and every command's help has an example.
@Suite struct ErrorReportingTests {
    @Test(arguments: [
        ["show", "nope"], ["export", "nope"], ["log", "nope"], ["solve", "nope"],
        ["render", "nope", "--width", "390"], ["delete", "nope"], ["rename", "nope", "other"],
        ["diff", "nope", "photo-grid"], ["save", "photo-grid", "--file", "nope.json"],
    ])
    func unknownNamesExitTwoAndNameTheThing(arguments: [String]) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains("nope"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!looksLikeStackTrace(result.stderr))
    }

    @Test func showNopeSaysThereIsNoSuchLayout() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["show", "nope"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: no layout named 'nope' (see `layouts list`)\n")
    }

    @Test(arguments: [
        (["show", "photo-grid@5"], "photo-grid@5: no such revision (photo-grid has revisions 1 to 1)"),
        (["show", "photo-grid@0"], "the revision after @ must be a whole number ≥ 1"),
        (["show", "photo-grid@x"], "'photo-grid@x'"),
        (["show", "Photo-Grid"], "'Photo-Grid': a layout name may only hold a-z, 0-9, '-', '_' and '.'"),
    ])
    func badReferencesExitTwo(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test(arguments: [
        ["bogus"],
        ["show"],
        ["show", "photo-grid", "--bogus"],
        ["solve"],
        ["solve", "photo-grid", "--all"],
        ["solve", "photo-grid", "--width=-3"],
        ["solve", "photo-grid", "--width", "0"],
        ["solve", "photo-grid", "--widths", "320,,390"],
        ["solve", "photo-grid", "--widths", "320,wide"],
        ["solve", "photo-grid", "--height=-1"],
        ["solve", "photo-grid", "--scale=-1"],
        ["solve", "photo-grid", "--scale", "nan"],
        ["solve", "photo-grid", "--orientation", "sideways"],
        ["solve", "photo-grid", "--width", "390", "--orientation", "landscape"],
        ["solve", "photo-grid", "--layout-direction", "up"],
        ["solve", "photo-grid", "--safe-area", "1,2,3"],
        ["solve", "photo-grid", "--safe-area=-1,0,0,0"],
        ["solve", "photo-grid", "--safe-area", "inf,0,0,0"],
        ["solve", "photo-grid", "--layout-margins", "0,20,0"],
        ["solve", "photo-grid", "--layout-margins=-1,0,0,0"],
        ["solve", "photo-grid", "--layout-margins", "0,nan,0,20"],
        ["render", "photo-grid", "--layout-margins", "wide"],
        ["solve", "photo-grid", "--scroll", "photos"],
        ["solve", "photo-grid", "--scroll", "photos=-5"],
        ["diff", "photo-grid", "--file", "x.json", "--orientation", "landscape", "--width", "390"],
        ["solve", "photo-grid", "--items", "x="],
        ["solve", "photo-grid", "--items=-1"],
        ["solve", "photo-grid", "--format", "yaml"],
        ["list", "--format", "csv"],
        ["render", "photo-grid", "--screens", "0"],
        ["render", "photo-grid", "--cell-limit", "0"],
        ["gallery", "--examples"],
        ["gallery", "--examples", "--output", "g", "--base", "main"],
        ["render", "--width", "390"],
        ["save", "x"],
        ["validate"],
        ["cache", "purge"],
    ])
    func usageErrorsExitSixtyFour(arguments: [String]) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Usage: layouts") || result.stderr.hasPrefix("Error: "))
        #expect(!looksLikeStackTrace(result.stderr))
    }

    /// A usage error found while a subcommand runs (a window in an orientation it lacks, a
    /// sweep or breakpoints given a list) shows that subcommand's usage, as one
    /// its parsing finds does, not the root's.
    @Test(arguments: [
        (["solve", "photo-grid", "--device", "ipad-mini-split-1-2"], "layouts solve"),
        (["sweep", "photo-grid", "--widths", "320,390"], "layouts sweep"),
        (["render", "photo-grid", "--breakpoints", "--widths", "320,390", "--output", "b.svg"], "layouts render"),
    ])
    func usageErrorsWhileRunningShowTheSubcommandsUsage(arguments: [String], command: String) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Error: ") == true, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("Usage: \(command) ") }, "\(result.stderr)")
        #expect(lines.last == "  See '\(command) --help' for more information.")
        #expect(!result.stderr.contains("Usage: layouts <subcommand>"))
    }

    @Test func usageErrorsWriteNothing() throws {
        // A usage error stops before the catalogue is opened: even a write command, at the
        // default location where a write would create the catalogue, leaves no file.
        let sandbox = try Sandbox(.nothing)
        let file = try sandbox.write("rows.json", CLIFixtures.rows(("a", 1)))
        let result = try sandbox.runRaw(["save", "rows", "--file", file, "--expect-revision", "-1"],
                                        environment: ["LAYOUTS_DB": ""])
        #expect(result.status == 64)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg")))
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    }

    @Test func aFileThatIsNotACatalogueIsRefused() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.write("catalog.sqlite", "this is not SQLite, just text long enough to have a header...........\n")
        let result = try sandbox.run(["list"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("not a layouts catalogue") || result.stderr.contains("not a database"),
                "\(result.stderr)")
        #expect(!looksLikeStackTrace(result.stderr))
    }

    @Test func aSolveErrorIsAMessage() throws {
        let sandbox = try Sandbox()
        // 3 sections × 10,000,000 cells is past the solver's limit.
        let result = try sandbox.run(["solve", "photo-grid-headers", "--items", "10000000", "--format", "csv"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: photo-grid-headers@1: "))
        #expect(!looksLikeStackTrace(result.stderr))
    }

    @Test(arguments: [
        ["list"], ["show"], ["export"], ["save"], ["log"], ["validate"], ["diff"], ["solve"], ["render"],
        ["sections"], ["cache"], ["cache", "stats"], ["cache", "clear"], ["devices"], ["init"], ["seed"], ["backup"], ["repair"],
        ["rename"], ["delete"], [],
    ])
    func helpShowsAnExample(command: [String]) throws {
        let sandbox = try Sandbox(.nothing)
        let result = try sandbox.runRaw(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Example"), "\(command) --help has no example")
        // The example is a runnable `layouts …` line.
        #expect(result.stdout.contains("\n  layouts \(command.joined(separator: " "))"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    }

    /// Under a real pseudo-terminal (util-linux `script`) `diff` is coloured, and NO_COLOR turns it
    /// off; piped, it is plain either way. Without the terminal this test could not fail.
    @Test func colourFollowsTheTerminalAndNoColor() throws {
        let sandbox = try Sandbox()
        let binary = try #require(LayoutsBinary.url).path
        func underTerminal(noColor: Bool) throws -> CLIResult {
            let colour = noColor ? "NO_COLOR=1" : "-u NO_COLOR"  // env's options come before assignments
            let command = "env \(colour) TERM=xterm '\(binary)' diff list photo-grid --db '\(sandbox.databasePath)'"
            return try sandbox.runRaw(["-c", "script -qefc \"\(command)\" /dev/null"], shell: true)
        }
        let coloured = try underTerminal(noColor: false)
        #expect(coloured.status == 1)
        #expect(coloured.stdout.contains("\u{1B}[1mdiff list@1 photo-grid@1"), "\(coloured.stdout)")
        let plain = try underTerminal(noColor: true)
        #expect(plain.status == 1)
        #expect(plain.stdout.hasPrefix("diff list@1 photo-grid@1"), "\(plain.stdout)")
        #expect(!plain.stdout.contains("\u{1B}["))
        let piped = try sandbox.run(["diff", "list", "photo-grid"], environment: ["TERM": "xterm"])
        #expect(piped.status == 1)
        #expect(!piped.stdout.contains("\u{1B}["))
    }

    /// Output that standard output did not take is an error, not exit 0 with the output lost:
    /// `/dev/full` refuses every write (ENOSPC); a closed standard output, EBADF. Both the
    /// commands that `print` and those that stream through `BufferedOutput` say so, and exit 2.
    @Test func outputThatCannotBeWrittenIsAnError() throws {
        let sandbox = try Sandbox()
        let binary = try #require(LayoutsBinary.url).path
        let commands = [
            "list", "export photo-grid", "solve photo-grid --width 390 --format json",
            "render photo-grid --width 390", "solve --all --width 390 --format csv",
        ]
        for command in commands {
            let full = try sandbox.runRaw(["-c", "'\(binary)' \(command) --db '\(sandbox.databasePath)' > /dev/full"], shell: true)
            #expect(full.status == 2, "\(command)")
            // fmt --check names the file on standard error, then its diff fails to arrive.
            #expect(full.stderr.hasSuffix("error: cannot write to standard output: No space left on device\n"), "\(command)")
            #expect(full.stderr.split(separator: "\n").count == (command.hasPrefix("fmt") ? 2 : 1), "\(command)")
            let closed = try sandbox.runRaw(["-c", "'\(binary)' \(command) --db '\(sandbox.databasePath)' >&-"], shell: true)
            #expect(closed.status == 2, "\(command)")
            #expect(closed.stderr == "error: cannot write to standard output: Bad file descriptor\n", "\(command)")
        }
        // Commands that end with exit 1 for what they found (a lint finding, a file that is not
        // formatted, changed frames) or that print one large text (`schema`) say so too.
        try sandbox.write("deprecated.json", """
            { "formatVersion": 1, "sections": [ { "name": "s", "itemCount": 3, "group": { "kind": "horizontal", "count": 2,
              "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
              "subitems": [ { "kind": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
            """)
        for command in ["schema", "lint deprecated.json", "fmt --check deprecated.json", "validate deprecated.json"] {
            let full = try sandbox.runRaw(["-c", "cd '\(sandbox.path(""))' && '\(binary)' \(command) > /dev/full"], shell: true)
            #expect(full.status == 2, "\(command)")
            // fmt --check names the file on standard error, then its diff fails to arrive.
            #expect(full.stderr.hasSuffix("error: cannot write to standard output: No space left on device\n"), "\(command)")
            #expect(full.stderr.split(separator: "\n").count == (command.hasPrefix("fmt") ? 2 : 1), "\(command)")
        }
        // Output that arrives is not an error: the same commands into a file exit 0.
        let written = try sandbox.runRaw(["-c", "'\(binary)' list --db '\(sandbox.databasePath)' > '\(sandbox.path("list.txt"))'"], shell: true)
        #expect(written.status == 0 && written.stderr.isEmpty)
        #expect(try sandbox.read("list.txt").contains("photo-grid"))
    }

    /// A mistyped command is a usage error (64) that names the command meant, as git does;
    /// a word like no command says nothing more.
    @Test func aMistypedCommandNamesTheOneMeant() throws {
        let sandbox = try Sandbox()
        let typo = try sandbox.runRaw(["lst"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("Unexpected argument 'lst'"))
        #expect(typo.stderr.contains("Did you mean 'layouts list'?"))
        let far = try sandbox.runRaw(["weather"])
        #expect(far.status == 64)
        #expect(!far.stderr.contains("Did you mean"))
    }

    /// Help for a command that does not exist is refused as the command is (64), where
    /// argument-parser showed the root's help and succeeded; help for one that does, or for
    /// `help` itself, is shown.
    @Test func helpForNoCommandIsAnError() throws {
        let sandbox = try Sandbox()
        let typo = try sandbox.runRaw(["help", "slove"])
        #expect(typo.status == 64)
        #expect(typo.stdout.isEmpty)
        #expect(typo.stderr == """
            Error: no command 'layouts slove'
              See 'layouts --help' for the commands.
            Did you mean 'layouts help solve'?

            """)
        let below = try sandbox.runRaw(["help", "tokens", "nosuch"])
        #expect(below.status == 64)
        #expect(below.stderr.hasPrefix("Error: no command 'layouts tokens nosuch'\n"))
        for known in [["help", "tokens", "diff"], ["help", "solve"], ["help", "help"], ["help"]] {
            let shown = try sandbox.runRaw(known)
            #expect(shown.status == 0, "\(known)")
            #expect(shown.stdout.hasPrefix("OVERVIEW: "), "\(known)")
        }
    }
}
