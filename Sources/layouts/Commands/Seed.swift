import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

struct Seed: WritingCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Add the example layouts and device presets to the catalogue.",
        discussion: """
            Adds each example layout and measurement set the catalogue does not have and \
            updates the device presets. An example never revises a layout or a set that exists: \
            one with other content (edited here, or an older example) is kept as it is and reported.
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
        for name in report.createdMeasurementSets { print("measurement set \(name) saved") }
        for name in report.keptMeasurementSets {
            print("measurement set \(name) kept: it differs from the example")
        }
        let kept = report.kept.isEmpty ? "" : ", \(report.kept.count) kept"
        let setsTotal = report.createdMeasurementSets.count + report.unchangedMeasurementSets.count
            + report.keptMeasurementSets.count
        let setsKept = report.keptMeasurementSets.isEmpty ? "" : ", \(report.keptMeasurementSets.count) kept"
        let sets = setsTotal == 0 ? "" : ", \(plural(report.createdMeasurementSets.count, "measurement set")) saved"
            + " (\(report.unchangedMeasurementSets.count) unchanged\(setsKept))"
        print("\(plural(report.created.count, "layout")) saved, \(report.unchanged.count) unchanged\(kept)\(sets), "
              + plural(report.devices, "device preset"))
    }
}
