import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutPictures
import LayoutReports
import LayoutWorkspace

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "The CI check: validate, lint and compare frames with a git base.",
        discussion: """
            For every *.json file named (folders stand for their files; default: the current \
            folder), checks the document, lints it, and solves it and its version at the base \
            (a git revision; default: the merge base of HEAD with main, else origin/main) at \
            the team's devices: --device/--devices, else the "devices" of \
            .layouts-check.json (or --config FILE), else every preset. Frames that moved or \
            resized by more than the tolerance are reported, and with --pictures the old and \
            new wireframes of each changed layout are written there (SVG). With a \
            "minimumWidth" in the settings, every layout must have room at every width from \
            it to 1366 points (as `layouts sweep` finds it). The settings' "lint" turns rules \
            off ("disabled", per-file "ignore") and findings into errors \
            ("warningsAsErrors"), as for `layouts lint`; a file not in the form `layouts fmt` \
            writes gets a warning unless "format" is false.
            Prints GitHub annotations (::error for invalid documents, ::warning for lint \
            findings, unformatted files and frame changes) and a Markdown summary, appended to \
            $GITHUB_STEP_SUMMARY when set, else printed. Needs no catalogue.
            Exits 0 when clean, 1 when frames changed beyond the tolerance, a layout has \
            no room above the minimum width or lint found something with \
            "warningsAsErrors", 2 when a document \
            is invalid or cannot be read (or the base or a device does not exist).
            Examples:
              layouts check layouts/
              layouts check layouts/ --base origin/main \\
                --devices iphone-se-1,iphone-16,ipad-pro-11
              layouts check layouts/ --config ci/layouts.json --pictures changed-layouts
            """
    )

    @Argument(help: ArgumentHelp("Documents and folders to check (default: the current folder).", valueName: "path"), completion: .file(extensions: ["json"]))
    var paths: [String] = []
    @Option(help: ArgumentHelp("The git revision to compare with (default: the merge base with main, else origin/main).", valueName: "rev"))
    var base: String?
    @Option(help: ArgumentHelp("The settings file (default: .layouts-check.json if present).", valueName: "file"))
    var config: String?
    @Option(help: ArgumentHelp("Frames closer than this many points count as unchanged (default 0.5, or the settings').",
                               valueName: "points"))
    var tolerance: Double?
    @Option(help: ArgumentHelp("Write the old and new wireframes of changed layouts into this folder.", valueName: "folder"))
    var pictures: String?
    @OptionGroup(title: "Containers (the team's devices)") var options: SolveOptions

    func validate() throws {
        if let tolerance, !(tolerance.isFinite && tolerance >= 0) { throw ValidationError("--tolerance must be ≥ 0.") }
    }

    func run() throws {
        var checker = try reportingErrors {
            try usage {
                try CheckRunner.prepared(paths: paths, settingsFile: config, base: base, tolerance: tolerance,
                                         options: options.containers, arguments: CommandLine.arguments, note: printError)
            }
        }
        checker.runner.pictures = pictures.map { CheckPictures(folder: $0).draw }
        let results = checker.files.subjects.map { checker.runner.check($0) }
        for line in results.flatMap(Annotation.lines) { print(line) }
        let summary = CheckSummary.markdown(results, base: base ?? checker.runner.base,
                                            devices: checker.runner.containers.map(\.label), tolerance: checker.runner.tolerance)
        if let path = StepSummary.path {
            try reportingErrors { try StepSummary.append(summary, to: path) }
        } else {
            print(summary, terminator: "")
        }
        if results.exitStatus != 0 { throw ExitCode(results.exitStatus) }
    }
}
