import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

struct Delete: WritingCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a layout with its cached frames; `layouts restore` brings it back.",
        discussion: """
            The layout's revisions are kept apart: `layouts log --deleted` lists them, `layouts \
            restore NAME` brings the layout back as it was. --purge deletes for good.
            Examples:
              layouts delete photo-grid
              layouts log --deleted
              layouts delete photo-grid --purge
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: "The layout to delete.") var name: String
    @Flag(help: "Delete for good: the layout and every deleted one of its name, which can then not be restored.")
    var purge = false

    /// Deleting from an empty catalogue always fails: the default one is not made for it.
    func rehearse(on empty: Catalog) throws -> Bool {
        _ = try purge ? empty.purge(name) : empty.delete(name)
        return true
    }

    func run(on catalog: Catalog) throws {
        guard !purge else { return print(terminalSafe("purged \(name) (\(plural(try catalog.purge(name), "revision"))) for good")) }
        let removed = try catalog.delete(name)
        print(terminalSafe("deleted \(name) (\(plural(removed, "revision")); `layouts restore \(name)` brings it back)"))
    }
}
