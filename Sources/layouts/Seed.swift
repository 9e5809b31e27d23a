import ArgumentParser
import LayoutCatalog

struct Seed: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Load the example layouts and device presets into the catalogue.",
        discussion: """
            A new catalogue is seeded on first use; run this to bring an existing one up to date. \
            A layout whose content is unchanged gets no new revision.
            Example:
              layouts seed
            """
    )

    @OptionGroup var catalog: CatalogOptions

    func run() throws {
        try reportingErrors {
            let report = try catalog.open().seed()
            for name in report.created { print("\(name) saved") }
            print("\(plural(report.created.count, "layout")) saved, \(report.unchanged.count) unchanged, \(plural(report.devices, "device preset"))")
        }
    }
}
