import LayoutEngine
import SQLite

extension Catalog {
    /// Checks the whole catalogue without changing it: SQLite's own structure, the schema
    /// against what the migrations create, every revision's, section's and measurement set's text against its
    /// content hash (and that each revision still decodes), the frame cache's byte total, and
    /// the rows and objects no schema comparison sees (`StoredRowDamage`).
    /// Everything is read in one snapshot, so a concurrent writer cannot cause a finding.
    public func checkIntegrity() throws -> IntegrityReport {
        var report = IntegrityReport()
        try db.inTransaction(.deferred) { db in
            for problem in try Self.storageProblems(in: db) {
                report.report("database file", "\(problem) (restore from a backup)")
            }
            // The same comparison every open makes (Catalog+Schema), with the repair each needs.
            let expected = SchemaSnapshot.expected()
            let actual = try SchemaSnapshot(of: db)
            var damaged: [String: String] = [:]
            for problem in expected.problems(in: actual) {
                let repair = problem.extraColumn != nil ? "`layouts repair` drops it, losing no layout"
                    : expected.isRebuildable(problem.object) ? "`layouts repair` rebuilds it, losing no layout"
                    : "restore from a backup"
                damaged[problem.object] = "\(problem.text) (\(repair))"
            }
            for (name, problem) in damaged.sorted(by: { $0.key < $1.key }) {
                report.report("schema: \(name)", problem)
            }
            // Each check reads only tables the schema check found intact, so a damaged
            // catalogue gets findings, never raw SQL errors.
            if damaged["layouts"] == nil && damaged["revisions"] == nil {
                try checkRevisions(db, into: &report)
                if damaged["revision_sections"] == nil { try checkSections(db, into: &report) }
            }
            if damaged["measurement_sets"] == nil { try checkSets(.measurements, db, into: &report) }
            if damaged["token_sets"] == nil { try checkSets(.tokens, db, into: &report) }
            if damaged["frame_cache"] == nil && damaged["cache_stats"] == nil {
                try checkCacheBookkeeping(db, into: &report)
            }
            try StoredRowDamage(in: db, expected: expected, actual: actual, damagedTables: Set(damaged.keys))
                .report(into: &report)
        }
        return report
    }

    /// What SQLite's own check of the file's pages and indexes finds (`PRAGMA quick_check`),
    /// one problem a line: nothing for a sound file. Damage here is below what `repair`
    /// mends (rows and schema objects); only a backup restores it.
    public func storageProblems() throws -> [String] {
        try db.inTransaction(.deferred) { db in try Self.storageProblems(in: db) }
    }

    private static func storageProblems(in db: Database) throws -> [String] {
        let rows = try db.fetchAll(String.self, sql: "PRAGMA quick_check")
        guard rows != ["ok"] else { return [] }
        // A row can hold several lines, the first naming the database ("*** in database main ***").
        return rows.flatMap { $0.split(whereSeparator: \.isNewline) }
            .filter { !($0.hasPrefix("***") && $0.hasSuffix("***")) }
            .map(String.init)
    }

    /// `NAME@N` from a row whose first two columns are a name and a number.
    private static func reference(_ row: Row) throws -> RevisionReference {
        RevisionReference(name: try row.value(at: 0, as: String.self), number: try row.value(at: 1, as: Int.self))
    }

    private func checkRevisions(_ db: Database, into report: inout IntegrityReport) throws {
        try db.forEachRow(sql: """
            SELECT l.name, r.number, r.document, r.content_hash
            FROM revisions r JOIN layouts l ON l.id = r.layout_id ORDER BY l.name, r.number
            """) { row in
            let label = try Self.reference(row).description
            let (text, hash): (String, String) = (try row.value(at: 2), try row.value(at: 3))
            report.revisionsChecked += 1
            do throws(CatalogError) {
                _ = try StoredDocument.decode(text, contentHash: hash, label: label)
            } catch .damagedRevision {
                report.report(label, "the stored document does not match its content hash" + Self.revisionRepair)
            } catch {
                // Valid once, refused by this version's stricter rules, or edited: either way a
                // corrected revision mends the layout.
                for line in error.lines {
                    report.report(label, Self.withoutLabel(line, label)
                                  + " (save a corrected document as a new revision, or delete the layout)")
                }
            }
        }
    }

    private func checkSections(_ db: Database, into report: inout IntegrityReport) throws {
        try db.forEachRow(sql: """
            SELECT l.name, r.number, s.position, s.document, s.content_hash FROM revision_sections s
            JOIN revisions r ON r.id = s.revision_id JOIN layouts l ON l.id = r.layout_id
            ORDER BY l.name, r.number, s.position
            """) { row in
            report.sectionsChecked += 1
            let (text, hash): (String, String) = (try row.value(at: 3), try row.value(at: 4))
            if ContentHash.of(text) != hash {
                let place = "\(try Self.reference(row)) "
                    + "sections[\(try row.value(at: 2, as: Int.self))]"
                // Section rows are made from their revision's document, so repair makes it again.
                report.report(place, "the stored section does not match its content hash (changed outside layouts: "
                              + "`layouts repair` makes it again from its revision's document, if that is sound)")
            }
        }
    }

    private func checkSets(_ kind: StoredSetKind, _ db: Database, into report: inout IntegrityReport) throws {
        try db.forEachRow(sql: "SELECT name, number, document, content_hash FROM \(kind.table) ORDER BY name, number") { row in
            let label = "\(kind.words) \(try Self.reference(row))"
            let (text, hash): (String, String) = (try row.value(at: 2), try row.value(at: 3))
            if kind == .measurements { report.measurementSetsChecked += 1 } else { report.tokenSetsChecked += 1 }
            guard ContentHash.of(text) == hash else {
                report.report(label, "the stored document does not match its content hash"
                              + " (changed outside layouts: restore the catalogue from a backup)")
                return
            }
            do {
                if kind == .measurements { _ = try Measurements(json: text) } else { _ = try DesignTokens(json: text) }
            } catch {
                report.report(label, "\(error) (save a corrected set as a new revision)")
            }
        }
    }

    private func checkCacheBookkeeping(_ db: Database, into report: inout IntegrityReport) throws {
        // total() is a REAL and never overflows, whatever byte sizes the file holds.
        guard let row = try db.fetchOne(sql: """
            SELECT \(FrameCache.solutionCount), total(byte_size),
                   count(*) FILTER (WHERE byte_size <> length(frames))
            FROM frame_cache
            """) else { return }
        report.cacheEntriesChecked = try row.value(at: 0)
        let sum: Double = try row.value(at: 1)
        let misfits: Int = try row.value(at: 2)
        let repair = " (run `layouts cache clear`; the cache is disposable)"
        if misfits > 0 {
            report.report("frame cache", "\(misfits) rows have a byte_size that is not their blob's length" + repair)
        }
        guard let bytes = try db.fetchOne(Int.self, sql: "SELECT bytes FROM cache_stats WHERE id = 1") else {
            report.report("frame cache", "cache_stats has no row" + repair)
            return
        }
        if Double(bytes) != sum {
            report.report("frame cache", "cache_stats.bytes is \(bytes) but the rows hold \(Int(exactly: sum).map(String.init) ?? "\(sum)") bytes" + repair)
        }
    }

    private static let revisionRepair = " (changed outside layouts: restore the catalogue from a backup, or delete the layout)"

    /// A catalogue error's line without its leading `NAME@N: `, which the finding's place says.
    private static func withoutLabel(_ line: String, _ label: String) -> String {
        line.hasPrefix(label + ": ") ? String(line.dropFirst(label.count + 2)) : line
    }
}
