import Foundation
@testable import LayoutCatalog
import LayoutEngine
import SQLite
import Synchronization
import Testing
import TestSupport

/// A fresh directory under the system temporary directory holding one catalogue file,
/// removed on deinit, so each test works on a real SQLite file no other test sees.
final class CatalogScratch {
    let folder: ScratchFolder
    let path: String

    var directory: URL { folder.url }

    init(name: String = "catalog.sqlite") throws {
        folder = try ScratchFolder(prefix: "CatalogTests")
        path = folder.path(name)
    }

    /// Opens the catalogue, creating it when missing: without the example layouts unless
    /// asked, so tests count only their own rows.
    func open(seed: Bool = false, cacheLimitBytes: Int = Catalog.defaultCacheLimitBytes,
              solverVersion: String = String(LayoutEngine.solverVersion)) throws -> Catalog {
        try Catalog(path: path, mode: .createIfMissing, examples: seed, cacheLimitBytes: cacheLimitBytes,
                    solverVersion: solverVersion)
    }

    /// The main file's bytes. Call with no connection open: the last connection to close
    /// checkpoints the WAL into the main file and removes it, so these are all the data.
    func bytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Whether a WAL file is lying beside the main file (none once every connection closed).
    var hasWAL: Bool {
        FileManager.default.fileExists(atPath: path + "-wal")
    }

    /// A raw connection, for looking at or damaging rows behind the catalogue's back.
    /// Closed when the closure returns.
    func withDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        let db = try Database(path: path)
        return try body(db)
    }

    /// Replaces the solution of the only cached row, which must hold one, behind the
    /// catalogue's back, keeping its key and the byte total right.
    func replaceCachedBlob(with bytes: [UInt8]) throws {
        let row = try withDatabase { db in
            try db.fetchOne(sql: "SELECT frames FROM frame_cache").map { row -> [UInt8] in
                guard case .blob(let bytes) = row[0] else { return [] }
                return bytes
            }
        } ?? []
        let entries = try row.withUnsafeBytes { DocumentFrames.entries(in: $0, of: try cachedRowKey()) } ?? []
        #expect(entries.count == 1, "the cache holds one row of one solution")
        guard let entry = entries.first else { return }
        try replaceCachedRow(with: DocumentFrames.encode([.init(key: Array(row[entry.key]), frames: bytes)],
                                                         for: try cachedRowKey()))
    }

    /// The key of the only cached row, whose checksums a blob written into it must be seeded with.
    func cachedRowKey() throws -> FrameCacheKey {
        try withDatabase { db in
            let row = try #require(try db.fetchOne(sql: "SELECT content_hash, solver_version FROM frame_cache"))
            return FrameCacheKey(contentHash: try row.value(at: 0), solverVersion: try row.value(at: 1))
        }
    }

    /// Replaces the only cached row's blob behind the catalogue's back, keeping the byte total right.
    func replaceCachedRow(with bytes: [UInt8]) throws {
        try withDatabase { db in
            try db.inTransaction(.immediate) { db in
                let old = try db.fetchOne(Int.self, sql: "SELECT byte_size FROM frame_cache") ?? 0
                try db.execute(sql: "UPDATE frame_cache SET frames = ?, byte_size = ?", arguments: [bytes, bytes.count])
                try db.execute(sql: "UPDATE cache_stats SET bytes = bytes - ? + ?", arguments: [old, bytes.count])
            }
        }
    }

    /// Row counts of the tables a save writes, to show that a failed one wrote nothing.
    func rowCounts() throws -> [String: Int] {
        try withDatabase { db in
            var counts: [String: Int] = [:]
            for table in ["layouts", "revisions", "revision_sections", "frame_cache"] {
                counts[table] = try db.fetchOne(Int.self, sql: "SELECT count(*) FROM \(table)") ?? -1
            }
            return counts
        }
    }
}

/// Small documents built in code, so every number a test checks can be worked by hand.
enum Fixture {
    /// A leaf item of `width` × `height` (the full group height by default).
    static func item(_ width: LayoutEngine.Dimension, _ height: LayoutEngine.Dimension = .fractionalHeight(1)) -> LayoutItem {
        LayoutItem(size: LayoutSize(width: width, height: height))
    }

    /// A section whose group is one full-width row `rowHeight` tall, cycling one item
    /// `itemWidth` (a fraction of the width) wide: with 0.4, two items per row (0.8 ≤ 1 < 1.2).
    static func rowSection(_ name: String, itemWidth: Double = 0.4, itemCount: Int = 4,
                           rowHeight: Double = 100) -> Section {
        Section(name: name, itemCount: itemCount,
                group: LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight)),
                                  kind: .group(LayoutGroup(axis: .horizontal,
                                                           subitems: [item(.fractionalWidth(itemWidth))]))))
    }

    static func document(_ sections: Section..., configuration: LayoutConfiguration = LayoutConfiguration())
        -> LayoutDocument {
        LayoutDocument(configuration: configuration, sections: sections)
    }

    /// Saves the grid with items 0.4 then 0.5 of the width wide as `grid@1` and `grid@2`, the two
    /// sides a diff test compares.
    static func twoGridRevisions(in catalog: Catalog) throws -> (old: SolveSubject, new: SolveSubject) {
        _ = try catalog.save(grid(itemWidth: 0.4), as: "grid")
        _ = try catalog.save(grid(itemWidth: 0.5), as: "grid")
        return (SolveSubject(try catalog.revision(RevisionReference(parsing: "grid@1"))),
                SolveSubject(try catalog.revision(RevisionReference(parsing: "grid@2"))))
    }

    /// One section of rows of two 0.4-wide items: the layout most tests save.
    static func grid(itemWidth: Double = 0.4, itemCount: Int = 4) -> LayoutDocument {
        document(rowSection("grid", itemWidth: itemWidth, itemCount: itemCount))
    }

    /// A section with a header, a badge on every item and a background, so a solution has
    /// every kind of supplementary.
    static func decorated(itemCount: Int = 3) -> LayoutDocument {
        let badge = SupplementaryItem(elementKind: "badge",
                                      size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                                      containerAnchor: Anchor(edges: [.top, .trailing]))
        var leaf = item(.fractionalWidth(0.5))
        leaf.supplementaryItems = [badge]
        let section = Section(
            name: "decorated", itemCount: itemCount,
            group: LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                              kind: .group(LayoutGroup(axis: .horizontal, subitems: [leaf]))),
            contentInsets: DirectionalInsets(top: 4, leading: 4, bottom: 4, trailing: 4),
            boundarySupplementaryItems: [
                BoundaryItem(elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
                             alignment: .top),
            ],
            decorationItems: [DecorationItem(elementKind: "background")])
        return document(section)
    }
}

extension CatalogError {
    /// The case's name, for `#expect(error.caseName == "conflict")` without an Equatable error.
    var caseName: String {
        switch self {
        case .invalidName: return "invalidName"
        case .invalidReference: return "invalidReference"
        case .layoutNotFound: return "layoutNotFound"
        case .measurementSetNotFound: return "measurementSetNotFound"
        case .tokenSetNotFound: return "tokenSetNotFound"
        case .revisionNotFound: return "revisionNotFound"
        case .layoutExists: return "layoutExists"
        case .layoutDeleted: return "layoutDeleted"
        case .deletedLayoutNotFound: return "deletedLayoutNotFound"
        case .restoreNameTaken: return "restoreNameTaken"
        case .conflict: return "conflict"
        case .invalidDocument: return "invalidDocument"
        case .solve: return "solve"
        case .notACatalog: return "notACatalog"
        case .invalidPath: return "invalidPath"
        case .noCatalogue: return "noCatalogue"
        case .catalogueExists: return "catalogueExists"
        case .damagedSchema: return "damagedSchema"
        case .cannotWrite: return "cannotWrite"
        case .cannotCreate: return "cannotCreate"
        case .cannotRead: return "cannotRead"
        case .migration: return "migration"
        case .migrationPending: return "migrationPending"
        case .corruptRevision: return "corruptRevision"
        case .damagedRevision: return "damagedRevision"
        case .damagedMeasurementSet: return "damagedMeasurementSet"
        case .damagedTokenSet: return "damagedTokenSet"
        case .damagedName: return "damagedName"
        case .revisionNumbersExhausted: return "revisionNumbersExhausted"
        case .seed: return "seed"
        case .database: return "database"
        }
    }
}

/// Runs `body`, which must throw a `CatalogError`, and returns that error.
func catalogError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> CatalogError? {
    do {
        try body()
        Issue.record("expected a CatalogError, nothing was thrown", sourceLocation: sourceLocation)
        return nil
    } catch let error as CatalogError {
        return error
    } catch {
        Issue.record("expected a CatalogError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

extension SaveOutcome {
    var info: RevisionInfo {
        switch self {
        case .created(let info), .unchanged(let info): return info
        }
    }

    var isCreated: Bool {
        if case .created = self { return true }
        return false
    }
}

/// A value shared between threads behind a lock.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) { mutex = Mutex(value) }

    func withLock<T: Sendable>(_ body: (inout Value) -> T) -> T {
        mutex.withLock { body(&$0) }
    }
}
