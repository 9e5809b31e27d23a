import ArgumentParser
import LayoutCatalog

struct Show: ReadingCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a layout as a tree of sections, groups and items.",
        discussion: """
            Examples:
              layouts show photo-grid
              layouts show photo-grid@1
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME or NAME@REVISION.") var revision: String

    func run(on catalog: Catalog) throws {
        let stored = try catalog.revision(RevisionReference(parsing: revision))
        let title = stored.info.reference.description
        print(TreeDescription.describe(stored.document, title: title))
        if !stored.info.message.isEmpty {
            // Each line escaped and indented, so a message cannot pass for the tool's output.
            let lines = stored.info.message.split(separator: "\n", omittingEmptySubsequences: false)
            print("\nmessage: " + lines.map { terminalSafe(String($0)) }.joined(separator: "\n         "))
        }
    }
}
