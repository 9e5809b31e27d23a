@testable import LayoutCatalog
import SQLite
import Testing

/// The constraints of migrations/0001_initial.sql do what its comments promise.
@Suite struct MigrationSchemaTests {
    let hashA = String(repeating: "a", count: 64)
    let hashB = String(repeating: "b", count: 64)

    private func migratedDatabase() throws -> Database {
        let db = try Database.inMemory()
        try DatabaseMigrator().migrate(db)
        return db
    }

    /// layout 1 with revisions 1 and 2 (parent 1); revision 2 has two sections.
    private func insertLayout(into db: Database) throws {
        try db.execute(sql: "INSERT INTO layouts (name) VALUES (?)", arguments: ["photo-grid"])
        let layoutID = db.lastInsertRowID
        try db.execute(sql: """
            INSERT INTO revisions (layout_id, number, parent_number, document, content_hash, message)
            VALUES (?, ?, ?, ?, ?, ?)
            """, arguments: [layoutID, 1, nil, "{}", hashA, "first"])
        try db.execute(sql: """
            INSERT INTO revisions (layout_id, number, parent_number, document, content_hash, message)
            VALUES (?, ?, ?, ?, ?, ?)
            """, arguments: [layoutID, 2, 1, "{\"a\":1}", hashB, nil])
        let revisionID = db.lastInsertRowID
        for (position, name) in ["photos", "footer"].enumerated() {
            try db.execute(sql: """
                INSERT INTO revision_sections (revision_id, position, name, document, content_hash)
                VALUES (?, ?, ?, ?, ?)
                """, arguments: [revisionID, position, name, "{}", hashA])
        }
    }

    @Test func deletingALayoutCascades() throws {
        let db = try migratedDatabase()
        try insertLayout(into: db)
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM revision_sections") == 2)
        try db.execute(sql: "DELETE FROM layouts WHERE name = ?", arguments: ["photo-grid"])
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM revisions") == 0)
        #expect(try db.fetchOne(Int.self, sql: "SELECT count(*) FROM revision_sections") == 0)
    }

    @Test func timestampsDefaultToISO8601() throws {
        let db = try migratedDatabase()
        try insertLayout(into: db)
        let created = try #require(try db.fetchOne(String.self, sql: "SELECT created_at FROM layouts"))
        // e.g. 2025-01-31T12:00:00Z: 20 characters, T at 10, Z last.
        #expect(created.count == 20)
        #expect(Array(created)[10] == "T")
        #expect(created.last == "Z")
    }

    @Test func revisionNumbersAreUniquePerLayout() throws {
        let db = try migratedDatabase()
        try insertLayout(into: db)
        let error = try #require(throws: DatabaseError.self) {
            try db.execute(sql: """
                INSERT INTO revisions (layout_id, number, document, content_hash) VALUES (1, 2, '{}', ?)
                """, arguments: [hashA])
        }
        #expect(error.code == .constraintUnique)
    }

    @Test func parentMustBeAnEarlierRevisionOfTheSameLayout() throws {
        let db = try migratedDatabase()
        try insertLayout(into: db)
        // Revisions 1 and 2 exist. Revision 5 with parent 4: earlier, but missing.
        let missingParent = try #require(throws: DatabaseError.self) {
            try db.execute(sql: """
                INSERT INTO revisions (layout_id, number, parent_number, document, content_hash)
                VALUES (1, 5, 4, '{}', ?)
                """, arguments: [hashA])
        }
        #expect(missingParent.code == .constraintForeignKey)
        // Revision 3 with parent 3: not earlier than itself.
        let laterParent = try #require(throws: DatabaseError.self) {
            try db.execute(sql: """
                INSERT INTO revisions (layout_id, number, parent_number, document, content_hash)
                VALUES (1, 3, 3, '{}', ?)
                """, arguments: [hashA])
        }
        #expect(laterParent.code == .constraintCheck)
    }

    @Test func contentHashMustBeLowercaseHex() throws {
        let db = try migratedDatabase()
        try db.execute(sql: "INSERT INTO layouts (name) VALUES ('x')")
        let error = try #require(throws: DatabaseError.self) {
            try db.execute(sql: """
                INSERT INTO revisions (layout_id, number, document, content_hash) VALUES (1, 1, '{}', ?)
                """, arguments: [String(repeating: "A", count: 64)])
        }
        #expect(error.code == .constraintCheck)
    }

    /// One row per id (the repository's hash of a document's content hash and solver
    /// version); the blob's size and the solution count are checked.
    @Test func frameCacheRowsAreKeyedByIDAndSized() throws {
        let db = try migratedDatabase()
        // Every key column and the bookkeeping come before the blob, so reading them never
        // touches its overflow pages.
        let columns = try db.fetchAll(String.self, sql: "SELECT name FROM pragma_table_info('frame_cache') ORDER BY cid")
        #expect(columns == ["id", "content_hash", "solver_version", "solutions", "byte_size", "last_used", "frames"])
        let insert = """
            INSERT INTO frame_cache (id, content_hash, solver_version, solutions, byte_size, last_used, frames)
            VALUES (?, ?, '1', ?, ?, ?, ?)
            """
        let frames: [UInt8] = [1, 2, 3]
        try db.execute(sql: insert, arguments: [1, hashA, 2, 3, 1, frames])
        try db.execute(sql: insert, arguments: [2, hashA, 1, 3, 2, frames])
        let duplicate = try #require(throws: DatabaseError.self) {
            try db.execute(sql: insert, arguments: [1, hashA, 2, 3, 3, frames])
        }
        #expect(duplicate.code == .constraintPrimaryKey)
        // byte_size must be the blob's length: 3, not 4.
        let wrongSize = try #require(throws: DatabaseError.self) {
            try db.execute(sql: insert, arguments: [3, hashB, 1, 4, 3, frames])
        }
        #expect(wrongSize.code == .constraintCheck)
        let negativeCount = try #require(throws: DatabaseError.self) {
            try db.execute(sql: insert, arguments: [4, hashB, -1, 3, 3, frames])
        }
        #expect(negativeCount.code == .constraintCheck)
        try db.execute(sql: "DELETE FROM frame_cache WHERE content_hash = ?", arguments: [hashA])
        #expect(db.changes == 2)
    }

    @Test func cacheStatsHasExactlyOneRow() throws {
        let db = try migratedDatabase()
        let error = try #require(throws: DatabaseError.self) {
            try db.execute(sql: "INSERT INTO cache_stats (id) VALUES (2)")
        }
        #expect(error.code == .constraintCheck)
        try db.execute(sql: "UPDATE cache_stats SET hits = hits + 1")
        #expect(try db.fetchOne(Int.self, sql: "SELECT hits FROM cache_stats") == 1)
    }

    @Test func deviceSizeClassIsCompactOrRegular() throws {
        let db = try migratedDatabase()
        let insert = "INSERT INTO devices (id, name, width, height, scale, size_class) VALUES (?, ?, ?, ?, ?, ?)"
        try db.execute(sql: insert, arguments: ["iphone-15", "iPhone 15", 393.0, 852.0, 3.0, "compact"])
        let error = try #require(throws: DatabaseError.self) {
            try db.execute(sql: insert, arguments: ["ipad", "iPad", 820.0, 1180.0, 2.0, "large"])
        }
        #expect(error.code == .constraintCheck)
        // 0002's columns are checked too.
        for (column, value) in [("landscape_size_class", "wide"), ("vertical_size_class", "tall")] {
            let bad = try #require(throws: DatabaseError.self) {
                try db.execute(sql: "UPDATE devices SET \(column) = ? WHERE id = 'iphone-15'", arguments: [value])
            }
            #expect(bad.code == .constraintCheck)
        }
        let negative = try #require(throws: DatabaseError.self) {
            try db.execute(sql: "UPDATE devices SET safe_top = -1 WHERE id = 'iphone-15'")
        }
        #expect(negative.code == .constraintCheck)
    }
}
