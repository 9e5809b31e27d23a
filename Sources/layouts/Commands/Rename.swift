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
