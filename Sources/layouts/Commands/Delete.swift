import ArgumentParser
import LayoutCatalog

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

    func run(on catalog: Catalog) throws {
        let removed = try catalog.delete(name)
        print("deleted \(name) (\(plural(removed, "revision")))")
    }
}
