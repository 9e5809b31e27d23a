import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports

struct Log: ReadingCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Show a layout's revisions, newest first.",
        discussion: """
            Examples:
              layouts log photo-grid
              layouts log photo-grid --format json
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "The layout's name.") var name: String
    @Option(help: "table or json.") var format: ListingFormat = .table

    func run(on catalog: Catalog) throws {
        let revisions = try catalog.log(of: name)
        format.print(json: { JSONValue.array(revisions.map(\.jsonValue)) }, text: { revisions.revisionTable })
    }
}
