import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets that --device and --devices all use.",
        discussion: """
            Safe areas are TOP,LEADING,BOTTOM,TRAILING in points; LANDSCAPE gives the horizontal \
            size class and safe area with the device turned (width and height swapped); MARGIN is \
            the system minimum layout margin. Sources: seed/DEVICES.md. With no catalogue at \
            the default location, the presets built into layouts (nothing is created).
            Examples:
              layouts devices
              layouts devices --format json
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Option(help: "table or json.") var format: ListingFormat = .table

    func run() throws {
        try reportingErrors {
            let builtIn = try !catalog.examples && catalog.file.defaultIsMissing()
            let presets = try builtIn ? Catalog.builtInDevices() : catalog.open().devices()
            format.print(json: { JSONValue.array(presets.map(\.jsonValue)) }, text: { presets.table })
        }
    }
}
