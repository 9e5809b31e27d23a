import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a layout as a tree of sections, groups and items.",
        discussion: """
            Examples:
              layouts show photo-grid
              layouts show photo-grid@1
              layouts show layouts/grid.json
              layouts show main:layouts/grid.json
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME, NAME@N, a file, - (standard input) or REV:path (a file in git).", completion: Completions.subjects) var revision: String

    /// Not a SubjectCommand: a file is shown without opening any catalogue (the catalogue is
    /// opened only for a stored revision), so `show` works wherever the file is.
    func run() throws {
        try reportingErrors {
            let subject = try SolveSubject.load(try Subject(parsing: revision), from: catalog.open(), note: printError)
            print(TreeDescription.describe(subject.document, title: subject.title))
            if let stored = subject.stored, !stored.info.message.isEmpty {
                // Each line escaped and indented, so a message cannot pass for the tool's output.
                let lines = stored.info.message.split(separator: "\n", omittingEmptySubsequences: false)
                print("\nmessage: " + lines.map { terminalSafe(String($0)) }.joined(separator: "\n         "))
            }
        }
    }
}
