import ArgumentParser
import LayoutEngine

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a document against the format, reporting every error with its path.",
        discussion: """
            Exits 0 when the document is valid; otherwise prints each error as \
            FILE: PATH: MESSAGE on standard error and exits 2.
            Examples:
              layouts validate --file photo-grid.json
              cat photo-grid.json | layouts validate --file -
            """
    )

    @Option(help: ArgumentHelp("The document to check, or - for standard input.", valueName: "path"))
    var file: String

    func run() throws {
        try reportingErrors {
            let document = try decodeDocument(at: file)
            print(terminalSafe("\(displayName(ofInput: file)): valid (\(plural(document.sections.count, "section")), \(cells(document.totalItemCount)))"))
        }
    }
}
