import LayoutEngine
import SQLite

/// A catalogue of layouts in one SQLite file: named layouts with immutable revisions, device
/// presets, and a cache of solved frames.
///
/// Opening a catalogue to write migrates it to this version's schema; opening it to read
/// changes nothing in the file (`Access`). Nothing is created unless the caller asks (`OpenMode`), and a new catalogue holds the device presets and, only when asked,
/// the example layouts. Like its `Database`, a `Catalog` belongs to one thread at a time;
/// open one per thread or process — concurrent writers wait for each other (WAL,
/// `BEGIN IMMEDIATE`, busy timeout).
public final class Catalog {
    /// Whether opening may create the catalogue.
    public enum OpenMode: Sendable {
        /// The catalogue must exist: a missing file is `CatalogError.noCatalogue`, and nothing
        /// is created, not even a folder.
        case existing
        /// Create the catalogue when there is none yet, else open it.
        case createIfMissing
        /// Create the catalogue; one that exists already is `CatalogError.catalogueExists`.
        case createNew
    }

    /// The catalogue file's path, as given when opened; messages name it.
    public let path: String
    let db: Database
    let cache: FrameCache
    /// True when this open created the catalogue.
    public internal(set) var wasCreated = false
    /// The migrations (file names) this catalogue lacks, when it was opened to read with
    /// `verifySchema: false` (`Access.read`): left for `layouts migrate`. Empty otherwise.
    public internal(set) var pendingMigrations: [String] = []
    /// The migrations (file names) this open applied: a write upgrades an older catalogue first.
    public internal(set) var migrationsApplied: [String] = []

    /// The solver version cached frames are keyed on; a new solver never reads old frames.
    public let solverVersion: String

    /// The frame cache's default bound.
    public static let defaultCacheLimitBytes = 256 * 1024 * 1024

    /// Wraps an open connection; `Catalog+Opening` brings its schema up to date.
    init(db: Database, path: String, cacheLimitBytes: Int, solverVersion: String) {
        self.db = db
        self.path = path
        self.solverVersion = solverVersion
        cache = FrameCache(db: db, limitBytes: cacheLimitBytes)
    }

    /// True when this catalogue can only be read (a write-protected file or folder, a
    /// read-only file system): reads work, writes fail with `CatalogError.cannotWrite`.
    public var isReadOnly: Bool { db.isReadOnly }

    deinit {
        // Counters and recency stamps are advisory: losing them to a failing disk costs nothing.
        try? cache.flush()
    }

    /// Runs `body` in one write transaction, so that many saves or cache fills commit once.
    /// On a read-only catalogue `body` runs without one: its reads work, and its writes fail
    /// one by one as they would outside a batch.
    public func batch<T>(_ body: () throws -> T) throws -> T {
        if isReadOnly { return try body() }
        return try write { _ in try body() }
    }

    /// Runs a write in a transaction of its own, or in the caller's batch. The frame cache,
    /// a transaction observer, writes its bookkeeping for the work done before the commit.
    /// `action` (`save photo-grid`) names the layout in the error when the file cannot be written.
    func write<T>(_ action: String? = nil, _ body: (Database) throws -> T) throws -> T {
        if isReadOnly {
            throw CatalogError.cannotWrite(path: path, cause: WriteFailure.cause(at: path, error: nil), action: action)
        }
        do {
            return try db.inTransaction(.immediate, body)  // a savepoint of the caller's, inside one
        } catch let error as DatabaseError where !db.isInTransaction {
            throw WriteFailure.catalogError(for: error, at: path, action: action) ?? CatalogError(error, action: action)
        }
    }
}
