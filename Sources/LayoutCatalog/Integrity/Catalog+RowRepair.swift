import LayoutEngine
import SQLite

extension Catalog {
    /// Mends the damage in rows and extra objects that `doctor` reports (`StoredRowDamage`)
    /// when that loses nothing of the user's, in one transaction: section rows are made again
    /// from their revision's document (and those of no revision deleted), triggers, views and
    /// indexes the migrations did not make are dropped, the built-in device presets are loaded
    /// again, layouts with no revision are deleted. What it cannot mend without losing data or
    /// guessing (a revision of no layout, an unknown table, a name that breaks the rule) is
    /// returned as findings. Run after `repairSchema()`, on a schema that is whole.
    public func repairStoredRows() throws -> RowRepair {
        let expected = SchemaSnapshot.expected()
        func damage(_ db: Database) throws -> StoredRowDamage {
            let actual = try SchemaSnapshot(of: db)
            return try StoredRowDamage(in: db, expected: expected, actual: actual,
                                       damagedTables: Set(expected.problems(in: actual).map(\.object)))
        }
        // Read first: a catalogue with nothing to mend is not written, so a read-only one
        // that is whole is reported as whole rather than refused.
        let seen = try db.inTransaction(.deferred) { db in try damage(db) }
        guard seen.isRepairable else {
            var left = IntegrityReport()
            seen.report(into: &left)
            return RowRepair(remaining: left.findings)
        }
        return try write("repair") { db in
            let found = try damage(db)
            var outcome = RowRepair()
            // A trigger runs on every write from here on: dropped before anything is written.
            for object in found.unknownObjects where object.type != "table" {
                try db.execute(sql: "DROP \(object.type.uppercased()) IF EXISTS \(Self.quotedIdentifier(object.name))")
                outcome.repaired.append("schema: \(object.name): dropped the \(object.type) the migrations did not make")
            }
            if let broken = found.brokenKeys.first(where: { $0.table == "revision_sections" }) {
                try db.execute(sql: "DELETE FROM revision_sections WHERE revision_id NOT IN (SELECT id FROM revisions)")
                outcome.repaired.append("foreign keys: revision_sections: deleted \(broken.rows == 1 ? "1 row" : "\(broken.rows) rows") "
                                        + "of revisions that do not exist")
            }
            let insert = try db.cachedStatement(sql: """
                INSERT INTO revision_sections (revision_id, position, name, document, content_hash) VALUES (?, ?, ?, ?, ?)
                """)
            for mismatch in found.sectionMismatches {
                try db.execute(sql: "DELETE FROM revision_sections WHERE revision_id = ?", arguments: [mismatch.revisionID])
                for (position, section) in mismatch.expected.enumerated() {
                    try insert.execute(arguments: [mismatch.revisionID, position, section.name, section.text, section.hash])
                }
                outcome.repaired.append("\(mismatch.label) sections: made the section rows again from the document")
            }
            if found.deviceRows == 0 || !found.missingPresets.isEmpty
                || found.damagedDevices.contains(where: { found.presetIDs.contains($0.id) }) {
                try store(SeedCatalogue.devices())
                outcome.repaired.append("devices: loaded the built-in presets again")
            }
            for name in found.layoutsWithoutRevision {
                try db.execute(sql: """
                    DELETE FROM layouts WHERE name = ? AND NOT EXISTS (SELECT 1 FROM revisions r WHERE r.layout_id = layouts.id)
                    """, arguments: [name])
                outcome.repaired.append("\(name): deleted the layout, which had no revision")
            }
            var left = IntegrityReport()
            try damage(db).report(into: &left)
            outcome.remaining = left.findings
            return outcome
        }
    }

    /// `name` as an SQL identifier: in double quotes, each one inside doubled. For names read
    /// from the file, which may hold anything.
    static func quotedIdentifier(_ name: String) -> String {
        "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
