import ArgumentParser
import LayoutCatalog

struct Export: ReadingCommand {
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
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME or NAME@REVISION.") var revision: String
    @Flag(help: "Print the canonical bytes on one line, without a trailing newline.") var compact = false

    func run(on catalog: Catalog) throws {
        let stored = try catalog.revision(RevisionReference(parsing: revision))
        if compact {
            print(stored.document.canonicalJSON, terminator: "")
        } else {
            print(stored.document.prettyJSON)
        }
    }
}
