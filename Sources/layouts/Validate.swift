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
            let cells = document.sections.reduce(0) { $0 + $1.itemCount }
            print("\(displayName(ofInput: file)): valid (\(plural(document.sections.count, "section")), \(plural(cells, "cell")))")
        }
    }
}
