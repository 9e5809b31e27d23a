import Foundation
import LayoutReports
import SQLite
import Testing

/// Names that start with `.` would be written by `export --all` as hidden files, which `import`
/// and every folder walk leave out: they are refused wherever a name is given to a layout, and a
/// layout stored under one before the rule can still be found and renamed.
@Suite struct LayoutNameRuleTests {
    private static func refusal(_ name: String) -> String {
        "error: '\(name)': a layout name cannot start with '.' (its file \(name).json would be hidden: export --all and import would not round-trip it)\n"
    }

    @Test(arguments: [".", "..", ".hidden"])
    func saveRefusesANameThatStartsWithADot(name: String) throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("doc.json", CLIFixtures.rows(("a", 1)))
        let result = try sandbox.run(["save", name, "--file", file])
        #expect(result.status == 2)
        #expect(result.stderr == Self.refusal(name))
        #expect(!(try sandbox.run(["list"]).stdout.contains(name + " ")))
    }

    /// A name the command line would read as an option or a file could be saved but never named
    /// again (`show x.json` reads the file): refused at save.
    @Test(arguments: [
        ("x.json", "a layout name cannot end in .json (the command line would read it as a file)"),
        ("-x", "a layout name cannot start with '-' (the command line would read it as an option)"),
    ])
    func saveRefusesANameTheCommandLineReadsOtherwise(name: String, problem: String) throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("doc.json", CLIFixtures.rows(("a", 1)))
        let result = try sandbox.runRaw(["save", "--file", file, "--", name])
        #expect(result.status == 2)
        #expect(result.stderr == "error: '\(name)': \(problem)\n")
    }

    @Test func renameRefusesANameThatStartsWithADot() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["rename", "photo-grid", ".photo-grid"])
        #expect(result.status == 2)
        #expect(result.stderr == Self.refusal(".photo-grid"))
        #expect(try sandbox.run(["show", "photo-grid"]).status == 0)
    }

    /// A folder walk never sees `.hidden.json`, so `import` cannot be given such a name; the
    /// layout stored under one by an older version is named and skipped by `export --all` (the
    /// others are written, exit 1) and is still shown and renamed by its name.
    @Test func aStoredNameThatStartsWithADotCanStillBeRenamed() throws {
        let sandbox = try Sandbox()
        let db = try Database(path: sandbox.databasePath)
        try db.execute(sql: "UPDATE layouts SET name = '.hidden' WHERE name = 'photo-grid'")
        let exported = try sandbox.run(["export", "--all", "out"])
        #expect(exported.status == 1)
        #expect(exported.stderr.hasPrefix("error: .hidden: damaged layout name: a layout name cannot start with '.'"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("out/.hidden.json")))
        #expect(try sandbox.run(["show", ".hidden"]).status == 0)
        let renamed = try sandbox.run(["rename", ".hidden", "photo-grid"])
        #expect(renamed.status == 0)
        #expect(renamed.stdout == ".hidden → photo-grid\n")
    }
}
