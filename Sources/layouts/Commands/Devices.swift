import ArgumentParser
import LayoutCatalog
import LayoutReports

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets that --device and --devices all use, or the window presets (--windows).",
        discussion: """
            Safe areas are TOP,LEADING,BOTTOM,TRAILING in points; LANDSCAPE gives the horizontal size class and \
            safe area with the device turned; MARGIN is the system minimum layout margin. With no catalogue at \
            the default location, the built-in presets (nothing is created). --windows: the iPad's Split View \
            and Slide Over windows (--devices windows), a row per orientation. Sources: seed/DEVICES.md.
            Examples:
              layouts devices
              layouts devices --windows
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Option(help: "table or json.") var format: ListingFormat = .table
    @Flag(help: "List the window presets (built in) instead.") var windows = false

    func run() throws {
        try reportingErrors {
            try format.printPresets(windows: windows) {
                try !catalog.examples && catalog.file.defaultIsMissing() ? Catalog.builtInDevices() : catalog.open().devices()
            }
        }
    }
}
