import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports

struct Log: ReadingCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Show revisions, newest first: a layout's, or the whole catalogue's.",
        discussion: """
            Without a name, every layout's revisions, newest first, as `git log` shows a \
            repository's. A revision before the latest is NAME@~1 (or NAME@-1) wherever a \
            revision is taken.
            Examples:
              layouts log photo-grid
              layouts log photo-grid --format json
              layouts log -n 5 --oneline
              layouts show photo-grid@~1
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "The layout's name; every layout's when left out.") var name: String?
    @Option(name: [.customShort("n"), .customLong("max-count")], help: ArgumentHelp("Show at most N revisions.", valueName: "N"))
    var maxCount: Int?
    @Flag(help: "One line per revision: NAME@N and the first line of its message.") var oneline = false
    @Option(help: "table or json.") var format: ListingFormat = .table

    func validate() throws {
        if let maxCount, maxCount < 0 { throw ValidationError("-n takes a count ≥ 0.") }
        if oneline, format == .json { throw ValidationError("--oneline is a text form: leave out --format json.") }
    }

    func run(on catalog: Catalog) throws {
        var revisions = try name.map { try catalog.log(of: $0) } ?? catalog.log(limit: maxCount)
        if let maxCount { revisions = Array(revisions.prefix(maxCount)) }
        if oneline {
            for revision in revisions { print(revision.onelineText) }
            return
        }
        format.print(json: { JSONValue.array(revisions.map(\.jsonValue)) },
                     text: { name == nil ? revisions.catalogueLogTable : revisions.revisionTable })
    }
}
