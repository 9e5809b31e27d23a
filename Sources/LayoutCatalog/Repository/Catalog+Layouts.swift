import LayoutEngine
import SQLite

extension Catalog {
    /// Saves `document` as the next revision of `name`, creating the layout on its first save.
    ///
    /// The document is validated first; content equal to the latest revision writes nothing
    /// and reports `.unchanged`. With `expectedRevision` (0: the layout must not exist yet),
    /// a save based on a stale revision fails with `.conflict` instead of silently creating
    /// a fork. Everything is one transaction: a failed save leaves the file as it was.
    public func save(_ document: LayoutDocument, as name: String, message: String = "",
                     expectedRevision: Int? = nil) throws -> SaveOutcome {
        try Self.checkSavable(document, as: name)
        let (canonical, sectionTexts) = document.canonicalJSONWithSections
        let hash = ContentHash.of(canonical)
        let sections = zip(document.sections, sectionTexts).map { section, json in
            (section.name, json, ContentHash.of(json))
        }
        return try write("save \(name)") { db in
            let layoutID = try db.fetchOne(Int64.self, sql: "SELECT id FROM layouts WHERE name = ?", arguments: [name])
            var latest: (number: Int, hash: String)?
            if let layoutID, let row = try db.fetchOne(sql: """
                SELECT number, content_hash FROM revisions WHERE layout_id = ? ORDER BY number DESC LIMIT 1
                """, arguments: [layoutID]) {
                latest = (try row.value(at: 0), try row.value(at: 1))
            }
            if let expectedRevision, expectedRevision != (latest?.number ?? 0) {
                throw CatalogError.conflict(layout: name, expected: expectedRevision, actual: latest?.number ?? 0)
            }
            if let latest, latest.hash == hash {
                return .unchanged(try revisionInfo(db, name: name, number: latest.number))
            }
            let id: Int64
            if let layoutID {
                id = layoutID
            } else {
                try db.execute(sql: "INSERT INTO layouts (name) VALUES (?)", arguments: [name])
                id = db.lastInsertRowID
            }
            // The latest number comes from the file; one that cannot grow is refused, not a trap.
            let (number, exhausted) = (latest?.number ?? 0).addingReportingOverflow(1)
            if exhausted { throw CatalogError.revisionNumbersExhausted(name: name, latest: latest?.number ?? 0) }
            try db.cachedStatement(sql: """
                INSERT INTO revisions (layout_id, number, parent_number, document, content_hash, message, created_at)
                VALUES (?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                """).execute(arguments: [id, number, latest?.number, canonical, hash, message.isEmpty ? nil : message])
            let revisionID = db.lastInsertRowID
            let insertSection = try db.cachedStatement(sql: """
                INSERT INTO revision_sections (revision_id, position, name, document, content_hash) VALUES (?, ?, ?, ?, ?)
                """)
            for (position, section) in sections.enumerated() {
                try insertSection.execute(arguments: [revisionID, position, section.0, section.1, section.2])
            }
            try db.execute(sql: """
                UPDATE layouts SET updated_at = (SELECT created_at FROM revisions WHERE id = ?) WHERE id = ?
                """, arguments: [revisionID, id])
            return .created(try revisionInfo(db, name: name, number: number))
        }
    }

    /// Saves each document as a revision of its name, in one transaction: the first refusal
    /// (an invalid name or document) rolls every save back, so the catalogue is as it was.
    public func saveAll(_ documents: [(document: LayoutDocument, name: String, message: String)]) throws -> [SaveOutcome] {
        try batch { try documents.map { try save($0.document, as: $0.name, message: $0.message) } }
    }

    /// Throws what `save` would refuse before touching the catalogue: an invalid name or
    /// document. For callers that check before opening (or creating) a catalogue at all.
    public static func checkSavable(_ document: LayoutDocument, as name: String) throws {
        try LayoutName.check(name)
        let problems = document.validate()
        guard problems.isEmpty else { throw CatalogError.invalidDocument(layout: name, errors: DocumentErrors(problems)) }
    }

    /// A revision (the latest when the reference has no number) with its document.
    public func revision(_ reference: RevisionReference) throws -> StoredRevision {
        let latest = try latestRevisionNumber(of: reference.name)
        let number = try reference.resolvedNumber(latest: latest)
        // Numbers run 1…latest with no gaps; a reference built in code may hold 0 or less.
        guard number >= 1, number <= latest else {
            throw CatalogError.revisionNotFound(name: reference.name, number: number, latest: latest)
        }
        // The metadata and the document in one read.
        guard let row = try db.fetchOne(sql: """
            SELECT \(Self.revisionInfoColumns), r.document
            FROM revisions r JOIN layouts l ON l.id = r.layout_id WHERE l.name = ? AND r.number = ?
            """, arguments: [reference.name, number]) else {
            throw CatalogError.revisionNotFound(name: reference.name, number: number, latest: latest)
        }
        let document: String = try row.value(at: Self.revisionInfoColumnCount)
        let info = try revisionInfo(name: reference.name, row: row)
        let decoded = try StoredDocument.decode(document, contentHash: info.contentHash,
                                                label: RevisionReference(name: reference.name, number: number).description)
        return StoredRevision(info: info, document: decoded)
    }

    /// Every layout's latest revision, by name, in one query: for commands that take the whole
    /// catalogue at once (export, gallery), which name files after the layouts. Each name is
    /// checked against the naming rule, and each document against its stored hash and decoded;
    /// the first that fails fails the call, naming its layout. `solveAll` streams instead, and
    /// reports each failing layout for itself.
    public func latestRevisions() throws -> [StoredRevision] {
        let (revisions, unreadable) = try readableLatestRevisions()
        if let first = unreadable.first { throw first.error }
        return revisions
    }

    /// Every layout's latest revision that can be read, in name order, and apart, the layouts
    /// whose latest revision cannot (damaged, edited outside `layouts`, a name that breaks the
    /// rule) with why: for a caller such as `export --all` that does what it can with the rest.
    public func readableLatestRevisions() throws
        -> (revisions: [StoredRevision], unreadable: [(name: String, error: CatalogError)]) {
        var revisions: [StoredRevision] = []
        var unreadable: [(name: String, error: CatalogError)] = []
        for row in try db.fetchAll(sql: """
            SELECT l.name, \(Self.revisionInfoColumns), r.document \(Self.latestRevisionRows) ORDER BY l.name
            """) {
            let name: String = try row.value(at: 0)
            if let problem = LayoutName.problem(with: name) {
                unreadable.append((name, .damagedName(name: name, problem: problem)))
                continue
            }
            let info = try revisionInfo(name: name, row: row, from: 1)
            let document: String = try row.value(at: 1 + Self.revisionInfoColumnCount)
            do throws(CatalogError) {
                revisions.append(StoredRevision(info: info, document: try StoredDocument.decode(
                    document, contentHash: info.contentHash, label: info.reference.description)))
            } catch {
                unreadable.append((name, error))
            }
        }
        return (revisions, unreadable)
    }

    /// Every layout's name with its latest revision's content hash: what `layouts status`
    /// compares a folder's files with, without reading a document.
    public func latestContentHashes() throws -> [String: String] {
        var hashes: [String: String] = [:]
        for row in try db.fetchAll(sql: "SELECT l.name, r.content_hash \(Self.latestRevisionRows)") {
            hashes[try row.value(at: 0)] = try row.value(at: 1)
        }
        return hashes
    }

    /// Each layout (`l`) joined with its latest revision (`r`): the rule every query of latest
    /// revisions shares, to which a query adds its conditions with `AND`.
    static let latestRevisionRows = """
        FROM layouts l JOIN revisions r ON r.layout_id = l.id
        WHERE r.number = (SELECT max(number) FROM revisions WHERE layout_id = l.id)
        """

    /// The one query of `layouts()`: public so that a benchmark can run the same text through
    /// the sqlite3 shell.
    public static let layoutsQuery = """
        SELECT l.name, r.number, (SELECT count(*) FROM revisions WHERE layout_id = l.id),
               (SELECT count(*) FROM revision_sections WHERE revision_id = r.id),
               coalesce(r.message, ''), l.updated_at, r.document, r.content_hash
        \(latestRevisionRows)
        ORDER BY l.name
        """

    /// Every layout with its latest revision's figures, by name. A latest revision that is
    /// damaged or no longer decodes is listed with its problem, never failing the others.
    public func layouts() throws -> [LayoutSummary] {
        let rows = try db.fetchAll(sql: Self.layoutsQuery)
        return try rows.map { row in
            let name: String = try row.value(at: 0)
            let number: Int = try row.value(at: 1)
            // The cell count is the sum of the item counts, read from the stored JSON.
            var cells: Int?
            var problems: [String] = []
            let (text, hash): (String, String) = (try row.value(at: 6), try row.value(at: 7))
            do throws(CatalogError) {
                cells = try StoredDocument.decode(text, contentHash: hash, label: RevisionReference(name: name, number: number).description).totalItemCount
            } catch {
                problems = error.lines
            }
            return LayoutSummary(name: name, latestRevision: number,
                                 revisionCount: try row.value(at: 2), sectionCount: try row.value(at: 3),
                                 cellCount: cells, lastMessage: try row.value(at: 4), updatedAt: try row.value(at: 5),
                                 problems: problems)
        }
    }

    /// The revisions of one layout, newest first.
    public func log(of name: String) throws -> [RevisionInfo] {
        _ = try latestRevisionNumber(of: name)
        return try db.fetchAll(sql: """
            SELECT \(Self.revisionInfoColumns)
            FROM revisions r JOIN layouts l ON l.id = r.layout_id WHERE l.name = ? ORDER BY r.number DESC
            """, arguments: [name]).map { try revisionInfo(name: name, row: $0) }
    }

    /// The revisions of every layout, newest first (by when they were saved, then the one
    /// saved later first), at most `limit` of them.
    public func log(limit: Int? = nil) throws -> [RevisionInfo] {
        try db.fetchAll(sql: """
            SELECT l.name, \(Self.revisionInfoColumns)
            FROM revisions r JOIN layouts l ON l.id = r.layout_id
            ORDER BY r.created_at DESC, r.id DESC LIMIT ?
            """, arguments: [limit.map { max($0, 0) } ?? -1]).map { row in
            try revisionInfo(name: try row.value(at: 0), row: row, from: 1)
        }
    }

    /// Renames a layout; its revisions keep their numbers, and its log shows the rename.
    public func rename(_ name: String, to newName: String) throws {
        try LayoutName.check(newName)
        try write("rename \(name) to \(newName)") { db in
            func isStored(_ name: String) throws -> Bool {
                try db.fetchOne(Int.self, sql: "SELECT count(*) FROM layouts WHERE name = ?", arguments: [name]) != 0
            }
            // The old name as stored, unchecked: renaming mends a name edited outside the tool.
            guard try isStored(name) else { throw CatalogError.layoutNotFound(name: name) }
            if name != newName, try isStored(newName) { throw CatalogError.layoutExists(name: newName) }
            try db.execute(sql: "UPDATE layouts SET name = ? WHERE name = ?", arguments: [newName, name])
            if name != newName { try Self.record(.renamed, of: newName, in: db, name: name, newName: newName) }
        }
    }

    /// The stored sections whose canonical JSON has this hash: "which layouts use a section
    /// like this".
    public func sections(withContentHash hash: String) throws -> [SectionUse] {
        try db.fetchAll(sql: """
            SELECT l.name, r.number, s.position, s.name FROM revision_sections s
            JOIN revisions r ON r.id = s.revision_id JOIN layouts l ON l.id = r.layout_id
            WHERE s.content_hash = ? ORDER BY l.name, r.number, s.position
            """, arguments: [hash]).map { row in
            SectionUse(layout: try row.value(at: 0), revision: try row.value(at: 1),
                       position: try row.value(at: 2), section: try row.value(at: 3))
        }
    }

    /// Each section of a revision with the other revisions that store the same section, found
    /// by the stored section hashes (nothing is re-encoded). Two queries, in one snapshot.
    public func sectionUses(of reference: RevisionReference) throws -> (revision: RevisionInfo, sections: [SectionSharing]) {
        try db.inTransaction(.deferred) { db in
            let info = try revision(reference).info
            let rows = try db.fetchAll(sql: """
                SELECT s.position, s.name, s.content_hash, l2.name, r2.number, s2.position, s2.name
                FROM revisions r JOIN layouts l ON l.id = r.layout_id
                JOIN revision_sections s ON s.revision_id = r.id
                LEFT JOIN revision_sections s2 ON s2.content_hash = s.content_hash AND s2.revision_id != r.id
                LEFT JOIN revisions r2 ON r2.id = s2.revision_id LEFT JOIN layouts l2 ON l2.id = r2.layout_id
                WHERE l.name = ? AND r.number = ?
                ORDER BY s.position, l2.name, r2.number, s2.position
                """, arguments: [info.layout, info.number])
            var sections: [SectionSharing] = []
            for row in rows {
                let position: Int = try row.value(at: 0)
                if sections.last?.position != position {
                    sections.append(SectionSharing(position: position, name: try row.value(at: 1),
                                                   contentHash: try row.value(at: 2), alsoIn: []))
                }
                if let layout: String = try row.value(at: 3) {
                    sections[sections.count - 1].alsoIn.append(SectionUse(
                        layout: layout, revision: try row.value(at: 4), position: try row.value(at: 5),
                        section: try row.value(at: 6)))
                }
            }
            return (info, sections)
        }
    }

    // MARK: Reading helpers

    /// What `revisionInfo(name:row:)` reads, in order; queries select these first.
    static let revisionInfoColumns = """
        r.number, r.parent_number, r.content_hash, coalesce(r.message, ''), r.created_at,
               (SELECT count(*) FROM revision_sections WHERE revision_id = r.id)
        """
    static let revisionInfoColumnCount = 6

    func latestRevisionNumber(of name: String) throws -> Int {
        try LayoutName.checkLookup(name)
        guard let latest = try db.fetchOne(Int.self, sql: """
            SELECT max(r.number) FROM revisions r JOIN layouts l ON l.id = r.layout_id WHERE l.name = ?
            """, arguments: [name]) else {
            // Only on the way to an error: a deleted layout is named as such, else the names
            // are read to say which was probably meant.
            if (try? db.fetchOne(Int.self, sql: "SELECT count(*) FROM deleted_layouts WHERE name = ?", arguments: [name])) ?? 0 > 0 {
                throw CatalogError.layoutDeleted(name: name)
            }
            let names = (try? db.fetchAll(String.self, sql: "SELECT name FROM layouts ORDER BY name")) ?? []
            throw CatalogError.layoutNotFound(name: name, closest: suggestion(for: name, among: names))
        }
        return latest
    }

    private func revisionInfo(_ db: Database, name: String, number: Int) throws -> RevisionInfo {
        guard let row = try db.fetchOne(sql: """
            SELECT \(Self.revisionInfoColumns)
            FROM revisions r JOIN layouts l ON l.id = r.layout_id WHERE l.name = ? AND r.number = ?
            """, arguments: [name, number]) else {
            throw CatalogError.revisionNotFound(name: name, number: number, latest: try latestRevisionNumber(of: name))
        }
        return try revisionInfo(name: name, row: row)
    }

    /// The metadata in `revisionInfoColumns`, which start at column `first` of the row.
    func revisionInfo(name: String, row: Row, from first: Int = 0) throws -> RevisionInfo {
        RevisionInfo(layout: name, number: try row.value(at: first), parent: try row.value(at: first + 1),
                     contentHash: try row.value(at: first + 2), message: try row.value(at: first + 3),
                     createdAt: try row.value(at: first + 4), sectionCount: try row.value(at: first + 5))
    }
}
