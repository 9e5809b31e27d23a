import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

struct Restore: WritingCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Bring back a deleted layout with every revision as it was.",
        discussion: """
            The layout last deleted as NAME comes back with its revisions' numbers, hashes, \
            messages and dates (`layouts log --deleted` lists what can come back). A name a \
            layout has again is refused: restore under another with --as.
            Examples:
              layouts delete photo-grid
              layouts restore photo-grid
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: "The deleted layout's name.") var name: String
    @Option(name: .customLong("as"), help: ArgumentHelp("Restore it under this name.", valueName: "new-name")) var newName: String?

    /// Restoring in an empty catalogue always fails: the default one is not made for it.
    func rehearse(on empty: Catalog) throws -> Bool {
        _ = try empty.restore(name, as: newName)
        return true
    }

    func run(on catalog: Catalog) throws {
        let count = try catalog.restore(name, as: newName)
        print(terminalSafe("restored \(name)\(newName.map { " as " + $0 } ?? "") (\(plural(count, "revision")))"))
    }
}
