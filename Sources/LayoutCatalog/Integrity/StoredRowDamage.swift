import LayoutEngine
import SQLite

/// Damage in the rows and extra objects of a catalogue whose schema is whole, which no schema
/// comparison or hash check sees (issue 35, item 11): rows whose foreign keys lead nowhere,
/// section rows that are not the sections of their revision (so `sections` answers wrongly),
/// triggers, views, indexes and tables the migrations did not make (a trigger once deleted a
/// layout on the next save), device presets no screen has, layouts with no revision, names
/// that break the naming rule. `doctor` reports it and `repair` mends what loses nothing.
struct StoredRowDamage {
    /// `PRAGMA foreign_key_check`'s rows, grouped by the table holding them and the one they
    /// refer to.
    struct BrokenKeys {
        var table: String
        var parent: String
        var rows: Int
    }

    /// A revision whose section rows are not those `save` makes from its document.
    struct SectionMismatch {
        var revisionID: Int64
        var label: String
        /// What the rows should be: name, canonical text and hash, by position.
        var expected: [(name: String, text: String, hash: String)]
        /// True when the rows are right but for a text that no longer has its hash: the
        /// section check reports that row, so this is for `repair` alone.
        var onlyTextEdited: Bool
    }

    /// A schema object no migration made.
    struct UnknownObject {
        var name: String
        var type: String
        var table: String
    }

    var brokenKeys: [BrokenKeys] = []
    var foreignKeyCheckFailure: String?
    var sectionMismatches: [SectionMismatch] = []
    var unknownObjects: [UnknownObject] = []
    /// Device rows with a value no screen has, by id, with every such value named.
    var damagedDevices: [(id: String, problems: [String])] = []
    /// The built-in presets the table lacks (all of them when it was emptied).
    var missingPresets: [String] = []
    /// How many device rows there are; nil when the table is damaged, which the schema findings say.
    var deviceRows: Int?
    /// The ids of the built-in presets, which `repair` can load again.
    var presetIDs: Set<String> = []
    var layoutsWithoutRevision: [String] = []
    /// Stored layout and measurement-set names that break the naming rule, with the reason.
    var badLayoutNames: [(name: String, problem: String)] = []
    var badMeasurementSetNames: [(name: String, problem: String)] = []

    /// Reads the damage; `damagedTables` are the tables the schema comparison found damaged,
    /// which are left unread so that a damaged catalogue gets findings, never raw SQL errors.
    init(in db: Database, expected: SchemaSnapshot, actual: SchemaSnapshot, damagedTables: Set<String>) throws {
        for (name, object) in actual.objects.sorted(by: { $0.key < $1.key }) where expected.objects[name] == nil {
            unknownObjects.append(UnknownObject(name: name, type: object.type, table: object.table))
        }
        do {
            var counts: [String: (table: String, parent: String, rows: Int)] = [:]
            try db.forEachRow(sql: "PRAGMA foreign_key_check") { row in
                let table: String = try row.value(at: 0), parent: String = try row.value(at: 2)
                counts[table + "\u{0}" + parent, default: (table, parent, 0)].rows += 1
            }
            brokenKeys = counts.values.sorted { ($0.table, $0.parent) < ($1.table, $1.parent) }
                .map { BrokenKeys(table: $0.table, parent: $0.parent, rows: $0.rows) }
        } catch let error as DatabaseError {
            // A damaged parent index ("foreign key mismatch"): the schema findings say why.
            foreignKeyCheckFailure = error.message
        }
        if damagedTables.isDisjoint(with: ["layouts", "revisions", "revision_sections"]) {
            try findSectionMismatches(db)
        }
        if !damagedTables.contains("devices") { try findDeviceDamage(db) }
        if damagedTables.isDisjoint(with: ["layouts", "revisions"]) {
            layoutsWithoutRevision = try db.fetchAll(String.self, sql: """
                SELECT name FROM layouts l WHERE NOT EXISTS (SELECT 1 FROM revisions r WHERE r.layout_id = l.id)
                ORDER BY name
                """)
        }
        if !damagedTables.contains("layouts") {
            badLayoutNames = try db.fetchAll(String.self, sql: "SELECT name FROM layouts ORDER BY name")
                .compactMap { name in Self.nameProblem(name).map { (name, $0) } }
        }
        if !damagedTables.contains("measurement_sets") {
            badMeasurementSetNames = try db.fetchAll(String.self, sql: "SELECT DISTINCT name FROM measurement_sets ORDER BY name")
                .compactMap { name in Self.nameProblem(name).map { (name, $0) } }
        }
    }

    /// Why a stored name breaks the naming rule. A name starting with `.` (`.`, `..`, `.hidden`)
    /// is hidden as a file and names the folder itself or its parent, so `export --all` and
    /// `import` cannot round-trip it (issue 35, item 8), whatever the rule of the build.
    static func nameProblem(_ name: String) -> String? {
        if let problem = LayoutName.problem(with: name) { return problem }
        if name.hasPrefix(".") {
            return "a layout name cannot start with '.' (as a file it would be hidden, or name a folder)"
        }
        return nil
    }

    /// Compares each revision's section rows with the sections of its document, as `save`
    /// writes them. Revisions whose text no longer has its hash or no longer decodes are left
    /// to the revision check, which reports them.
    private mutating func findSectionMismatches(_ db: Database) throws {
        let rows = try db.cachedStatement(sql: """
            SELECT position, name, content_hash, document FROM revision_sections WHERE revision_id = ? ORDER BY position
            """)
        try db.forEachRow(sql: """
            SELECT r.id, l.name, r.number, r.document, r.content_hash
            FROM revisions r JOIN layouts l ON l.id = r.layout_id ORDER BY l.name, r.number
            """) { row in
            let id: Int64 = try row.value(at: 0)
            let label = RevisionReference(name: try row.value(at: 1), number: try row.value(at: 2)).description
            let (text, hash): (String, String) = (try row.value(at: 3), try row.value(at: 4))
            guard ContentHash.of(text) == hash, let document = try? LayoutDocument(json: text) else { return }
            let texts = document.canonicalJSONWithSections.sections
            let expected = zip(document.sections, texts).map { ($0.name, $1, ContentHash.of($1)) }
            let stored = try rows.fetchAll(arguments: [id]).map { stored in
                (position: try stored.value(at: 0, as: Int.self), name: try stored.value(at: 1, as: String.self),
                 hash: try stored.value(at: 2, as: String.self), text: try stored.value(at: 3, as: String.self))
            }
            let matches = stored.count == expected.count && zip(stored, expected.enumerated()).allSatisfy { row, want in
                row.position == want.offset && row.name == want.element.0 && row.hash == want.element.2
            }
            let textsHold = stored.allSatisfy { ContentHash.of($0.text) == $0.hash }
            if !matches || !textsHold {
                sectionMismatches.append(SectionMismatch(revisionID: id, label: label, expected: expected,
                                                         onlyTextEdited: matches))
            }
        }
    }

    private mutating func findDeviceDamage(_ db: Database) throws {
        let presets = try Catalog.devices(in: db)
        for preset in presets.sorted(by: { $0.id < $1.id }) where !preset.problems.isEmpty {
            damagedDevices.append((preset.id, preset.problems))
        }
        deviceRows = presets.count
        presetIDs = Set(try SeedCatalogue.devices().map(\.id))
        missingPresets = presetIDs.subtracting(presets.map(\.id)).sorted()
    }

    /// Whether `Catalog.repairStoredRows()` has anything to mend here.
    var isRepairable: Bool {
        unknownObjects.contains { $0.type != "table" } || brokenKeys.contains { $0.table == "revision_sections" }
            || !sectionMismatches.isEmpty || deviceRows == 0 || !missingPresets.isEmpty
            || damagedDevices.contains { presetIDs.contains($0.id) } || !layoutsWithoutRevision.isEmpty
    }

    // MARK: Findings

    /// Each piece of damage as a finding, with how it is mended.
    func report(into report: inout IntegrityReport) {
        for broken in brokenKeys {
            let rows = broken.rows == 1 ? "1 row refers" : "\(broken.rows) rows refer"
            let what = broken.table == broken.parent ? "a parent revision" : "a \(broken.parent) row"
            let mend = broken.table == "revision_sections"
                ? "`layouts repair` deletes such rows: section rows are made from their revision"
                : "restore from a backup"
            report.report("foreign keys: \(broken.table)", "\(rows) to \(what) that does not exist (\(mend))")
        }
        if let failure = foreignKeyCheckFailure {
            report.report("foreign keys", "could not be checked: \(failure)")
        }
        for mismatch in sectionMismatches where !mismatch.onlyTextEdited {
            report.report("\(mismatch.label) sections", "the section rows are not the sections of the document, "
                          + "so `layouts sections` answers wrongly (`layouts repair` makes them again from the document)")
        }
        for object in unknownObjects {
            report.report("schema: \(object.name)", Self.unknownObjectProblem(object))
        }
        for (id, problems) in damagedDevices {
            let mend = presetIDs.contains(id)
                ? "`layouts repair` loads the preset again"
                : "it is not a built-in preset: correct or delete its row"
            report.report("device \(id)", problems.joined(separator: "; ") + " (\(mend))")
        }
        if deviceRows == 0 {
            report.report("devices", "the table of device presets is empty, so `--devices all` and `--device` "
                          + "find none (`layouts repair` loads the presets again)")
        } else if !missingPresets.isEmpty {
            report.report("devices", "the built-in \(missingPresets.count == 1 ? "preset" : "presets") "
                          + "\(missingPresets.joined(separator: ", ")) \(missingPresets.count == 1 ? "is" : "are") "
                          + "missing (`layouts repair` loads them again)")
        }
        for name in layoutsWithoutRevision {
            report.report(name, "the layout has no revision (`layouts repair` deletes it: it holds nothing)")
        }
        for (name, problem) in badLayoutNames {
            report.report(name, "damaged layout name: \(problem) (`layouts rename` gives it a valid one)")
        }
        for (name, problem) in badMeasurementSetNames {
            report.report("measurement set \(name)", "damaged name: \(problem) (changed outside layouts: "
                          + "save its revisions under a valid name)")
        }
    }

    static func unknownObjectProblem(_ object: UnknownObject) -> String {
        switch object.type {
        case "trigger":
            return "trigger \(object.name) on \(object.table) was not made by the migrations: layouts never runs it, "
                + "but any other program writing to \(object.table) would (`layouts repair` drops it)"
        case "table":
            return "table \(object.name) was not made by the migrations (layouts never reads it, and `layouts repair` "
                + "keeps it, since a table holds data: drop it yourself if it is not yours)"
        case "index":
            return "index \(object.name) on \(object.table) was not made by the migrations (`layouts repair` drops it, losing nothing)"
        default:
            return "\(object.type) \(object.name) was not made by the migrations (`layouts repair` drops it, losing nothing)"
        }
    }
}
