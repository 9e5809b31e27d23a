import ArgumentParser
import LayoutCatalog
import LayoutEngine

struct Sections: ReadingCommand {
    static let configuration = CommandConfiguration(
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
        switch format {
        case .json:
            print(JSONValue.array(rows.map(\.jsonValue)).prettyText)
        case .table:
            print(info.reference)
            var table = TextTable(["#", "SECTION", "HASH", "ALSO IN"], alignments: [.right, .left, .left, .left])
            for row in rows {
                table.append([String(row.position), row.name, String(row.contentHash.prefix(12)), Self.describe(row.alsoIn)])
            }
            print(table.rendered)
        }
    }

    /// "photo-grid@1-3 (photos), gallery@2 (main)": each layout once, with its revisions.
    static func describe(_ uses: [SectionUse]) -> String {
        guard !uses.isEmpty else { return "-" }
        var order: [String] = []
        var byLayout: [String: [SectionUse]] = [:]
        for use in uses {
            if byLayout[use.layout] == nil { order.append(use.layout) }
            byLayout[use.layout, default: []].append(use)
        }
        return order.map { layout in
            let found = byLayout[layout] ?? []
            let numbers = found.map(\.revision)
            let revisions = numbers.count == 1 ? "@\(numbers[0])" : "@\(numbers.min() ?? 0)…\(numbers.max() ?? 0)"
            let names = Array(Set(found.map(\.section))).sorted().joined(separator: ", ")
            return "\(layout)\(revisions) (\(names))"
        }.joined(separator: ", ")
    }
}
