import ArgumentParser
import LayoutCatalog

struct Seed: WritingCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add the example layouts and device presets to the catalogue.",
        discussion: """
            Adds each example the catalogue does not have and updates the device presets. \
            An example never revises a layout that exists: one with other content (edited \
            here, or an older example) is kept as it is and reported.
            Example:
              layouts seed
            """
    )

    @OptionGroup var catalog: CatalogFileOptions

    func run(on catalog: Catalog) throws {
        let report = try catalog.seed()
        for name in report.created { print("\(name) saved") }
        for name in report.kept {
            print("\(name) kept: it differs from the example (`layouts delete \(name)`, then seed, to get the example)")
        }
        let kept = report.kept.isEmpty ? "" : ", \(report.kept.count) kept"
        print("\(plural(report.created.count, "layout")) saved, \(report.unchanged.count) unchanged\(kept), \(plural(report.devices, "device preset"))")
    }
}
