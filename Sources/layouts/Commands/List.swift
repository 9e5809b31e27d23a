import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

struct List: ReadingCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the layouts in the catalogue.",
        discussion: """
            Examples:
              layouts list
              layouts list --format json
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Option(help: "table or json.") var format: ListingFormat = .table

    func run(on catalog: Catalog) throws {
        let summaries = try catalog.layouts()
        format.print(json: { JSONValue.array(summaries.map(\.jsonValue)) }, text: { summaries.table })
        // A damaged layout is listed with the others and named here, once.
        for problem in summaries.flatMap(\.problems) { printError("warning: " + terminalSafe(problem)) }
    }
}
