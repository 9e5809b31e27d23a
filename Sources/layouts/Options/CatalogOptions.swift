import ArgumentParser
import LayoutCatalog
import LayoutWorkspace

/// `--db PATH`: the catalogue file, for every command that reads or writes one.
struct CatalogFileOptions: ParsableArguments {
    @Option(name: .customLong("db"),
            help: ArgumentHelp("The catalogue file (default: $LAYOUTS_DB, else $XDG_DATA_HOME/layouts/catalog.sqlite, else ~/.local/share/layouts/catalog.sqlite).",
                               valueName: "path"))
    var path: String?

    func validate() throws {
        if let path, let problem = CatalogPath.problem(with: path) {
            throw ValidationError("--db '\(path)': \(problem).")
        }
    }

    /// Where the catalogue lives, and whether that is the default location (the one place a
    /// write may create a catalogue without `layouts init`).
    func location() throws -> (path: String, isDefault: Bool) {
        let location = try CatalogLocation(given: path)
        return (location.path, location.isDefault)
    }

    /// True when the catalogue is the default one and does not exist yet: a write would
    /// create it, so a write must first be known to succeed (`WritingCommand.rehearse(on:)`).
    func defaultIsMissing() throws -> Bool { try CatalogLocation(given: path).defaultIsMissing }

    /// Opens an existing catalogue to read, changing nothing in the file (issue 35, item 9): not
    /// its schema, not its journal mode. A missing one is an error naming the path, and nothing
    /// is created; so is one an earlier version made, with the command that upgrades it.
    /// `verifySchema: false` opens a damaged or older one too (to copy it, or to say what it
    /// lacks: `Catalog.pendingMigrations`). `caching`: the command solves, and keeps what it
    /// solves in the frame cache (`Catalog.Access.readKeepingCache`).
    func openForReading(verifySchema: Bool = true, caching: Bool = false) throws -> Catalog {
        try openExisting(access: caching ? .readKeepingCache : .read, verifySchema: verifySchema)
    }

    /// Opens the existing catalogue with `access`; never creates one.
    func openExisting(access: Catalog.Access, verifySchema: Bool = true) throws -> Catalog {
        try CatalogLocation(given: path).openExisting(access: access, verifySchema: verifySchema)
    }

    /// The error for a catalogue that lacks `migrations`, with the command that applies them.
    func migrationPending(_ migrations: [String]) -> WorkspaceError {
        ((try? CatalogLocation(given: path)) ?? CatalogLocation(path: path ?? "the catalogue", isDefault: false))
            .migrationPending(migrations)
    }

    /// Opens the catalogue for a command that writes (`CatalogLocation.openForWriting()`).
    func openForWriting() throws -> Catalog { try CatalogLocation(given: path).openForWriting() }
}

/// `--db PATH` or `--examples`, for the commands that only read the catalogue.
struct CatalogOptions: ParsableArguments {
    @OptionGroup var file: CatalogFileOptions
    @Flag(help: "Read the example layouts built into layouts instead of a catalogue file; nothing is kept.")
    var examples = false

    func validate() throws {
        if examples, file.path != nil {
            throw ValidationError("Give --db or --examples, not both.")
        }
    }

    /// The built-in examples, or the existing catalogue (never created or changed here);
    /// `caching` for a command that keeps what it solves in the frame cache.
    func open(caching: Bool = false) throws -> Catalog {
        examples ? try Catalog.builtInExamples() : try file.openForReading(caching: caching)
    }

    /// The catalogue for commands whose subjects may all be files: a stored revision needs the
    /// catalogue as `open()` finds it; files alone read the device presets built into layouts
    /// when the default catalogue does not exist, so a repository's files need no catalogue.
    func open(for subjects: [Subject], caching: Bool = false) throws -> Catalog {
        let filesOnly = !examples && !subjects.contains(where: \.isStored)
        return try filesOnly && file.defaultIsMissing() ? Catalog.builtInExamples() : open(caching: caching)
    }
}
