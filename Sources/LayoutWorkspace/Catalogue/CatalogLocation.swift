#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
import LayoutCatalog

/// Where the catalogue file is (`--db PATH`, else `$LAYOUTS_DB`, else the XDG data folder, else
/// `~/.local/share/layouts/catalog.sqlite`), and the ways to open it: to read, changing nothing,
/// or to write, creating it only at the default location.
public struct CatalogLocation: Hashable, Sendable {
    /// The catalogue file.
    public var path: String
    /// Whether `path` is the default location (the one place a write may create a catalogue
    /// without `layouts init`).
    public var isDefault: Bool

    /// The catalogue at `path`, the default location or not.
    public init(path: String, isDefault: Bool) {
        (self.path, self.isDefault) = (path, isDefault)
    }

    /// The catalogue `given` names (`--db`), else the one the environment names, else the default.
    /// An invalid `$LAYOUTS_DB` is an error naming it.
    public init(given: String?) throws {
        if let given {
            (path, isDefault) = (given, false)
            return
        }
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LAYOUTS_DB"], !path.isEmpty {
            if let problem = CatalogPath.problem(with: path) { throw WorkspaceError("LAYOUTS_DB '\(path)': \(problem)") }
            (self.path, isDefault) = (path, false)
            return
        }
        // The XDG spec: a relative path in XDG_DATA_HOME is invalid and must be ignored, not
        // taken from the current folder.
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            (path, isDefault) = (data + "/layouts/catalog.sqlite", true)
            return
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        (path, isDefault) = (home + "/.local/share/layouts/catalog.sqlite", true)
    }

    /// True when the catalogue is the default one and does not exist yet: a write would
    /// create it, so a write must first be known to succeed.
    public var defaultIsMissing: Bool { isDefault && FileKind(atPath: path) == .missing }

    /// Opens the existing catalogue with `access`; never creates one. A missing one is an error
    /// naming the path and the command that creates one; so is one an earlier version made,
    /// with the command that upgrades it.
    public func openExisting(access: Catalog.Access, verifySchema: Bool = true) throws -> Catalog {
        do {
            return try Catalog(path: path, mode: .existing, access: access, verifySchema: verifySchema)
        } catch CatalogError.noCatalogue {
            throw WorkspaceError("\(path): no catalogue there (create one with `\(command("init"))`, or read the examples built into layouts with --examples)")
        } catch CatalogError.migrationPending(_, let migrations) {
            throw migrationPending(migrations)
        }
    }

    /// The error for a catalogue that lacks `migrations`, with the command that applies them.
    public func migrationPending(_ migrations: [String]) -> WorkspaceError {
        WorkspaceError("\(path): the catalogue was made by an earlier version of layouts and lacks "
            + "\(migrations.count == 1 ? "migration" : "migrations") \(migrations.joined(separator: ", ")); "
            + "a command that only reads leaves it as it is: run `\(command("migrate"))` to upgrade it")
    }

    /// Opens the catalogue for a command that writes: at the default location it is created
    /// (empty) on first use; anywhere else it must exist (`layouts init` creates one), so a
    /// mistyped --db cannot start a catalogue nobody will find.
    public func openForWriting() throws -> Catalog {
        guard isDefault else {
            do {
                return try Catalog(path: path, mode: .existing)
            } catch CatalogError.noCatalogue {
                throw WorkspaceError("\(path): no catalogue there (create one with `\(command("init"))`); nothing was changed")
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

    /// Creates a new catalogue here, with its missing folders, holding the device presets and,
    /// with `examples`, the example layouts; the folders made are removed again when creating
    /// the catalogue fails. An existing catalogue is an error.
    public func create(examples: Bool) throws -> Catalog {
        let createdFolders = try ParentFolders.create(for: path)
        do {
            return try Catalog(path: path, mode: .createNew, examples: examples)
        } catch {
            ParentFolders.remove(createdFolders)
            throw error
        }
    }

    /// The `layouts NAME` line (`init`, `migrate`) for this catalogue.
    func command(_ name: String) -> String {
        guard !isDefault else { return "layouts \(name)" }
        let plain = path.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789/._-+,=@%".unicodeScalars.contains($0)) }
        return "layouts \(name) --db " + (plain ? path : "'" + path.replacingEvery("'", with: "'\\''") + "'")
    }
}

/// The folders a new catalogue needs, created and, when creating the catalogue fails,
/// removed again so that a failed command leaves nothing behind.
public enum ParentFolders {
    /// Creates the missing folders above `path`; returns them, outermost first.
    public static func create(for path: String) throws -> [String] {
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
            throw WorkspaceError("cannot create the catalogue's folder \(outermost): \(describeFailure(error))")
        }
        return missing
    }

    /// Removes folders `create` made, innermost first, if they are still empty.
    public static func remove(_ folders: [String]) {
        for folder in folders.reversed() {
            guard (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true else { return }
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
