import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

/// Named measurement sets beside the layouts, versioned like them (semantics §18).
struct MeasurementsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measurements",
        abstract: "Keep named sets of measured sizes for self-sizing layouts.",
        discussion: """
            A set is saved as immutable numbered revisions, like a layout; solve with one by \
            `--measurements @NAME` (the latest) or `--measurements @NAME@N`.
            Examples:
              layouts measurements save feed-large-text --file feed.measurements.json
              layouts solve self-sizing-feed --measurements @feed-large-text
              layouts measurements list
              layouts measurements export feed-large-text@1
            """,
        subcommands: [SaveSet<MeasurementSets>.self, ListSets<MeasurementSets>.self, ExportSet<MeasurementSets>.self]
    )
}

/// Measurement sets, as `layouts measurements` keeps them.
enum MeasurementSets: StoredSetCommandKind {
    static let fileNoun = "measurements document"
    static let setsNoun = "measurement sets"
    static let exportForm = "as its canonical document"
    static let commandName = "measurements"
    static let exampleSet = "feed-large-text"
    static let exampleFile = "feed.measurements.json"

    static func decode(at path: String) throws -> Measurements { try decodeMeasurements(at: path) }

    static func save(_ value: Measurements, as name: String, message: String, in catalog: Catalog) throws -> SaveOutcome {
        try catalog.saveMeasurements(value, as: name, message: message)
    }

    static func latestRevisions(in catalog: Catalog) throws -> [RevisionInfo] { try catalog.measurementSets() }

    static func text(of reference: RevisionReference, in catalog: Catalog) throws -> String {
        try catalog.measurementSet(reference).measurements.prettyText
    }
}
