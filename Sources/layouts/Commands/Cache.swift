import ArgumentParser
import LayoutCatalog
import LayoutEngine

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
            switch format {
            case .json:
                print(stats.jsonValue.prettyText)
            case .table:
                // In Double: the counters are read from the file and may be near 2^63.
                let lookups = Double(stats.hits) + Double(stats.misses)
                let rate = lookups == 0 ? "-" : String(format: "%.0f%%", (Double(stats.hits) / lookups * 100).rounded())
                print("""
                    entries   \(stats.entries)
                    size      \(byteCount(stats.bytes)) of \(byteCount(stats.limitBytes))
                    hits      \(stats.hits)
                    misses    \(stats.misses)
                    hit rate  \(rate)
                    solver    version \(solverVersion)
                    """)
            }
        }
    }

    struct Clear: WritingCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove every cached solution and reset the hit counters.",
            discussion: """
                Example:
                  layouts cache clear
                """
        )

        @OptionGroup var catalog: CatalogFileOptions

        func run(on catalog: Catalog) throws {
            let removed = try catalog.clearCache()
            print("removed \(plural(removed, "cached solution"))")
        }
    }
}

/// 1536 → "1.5 KiB".
func byteCount(_ bytes: Int) -> String {
    let units = ["bytes", "KiB", "MiB", "GiB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
        value /= 1024
        unit += 1
    }
    return unit == 0 ? "\(bytes) bytes" : "\(formatPoints(value, digits: 1)) \(units[unit])"
}
