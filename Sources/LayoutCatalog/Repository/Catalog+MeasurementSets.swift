import LayoutEngine
import SQLite

/// Named measurement sets, versioned like layouts: immutable numbered revisions of canonical
/// text with its SHA-256, read back checked against that hash.
extension Catalog {
    /// Saves `measurements` as the next revision of the set `name`; content equal to the latest
    /// revision writes nothing and reports `.unchanged`. One transaction.
    public func saveMeasurements(_ measurements: Measurements, as name: String, message: String = "") throws
        -> SaveOutcome {
        try LayoutName.check(name)
        if let problem = measurements.validate().first {
            throw CatalogError.invalidDocument(layout: name, errors: DocumentErrors([problem]))
        }
        let text = measurements.canonicalText
        let hash = ContentHash.of(text)
        return try write("save the measurement set \(name)") { db in
            let latest = try latestMeasurementSet(db, name: name)
            if let latest, latest.contentHash == hash { return .unchanged(latest) }
            let (number, exhausted) = (latest?.number ?? 0).addingReportingOverflow(1)
            if exhausted { throw CatalogError.revisionNumbersExhausted(name: name, latest: latest?.number ?? 0) }
            try db.execute(sql: """
                INSERT INTO measurement_sets (name, number, document, content_hash, message, created_at)
                VALUES (?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                """, arguments: [name, number, text, hash, message.isEmpty ? nil : message])
            return .created(try latestMeasurementSet(db, name: name)!)
        }
    }

    /// A revision of a set (the latest when the reference has no number), checked against its hash.
    public func measurementSet(_ reference: RevisionReference) throws -> (info: RevisionInfo, measurements: Measurements) {
        guard let latest = try latestMeasurementSet(db, name: reference.name) else {
            throw CatalogError.measurementSetNotFound(name: reference.name)
        }
        let number = reference.number ?? latest.number
        guard let row = try db.fetchOne(sql: """
            SELECT \(Self.measurementSetColumns), document FROM measurement_sets WHERE name = ? AND number = ?
            """, arguments: [reference.name, number]) else {
            throw CatalogError.revisionNotFound(name: reference.name, number: number, latest: latest.number)
        }
        let info = try measurementSetInfo(name: reference.name, row: row)
        let text: String = try row.value(at: 4)
        let label = RevisionReference(name: reference.name, number: number).description
        let actual = ContentHash.of(text)
        guard actual == info.contentHash else {
            throw CatalogError.damagedMeasurementSet(revision: label, expected: info.contentHash, actual: actual)
        }
        do {
            return (info, try Measurements(json: text))
        } catch {
            throw CatalogError.corruptRevision(revision: label, errors: error)
        }
    }

    /// The latest revision of every set, by name.
    public func measurementSets() throws -> [RevisionInfo] {
        try db.fetchAll(sql: """
            SELECT name, \(Self.measurementSetColumns) FROM measurement_sets m
            WHERE number = (SELECT max(number) FROM measurement_sets WHERE name = m.name) ORDER BY name
            """).map { row in
            let name: String = try row.value(at: 0)
            return RevisionInfo(layout: name, number: try row.value(at: 1), parent: nil, contentHash: try row.value(at: 2),
                                message: try row.value(at: 3, as: String?.self) ?? "", createdAt: try row.value(at: 4),
                                sectionCount: 0)
        }
    }

    private static let measurementSetColumns = "number, content_hash, message, created_at"

    private func latestMeasurementSet(_ db: Database, name: String) throws -> RevisionInfo? {
        try db.fetchOne(sql: """
            SELECT \(Self.measurementSetColumns) FROM measurement_sets WHERE name = ? ORDER BY number DESC LIMIT 1
            """, arguments: [name]).map { try measurementSetInfo(name: name, row: $0) }
    }

    private func measurementSetInfo(name: String, row: Row) throws -> RevisionInfo {
        let number: Int = try row.value(at: 0)
        return RevisionInfo(layout: name, number: number, parent: number > 1 ? number - 1 : nil,
                            contentHash: try row.value(at: 1), message: try row.value(at: 2, as: String?.self) ?? "",
                            createdAt: try row.value(at: 3), sectionCount: 0)
    }
}
