import ArgumentParser
import LayoutCatalog

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a revision's canonical JSON document.",
        discussion: """
            The output is the document as stored (keys sorted, defaults left out), \
            pretty-printed; `layouts save` reads it back unchanged. With --compact it is the \
            exact canonical bytes whose SHA-256 is the revision's content hash.
            Examples:
              layouts export photo-grid
              layouts export photo-grid@1 > photo-grid.json
              layouts export photo-grid --compact | sha256sum
              layouts export main:layouts/grid.json --compact | sha256sum
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME, NAME@N, a file, - (standard input) or REV:path (a file in git).") var revision: String
    @Flag(help: "Print the canonical bytes on one line, without a trailing newline.") var compact = false

    func run() throws {
        try reportingErrors {
            let source = try Subject(parsing: revision)
            let subject = try SolveSubject.load(source, from: catalog.open())
            if compact {
                print(subject.document.canonicalJSON, terminator: "")
            } else {
                print(subject.document.prettyJSON)
            }
        }
    }
}
