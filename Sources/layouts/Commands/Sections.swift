import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports

struct Sections: ReadingCommand {
    static let configuration = CommandConfiguration(
        commandName: "sections",
        abstract: "List a revision's sections and the other layouts that use the same ones.",
        discussion: """
            Each section is identified by the SHA-256 of its canonical JSON, so a section shared \
            by several layouts (copied, or kept in sync by a design system) is found wherever it \
            is stored, in any revision.
            Examples:
              layouts sections music-app-home
              layouts sections photo-grid@1 --format json
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME or NAME@REVISION.") var revision: String
    @Option(help: "table or json.") var format: ListingFormat = .table

    func run(on catalog: Catalog) throws {
        let (info, rows) = try catalog.sectionUses(of: RevisionReference(parsing: revision))
        format.print(json: { JSONValue.array(rows.map(\.jsonValue)) }, text: { rows.table(of: info) })
    }
}
