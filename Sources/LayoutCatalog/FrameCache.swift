import LayoutEngine
import SQLite

/// Everything a solution depends on besides the solver itself: the cache's key.
struct FrameCacheKey: Hashable, Sendable {
    var contentHash: String
    var width: Double
    var height: Double
    /// The item count of each section, in order, as a JSON array: "[30,12]".
    var itemCounts: String
    /// 0 when the frames are not rounded.
    var scale: Double
    var sizeClass: String
    var solverVersion: String

    init(contentHash: String, document: LayoutDocument, environment: SolveEnvironment, solverVersion: String) {
        self.contentHash = contentHash
        width = environment.width
        height = environment.height
        itemCounts = "[" + document.sections.map { String(environment.itemCount(of: $0)) }.joined(separator: ",") + "]"
        scale = environment.scale ?? 0
        sizeClass = environment.effectiveSizeClass.rawValue
        self.solverVersion = solverVersion
    }

    var arguments: StatementArguments {
        [contentHash, width, height, itemCounts, scale, sizeClass, solverVersion]
    }
}

/// The cache of solved frames: one compact blob per key, bounded in bytes with
/// least-recently-used eviction.
///
/// Hit counters and recency stamps are kept in memory and written by `flush()` (the
/// catalogue flushes after each operation), so a cache hit costs one indexed read,
/// not a write transaction. A blob that does not decode is a miss, and is replaced.
final class FrameCache {
    let db: Database
    let limitBytes: Int
    private var pendingHits = 0
    private var pendingMisses = 0
    /// Rows read since the last flush, oldest first: their recency stamps are raised in order.
    private var touched: [Int64] = []

    init(db: Database, limitBytes: Int) {
        self.db = db
        self.limitBytes = limitBytes
    }

    /// The cached solution for `key`, or nil (a miss) when there is none or it is unreadable.
    func lookup(_ key: FrameCacheKey) throws -> Solution? {
        let statement = try db.cachedStatement(sql: """
            SELECT rowid, frames FROM frame_cache
            WHERE content_hash = ? AND width = ? AND height = ? AND item_counts = ? AND scale = ?
              AND size_class = ? AND solver_version = ?
            """)
        try statement.bind(key.arguments)
        defer { statement.reset() }
        guard try statement.step() else {
            pendingMisses += 1
            return nil
        }
        let rowid: Int64 = try statement.column(at: 0)
        let blob: [UInt8] = try statement.column(at: 1)
        guard let solution = FrameBlob.decode(blob) else {
            pendingMisses += 1
            return nil  // `store` replaces the row.
        }
        pendingHits += 1
        touched.append(rowid)
        return solution
    }

    /// Stores `solution` under `key`, replacing any entry, then evicts the least recently
    /// used entries beyond the limit. Call inside a write transaction.
    func store(_ solution: Solution, for key: FrameCacheKey) throws {
        let blob = FrameBlob.encode(solution)
        guard blob.count <= limitBytes else { return }  // would evict everything and itself
        let previous = try db.cachedStatement(sql: """
            SELECT byte_size FROM frame_cache
            WHERE content_hash = ? AND width = ? AND height = ? AND item_counts = ? AND scale = ?
              AND size_class = ? AND solver_version = ?
            """)
        try previous.bind(key.arguments)
        let replacedBytes: Int = try previous.step() ? previous.column(at: 0) : 0
        previous.reset()
        try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO frame_cache
                (content_hash, width, height, item_counts, scale, size_class, solver_version,
                 byte_size, last_used, frames)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(last_used), 0) + 1 FROM frame_cache), ?)
            """).execute(arguments: StatementArguments(
                databaseValues: key.arguments.values + [blob.count.databaseValue, blob.databaseValue]))
        try db.cachedStatement(sql: "UPDATE cache_stats SET bytes = bytes + ? WHERE id = 1")
            .execute(arguments: [blob.count - replacedBytes])
        try evictIfNeeded()
    }

    /// Removes the least recently used entries until the cache fits its limit.
    private func evictIfNeeded() throws {
        var total: Int = try db.fetchOne(Int.self, sql: "SELECT bytes FROM cache_stats WHERE id = 1") ?? 0
        guard total > limitBytes else { return }
        // Hits since the last flush count as uses: without their stamps an entry just read
        // would look as old as its last flush and be evicted first.
        try stampTouched()
        var evicted = 0
        var freed = 0
        let oldest = try db.fetchAll(sql: "SELECT rowid, byte_size FROM frame_cache ORDER BY last_used")
        for row in oldest where total > limitBytes {
            let size: Int = try row.value(at: 1)
            try db.cachedStatement(sql: "DELETE FROM frame_cache WHERE rowid = ?").execute(arguments: [row[0]])
            total -= size
            freed += size
            evicted += 1
        }
        try db.execute(sql: "UPDATE cache_stats SET bytes = bytes - ?, evictions = evictions + ? WHERE id = 1",
                       arguments: [freed, evicted])
    }

    /// Writes the pending hit and miss counts and recency stamps.
    func flush() throws {
        guard pendingHits > 0 || pendingMisses > 0 || !touched.isEmpty else { return }
        try db.inTransaction(.immediate) { db in
            try stampTouched()
            try db.execute(sql: "UPDATE cache_stats SET hits = hits + ?, misses = misses + ? WHERE id = 1",
                           arguments: [pendingHits, pendingMisses])
        }
        pendingHits = 0
        pendingMisses = 0
    }

    /// Raises the recency stamps of the rows read since the last flush, in the order they
    /// were read. Call inside a write transaction.
    private func stampTouched() throws {
        guard !touched.isEmpty else { return }
        let stamp = try db.cachedStatement(sql: """
            UPDATE frame_cache SET last_used = (SELECT coalesce(max(last_used), 0) + 1 FROM frame_cache)
            WHERE rowid = ?
            """)
        for rowid in touched { try stamp.execute(arguments: [rowid]) }
        touched.removeAll()
    }

    func statistics() throws -> CacheStatistics {
        try flush()
        let entries = try db.fetchOne(Int.self, sql: "SELECT count(*) FROM frame_cache") ?? 0
        guard let row = try db.fetchOne(sql: "SELECT hits, misses, bytes FROM cache_stats WHERE id = 1") else {
            return CacheStatistics(entries: entries, bytes: 0, limitBytes: limitBytes, hits: 0, misses: 0)
        }
        return CacheStatistics(entries: entries, bytes: try row.value(at: 2), limitBytes: limitBytes,
                               hits: try row.value(at: 0), misses: try row.value(at: 1))
    }

    /// Removes every entry and resets the counters; returns how many entries there were.
    func clear() throws -> Int {
        pendingHits = 0
        pendingMisses = 0
        touched.removeAll()
        return try db.inTransaction(.immediate) { db in
            let count = try db.fetchOne(Int.self, sql: "SELECT count(*) FROM frame_cache") ?? 0
            try db.execute(sql: "DELETE FROM frame_cache")
            try db.execute(sql: "UPDATE cache_stats SET hits = 0, misses = 0, evictions = 0, bytes = 0 WHERE id = 1")
            return count
        }
    }

    /// Removes the entries of these contents (a deleted layout's revisions). Call inside a
    /// write transaction.
    func removeEntries(contentHash: String) throws {
        // sum(), not total(): total() is always REAL, which an Int column read refuses.
        let freed = try db.fetchOne(Int.self, sql: "SELECT coalesce(sum(byte_size), 0) FROM frame_cache WHERE content_hash = ?",
                                    arguments: [contentHash]) ?? 0
        try db.execute(sql: "DELETE FROM frame_cache WHERE content_hash = ?", arguments: [contentHash])
        try db.execute(sql: "UPDATE cache_stats SET bytes = max(0, bytes - ?) WHERE id = 1", arguments: [freed])
    }
}
