import SQLite

extension Catalog {
    /// Deletes a layout and the cached frames no other layout shares, in one transaction. Its
    /// revisions are kept apart (0008_deleted_layouts_and_events.sql) for `restore(_:as:)`,
    /// and the log records the deletion. Returns how many revisions the layout had.
    @discardableResult
    public func delete(_ name: String) throws -> Int {
        try write("delete \(name)") { db in try setAside(name, in: db) }
    }

    /// Deletes a layout for good: the layout `name` if there is one, and every deleted layout
    /// of that name, which can then no longer be restored. Returns how many revisions were
    /// removed in all. The log keeps a line saying so, and no document.
    @discardableResult
    public func purge(_ name: String) throws -> Int {
        try write("purge \(name)") { db in
            let live = try db.fetchOne(Int.self, sql: "SELECT count(*) FROM layouts WHERE name = ?", arguments: [name]) != 0
            if live { _ = try setAside(name, in: db) }
            let count = try db.fetchOne(Int.self, sql: """
                SELECT count(*) FROM deleted_revisions r JOIN deleted_layouts d ON d.id = r.deleted_layout_id WHERE d.name = ?
                """, arguments: [name]) ?? 0
            guard live || count > 0 else {
                _ = try latestRevisionNumber(of: name)  // the error for no such layout, with its "did you mean"
                return 0
            }
            try db.execute(sql: "DELETE FROM deleted_layouts WHERE name = ?", arguments: [name])
            try Self.record(.purged, of: nil, in: db, name: name, revisionCount: count)
            return count
        }
    }

    /// Brings back the layout most recently deleted as `name`, under `newName` if given, with
    /// every revision as it was: numbers, parents, documents, hashes, messages and times. A
    /// name a layout has again is refused: nothing is changed. Returns how many revisions came back.
    @discardableResult
    public func restore(_ name: String, as newName: String? = nil) throws -> Int {
        let target = newName ?? name
        try LayoutName.check(target)
        return try write("restore \(name)") { db in
            guard let deletedID = try db.fetchOne(Int64.self, sql: """
                SELECT id FROM deleted_layouts WHERE name = ? ORDER BY deleted_at DESC, id DESC LIMIT 1
                """, arguments: [name]) else { throw CatalogError.deletedLayoutNotFound(name: name) }
            guard try db.fetchOne(Int.self, sql: "SELECT count(*) FROM layouts WHERE name = ?", arguments: [target]) == 0 else {
                throw CatalogError.restoreNameTaken(name: name, target: target)
            }
            try db.execute(sql: """
                INSERT INTO layouts (name, created_at, updated_at) SELECT ?, created_at, updated_at FROM deleted_layouts WHERE id = ?
                """, arguments: [target, deletedID])
            let layoutID = db.lastInsertRowID
            // In number order, so that each parent is in place before the revision made from it.
            try db.execute(sql: """
                INSERT INTO revisions (layout_id, number, parent_number, document, content_hash, message, created_at)
                SELECT ?, number, parent_number, document, content_hash, message, created_at
                FROM deleted_revisions WHERE deleted_layout_id = ? ORDER BY number
                """, arguments: [layoutID, deletedID])
            try db.execute(sql: """
                INSERT INTO revision_sections (revision_id, position, name, document, content_hash)
                SELECT r.id, s.position, s.name, s.document, s.content_hash
                FROM deleted_revision_sections s JOIN revisions r ON r.layout_id = ? AND r.number = s.number
                WHERE s.deleted_layout_id = ? ORDER BY r.id, s.position
                """, arguments: [layoutID, deletedID])
            try db.execute(sql: "UPDATE layout_events SET layout_id = ?, deleted_layout_id = NULL WHERE deleted_layout_id = ?",
                           arguments: [layoutID, deletedID])
            try db.execute(sql: "DELETE FROM deleted_layouts WHERE id = ?", arguments: [deletedID])
            return try Self.record(.restored, of: target, in: db, name: name, newName: newName == name ? nil : newName)
        }
    }

    /// Every deleted layout that `restore(_:as:)` can bring back, most recently deleted first.
    public func deletedLayouts() throws -> [DeletedLayout] {
        try db.fetchAll(sql: """
            SELECT d.name, d.deleted_at, (SELECT count(*) FROM deleted_revisions WHERE deleted_layout_id = d.id),
                   coalesce((SELECT message FROM deleted_revisions WHERE deleted_layout_id = d.id ORDER BY number DESC LIMIT 1), '')
            FROM deleted_layouts d ORDER BY d.deleted_at DESC, d.id DESC
            """).map { row in
            DeletedLayout(name: try row.value(at: 0), deletedAt: try row.value(at: 1),
                          revisionCount: try row.value(at: 2), lastMessage: try row.value(at: 3))
        }
    }

    /// Moves the layout `name`, its revisions and their sections to the deleted tables, with
    /// its events, and records the deletion. Returns how many revisions it had.
    private func setAside(_ name: String, in db: Database) throws -> Int {
        _ = try latestRevisionNumber(of: name)  // the error for no such layout, with its "did you mean"
        let layoutID = try db.fetchOne(Int64.self, sql: "SELECT id FROM layouts WHERE name = ?", arguments: [name])
        // Cached frames are disposable: those of content no other layout has go with it.
        let hashes = try db.fetchAll(String.self, sql: """
            SELECT DISTINCT r.content_hash FROM revisions r WHERE r.layout_id = ? AND NOT EXISTS (
                SELECT 1 FROM revisions o WHERE o.content_hash = r.content_hash AND o.layout_id <> r.layout_id)
            """, arguments: [layoutID])
        for hash in hashes { try cache.removeEntries(contentHash: hash) }
        try db.execute(sql: """
            INSERT INTO deleted_layouts (name, created_at, updated_at) SELECT name, created_at, updated_at FROM layouts WHERE id = ?
            """, arguments: [layoutID])
        let deletedID = db.lastInsertRowID
        try db.execute(sql: """
            INSERT INTO deleted_revisions (deleted_layout_id, number, parent_number, document, content_hash, message, created_at)
            SELECT ?, number, parent_number, document, content_hash, message, created_at FROM revisions WHERE layout_id = ?
            """, arguments: [deletedID, layoutID])
        try db.execute(sql: """
            INSERT INTO deleted_revision_sections (deleted_layout_id, number, position, name, document, content_hash)
            SELECT ?, r.number, s.position, s.name, s.document, s.content_hash
            FROM revision_sections s JOIN revisions r ON r.id = s.revision_id WHERE r.layout_id = ?
            """, arguments: [deletedID, layoutID])
        let count = try Self.record(.deleted, of: name, in: db, name: name)
        try db.execute(sql: "UPDATE layout_events SET deleted_layout_id = ? WHERE layout_id = ?", arguments: [deletedID, layoutID])
        try db.execute(sql: "DELETE FROM layouts WHERE id = ?", arguments: [layoutID])
        return count
    }

    /// Records an event of the live layout `layout` (`nil`: of none, for a purge) with how many
    /// revisions it has, or `revisionCount` when given. Returns the count recorded. Its
    /// `after_revision_id` never goes down, though a delete removes the largest revision ids, so
    /// that of two events in one second the later is shown later.
    @discardableResult
    static func record(_ kind: LayoutEvent.Kind, of layout: String?, in db: Database, name: String,
                       newName: String? = nil, revisionCount: Int? = nil) throws -> Int {
        let layoutID = try layout.flatMap { try db.fetchOne(Int64.self, sql: "SELECT id FROM layouts WHERE name = ?", arguments: [$0]) }
        let count = try revisionCount ?? db.fetchOne(Int.self, sql: "SELECT count(*) FROM revisions WHERE layout_id = ?",
                                                     arguments: [layoutID]) ?? 0
        try db.execute(sql: """
            INSERT INTO layout_events (layout_id, kind, name, new_name, revision_count, after_revision_id)
            VALUES (?, ?, ?, ?, ?, max((SELECT coalesce(max(id), 0) FROM revisions),
                                       (SELECT coalesce(max(after_revision_id), 0) FROM layout_events)))
            """, arguments: [layoutID, kind.rawValue, name, newName, count])
        return count
    }
}
