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
        subcommands: [Save.self, List.self, Export.self]
    )

    struct Save: InputWritingCommand {
        static let configuration = CommandConfiguration(
            commandName: "save",
            abstract: "Save a measurements document as a new revision of a named set.",
            discussion: """
                Prints NAME@N, or NAME@N unchanged when the content equals the latest revision. \
                An invalid document writes nothing.
                Examples:
                  layouts measurements save feed-large-text --file feed.measurements.json
                """
        )

        @OptionGroup var catalog: CatalogFileOptions
        @Argument(help: "The set's name (a-z 0-9 - _ ., at most 64 characters, not starting with .).") var name: String
        @Option(help: ArgumentHelp("The measurements document, or - for standard input.", valueName: "path"))
        var file: String
        @Option(help: "What this revision changes.") var message: String = ""

        func readInput() throws -> Measurements {
            let measurements = try decodeMeasurements(at: file)
            try LayoutName.check(name)
            return measurements
        }

        func run(_ measurements: Measurements, on catalog: Catalog) throws {
            print(try catalog.saveMeasurements(measurements, as: name, message: message).line)
        }
    }

    struct List: ReadingCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the measurement sets and their latest revisions.",
            discussion: """
                Examples:
                  layouts measurements list
                  layouts measurements list --format json
                """
        )

        @OptionGroup var catalog: CatalogOptions
        @Option(help: "table or json.") var format: ListingFormat = .table

        func run(on catalog: Catalog) throws {
            let sets = try catalog.measurementSets()
            format.print(json: { JSONValue.array(sets.map(\.measurementSetJSON)) }, text: { sets.measurementSetTable })
        }
    }

    struct Export: ReadingCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Print a revision of a measurement set as its canonical document.",
            discussion: """
                Examples:
                  layouts measurements export feed-large-text@1 > feed.measurements.json
                """
        )

        @OptionGroup var catalog: CatalogOptions
        @Argument(help: "NAME or NAME@REVISION.") var revision: String

        func run(on catalog: Catalog) throws {
            print(try catalog.measurementSet(RevisionReference(parsing: revision)).measurements.prettyText)
        }
    }
}
