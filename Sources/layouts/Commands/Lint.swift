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
            estimated 44 while it measures other sections' rows. Exits 0 with no finding, 1 with findings, 2 when a \
            document is invalid or cannot be read.
            Examples:
              layouts lint layouts/
              layouts lint photo-grid --examples
              layouts lint settings-inset-grouped --measurements @settings-inset-grouped
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

    func run() throws {
        let files = try reportingErrors { try DocumentFiles(subjects, readsNames: true) }
        for skipped in files.skipped { printError(skipped.note) }
        let catalog = try reportingErrors { try self.catalog.open(for: files.subjects) }
        let measurements = try reportingErrors { try measurementsFile.map { try loadMeasurements($0, from: catalog) } }
        let tokens = try reportingErrors { try tokensFile.map { try loadTokens($0, from: catalog) } ?? catalog.defaultTokens() }
        var failed = false
        var found = 0
        for subject in files.subjects {
            do {
                let loaded = try SolveSubject.load(subject, from: catalog, note: printError)
                let findings = try loaded.lintFindings(measurements: measurements, measurementsFile: measurementsFile,
                                                       tokens: tokens, warn: printError)
                for finding in findings {
                    found += 1
                    print(terminalSafe("\(loaded.title): \(finding)"))
                    print("  why: \(finding.rule.reason)")
                }
            } catch {
                failed = true
                for line in errorLines(error) { printError("error: " + terminalSafe(line)) }
            }
        }
        if failed { throw ExitCode.trouble }
        if found > 0 { throw ExitCode.differences }
    }
}
