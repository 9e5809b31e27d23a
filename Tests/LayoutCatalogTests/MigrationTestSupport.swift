import Foundation
import LayoutCatalog
import SQLite

/// A catalogue file in a fresh temporary directory, removed on deinit.
final class MigrationScratchFile {
    let directory: URL
    let path: String

    init(name: String = "catalog.sqlite") throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("MigrationTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent(name).path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The file's bytes, read with no connection open.
    func bytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Opens the file, runs `body`, and closes the connection again before returning, so
    /// that callers can compare bytes on disk afterwards.
    func withDatabase(_ body: (Database) throws -> Void) throws {
        let db = try Database(path: path)
        try body(db)
    }

    /// Migrates with `files`; for setting up a database in some given state.
    @discardableResult
    func migrate(_ files: [MigrationFile]) throws -> [Migration] {
        let migrator = try DatabaseMigrator(files: files)
        let db = try Database(path: path)  // closed on return
        return try migrator.migrate(db)
    }
}

extension MigrationFile {
    /// Small extra migrations on top of the real schema, for tests.
    static func extra(_ version: Int) -> MigrationFile {
        let number = String(repeating: "0", count: 4 - String(version).count) + String(version)
        return MigrationFile(fileName: "\(number)_extra_\(version).sql",
                             sql: "CREATE TABLE extra_\(version) (id INTEGER PRIMARY KEY);\n")
    }
}
