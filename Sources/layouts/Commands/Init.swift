import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a catalogue: empty, or with the example layouts.",
        discussion: """
            Creates the catalogue file (and its folder) with the device presets, and with \
            --examples the example layouts too, in one transaction. An existing catalogue is \
            left as it is. Without init, the first write to the default catalogue that \
            succeeds creates it empty; a --db or LAYOUTS_DB catalogue must be created here.
            Examples:
              layouts init
              layouts init --examples --db examples.sqlite
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Flag(help: "Load the example layouts (the ones --examples reads).") var examples = false

    func run() throws {
        try reportingErrors {
            let location = try CatalogLocation(given: catalog.path)
            let created = try location.create(examples: examples)
            let layouts = try created.layouts().count
            let devices = try created.devices().count
            print(terminalSafe("created \(location.path): \(plural(layouts, "layout")), \(plural(devices, "device preset"))"))
        }
    }
}
