import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

struct Status: ReadingCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "List the *.json layout files of a folder that differ from the catalogue.",
        discussion: """
            As `git status`: new (no layout of its name), modified (its document differs from \
            the latest revision; formatting alone is no change), deleted (a layout with no \
            file), unreadable (with why). The folder is read as `layouts import` reads it.
            Examples:
              layouts status layouts/
              layouts status layouts/ --short
              layouts status layouts/ --format json --exit-code
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: ArgumentHelp("The folder (subfolders included).", valueName: "folder"), completion: .directory)
    var folder = "."
    @Flag(help: "One line a difference: A (new), M (modified), D (deleted) or ? (unreadable), then the file.") var short = false
    @Flag(help: "Exit 1 when anything differs (otherwise 0, as git status).") var exitCode = false
    @Option(help: "table or json.") var format: ListingFormat = .table

    func run(on catalog: Catalog) throws {
        let status = try FolderStatus(folder: folder, catalog: catalog)
        for note in status.notes { printError(note) }
        if format == .json { print(status.jsonValue.prettyText) } else { print(short ? status.shortText : status.longText, terminator: "") }
        if exitCode, !status.entries.isEmpty { throw ExitCode.differences }
    }
}
