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
            it to 1366 points (as `layouts sweep` finds it).
            Prints GitHub annotations (::error for invalid documents, ::warning for lint \
            findings and frame changes) and a Markdown summary, appended to \
            $GITHUB_STEP_SUMMARY when set, else printed. Needs no catalogue.
            Exits 0 when clean, 1 when frames changed beyond the tolerance or a layout has \
            no room above the minimum width, 2 when a document \
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
    @Option(help: ArgumentHelp("The git revision to compare with (default: the merge base with main).", valueName: "rev"))
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
        let (files, baseCommit, containers, tolerance, minimumWidth) = try reportingErrors { try prepare() }
        var checker = CheckRunner(base: baseCommit, containers: containers, tolerance: tolerance)
        (checker.tokens, checker.baseTokens) = try reportingErrors {
            if let file = options.tokensFile { return (try decodeTokens(at: file), nil) }
            return try CheckTokens.load(settingsFile: config, base: baseCommit)
        }
        checker.pictures = pictures.map { CheckPictures(folder: $0).draw }
        checker.minimumWidth = minimumWidth
        checker.note = { printError($0) }
        let results = files.subjects.map { checker.check($0) }
        for line in results.flatMap(Annotation.lines) { print(line) }
        let summary = CheckSummary.markdown(results, base: base ?? baseCommit, devices: containers.map(\.label),
                                            tolerance: tolerance)
        if let path = StepSummary.path {
            try reportingErrors { try StepSummary.append(summary, to: path) }
        } else {
            print(summary, terminator: "")
        }
        if results.contains(where: { !$0.errors.isEmpty }) { throw ExitCode.trouble }
        if results.contains(where: { !$0.frameChanges.isEmpty || $0.noRoom != nil }) { throw ExitCode.differences }
    }

    /// The files, the base commit, the containers and the tolerance, or the reason there are none.
    private func prepare() throws -> (DocumentFiles, String, [CheckContainer], Double, Double?) {
        let (files, repository) = try DocumentFiles.checked(paths.isEmpty ? ["."] : paths,
                                                            settingsFile: config ?? CheckConfig.defaultPath)
        for skipped in files.skipped { printError(skipped.note) }
        try files.refuseOthers()
        let settings = try CheckConfig.load(config, repository: repository)
        let baseCommit = try base.map { try GitFile.resolve($0) } ?? GitFile.defaultBase()
        let presets = try Catalog.builtInExamples().devices()
        try settings.checkDevices(against: presets, file: config ?? CheckConfig.defaultPath)
        var options = self.options
        if options.containersAsked == 0 { options.deviceList = settings.devices?.joined(separator: ",") ?? "all" }
        let containers = try options.request(presets: presets).containers.map(CheckContainer.init)
        return (files, baseCommit, containers, tolerance ?? settings.tolerance ?? 0.5, settings.minimumWidth)
    }
}
