import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

struct Rename: WritingCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a layout, keeping its revisions.",
        discussion: """
            Example:
              layouts rename photo-grid gallery-grid
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: "The layout's current name.") var name: String
    @Argument(help: "Its new name.") var newName: String

    /// Renaming in an empty catalogue always fails: the default one is not made for it.
    func rehearse(on empty: Catalog) throws -> Bool {
        try empty.rename(name, to: newName)
        return true
    }

    func run(on catalog: Catalog) throws {
        try catalog.rename(name, to: newName)
        print(terminalSafe("\(name) → \(newName)"))
    }
}
