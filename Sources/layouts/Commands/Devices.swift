import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports

struct Devices: ReadingCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets that --device and --devices all use.",
        discussion: """
            Safe areas are TOP,LEADING,BOTTOM,TRAILING in points; LANDSCAPE gives the horizontal \
            size class and safe area with the device turned (width and height swapped); MARGIN is \
            the system minimum layout margin. Sources: seed/DEVICES.md.
            Examples:
              layouts devices
              layouts devices --format json
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Option(help: "table or json.") var format: ListingFormat = .table

    func run(on catalog: Catalog) throws {
        let presets = try catalog.devices()
        format.print(json: { JSONValue.array(presets.map(\.jsonValue)) }, text: { presets.table })
    }
}
