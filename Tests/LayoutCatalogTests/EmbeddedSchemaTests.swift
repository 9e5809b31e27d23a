@testable import LayoutCatalog
import SQLite
import Testing

/// The schema the build embeds (`EmbeddedFiles.catalogueSchema`, the migrations applied at build
/// time) and the check on open it makes quick: a catalogue whose objects carry exactly those
/// `CREATE` texts is sound without migrating a database in memory; anything else is judged by
/// the comparison of shapes, as before.
@Suite struct EmbeddedSchemaTests {
    @Test func theEmbeddedSchemaIsWhatTheMigrationsMake() throws {
        let migrated = SchemaSnapshot.expected()
        let embedded = EmbeddedFiles.catalogueSchema
        #expect(Set(embedded.map(\.name)) == Set(migrated.objects.keys))
        for object in embedded {
            #expect(migrated.objects[object.name] == SchemaSnapshot.Object(type: object.type, table: object.table))
            #expect(migrated.sql[object.name] == object.sql, "\(object.name)")
        }
    }

    /// The history table's text as every earlier version stored it (the statement was a string
    /// in the migrator then): catalogues they made must pass the quick check too.
    @Test func theHistoryTableIsStoredAsEarlierVersionsStoredIt() throws {
        let earlier = """
            CREATE TABLE schema_migrations (
                version    INTEGER PRIMARY KEY CHECK (version >= 1),  -- NNNN of the file name
                name       TEXT NOT NULL,                             -- the file name's descriptive part
                sha256     TEXT NOT NULL,                             -- SHA-256 hex of the file's text
                applied_at TEXT NOT NULL                              -- ISO-8601 UTC
            ) STRICT
            """
        #expect(EmbeddedFiles.catalogueSchema.first { $0.name == "schema_migrations" }?.sql == earlier)
    }

    @Test func aNewAndAnExampleCatalogueHaveTheEmbeddedObjects() throws {
        let scratch = try CatalogScratch()
        do { _ = try scratch.open(seed: true) }
        #expect(try scratch.withDatabase { try SchemaSnapshot.hasEmbeddedObjects(in: $0) })
        #expect(try SchemaSnapshot.hasEmbeddedObjects(in: Catalog.builtInExamples().db))
    }

    @Test func aMissingOrChangedObjectFailsTheQuickCheckAndIsStillReported() throws {
        let scratch = try CatalogScratch()
        do { _ = try scratch.open(seed: true) }
        try scratch.withDatabase { db in try db.execute(sql: "DROP INDEX revisions_by_content_hash") }
        #expect(try !scratch.withDatabase { try SchemaSnapshot.hasEmbeddedObjects(in: $0) })
        guard case .damagedSchema(_, let problems, _)? = catalogError({ _ = try scratch.open() }) else {
            Issue.record("expected damagedSchema")
            return
        }
        #expect(problems == ["index revisions_by_content_hash is missing"])
    }

    /// The same shape written another way (as another SQLite version may store an altered
    /// table): the quick check fails, the comparison of shapes passes, the catalogue opens.
    @Test func aTableOfTheSameShapeInOtherWordsOpens() throws {
        let scratch = try CatalogScratch()
        do { _ = try scratch.open(seed: true) }
        try scratch.withDatabase { db in
            try db.execute(script: """
                DROP TABLE cache_stats;
                CREATE TABLE cache_stats (id INTEGER PRIMARY KEY CHECK (id = 1),
                    hits INTEGER NOT NULL DEFAULT 0, misses INTEGER NOT NULL DEFAULT 0,
                    evictions INTEGER NOT NULL DEFAULT 0, bytes INTEGER NOT NULL DEFAULT 0) STRICT;
                INSERT INTO cache_stats (id) VALUES (1);
                """)
        }
        #expect(try !scratch.withDatabase { try SchemaSnapshot.hasEmbeddedObjects(in: $0) })
        let catalog = try scratch.open()
        #expect(try catalog.schemaProblems().isEmpty)
        #expect(try catalog.layouts().count > 0)
    }
}
