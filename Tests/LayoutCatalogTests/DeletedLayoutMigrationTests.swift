@testable import LayoutCatalog
import LayoutEngine
import SQLite
import Testing

/// A catalogue made before `0008_deleted_layouts_and_events` gains the deleted-layout and event
/// tables on open, and its layouts can then be deleted, restored and renamed as any.
@Suite struct DeletedLayoutMigrationTests {
    @Test func aCatalogueFromBeforeKeepsItsLayoutsThroughDeleteAndRestore() throws {
        let file = try MigrationScratchFile()
        try file.migrate(DatabaseMigrator.embeddedFiles.filter { $0.fileName < "0008_" })
        let document = try LayoutDocument(json: Array("""
            { "formatVersion": 1, "sections": [ { "name": "rows", "itemCount": 2, "group": { "kind": "horizontal",
              "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } },
              "subitems": [ { "kind": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
            """.utf8))
        let (canonical, sections) = document.canonicalJSONWithSections
        try file.withDatabase { db throws in
            // One layout of one revision, as the earlier version stored it.
            try db.execute(sql: "INSERT INTO layouts (id, name, created_at, updated_at) VALUES (1, 'old', '2026-01-02T03:04:05Z', '2026-01-02T03:04:05Z')")
            try db.execute(sql: """
                INSERT INTO revisions (id, layout_id, number, document, content_hash, message, created_at)
                VALUES (1, 1, 1, ?, ?, 'made before', '2026-01-02T03:04:05Z')
                """, arguments: [canonical, ContentHash.of(canonical)])
            try db.execute(sql: "INSERT INTO revision_sections VALUES (1, 0, 'rows', ?, ?)",
                           arguments: [sections[0], ContentHash.of(sections[0])])
        }
        let catalog = try Catalog(path: file.path)
        #expect(catalog.migrationsApplied == ["0008_deleted_layouts_and_events.sql"])
        let before = try catalog.log(of: "old")
        #expect(try catalog.delete("old") == 1)
        #expect(try catalog.layouts().isEmpty)
        #expect(try catalog.deletedLayouts().map(\.name) == ["old"])
        #expect(try catalog.deletedLayouts().map(\.lastMessage) == ["made before"])
        #expect(try catalog.restore("old") == 1)
        #expect(try catalog.log(of: "old") == before)
        #expect(before.first?.createdAt == "2026-01-02T03:04:05Z")
        #expect(try catalog.revision(RevisionReference(name: "old", number: 1)).document == document)
        #expect(try catalog.sectionUses(of: RevisionReference(name: "old", number: 1)).sections.map(\.name) == ["rows"])
        try catalog.rename("old", to: "older")
        let events = try catalog.history(of: "older").compactMap { if case .event(let e) = $0 { e } else { nil } }
        #expect(events.map(\.kind) == [.renamed, .restored, .deleted])
        #expect(events.first?.newName == "older")
    }
}
