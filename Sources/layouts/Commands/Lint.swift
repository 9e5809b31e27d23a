import ArgumentParser
import LayoutCatalog
import LayoutEngine

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
            frames outside their group. Exits 0 with no finding, 1 with findings, 2 when a \
            document is invalid or cannot be read.
            Examples:
              layouts lint layouts/
              layouts lint photo-grid --examples
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: ArgumentHelp("Documents, folders and revisions to lint.", valueName: "subject"), completion: Completions.subjects)
    var subjects: [String]

    func run() throws {
        let files = try reportingErrors { try DocumentFiles(subjects, readsNames: true) }
        for skipped in files.skipped { printError(skipped.note) }
        let catalog = try reportingErrors { try self.catalog.open(for: files.subjects) }
        var failed = false
        var found = 0
        for subject in files.subjects {
            do {
                let loaded = try SolveSubject.load(subject, from: catalog)
                for finding in loaded.document.lint() {
                    found += 1
                    print(terminalSafe("\(loaded.title): \(finding)"))
                    print("  why: \(finding.rule.reason)")
                }
            } catch {
                failed = true
                for line in errorLines(error) { printError("error: " + terminalSafe(line)) }
            }
        }
        if failed { throw ExitCode.failure }
        if found > 0 { throw ExitCode.differences }
    }
}
