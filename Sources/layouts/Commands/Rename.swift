import ArgumentParser
import LayoutCatalog

struct Rename: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rename a layout, keeping its revisions.",
        discussion: """
            Example:
              layouts rename photo-grid gallery-grid
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: "The layout's current name.") var name: String
    @Argument(help: "Its new name.") var newName: String

    func run() throws {
        try reportingErrors {
            try catalog.openForWriting().rename(name, to: newName)
            print("\(name) → \(newName)")
        }
    }
}

struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Delete a layout with all its revisions and cached frames.",
        discussion: """
            Example:
              layouts delete old-grid
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: "The layout to delete.") var name: String

    func run() throws {
        try reportingErrors {
            let removed = try catalog.openForWriting().delete(name)
            print("deleted \(name) (\(plural(removed, "revision")))")
        }
    }
}
