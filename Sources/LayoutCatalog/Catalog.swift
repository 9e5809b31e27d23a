import LayoutEngine
import SQLite

/// A catalogue of layouts in one SQLite file: named layouts with immutable revisions, device
/// presets, and a cache of solved frames.
///
/// Opening a catalogue migrates it to this version's schema, and seeds a brand-new one with
/// the example layouts and device presets, so every command works on a fresh machine. Like
/// its `Database`, a `Catalog` belongs to one thread at a time; open one per thread or
/// process — concurrent writers wait for each other (WAL, `BEGIN IMMEDIATE`, busy timeout).
public final class Catalog {
    public let path: String
    let db: Database
    let cache: FrameCache
    /// True when this open created the catalogue (and seeded it, unless told not to).
    public let wasCreated: Bool

    /// The solver version cached frames are keyed on; a new solver never reads old frames.
    public let solverVersion: String

    /// The frame cache's default bound.
    public static let defaultCacheLimitBytes = 256 * 1024 * 1024

    /// Opens or creates the catalogue at `path`. `solverVersion` is the engine's unless a test
    /// stands in another.
    public init(path: String, cacheLimitBytes: Int = Catalog.defaultCacheLimitBytes, seedIfNew: Bool = true,
                solverVersion: String = String(LayoutEngine.solverVersion)) throws {
        self.path = path
        self.solverVersion = solverVersion
        // Refuse another program's database rather than adding our tables to it. This is
        // checked before `Database(path:)`, which switches the file to WAL: that mode is
        // stored in the file's header, so opening first would change a file we then refuse.
        if let reason = try Self.refusal(ofFileAt: path) {
            throw CatalogError.notACatalog(path: path, reason: reason)
        }
        do {
            db = try Database(path: path)
        } catch let error as DatabaseError where error.code.primary == .notADatabase {
            throw CatalogError.notACatalog(path: path, reason: "the file is not an SQLite database")
        }
        let migrator = try DatabaseMigrator()
        let applied: [Migration]
        do {
            applied = try migrator.migrate(db)
        } catch let error as MigrationError {
            throw CatalogError.migration(error)
        }
        wasCreated = applied.contains { $0.version == 1 }
        // Cache entries are keyed by hash, so a batch writes all over the table: a page cache
        // larger than SQLite's 2 MiB default keeps those pages from being read back in.
        try db.execute(sql: "PRAGMA cache_size = -16384")
        cache = FrameCache(db: db, limitBytes: cacheLimitBytes)
        if wasCreated && seedIfNew {
            _ = try seed()
        }
    }

    /// Why the file at `path` is not a catalogue, or nil when it is one, is empty or does
    /// not exist yet. Only reads: the file is attached to a private in-memory connection.
    private static func refusal(ofFileAt path: String) throws -> String? {
        let probe = try Database.inMemory()
        do {
            try probe.execute(sql: "ATTACH DATABASE ? AS probe", arguments: [path])
            // One statement, so one snapshot: a catalogue being created by another process
            // gets its tables and its schema_migrations row in the same transaction.
            guard let row = try probe.fetchOne(sql: """
                SELECT count(*) FILTER (WHERE name NOT LIKE 'sqlite_%'),
                       count(*) FILTER (WHERE name = 'schema_migrations')
                FROM probe.sqlite_master WHERE type = 'table'
                """) else { return nil }
            let tables: Int = try row.value(at: 0)
            let migrations: Int = try row.value(at: 1)
            return tables > 0 && migrations == 0
                ? "it is an SQLite database with other tables and no catalogue schema" : nil
        } catch let error as DatabaseError where error.code.primary == .notADatabase {
            return "the file is not an SQLite database"
        } catch is DatabaseError {
            return nil  // e.g. no such directory: opening it reports that in its own words
        }
    }

    deinit {
        // Counters and recency stamps are advisory: losing them to a failing disk costs nothing.
        try? cache.flush()
    }

    /// Runs `body` in one write transaction, so that many saves or cache fills commit once.
    public func batch<T>(_ body: () throws -> T) throws -> T {
        try write { _ in try body() }
    }

    /// Runs a write in a transaction of its own, or in the caller's batch. The frame
    /// cache's bookkeeping for the work done is written in the same transaction.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        if db.isInTransaction {
            return try db.inTransaction(.immediate, body)  // a savepoint of the caller's
        }
        let result: T
        do {
            result = try db.inTransaction(.immediate) { db in
                let result = try body(db)
                try cache.flushPending()
                return result
            }
        } catch {
            cache.transactionEnded(committed: false)
            throw error
        }
        cache.transactionEnded(committed: true)
        return result
    }
}
