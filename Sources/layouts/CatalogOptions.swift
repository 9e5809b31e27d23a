import ArgumentParser
import Foundation
import LayoutCatalog

/// `--db PATH`, shared by every command that reads or writes the catalogue.
struct CatalogOptions: ParsableArguments {
    @Option(name: .customLong("db"),
            help: ArgumentHelp("The catalogue file (default: $LAYOUTS_DB, else $XDG_DATA_HOME/layouts/catalog.sqlite, else ~/.local/share/layouts/catalog.sqlite).",
                               valueName: "path"))
    var path: String?

    /// Where the catalogue lives, following the XDG base directory convention.
    var resolvedPath: String {
        if let path { return path }
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LAYOUTS_DB"], !path.isEmpty { return path }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            return data + "/layouts/catalog.sqlite"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/layouts/catalog.sqlite"
    }

    /// Opens (creating, migrating and seeding on first use) the catalogue.
    func open() throws -> Catalog {
        let path = resolvedPath
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw CLIError("cannot create the catalogue's folder \(directory): \(error.localizedDescription)")
            }
        }
        return try Catalog(path: path)
    }
}
