import Foundation
import LayoutReports
import Testing
import TestSupport

/// `layouts check` in a real git repository made in the sandbox: two commits, main and a branch.
@Suite struct CheckCommandTests {
    /// A repository whose main holds layouts/rows.json (a: 2) and layouts/grid.json, and whose
    /// branch `change` makes rows 3 cells and adds new.json.
    private func repository() throws -> Sandbox {
        let sandbox = try Sandbox(.nothing)
        try sandbox.git(["init", "-q"])
        try FileManager.default.createDirectory(atPath: sandbox.path("layouts"), withIntermediateDirectories: true)
        try sandbox.write("layouts/rows.json", CLIFixtures.rows(("a", 2)))
        try sandbox.write("layouts/grid.json", CLIFixtures.sevenColumns)
        try sandbox.write("layouts/README.md", "our layouts")
        try sandbox.commitAll("layouts")
        try sandbox.git(["checkout", "-q", "-b", "change"])
        try sandbox.write("layouts/rows.json", CLIFixtures.rows(("a", 3)))
        try sandbox.write("layouts/new.json", CLIFixtures.rows(("b", 1)))
        try sandbox.commitAll("a third row, and a new layout")
        return sandbox
    }

    @Test func frameChangesExitOneWithWarningsAndASummary() throws {
        let sandbox = try repository()
        let summary = sandbox.path("summary.md")
        let result = try sandbox.runRaw(["check", "layouts", "--devices", "iphone-16", "--pictures", "pictures"],
                                        environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(result.status == 1)
        #expect(result.stdout.contains("::warning file=layouts/rows.json,line=1,title=frames changed::1 frames changed at iphone-16"))
        // The count group of the seven columns is deprecated: a lint warning on its line.
        #expect(result.stdout.contains("::warning file=layouts/grid.json,line=4,title=lint%3A deprecated-count::"))
        #expect(result.stderr.contains("note: layouts/README.md: skipped (not a .json file)"))
        let markdown = try sandbox.read("summary.md")
        #expect(markdown.hasPrefix("## Layouts check\n"))
        #expect(markdown.contains("| `layouts/rows.json` | ✅ | — | changed | iphone-16: 1 "))
        #expect(markdown.contains("| `layouts/new.json` | ✅ | — | new | — |"))
        #expect(markdown.contains("| `layouts/grid.json` | ✅ | 1 | unchanged | — |"))
        let pictures = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("pictures")).sorted()
        #expect(pictures == ["layouts__rows.new.svg", "layouts__rows.old.svg"])
    }

    @Test func noChangeBeyondTheToleranceExitsZero() throws {
        let sandbox = try repository()
        // Against the branch itself nothing changed; the summary goes to standard output.
        let result = try sandbox.runRaw(["check", "layouts/rows.json", "--base", "HEAD", "--device", "iphone-16"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("| `layouts/rows.json` | ✅ | — | unchanged | — |"))
    }

    /// A valid layout the solver refuses at a device of the check (its frames overflow to
    /// infinity) fails the check even when its frames are not compared: unchanged against the
    /// base here, and the same as a new file.
    @Test func aLayoutTheSolverRefusesFailsTheCheck() throws {
        let sandbox = try repository()
        let overflowing = CLIFixtures.rows(("a", 4)).replacingOccurrences(
            of: #""itemCount": 4,"#, with: #""itemCount": 4, "contentInsets": { "top": 1e308, "bottom": 1e308 },"#)
        try sandbox.write("layouts/huge.json", overflowing)
        try sandbox.commitAll("insets past the largest number")
        let result = try sandbox.runRaw(["check", "layouts/huge.json", "--base", "HEAD", "--device", "iphone-16"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("::error file=layouts/huge.json,line=1,title=invalid layout::iphone-16: the solver refuses the layout: "),
                "\(result.stdout)")
    }

    /// `--items a=5` counts the section `a` of the layouts that have one; the others (grid.json,
    /// new.json) are solved without it, as `solve --all` solves them, not refused.
    @Test func aCountForOneSectionLeavesTheOtherLayoutsAlone() throws {
        let sandbox = try repository()
        let result = try sandbox.runRaw(["check", "layouts", "--base", "HEAD", "--device", "iphone-16", "--items", "a=5"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("::error"))
    }

    /// A file named on the command line that a link leads out of the repository is refused
    /// (exit 2), not skipped: a check that read nothing passed.
    @Test func aNamedPathLeadingOutOfTheRepositoryIsRefused() throws {
        let sandbox = try repository()
        let outside = try ScratchFolder(prefix: "outside")
        try CLIFixtures.rows(("a", 1)).write(toFile: outside.path("out.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("out.json"), withDestinationPath: outside.path("out.json"))
        let result = try sandbox.runRaw(["check", "out.json", "--device", "iphone-16"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: out.json: leads out of the repository"), "\(result.stderr)")
    }

    /// A base version past 16 MiB is refused with its name, as `gallery --base` refuses it,
    /// not passed with a note that frames were not compared (docs/files.md).
    @Test func aBaseTooLargeToReadIsRefused() throws {
        let sandbox = try repository()
        try sandbox.git(["checkout", "-q", "main"])
        try sandbox.write("layouts/rows.json", String(repeating: " ", count: 17 * 1024 * 1024) + "{}")
        try sandbox.commitAll("a large file")
        try sandbox.git(["checkout", "-q", "-b", "shrink"])
        try sandbox.write("layouts/rows.json", CLIFixtures.rows(("a", 2)))
        try sandbox.commitAll("a layout again")
        let result = try sandbox.runRaw(["check", "layouts/rows.json", "--base", "main", "--device", "iphone-16"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("larger than 16 MiB"), "\(result.stdout)")
    }

    @Test func theDevicesComeFromTheSettingsFile() throws {
        let sandbox = try repository()
        try sandbox.write(".layouts-check.json", #"{ "devices": ["iphone-se-1", "ipad-10"], "tolerance": 1 }"#)
        let result = try sandbox.runRaw(["check", "layouts/rows.json"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("at `iphone-se-1`, `ipad-10` (tolerance 1 pt)"))
    }

    /// A window preset may stand in the settings' list as in `--devices`.
    @Test func theSettingsMayNameAWindow() throws {
        let sandbox = try repository()
        try sandbox.write(".layouts-check.json", #"{ "devices": ["ipad-10-split-2-3"] }"#)
        let result = try sandbox.runRaw(["check", "layouts/rows.json"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("at `ipad-10-split-2-3`"), "\(result.stdout)")
    }

    /// Settings kept in a folder that is checked (`--config layouts/check.json`, or the whole
    /// repository with the default) are read as settings, not checked as a layout.
    @Test func theSettingsFileIsNotCheckedAsALayout() throws {
        let sandbox = try repository()
        try sandbox.write("layouts/check.json", #"{ "devices": ["iphone-16"] }"#)
        try sandbox.write(".layouts-check.json", #"{ "devices": ["iphone-16"] }"#)
        for arguments in [["check", "layouts", "--config", "layouts/check.json"], ["check"]] {
            if arguments == ["check"] { try FileManager.default.removeItem(atPath: sandbox.path("layouts/check.json")) }
            let result = try sandbox.runRaw(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stdout)")
            #expect(!result.stdout.contains("check.json"), "\(arguments): \(result.stdout)")
            #expect(result.stdout.contains("0 invalid"), "\(arguments): \(result.stdout)")
        }
    }

    /// A misspelt key would silently mean every preset or the default tolerance; an empty list
    /// or an unknown id would blame a `--device` option never given. Each is named in the file.
    @Test(arguments: [
        (#"{ "device": ["iphone-16"] }"#, #"error: .layouts-check.json: device: unknown key; did you mean "devices"?"#),
        (#"{ "tolerence": 1 }"#, #"error: .layouts-check.json: tolerence: unknown key; did you mean "tolerance"?"#),
        (#"{ "colour": "red" }"#, "error: .layouts-check.json: colour: unknown key (known: devices, format, lint, minimumWidth, tokens, tolerance)"),
        (#"{ "minimumWidth": 0 }"#, "error: .layouts-check.json: minimumWidth: must be a number of points above 0 and below 1366"),
        (#"{ "tolerance": 1, "tolerance": 2 }"#, #"error: .layouts-check.json: line 1, column 19: duplicate key "tolerance""#),
        (#"{ "devices": [] }"#,
         "error: .layouts-check.json: devices: the list is empty; name at least one device, or leave the key out for every preset"),
        (#"{ "devices": ["iphone-16", "ipad-11"] }"#,
         "error: .layouts-check.json: devices[1]: no such device preset ipad-11; did you mean ipad-10? (see `layouts devices`)"),
        (#"{ "devices": ["ipad-10-split-1-4"] }"#,
         "error: .layouts-check.json: devices[0]: no such device preset ipad-10-split-1-4; did you mean ipad-10-split-1-3? (see `layouts devices`)"),
        (#"{ "tolerance": -1 }"#, "error: .layouts-check.json: tolerance: must be a number ≥ 0"),
    ])
    func aSettingsFileIsReadStrictly(_ settings: String, _ message: String) throws {
        let sandbox = try repository()
        try sandbox.write(".layouts-check.json", settings)
        let result = try sandbox.runRaw(["check", "layouts/rows.json"])
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
    }

    /// A pull request can point a folder or the settings at files outside the repository with a
    /// link: `check` reads neither and never prints the outside file's keys. A folder named on
    /// its command line that leads out is refused (exit 2: a check that read nothing passed);
    /// one met in a walk is skipped with a note.
    @Test func linksOutOfTheRepositoryAreNotRead() throws {
        let sandbox = try repository()
        let outside = try Sandbox(.nothing)
        try outside.write("secret.json", #"{ "token": "AKIA", "formatVersion": 1 }"#)
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("elsewhere"), withDestinationPath: outside.path(""))
        let folder = try sandbox.runRaw(["check", "elsewhere/", "layouts/rows.json", "--device", "iphone-16"])
        #expect(folder.status == 2)
        #expect(folder.stderr.hasPrefix("error: elsewhere/: leads out of the repository (to "), "\(folder.stderr)")
        #expect(!folder.stdout.contains("token") && !folder.stderr.contains("token"))
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("layouts/elsewhere"), withDestinationPath: outside.path(""))
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("layouts/secret.json"),
                                                   withDestinationPath: outside.path("secret.json"))
        let walked = try sandbox.runRaw(["check", "layouts", "--device", "iphone-16"])
        #expect(walked.stderr.contains("note: layouts/secret.json: skipped (a symbolic link that leads out of layouts)"), "\(walked.stderr)")
        #expect(!walked.stdout.contains("token") && !walked.stderr.contains("token"))
        #expect(walked.stdout.contains("| `layouts/rows.json` |"))
        try FileManager.default.removeItem(atPath: sandbox.path("layouts/elsewhere"))
        try FileManager.default.removeItem(atPath: sandbox.path("layouts/secret.json"))

        try FileManager.default.createSymbolicLink(atPath: sandbox.path(".layouts-check.json"),
                                                   withDestinationPath: outside.path("secret.json"))
        let settings = try sandbox.runRaw(["check", "layouts/rows.json"])
        #expect(settings.status == 2)
        #expect(settings.stderr == "error: .layouts-check.json: leads out of the repository; the settings are read only from inside it\n")
    }

    /// Each listed device solves every file again: a repeated id is refused, not run twice.
    @Test func aDeviceListedTwiceIsRefused() throws {
        let sandbox = try repository()
        try sandbox.write(".layouts-check.json", #"{ "devices": ["iphone-16", "ipad-10", "iphone-16"] }"#)
        let result = try sandbox.runRaw(["check", "layouts/rows.json"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: .layouts-check.json: devices[2]: iphone-16 is listed twice\n")
    }

    @Test func anInvalidFileIsAnErrorAnnotationAndExitsTwo() throws {
        let sandbox = try repository()
        try sandbox.write("layouts/bad.json", CLIFixtures.invalid)
        let result = try sandbox.runRaw(["check", "layouts", "--device", "iphone-16"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("::error file=layouts/bad.json,line=7,title=invalid layout::sections[1].itemCount: must be >= 0"))
        #expect(result.stdout.contains("::error file=layouts/bad.json,line=6,title=invalid layout::sections[0].group.subitems[0].size.width: absolute must be >= 0"))
        #expect(result.stdout.contains("| `layouts/bad.json` | ❌ 5 |"))
        // The other files are still checked.
        #expect(result.stdout.contains("| `layouts/rows.json` | ✅ |"))
    }

    @Test func anUnknownDeviceOrBaseExitsTwo() throws {
        let sandbox = try repository()
        let device = try sandbox.runRaw(["check", "layouts", "--devices", "iphone-99"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("error: --devices iphone-99: no such device preset"))
        let base = try sandbox.runRaw(["check", "layouts", "--base", "nope"])
        #expect(base.status == 2)
        #expect(base.stderr.contains("error: nope: no such git revision"))
    }
}
