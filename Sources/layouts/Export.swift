import ArgumentParser
import LayoutCatalog

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a revision's canonical JSON document.",
        discussion: """
            The output is the document exactly as stored (keys sorted, defaults left out), \
            pretty-printed; `layouts save` reads it back unchanged.
            Examples:
              layouts export photo-grid
              layouts export photo-grid@1 > photo-grid.json
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME or NAME@REVISION.") var revision: String

    func run() throws {
        try reportingErrors {
            let stored = try catalog.open().revision(RevisionReference(parsing: revision))
            print(stored.document.prettyJSON)
        }
    }
}
