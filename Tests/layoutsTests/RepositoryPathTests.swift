import Foundation
import Testing

/// Issue 41, item 6: GitHub resolves an annotation's path from the repository's top, so `check`
/// names files from there whatever folder it runs in (before, from the current folder: run in
/// `app/`, a warning on `app/layouts/rows.json` said `layouts/rows.json` and landed nowhere);
/// `REV:path` is read from the top too, as git reads it, and `REV:./path` from here.
@Suite struct RepositoryPathTests {
    private func repository() throws -> Sandbox {
        let sandbox = try Sandbox(.nothing)
        try sandbox.git(["init", "-q"])
        try FileManager.default.createDirectory(atPath: sandbox.path("app/layouts"), withIntermediateDirectories: true)
        try sandbox.write("app/layouts/rows.json", CLIFixtures.rows(("a", 2)))
        try sandbox.commitAll("layouts")
        try sandbox.write("app/layouts/rows.json", CLIFixtures.rows(("a", 3)))
        return sandbox
    }

    /// `layouts` in `folder` of the sandbox, through the shell.
    private func run(_ command: String, in folder: String, _ sandbox: Sandbox) throws -> CLIResult {
        let binaryFolder = try #require(LayoutsBinary.url).deletingLastPathComponent().path
        let path = binaryFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try sandbox.runRaw(["-c", "cd \(folder) && \(command)"], environment: ["PATH": path, "LAYOUTS_DB": ""], shell: true)
    }

    @Test func checkNamesFilesFromTheTopWhereverItRuns() throws {
        let sandbox = try repository()
        for (folder, argument) in [(".", "app/layouts"), ("app", "layouts"), ("app/layouts", "rows.json"), ("app/layouts", ".")] {
            let result = try run("layouts check \(argument) --base HEAD --devices iphone-16", in: folder, sandbox)
            #expect(result.status == 1, "\(folder): \(result.stderr)")
            #expect(result.stdout.contains("::warning file=app/layouts/rows.json,line=1,title=frames changed::"),
                    "\(folder) \(argument): \(result.stdout)")
            #expect(result.stdout.contains("| `app/layouts/rows.json` |"), "\(folder) \(argument)")
        }
    }

    @Test func aRevisionsPathIsFromTheTopAndDotSlashFromHere() throws {
        let sandbox = try repository()
        let fromTop = try run("layouts diff HEAD:app/layouts/rows.json rows.json", in: "app/layouts", sandbox)
        #expect(fromTop.status == 1, "\(fromTop.stderr)")
        #expect(fromTop.lines.first == "diff HEAD:app/layouts/rows.json rows.json")
        let fromHere = try run("layouts diff HEAD:./rows.json rows.json", in: "app/layouts", sandbox)
        #expect(fromHere.status == 1, "\(fromHere.stderr)")
        #expect(fromHere.stdout.components(separatedBy: "\n").dropFirst().joined() == fromTop.stdout.components(separatedBy: "\n").dropFirst().joined())
    }

    /// Run in a subfolder, `check` reads the settings at the repository's top (the hostile
    /// review: it checked every preset and ignored them).
    @Test func checkReadsTheSettingsAtTheTopFromASubfolder() throws {
        let sandbox = try repository()
        try sandbox.write(".layouts-check.json", #"{ "devices": ["iphone-16"] }"#)
        let result = try run("layouts check . --base HEAD", in: "app/layouts", sandbox)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("at `iphone-16`"), "\(result.stdout)")
        #expect(!result.stdout.contains("ipad-10"))
    }

    /// `lint --reporter github` names files as `check` does, from the top (the hostile review:
    /// `file=./grid.json` from a subfolder landed on no file).
    @Test func lintAnnotationsNameFilesFromTheTop() throws {
        let sandbox = try repository()
        try sandbox.write("app/layouts/grid.json", CLIFixtures.sevenColumns)
        let result = try run("layouts lint ./grid.json --reporter github", in: "app/layouts", sandbox)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("::warning file=app/layouts/grid.json,line="), "\(result.stdout)")
    }
}
