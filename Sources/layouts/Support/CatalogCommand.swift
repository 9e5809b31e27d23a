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
