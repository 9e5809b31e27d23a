import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

struct Import: InputWritingCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Save every *.json file of a folder as a revision, named after its file.",
        discussion: """
            grid.json becomes the layout grid. Every file is checked first; if any is invalid \
            or badly named, every problem is reported and nothing is saved. Otherwise all are \
            saved in one transaction. A file equal to its layout's latest revision leaves it \
            unchanged. Without --message, each revision's message is "Imported from FILE".
            Examples:
              layouts import layouts/
              layouts import layouts/ --message "Design review 12"
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: ArgumentHelp("The folder to import (subfolders included).", valueName: "folder"), completion: .directory)
    var folder: String
    @Option(help: "The message of every revision saved (default: Imported from FILE).") var message: String?

    func readInput() throws -> [ImportedFile] {
        guard FileKind(atPath: folder).isFolder else {
            throw WorkspaceError("\(folder): no such folder")
        }
        let (files, skipped) = DocumentFiles.contents(ofFolder: folder)
        for file in skipped { printError(file.note) }
        let documents = try ImportedFile.read(files)
        guard !documents.isEmpty else { throw WorkspaceError("\(folder): no .json files to import") }
        return documents
    }

    func run(_ documents: [ImportedFile], on catalog: Catalog) throws {
        let outcomes = try catalog.saveAll(documents.map { ($0.document, $0.name, message ?? "Imported from \($0.path)") })
        for outcome in outcomes { print(outcome.line) }
    }
}
