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
            repository's. Renames, deletions and restorations are shown among them. A revision \
            before the latest is NAME@~1 (or NAME@-1) wherever a revision is taken. --deleted \
            lists the deleted layouts `layouts restore` can bring back.
            Examples:
              layouts log photo-grid
              layouts log photo-grid --format json
              layouts log -n 5 --oneline
              layouts log --deleted
              layouts show photo-grid@~1
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "The layout's name; every layout's when left out.") var name: String?
    @Option(name: [.customShort("n"), .customLong("max-count")], help: ArgumentHelp("Show at most N revisions.", valueName: "N"))
    var maxCount: Int?
    @Flag(help: "One line per revision: NAME@N and the first line of its message.") var oneline = false
    @Flag(help: "List the deleted layouts instead: name, when, how many revisions, the last message.") var deleted = false
    @Option(help: "table or json.") var format: ListingFormat = .table

    func validate() throws {
        if let maxCount, maxCount < 0 { throw ValidationError("-n takes a count ≥ 0.") }
        if oneline, format == .json { throw ValidationError("--oneline is a text form: leave out --format json.") }
        if deleted, name != nil || oneline { throw ValidationError("--deleted lists every deleted layout: leave out NAME and --oneline.") }
    }

    func run(on catalog: Catalog) throws {
        if deleted {
            let layouts = Array(try catalog.deletedLayouts().prefix(maxCount ?? .max))
            return format.print(json: { JSONValue.array(layouts.map(\.jsonValue)) }, text: { layouts.table })
        }
        let entries = Array(try (name.map { try catalog.history(of: $0) } ?? catalog.history(limit: maxCount)).prefix(maxCount ?? .max))
        if oneline {
            for entry in entries { print(entry.onelineText) }
            return
        }
        format.print(json: { JSONValue.array(entries.map(\.jsonValue)) },
                     text: { name == nil ? entries.catalogueLogTable : entries.layoutLogTable })
    }
}
