import LayoutEngine
import SQLite

/// A kind of named, versioned set the catalogue keeps beside the layouts (measurement sets,
/// token sets): one table each, the same columns and rules.
enum StoredSetKind {
    case measurements
    case tokens

    var table: String { self == .measurements ? "measurement_sets" : "token_sets" }

    func notFound(_ name: String) -> CatalogError {
        self == .measurements ? .measurementSetNotFound(name: name) : .tokenSetNotFound(name: name)
    }

    func damaged(_ revision: String, expected: String, actual: String) -> CatalogError {
        self == .measurements ? .damagedMeasurementSet(revision: revision, expected: expected, actual: actual)
            : .damagedTokenSet(revision: revision, expected: expected, actual: actual)
    }

    var words: String { self == .measurements ? "measurement set" : "token set" }
}

/// Immutable numbered revisions of canonical text with its SHA-256, read back checked against it.
extension Catalog {
    func saveSet(_ kind: StoredSetKind, text: String, as name: String, message: String) throws -> SaveOutcome {
        let hash = ContentHash.of(text)
        return try write("save the \(kind.words) \(name)") { db in
            let latest = try latestSet(kind, db, name: name)
            if let latest, latest.contentHash == hash { return .unchanged(latest) }
            let (number, exhausted) = (latest?.number ?? 0).addingReportingOverflow(1)
            if exhausted { throw CatalogError.revisionNumbersExhausted(name: name, latest: latest?.number ?? 0) }
            try db.execute(sql: """
                INSERT INTO \(kind.table) (name, number, document, content_hash, message, created_at)
                VALUES (?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                """, arguments: [name, number, text, hash, message.isEmpty ? nil : message])
            return .created(try latestSet(kind, db, name: name)!)
        }
    }

    /// The stored text of a revision, checked against its hash, with its label (`name@N`).
    func storedSet(_ kind: StoredSetKind, _ reference: RevisionReference) throws -> (info: RevisionInfo, text: String, label: String) {
        guard let latest = try latestSet(kind, db, name: reference.name) else { throw kind.notFound(reference.name) }
        let number = try reference.resolvedNumber(latest: latest.number)
        guard let row = try db.fetchOne(sql: """
            SELECT \(Self.setColumns), document FROM \(kind.table) WHERE name = ? AND number = ?
            """, arguments: [reference.name, number]) else {
            throw CatalogError.revisionNotFound(name: reference.name, number: number, latest: latest.number)
        }
        let info = try setInfo(name: reference.name, row: row)
        let text: String = try row.value(at: 4)
        let label = RevisionReference(name: reference.name, number: number).description
        let actual = ContentHash.of(text)
        guard actual == info.contentHash else { throw kind.damaged(label, expected: info.contentHash, actual: actual) }
        return (info, text, label)
    }

    func latestSets(_ kind: StoredSetKind) throws -> [RevisionInfo] {
        try db.fetchAll(sql: """
            SELECT name, \(Self.setColumns) FROM \(kind.table) m
            WHERE number = (SELECT max(number) FROM \(kind.table) WHERE name = m.name) ORDER BY name
            """).map { row in
            let name: String = try row.value(at: 0)
            return RevisionInfo(layout: name, number: try row.value(at: 1), parent: nil, contentHash: try row.value(at: 2),
                                message: try row.value(at: 3, as: String?.self) ?? "", createdAt: try row.value(at: 4),
                                sectionCount: 0)
        }
    }

    private static let setColumns = "number, content_hash, message, created_at"

    private func latestSet(_ kind: StoredSetKind, _ db: Database, name: String) throws -> RevisionInfo? {
        try db.fetchOne(sql: """
            SELECT \(Self.setColumns) FROM \(kind.table) WHERE name = ? ORDER BY number DESC LIMIT 1
            """, arguments: [name]).map { try setInfo(name: name, row: $0) }
    }

    private func setInfo(name: String, row: Row) throws -> RevisionInfo {
        let number: Int = try row.value(at: 0)
        return RevisionInfo(layout: name, number: number, parent: number > 1 ? number - 1 : nil,
                            contentHash: try row.value(at: 1), message: try row.value(at: 2, as: String?.self) ?? "",
                            createdAt: try row.value(at: 3), sectionCount: 0)
    }
}
