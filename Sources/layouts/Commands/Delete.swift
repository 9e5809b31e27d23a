import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

struct Delete: WritingCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a layout with all its revisions and cached frames.",
        discussion: """
            Example:
              layouts delete old-grid
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: "The layout to delete.") var name: String

    /// Deleting from an empty catalogue always fails: the default one is not made for it.
    func rehearse(on empty: Catalog) throws -> Bool {
        _ = try empty.delete(name)
        return true
    }

    func run(on catalog: Catalog) throws {
        let removed = try catalog.delete(name)
        print("deleted \(name) (\(plural(removed, "revision")))")
    }
}
