import Foundation
import LayoutCatalog
import LayoutReports
import Testing

/// Issue 11, items 1–5 and 15: what creates a catalogue, what it starts with, and what is
/// refused — each run as the built binary on real files.
@Suite struct CatalogueCreationTests {
    private static let examples = CatalogueCommandTests.seedLayoutCount

    // MARK: 1. seed never revises the user's layout

    /// A FIFO as --db would block SQLite's read forever: refused before SQLite opens it.
    @Test func aFIFOAsTheCatalogueIsRefused() throws {
        let sandbox = try Sandbox()
        #expect(mkfifo(sandbox.path("pipe.sqlite"), 0o600) == 0)
        for command in [["list"], ["doctor"], ["save", "x", "--file", "-"]] {
            let result = try sandbox.runRaw(command + ["--db", "pipe.sqlite"], stdin: CLIFixtures.rows(("a", 1)))
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == "error: 'pipe.sqlite': not a catalogue file path: not a regular file (a FIFO, a device or a socket)\n",
                    "\(command)")
        }
    }

    /// A loop of symbolic links as --db is named as one, not as a missing catalogue, and
    /// nothing is created whatever the command.
    @Test func aLoopOfSymbolicLinksIsNamed() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("a.sqlite"), withDestinationPath: "b.sqlite")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("b.sqlite"), withDestinationPath: "a.sqlite")
        for command in [["list"], ["init"], ["save", "x", "--file", "-"]] {
            let result = try sandbox.runRaw(command + ["--db", "a.sqlite"], stdin: CLIFixtures.rows(("a", 1)))
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == "error: 'a.sqlite': not a catalogue file path: its symbolic links make a loop\n", "\(command)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("")).filter { $0.hasPrefix("a.") || $0.hasPrefix("b.") }.sorted()
                == ["a.sqlite", "b.sqlite"])
    }

    /// A link that leads nowhere as --db: no catalogue is made through it (it would appear
    /// wherever the link points), as no file is written through one; reading says there is none.
    @Test func noCatalogueIsMadeThroughALinkThatLeadsNowhere() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("d.sqlite"), withDestinationPath: "elsewhere/target.sqlite")
        for command in [["init"], ["init", "--examples"]] {
            let result = try sandbox.runRaw(command + ["--db", "d.sqlite"])
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == "error: 'd.sqlite': not a catalogue file path: a symbolic link that leads nowhere; "
                    + "no catalogue is made through it\n", "\(command): \(result.stderr)")
        }
        // A write to a --db that is not there makes none either way (only the default one is
        // made by a first write).
        let save = try sandbox.runRaw(["save", "x", "--file", "-", "--db", "d.sqlite"], stdin: CLIFixtures.rows(("a", 1)))
        #expect(save.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("elsewhere")).isEmpty)
        #expect(try sandbox.runRaw(["list", "--db", "d.sqlite"]).status == 2)
    }

    @Test func seedKeepsALayoutTheUserEdited() throws {
        let sandbox = try Sandbox()
        let edited = try sandbox.run(["export", "photo-grid"]).stdout
            .replacingOccurrences(of: "\"itemCount\": 30", with: "\"itemCount\": 12")
        let saved = try sandbox.run(["save", "photo-grid", "--file", "-", "--message", "twelve photos"], stdin: edited)
        #expect(saved.stdout == "photo-grid@2\n")

        let seeded = try sandbox.run(["seed"])
        #expect(seeded.status == 0, "\(seeded.stderr)")
        #expect(seeded.lines.first?.hasPrefix("photo-grid kept: it differs from the example") == true)
        #expect(seeded.lines.last == "0 layouts saved, \(Self.examples - 1) unchanged, 1 kept, 0 measurement sets saved (\(CatalogueCommandTests.seedMeasurementSetCount) unchanged), 13 device presets")
        let log = try #require(try sandbox.run(["log", "photo-grid", "--format", "json"]).json() as? [[String: Any]])
        #expect(log.count == 2)
        #expect(log.first?["message"] as? String == "twelve photos")
    }

    // MARK: 2. examples are explicit

    @Test func initCreatesAnEmptyCatalogue() throws {
        let sandbox = try Sandbox(.nothing)
        let created = try sandbox.run(["init"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout == "created \(sandbox.databasePath): 0 layouts, 13 device presets\n")
        #expect(try sandbox.run(["list", "--format", "json"]).json() as? [Any] != nil)
        #expect((try sandbox.run(["list", "--format", "json"]).json() as? [Any])?.isEmpty == true)
        // Device presets are there: a layout can be solved at once by device.
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        #expect(try sandbox.run(["save", "rows", "--file", "rows.json"]).stdout == "rows@1\n")
        #expect(try sandbox.run(["solve", "rows", "--device", "iphone-14"]).status == 0)
        // A second init changes nothing.
        let again = try sandbox.run(["init", "--examples"])
        #expect(again.status == 2)
        #expect(again.stderr == "error: \(sandbox.databasePath): a catalogue exists already; nothing was changed\n")
        #expect((try sandbox.run(["list", "--format", "json"]).json() as? [Any])?.count == 1)
    }

    @Test func theDefaultCatalogueIsCreatedEmptyByTheFirstWrite() throws {
        let sandbox = try Sandbox(.nothing)
        let defaultLocation = ["LAYOUTS_DB": ""]
        let file = try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        let saved = try sandbox.runRaw(["save", "rows", "--file", file], environment: defaultLocation)
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(FileManager.default.fileExists(atPath: sandbox.path("xdg/layouts/catalog.sqlite")))
        let names = try #require(try sandbox.runRaw(["list", "--format", "json"], environment: defaultLocation).json()
            as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names == ["rows"])
    }

    /// A save refused for its name or document creates no default catalogue either.
    @Test func aRefusedFirstSaveCreatesNothing() throws {
        let sandbox = try Sandbox(.nothing)
        let rows = try sandbox.write("rows.json", CLIFixtures.rows(("a", 1)))
        let invalid = try sandbox.write("invalid.json", CLIFixtures.invalid)
        for arguments in [["save", "Bad!", "--file", rows], ["save", "bad", "--file", invalid]] {
            let result = try sandbox.runRaw(arguments, environment: ["LAYOUTS_DB": ""])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("error: "))
            #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg")))
        }
    }

    /// The README's first command, on a machine with no catalogue: the examples built into
    /// the binary, read in memory; nothing is written anywhere.
    @Test func theBuiltInExamplesNeedNoCatalogue() throws {
        let sandbox = try Sandbox(.nothing)
        let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
        let solved = try sandbox.runRaw(["solve", "--all", "--examples", "--widths", "320,390,768"],
                                        environment: ["LAYOUTS_DB": ""])
        #expect(solved.status == 0, "\(solved.stderr)")
        #expect(solved.lines.last?.hasPrefix("\(Self.examples) layouts × 3 sizes: \(3 * Self.examples) solves") == true)
        #expect(solved.stdout.contains("photo-grid@1 "))
        let listed = try #require(try sandbox.runRaw(["list", "--examples", "--format", "json"]).json() as? [Any])
        #expect(listed.count == Self.examples)
        #expect(try sandbox.runRaw(["show", "photo-grid", "--examples"]).lines.first
            == "photo-grid@1  1 section, 30 cells, vertical scrolling")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path) == before)
        // Only reading commands take it.
        let save = try sandbox.runRaw(["save", "x", "--file", "x.json", "--examples"])
        #expect(save.status == 64)
        let both = try sandbox.runRaw(["list", "--examples", "--db", sandbox.databasePath])
        #expect(both.status == 64)
        #expect(both.stderr.contains("Give --db or --examples, not both."))
    }

    // MARK: 3. a missing catalogue is refused by every reading command (`devices` lists its built-in
    // presets at the default location), and nothing is created

    @Test(arguments: [
        ["list"], ["show", "x"], ["export", "x"], ["log", "x"], ["solve", "x", "--width", "390"], ["solve", "--all"],
        ["render", "x", "--width", "390"], ["diff", "x", "y"], ["sections", "x"], ["cache", "stats"], ["devices"],
        ["backup", "copy.sqlite"],
    ])
    func readingCommandsRefuseAMissingCatalogue(command: [String]) throws {
        let sandbox = try Sandbox(.nothing)
        let typo = sandbox.path("typo-dir/c.sqlite")
        let result = try sandbox.runRaw(command + ["--db", typo])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: \(typo): no catalogue there (create one with `layouts init --db \(typo)`, "
            + "or read the examples built into layouts with --examples)\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("typo-dir")))
        // At the default location too: reading creates nothing.
        let atDefault = try sandbox.runRaw(command, environment: ["LAYOUTS_DB": ""])
        if command == ["devices"] {
            // The presets are built in (issue 41, item 9): listed with no default catalogue.
            #expect(atDefault.status == 0)
            #expect(atDefault.lines.count == 14)
        } else {
            #expect(atDefault.status == 2)
            #expect(atDefault.stderr.contains("xdg/layouts/catalog.sqlite: no catalogue there (create one with `layouts init`"))
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg")))
    }

    @Test(arguments: [
        ["save", "x", "--file", "rows.json"], ["rename", "x", "y"], ["delete", "x"], ["cache", "clear"], ["seed"],
    ])
    func writingCommandsRefuseAMissingCatalogueAwayFromTheDefault(command: [String]) throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
        let typo = sandbox.path("typo-dir/c.sqlite")
        let viaOption = try sandbox.runRaw(command + ["--db", typo])
        #expect(viaOption.status == 2)
        #expect(viaOption.stderr == "error: \(typo): no catalogue there (create one with `layouts init --db \(typo)`); nothing was changed\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("typo-dir")))
        // LAYOUTS_DB is a choice of the user's too, not the default.
        let viaVariable = try sandbox.runRaw(command)
        #expect(viaVariable.status == 2)
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    }

    @Test func aFailedInitRemovesTheFoldersItMade() throws {
        let sandbox = try Sandbox(.nothing)
        // The folders can be made, the file cannot: its name is longer than a file system takes.
        let path = sandbox.path("new/deeper/" + String(repeating: "c", count: 300) + ".sqlite")
        let failed = try sandbox.runRaw(["init", "--db", path])
        #expect(failed.status == 2)
        #expect(failed.stderr.hasPrefix("error: \(path): cannot create the file: "), "\(failed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("new")))
    }

    // MARK: 4. creation is one transaction

    /// A creation cut short — the process killed by the file size limit (SIGXFSZ), or the
    /// write refused as on a full disk (EFBIG) — leaves no catalogue at all: never one with
    /// the schema but not the examples. The limit lies between the size of an empty
    /// catalogue and one with the examples.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")), arguments: [true, false])
    func anInterruptedCreationLeavesNoCatalogue(killed: Bool) throws {
        let sandbox = try Sandbox(.nothing)
        let binary = try #require(LayoutsBinary.url)
        #expect(try sandbox.run(["init"]).status == 0)
        let emptySize = try #require(try FileManager.default.attributesOfItem(atPath: sandbox.databasePath)[.size] as? Int)
        let fullPath = sandbox.path("full.sqlite")
        #expect(try sandbox.runRaw(["init", "--examples", "--db", fullPath]).status == 0)
        let fullSize = try #require(try FileManager.default.attributesOfItem(atPath: fullPath)[.size] as? Int)
        try #require(emptySize + 16_384 < fullSize)

        let cut = sandbox.path("cut.sqlite")
        let trap = killed ? "" : "trap '' XFSZ; "
        let result = try sandbox.runRaw([
            "-c", "\(trap)exec /usr/bin/prlimit --fsize=\((emptySize + fullSize) / 2) '\(binary.path)' init --examples --db '\(cut)'",
        ], shell: true)
        #expect(result.status != 0)
        if !killed {
            // The write that failed may be one layout's save, which the message then names.
            #expect(result.stderr.hasPrefix("error: \(cut): cannot write the catalogue"), "\(result.stderr)")
            #expect(result.stderr.contains(": the file system refused the write"), "\(result.stderr)")
        }
        // Whatever is left is no catalogue, and init can start again from it.
        let listed = try sandbox.runRaw(["list", "--db", cut])
        #expect(listed.status == 2)
        #expect(listed.stderr.hasPrefix("error: \(cut): no catalogue there"), "\(listed.stderr)")
        #expect(try sandbox.runRaw(["init", "--examples", "--db", cut]).status == 0)
        #expect((try sandbox.runRaw(["list", "--db", cut, "--format", "json"]).json() as? [Any])?.count == Self.examples)
    }

    // MARK: 5. only plain file paths

    @Test(arguments: [":memory:", "", "file:c.sqlite", "file:c.sqlite?mode=memory", "FILE:c.sqlite", "folder/"])
    func dbThatIsNotAFilePathIsAUsageError(path: String) throws {
        let sandbox = try Sandbox(.nothing)
        for command in [["list"], ["init"], ["save", "x", "--file", "x.json"]] {
            let result = try sandbox.runRaw(command + ["--db", path])
            #expect(result.status == 64, "\(command) --db '\(path)': \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: --db '\(path)': "))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).isEmpty)
    }

    @Test func layoutsDBThatIsNotAFilePathIsRefused() throws {
        let sandbox = try Sandbox(.nothing)
        let result = try sandbox.runRaw(["init"], environment: ["LAYOUTS_DB": ":memory:"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: LAYOUTS_DB ':memory:': an in-memory database keeps nothing; give a file path\n")
        // A file really named file:… is reached as ./file:….
        let named = try sandbox.runRaw(["init", "--db", "./file:c.sqlite"])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(FileManager.default.fileExists(atPath: sandbox.path("file:c.sqlite")))
    }

    // MARK: 15. first opens from many processes at once

    /// Eight processes at once, each the first to write to a default catalogue that does
    /// not exist yet: all succeed — creation waits for the write lock like any write.
    @Test func processesCreatingOneCatalogueTogetherAllSucceed() throws {
        for _ in 0..<3 {
            let sandbox = try Sandbox(.nothing)
            let file = try sandbox.write("rows.json", CLIFixtures.rows(("a", 2)))
            let results = try sandbox.runConcurrently((0..<8).map { ["save", "rows-\($0)", "--file", file] },
                                                      environment: ["LAYOUTS_DB": ""])
            for result in results {
                #expect(result.status == 0, "\(result.stderr)")
                #expect(!result.stderr.contains("SQLITE_BUSY"))
            }
            let listed = try #require(try sandbox.runRaw(["list", "--format", "json"], environment: ["LAYOUTS_DB": ""])
                .json() as? [Any])
            #expect(listed.count == 8)
        }
    }

    /// Eight `init --examples` at once on one path: exactly one creates it, the others say it
    /// exists; nobody sees a busy database or a half-made catalogue.
    @Test func concurrentInitsCreateOneCatalogue() throws {
        let sandbox = try Sandbox(.nothing)
        let results = try sandbox.runConcurrently(Array(repeating: ["init", "--examples"], count: 8))
        #expect(results.filter { $0.status == 0 }.count == 1)
        #expect(results.filter { $0.stderr.hasSuffix("a catalogue exists already; nothing was changed\n") }.count == 7)
        let listed = try #require(try sandbox.run(["list", "--format", "json"]).json() as? [Any])
        #expect(listed.count == Self.examples)
    }
}
