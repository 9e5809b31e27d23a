import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
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
        if let path { return (path, false) }
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LAYOUTS_DB"], !path.isEmpty {
            if let problem = CatalogPath.problem(with: path) { throw CLIError("LAYOUTS_DB '\(path)': \(problem)") }
            return (path, false)
        }
        // The XDG spec: a relative path in XDG_DATA_HOME is invalid and must be ignored, not
        // taken from the current folder.
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return (data + "/layouts/catalog.sqlite", true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        return (home + "/.local/share/layouts/catalog.sqlite", true)
    }

    /// True when the catalogue is the default one and does not exist yet: a write would
    /// create it, so a write must first be known to succeed (`WritingCommand.rehearse(on:)`).
    func defaultIsMissing() throws -> Bool {
        let (path, isDefault) = try location()
        return isDefault && FileKind(atPath: path) == .missing
    }

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
        let (path, isDefault) = try location()
        do {
            return try Catalog(path: path, mode: .existing, access: access, verifySchema: verifySchema)
        } catch CatalogError.noCatalogue {
            throw CLIError("\(path): no catalogue there (create one with `\(command("init", path, isDefault))`, or read the examples built into layouts with --examples)")
        } catch CatalogError.migrationPending(_, let migrations) {
            throw migrationPending(migrations)
        }
    }

    /// The error for a catalogue that lacks `migrations`, with the command that applies them.
    func migrationPending(_ migrations: [String]) -> CLIError {
        let (path, isDefault) = (try? location()) ?? (path ?? "the catalogue", false)
        return CLIError("\(path): the catalogue was made by an earlier version of layouts and lacks "
            + "\(migrations.count == 1 ? "migration" : "migrations") \(migrations.joined(separator: ", ")); "
            + "a command that only reads leaves it as it is: run `\(command("migrate", path, isDefault))` to upgrade it")
    }

    /// Opens the catalogue for a command that writes: at the default location it is created
    /// (empty) on first use; anywhere else it must exist (`layouts init` creates one), so a
    /// mistyped --db cannot start a catalogue nobody will find.
    func openForWriting() throws -> Catalog {
        let (path, isDefault) = try location()
        guard isDefault else {
            do {
                return try Catalog(path: path, mode: .existing)
            } catch CatalogError.noCatalogue {
                throw CLIError("\(path): no catalogue there (create one with `\(command("init", path, isDefault))`); nothing was changed")
            }
        }
        let created = try ParentFolders.create(for: path)
        do {
            return try Catalog(path: path, mode: .createIfMissing)
        } catch {
            ParentFolders.remove(created)
            throw error
        }
    }
}

/// The `layouts NAME` line (`init`, `migrate`) for the catalogue at `path`.
private func command(_ name: String, _ path: String, _ isDefault: Bool) -> String {
    guard !isDefault else { return "layouts \(name)" }
    let plain = path.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789/._-+,=@%".unicodeScalars.contains($0)) }
    return "layouts \(name) --db " + (plain ? path : "'" + path.replacingEvery("'", with: "'\\''") + "'")
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
}

/// The folders a new catalogue needs, created and, when creating the catalogue fails,
/// removed again so that a failed command leaves nothing behind.
enum ParentFolders {
    /// Creates the missing folders above `path`; returns them, outermost first.
    static func create(for path: String) throws -> [String] {
        var missing: [String] = []
        var folder = PathSyntax.removingLastComponent(of: path)
        while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
            missing.insert(folder, at: 0)
            folder = PathSyntax.removingLastComponent(of: folder)
        }
        guard let outermost = missing.first else { return [] }
        do {
            try FileManager.default.createDirectory(atPath: missing.last!, withIntermediateDirectories: true)
        } catch {
            remove(missing)
            throw CLIError("cannot create the catalogue's folder \(outermost): \(describeFailure(error))")
        }
        return missing
    }

    /// Removes folders `create` made, innermost first, if they are still empty.
    static func remove(_ folders: [String]) {
        for folder in folders.reversed() {
            guard (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true else { return }
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
