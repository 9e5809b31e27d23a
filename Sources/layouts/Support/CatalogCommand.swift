import ArgumentParser
import LayoutCatalog

/// A command that works on a catalogue. It says how the catalogue is opened; its work gets the
/// open catalogue. Opening, and reporting errors (one `error:` line each, exit 2), happen here,
/// once for every command.
protocol CatalogCommand: ParsableCommand {
    /// Opens the catalogue the command works on.
    func openCatalogue() throws -> Catalog
    /// The command's work on the open catalogue.
    func run(on catalog: Catalog) throws
}

extension CatalogCommand {
    func run() throws {
        try reportingErrors { try run(on: openCatalogue()) }
    }
}

/// A command that only reads: `--db` or `--examples`; a missing catalogue is refused, never created.
protocol ReadingCommand: CatalogCommand {
    var catalog: CatalogOptions { get }
}

extension ReadingCommand {
    func openCatalogue() throws -> Catalog { try catalog.open() }
}

/// A command that writes: `--db`; only the default location is created, empty, on first use.
protocol WritingCommand: CatalogCommand {
    var catalog: CatalogFileOptions { get }
}

extension WritingCommand {
    func openCatalogue() throws -> Catalog { try catalog.openForWriting() }
}

/// A command that reads layouts named by subjects (NAME, NAME@N, a file, `-`, REV:path): the
/// catalogue is opened only as far as its subjects need (`CatalogOptions.open(for:)`), so files
/// in a repository need no catalogue.
protocol SubjectCommand: CatalogCommand {
    var catalog: CatalogOptions { get }
    /// The subjects the command reads, from its arguments.
    func subjects() throws -> [Subject]
}

extension SubjectCommand {
    func openCatalogue() throws -> Catalog { try catalog.open(for: subjects()) }
}
