import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

struct Save: InputWritingCommand {
    static let configuration = CommandConfiguration(
        commandName: "save",
        abstract: "Save a document as a new revision of a layout.",
        discussion: """
            Prints NAME@N for the new revision, or NAME@N unchanged when the document equals \
            the latest revision. An invalid document, or a stale --expect-revision, writes nothing.
            Examples:
              layouts save photo-grid --file photo-grid.json --message "Tighter insets"
              layouts export photo-grid | layouts save photo-grid-copy --file -
              layouts save photo-grid --file new.json --expect-revision 4
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: "The layout's name (a-z 0-9 - _ ., at most 64 characters, not starting with .).") var name: String
    @Option(help: ArgumentHelp("The document to save, or - for standard input.", valueName: "path"))
    var file: String
    @Option(help: "What this revision changes.") var message: String = ""
    @Option(help: ArgumentHelp("Fail unless the layout's latest revision is N (0: the layout must not exist yet).",
                               valueName: "N"))
    var expectRevision: Int?

    func validate() throws {
        if let expectRevision, expectRevision < 0 {
            throw ValidationError("--expect-revision \(expectRevision): a revision is ≥ 1, or 0 for a layout that must not exist yet.")
        }
    }

    func readInput() throws -> LayoutDocument {
        let document = try decodeDocument(at: file)
        try Catalog.checkSavable(document, as: name)
        return document
    }

    /// With no catalogue yet, a layout has no revision: `--expect-revision N` for N ≥ 1 is a
    /// conflict there, found before the default catalogue is made.
    func rehearse(_ document: LayoutDocument, on empty: Catalog) throws {
        guard expectRevision != nil else { return }
        _ = try empty.save(document, as: name, message: message, expectedRevision: expectRevision)
    }

    func run(_ document: LayoutDocument, on catalog: Catalog) throws {
        print(try catalog.save(document, as: name, message: message, expectedRevision: expectRevision).line)
    }
}
