import Foundation
import LayoutCatalog
import Testing

@Suite struct MigrationEmbeddingTests {
    /// The binary's copy of migrations/ is what the repository holds: the build plugin
    /// did not miss, reorder or alter a file.
    @Test func embeddedMigrationsEqualTheFilesOnDisk() throws {
        // #filePath is <repo>/Tests/LayoutCatalogTests/MigrationEmbeddingTests.swift.
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directory = repository.appendingPathComponent("migrations")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".sql") }
            .sorted()
        let onDisk = try names.map { name in
            MigrationFile(fileName: name,
                          sql: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
        }
        #expect(!onDisk.isEmpty)
        #expect(DatabaseMigrator.embeddedFiles == onDisk)
        // And they parse: the shipped set is well formed.
        #expect(try DatabaseMigrator().migrations.count == onDisk.count)
    }
}
