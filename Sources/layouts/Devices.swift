import ArgumentParser
import LayoutCatalog
import LayoutEngine

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the device presets that --device and --devices all use.",
        discussion: """
            Examples:
              layouts devices
              layouts devices --format json
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Option(help: "table or json.") var format: ListingFormat = .table

    func run() throws {
        try reportingErrors {
            let presets = try catalog.open().devices()
            switch format {
            case .json:
                print(JSONValue.array(presets.map(\.jsonValue)).prettyText)
            case .table:
                var table = TextTable(["ID", "NAME", "WIDTH", "HEIGHT", "SCALE", "SIZE CLASS"],
                                      alignments: [.left, .left, .right, .right, .right, .left])
                for p in presets {
                    table.append([p.id, p.name, formatPoints(p.width), formatPoints(p.height),
                                  "@\(formatPoints(p.scale))x", p.sizeClass.rawValue])
                }
                print(table.rendered)
            }
        }
    }
}
