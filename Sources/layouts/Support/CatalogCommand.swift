import ArgumentParser
import LayoutCatalog
import LayoutWorkspace

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

/// A command that only reads: `--db` or `--examples`; a missing catalogue is refused, never
/// created, and an existing one is opened read-only and left as it was.
protocol ReadingCommand: CatalogCommand {
    var catalog: CatalogOptions { get }
}

extension ReadingCommand {
    func openCatalogue() throws -> Catalog { try catalog.open() }
}

/// A command that writes: `--db`; only the default location is created, empty, and only by a
/// write that succeeds.
protocol WritingCommand: CatalogCommand {
    var catalog: CatalogFileOptions { get }
    /// Does the command's write to `empty`, an empty catalogue in memory standing in for the
    /// default one before it exists: throws what the command would fail with there, so that a
    /// failing `delete` or `rename` creates no catalogue (issue 35, item 10). Returns false when
    /// the command has nothing to write to an empty catalogue: it then runs on `empty`, and no
    /// file is made. By default true: the catalogue is created and the command run on it.
    func rehearse(on empty: Catalog) throws -> Bool
}

extension WritingCommand {
    func openCatalogue() throws -> Catalog { try catalog.openForWriting() }

    func rehearse(on empty: Catalog) throws -> Bool { true }

    func run() throws {
        try reportingErrors {
            if try catalog.defaultIsMissing() {
                let empty = try Catalog.emptyInMemory()
                guard try rehearse(on: empty) else { return try run(on: empty) }
            }
            try run(on: openCatalogue())
        }
    }
}

/// A command that writes what it reads: its input is read and checked first, and only then is
/// the catalogue opened, since at the default location opening creates the catalogue and a
/// refused write must leave nothing behind.
protocol InputWritingCommand: ParsableCommand {
    associatedtype Input
    var catalog: CatalogFileOptions { get }
    /// Reads and checks the command's input (a file, standard input, a name), before any
    /// catalogue is opened; standard input is read here, once.
    func readInput() throws -> Input
    /// The command's work: `input` written to the open catalogue.
    func run(_ input: Input, on catalog: Catalog) throws
    /// As `WritingCommand.rehearse(on:)`: throws what writing `input` to an empty catalogue
    /// fails with (a stale `save --expect-revision`), before the default catalogue is created.
    func rehearse(_ input: Input, on empty: Catalog) throws
}

extension InputWritingCommand {
    func rehearse(_ input: Input, on empty: Catalog) throws {}

    func run() throws {
        try reportingErrors {
            let input = try readInput()
            if try catalog.defaultIsMissing() { try rehearse(input, on: Catalog.emptyInMemory()) }
            try run(input, on: catalog.openForWriting())
        }
    }
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
    /// Every subject command solves (`solve`, `render`, `diff`): it keeps what it solves.
    func openCatalogue() throws -> Catalog { try catalog.open(for: subjects(), caching: true) }
}
