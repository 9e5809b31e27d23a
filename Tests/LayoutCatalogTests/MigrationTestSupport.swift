@testable import LayoutCatalog
import SQLite

/// Migration tests work on the same scratch catalogue file as the repository's tests.
typealias MigrationScratchFile = CatalogScratch

extension CatalogScratch {
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
