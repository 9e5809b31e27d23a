import SQLite

extension Catalog {
    /// The log of one layout, newest first: its revisions, and at their places the events that
    /// happened to it (renames, and a deletion and restoration it came back from).
    public func history(of name: String) throws -> [LogEntry] {
        _ = try latestRevisionNumber(of: name)
        let revisions = try db.fetchAll(sql: """
            SELECT l.name, \(Self.revisionInfoColumns), r.id
            FROM revisions r JOIN layouts l ON l.id = r.layout_id WHERE l.name = ?
            """, arguments: [name])
        let events = try db.fetchAll(sql: """
            SELECT \(Self.eventColumns) FROM layout_events e JOIN layouts l ON l.id = e.layout_id WHERE l.name = ?
            """, arguments: [name])
        return try merged(revisions: revisions, events: events, limit: nil, byNumber: true)
    }

    /// The log of the whole catalogue, newest first: every revision and every event (renames,
    /// deletions, restorations, purges), at most `limit` entries.
    public func history(limit: Int? = nil) throws -> [LogEntry] {
        let limit = limit.map { max($0, 0) }
        let revisions = try db.fetchAll(sql: """
            SELECT l.name, \(Self.revisionInfoColumns), r.id FROM revisions r JOIN layouts l ON l.id = r.layout_id
            ORDER BY r.created_at DESC, r.id DESC LIMIT ?
            """, arguments: [limit ?? -1])
        let events = try db.fetchAll(sql: """
            SELECT \(Self.eventColumns) FROM layout_events e ORDER BY e.created_at DESC, e.id DESC LIMIT ?
            """, arguments: [limit ?? -1])
        return try merged(revisions: revisions, events: events, limit: limit, byNumber: false)
    }

    /// What `merged` reads of an event, in order.
    private static let eventColumns = "e.kind, e.name, e.new_name, e.revision_count, e.created_at, e.after_revision_id, e.id"

    /// Revisions (the name, `revisionInfoColumns`, the row id) and events (`eventColumns`) in
    /// one list, newest first. Times are whole seconds: within one, an event comes after the
    /// revisions made before it. In one layout's log those are the first `revision_count`
    /// (`byNumber`), which holds through a delete and restore; across layouts, those whose row
    /// id is at most the event's `after_revision_id`. Events of one second keep their order.
    private func merged(revisions: [Row], events: [Row], limit: Int?, byNumber: Bool) throws -> [LogEntry] {
        var keyed: [(time: String, order: Double, event: Int64, entry: LogEntry)] = []
        for row in revisions {
            let info = try revisionInfo(name: try row.value(at: 0), row: row, from: 1)
            let id: Int64 = try row.value(at: 1 + Self.revisionInfoColumnCount)
            keyed.append((info.createdAt, Double(byNumber ? Int64(info.number) : id), 0, .revision(info)))
        }
        for row in events {
            let kindText: String = try row.value(at: 0)
            guard let kind = LayoutEvent.Kind(rawValue: kindText) else { continue }
            let event = LayoutEvent(kind: kind, name: try row.value(at: 1), newName: try row.value(at: 2),
                                    revisionCount: try row.value(at: 3), createdAt: try row.value(at: 4))
            let after: Int64 = byNumber ? Int64(event.revisionCount) : try row.value(at: 5)
            keyed.append((event.createdAt, Double(after) + 0.5, try row.value(at: 6), .event(event)))
        }
        keyed.sort { ($0.time, $0.order, $0.event) > ($1.time, $1.order, $1.event) }
        let entries = keyed.map(\.entry)
        return limit.map { Array(entries.prefix($0)) } ?? entries
    }
}
