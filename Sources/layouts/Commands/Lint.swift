import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Point out what a valid layout does that UIKit ignores, cannot show, or has deprecated.",
        discussion: """
            Takes files, folders (their *.json files), - , REV:path and stored revisions \
            (NAME, NAME@N). A bare word is always a stored layout, whatever the current folder \
            holds: write layouts/ for a folder, ./name for a file without .json. Each finding is printed as SUBJECT: PATH: WHAT [RULE], followed \
            by the rule's reason. Rules: insets on an estimated axis, a subitem that never \
            fits, repeating copies that overflow their group, an item larger than its \
            container, the deprecated count and supplementariesFollowContentInsets, custom \
            frames outside their group, a width from 320 to 1366 points without room (as \
            `layouts sweep` finds it); with --measurements, list rows the set leaves at the \
            estimated 44 while it measures other sections' rows. Applies the "lint" settings of \
            .layouts-check.json in the current folder (or --config FILE), as `layouts check` \
            does: "disabled" rules, per-file "ignore" lists, and "warningsAsErrors", which \
            gives the findings the level error. --reporter json prints an array of findings, \
            github the annotations `check` prints, sarif a SARIF 2.1.0 log for code scanning. \
            Exits 0 with no finding, 1 with findings (whatever their level), 2 when a \
            document is invalid or cannot be read or the settings are wrong.
            Examples:
              layouts lint layouts/
              layouts lint photo-grid --examples
              layouts lint settings-inset-grouped --measurements @settings-inset-grouped
              layouts lint layouts/ --reporter sarif > lint.sarif
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: ArgumentHelp("Documents, folders and revisions to lint.", valueName: "subject"), completion: Completions.subjects)
    var subjects: [String]
    @Option(name: .customLong("measurements"),
            help: ArgumentHelp("The measured sizes the layouts are solved with, as for `solve`: a measurements document (- for standard input), or @NAME[@N] for a set kept with `layouts measurements save`.",
                               valueName: "file|@name"))
    var measurementsFile: String?
    @Option(name: .customLong("tokens"),
            help: ArgumentHelp("The design tokens the layouts are solved with, as for `solve`: a token file (REV:path for the file at a git revision), or @NAME[@N] for a set kept with `layouts tokens save` (default: the catalogue's `default` set).",
                               valueName: "file|REV:path|@name"))
    var tokensFile: String?
    @Option(help: ArgumentHelp("The settings file whose \"lint\" settings apply (default: .layouts-check.json if present).", valueName: "file"))
    var config: String?
    @Option(help: "How findings are printed: text, json, github (annotations) or sarif (SARIF 2.1.0).")
    var reporter: LintReporter = .text

    func run() throws {
        let (settings, repository) = try reportingErrors { try CheckConfig.loadForLint(config) }
        let files = try reportingErrors { try DocumentFiles(subjects, readsNames: true) }
        for skipped in files.skipped { printError(skipped.note) }
        try reportingErrors { try Subject.refuseStandardInputTwice(files.subjects, files: [measurementsFile, tokensFile]) }
        let catalog = try reportingErrors { try self.catalog.open(for: files.subjects) }
        let measurements = try reportingErrors { try measurementsFile.map { try loadMeasurements($0, from: catalog) } }
        let tokens = try reportingErrors { try tokensFile.map { try loadTokens($0, from: catalog) } ?? catalog.defaultTokens() }
        var failed = false
        var found: [ReportedFinding] = []
        for subject in files.subjects {
            do {
                let loaded = try SolveSubject.load(subject, from: catalog, note: printError)
                let findings = try loaded.lintFindings(measurements: measurements, measurementsFile: measurementsFile,
                                                       tokens: tokens, warn: printError)
                let reported = subject.reported(findings, title: loaded.title, settings: settings.lint, repository: repository)
                // Text is printed as it is found; the other reporters write one document or one block.
                if reporter == .text { for line in LintReport.text(reported) { print(terminalSafe(line)) } }
                found += reported
            } catch {
                failed = true
                for line in errorLines(error) { printError("error: " + terminalSafe(line)) }
            }
        }
        for line in LintReport.closing(found, reporter: reporter, settings: settings.lint) { print(line) }
        if failed { throw ExitCode.trouble }
        if !found.isEmpty { throw ExitCode.differences }
    }
}

