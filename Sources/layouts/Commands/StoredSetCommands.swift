import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

/// A kind of named set kept beside the layouts as numbered revisions (measurement sets, token
/// sets): what `save`, `list` and `export` need to know of it. The three commands are the same
/// for every kind (`SaveSet`, `ListSets`, `ExportSet`).
protocol StoredSetCommandKind {
    associatedtype Value
    /// What the set is read from: `measurements document`, `token file`.
    static var fileNoun: String { get }
    /// The set in the plural: `measurement sets`, `token sets`.
    static var setsNoun: String { get }
    /// How `export` prints a revision: `as its canonical document`.
    static var exportForm: String { get }
    /// The command's name, and a set and a file its examples use.
    static var commandName: String { get }
    static var exampleSet: String { get }
    static var exampleFile: String { get }
    /// Reads a file (`-` standard input); errors name the file and the place in it.
    static func decode(at path: String) throws -> Value
    static func save(_ value: Value, as name: String, message: String, in catalog: Catalog) throws -> SaveOutcome
    static func latestRevisions(in catalog: Catalog) throws -> [RevisionInfo]
    /// A revision's text as `export` prints it.
    static func text(of reference: RevisionReference, in catalog: Catalog) throws -> String
}

struct SaveSet<Kind: StoredSetCommandKind>: InputWritingCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "save",
            abstract: "Save a \(Kind.fileNoun) as a new revision of a named set.",
            discussion: """
                Prints NAME@N, or NAME@N unchanged when the content equals the latest revision. \
                A file with an error writes nothing.
                Examples:
                  layouts \(Kind.commandName) save \(Kind.exampleSet) --file \(Kind.exampleFile)
                """)
    }

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: "The set's name (a-z 0-9 - _ ., at most 64 characters, not starting with .).") var name: String
    @Option(help: ArgumentHelp("The \(Kind.fileNoun), or - for standard input.", valueName: "path"))
    var file: String
    @Option(help: "What this revision changes.") var message: String = ""

    func readInput() throws -> Kind.Value {
        let value = try Kind.decode(at: file)
        // The layouts' naming rule, in words that say what the name names ("a token set name…").
        try LayoutName.check(name, of: String(Kind.setsNoun.dropLast()))
        return value
    }

    func run(_ value: Kind.Value, on catalog: Catalog) throws {
        print(try Kind.save(value, as: name, message: message, in: catalog).line)
    }
}

struct ListSets<Kind: StoredSetCommandKind>: ReadingCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: "List the \(Kind.setsNoun) and their latest revisions.",
            discussion: """
                Examples:
                  layouts \(Kind.commandName) list
                  layouts \(Kind.commandName) list --format json
                """)
    }

    @OptionGroup var catalog: CatalogOptions
    @Option(help: "table or json.") var format: ListingFormat = .table

    func run(on catalog: Catalog) throws {
        let sets = try Kind.latestRevisions(in: catalog)
        format.print(json: { JSONValue.array(sets.map(\.measurementSetJSON)) }, text: { sets.measurementSetTable })
    }
}

struct ExportSet<Kind: StoredSetCommandKind>: ReadingCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: "Print a revision of a set \(Kind.exportForm).",
            discussion: """
                Examples:
                  layouts \(Kind.commandName) export \(Kind.exampleSet)@1 > \(Kind.exampleFile)
                """)
    }

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME or NAME@REVISION.") var revision: String

    func run(on catalog: Catalog) throws {
        print(try Kind.text(of: RevisionReference(parsing: revision), in: catalog))
    }
}
