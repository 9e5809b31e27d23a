import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Inspect or clear the cache of solved frames.",
        discussion: """
            Examples:
              layouts cache stats
              layouts cache clear
            """,
        subcommands: [Stats.self, Clear.self]
    )

    struct Stats: ReadingCommand {
        static let configuration = CommandConfiguration(
            commandName: "stats",
            abstract: "Show the frame cache's entries, size, limit and hit rate.",
            discussion: """
                Examples:
                  layouts cache stats
                  layouts cache stats --format json
                """
        )

        @OptionGroup var catalog: CatalogOptions
        @Option(help: "table or json.") var format: ListingFormat = .table

        func run(on catalog: Catalog) throws {
            let stats = try catalog.cacheStatistics()
            format.print(json: { stats.jsonValue }, text: { stats.text })
        }
    }

    struct Clear: WritingCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear",
            abstract: "Remove every cached solution and reset the hit counters.",
            discussion: """
                Example:
                  layouts cache clear
                """
        )

        @OptionGroup var catalog: CatalogFileOptions

        /// An empty catalogue has nothing to clear: reported as such, and none is made.
        func rehearse(on empty: Catalog) throws -> Bool { false }

        func run(on catalog: Catalog) throws {
            let removed = try catalog.clearCache()
            print("removed \(plural(removed, "cached solution"))")
        }
    }
}
