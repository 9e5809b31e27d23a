import Foundation
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
    /// The rest of the screen, in one canonical text: safe area, layout margin, direction,
    /// scroll offset, orthogonal scroll positions and the measurements' hash (see `screenKey(of:)`).
    var environment: String
    var solverVersion: String

    /// `itemCounts`: each section's count in this environment, in order.
    init(contentHash: String, itemCounts counts: [Int], environment: SolveEnvironment, solverVersion: String) {
        self.contentHash = contentHash
        width = environment.width
        height = environment.height
        itemCounts = "[" + counts.map(String.init).joined(separator: ",") + "]"
        scale = environment.scale ?? 0
        sizeClass = environment.effectiveSizeClass.rawValue
        self.environment = Self.screenKey(of: environment)
        self.solverVersion = solverVersion
    }

    /// Every environment input the other columns do not hold, written so that equal inputs give
    /// equal text: numbers in Swift's shortest round-trip form, scroll positions sorted by name.
    /// The common case, a bare container at rest, is the empty text and costs nothing to build.
    static func screenKey(of environment: SolveEnvironment) -> String {
        let safe = environment.safeArea
        guard safe != .zero || environment.layoutMargin != nil || environment.layoutDirection != .leftToRight
                || environment.contentOffset != 0 || !environment.orthogonalOffsets.isEmpty
                || !environment.measurements.isEmpty else { return "" }
        // A margin left to the width (which is in the key) is written as empty.
        var parts = [
            "safe=\(safe.top),\(safe.leading),\(safe.bottom),\(safe.trailing)",
            "margin=\(environment.layoutMargin.map { "\($0)" } ?? "")",
            "direction=\(environment.layoutDirection.rawValue)",
            "offset=\(environment.contentOffset)",
        ]
        for (name, offset) in environment.orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
            parts.append("scroll=\(name):\(offset)")
        }
        // The measurements by the SHA-256 of their canonical text: equal measurements, equal key.
        if !environment.measurements.isEmpty {
            parts.append("measurements=" + ContentHash.of(environment.measurements.canonicalText))
        }
        return parts.joined(separator: ";")
    }

    /// The row id: the content hash's leading 44 bits (already uniformly random) above 20 bits
    /// of a 64-bit FNV-1a hash of the other parts, so a look-up is one rowid probe and the
    /// entries of one document lie side by side: a batch that stores a layout's sizes together
    /// writes a few neighbouring pages, not one random page each. The parts are stored too and
    /// compared, so a collision is a miss, never a wrong answer.
    var rowID: Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mixByte(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        func mixWord(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { mixByte(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        }
        mixWord(width.bitPattern)
        mixWord(height.bitPattern)
        mixWord(scale.bitPattern)
        for part in [itemCounts, sizeClass, environment, solverVersion] {
            for byte in part.utf8 { mixByte(byte) }
            mixByte(0xFF)  // a separator, so ("ab", "c") and ("a", "bc") differ
        }
        var prefix: UInt64 = 0
        for byte in contentHash.utf8.prefix(11) {
            let digit = byte <= UInt8(ascii: "9") ? byte &- UInt8(ascii: "0") : (byte | 0x20) &- UInt8(ascii: "a") &+ 10
            prefix = prefix << 4 | UInt64(digit & 0x0F)
        }
        // Fold the whole hash into 20 bits, so every part still moves the low bits.
        let low = (hash ^ hash >> 20 ^ hash >> 40 ^ hash >> 60) & 0xF_FFFF
        return Int64(bitPattern: prefix << 20 | low)
    }

    /// The key's parts in the column order of `frame_cache`.
    var values: [DatabaseValue] {
        [.text(contentHash), .real(width), .real(height), .text(itemCounts), .real(scale),
         .text(sizeClass), .text(environment), .text(solverVersion)]
    }
}

/// The cache of solved frames: one compact blob per key, bounded in bytes with
/// least-recently-used eviction.
///
/// A hit is one rowid probe and a decode straight from SQLite's memory. Hit and miss
/// counts, recency stamps and the byte total are kept in memory and written just before the
/// connection's next write transaction commits (the cache is its `TransactionObserver`), or
/// by `flush()`, so neither a hit nor a batch of stores pays for bookkeeping writes one by
/// one, and no write path can forget them. A blob that
/// does not decode, or does not match its key (`CachedSolutionCheck`), is a miss, and is
/// replaced.
final class FrameCache: TransactionObserver {
    let db: Database
    let limitBytes: Int
    /// Eviction frees down to this fraction of the limit, so it runs once per many stores.
    static let evictionTarget = 0.9

    private var pendingHits = 0
    private var pendingMisses = 0
    private var pendingEvictions = 0
    /// Bytes stored minus bytes removed in the current transaction, not yet in cache_stats.
    private var pendingBytes = 0
    /// cache_stats.bytes as read in the current write transaction.
    private var storedBytes: Int?
    /// Rows read since the last flush, with the time of their latest use.
    private var touched: [Int64: Int64] = [:]
    private var lastStamp: Int64 = 0

    /// The recency stamp at which the current batch began (`beginBatch`), if one runs.
    private var batchStart: Int64?
    /// The batch found the cache full of its own entries and stores nothing more.
    private var batchIsFull = false

    /// The two statements of the hot paths, prepared once: finding them in the connection's
    /// cache would hash their SQL text on every call.
    private var lookupStatement: Statement?
    private var storeStatement: Statement?

    init(db: Database, limitBytes: Int) {
        self.db = db
        self.limitBytes = limitBytes
        db.add(transactionObserver: self)
    }

    /// What a look-up found.
    struct Lookup {
        var solution: Solution?
        /// The size of a row under the same id that could not serve (another key, or a blob
        /// that does not decode): a store replaces it.
        var staleBytes = 0
    }

    /// The cached solution for `key`, or a miss: also when the blob does not pass `check`.
    func lookup(_ key: FrameCacheKey, check: CachedSolutionCheck) throws -> Lookup {
        let id = key.rowID
        let statement = try lookupStatement ?? db.makeStatement(sql: """
            SELECT content_hash = ? AND width = ? AND height = ? AND item_counts = ? AND scale = ?
                   AND size_class = ? AND environment = ? AND solver_version = ?, byte_size, frames
            FROM frame_cache WHERE id = ?
            """)
        lookupStatement = statement
        try statement.bind(StatementArguments(databaseValues: key.values + [.integer(id)]))
        defer { statement.reset() }
        guard try statement.step() else {
            pendingMisses += 1
            return Lookup()
        }
        // A size below 0 is no blob's: only a file edited with its checks off holds one.
        let staleBytes = max(0, try statement.column(at: 1, as: Int.self))
        let solution: Solution? = try statement.column(at: 0, as: Bool.self)
            ? statement.withUnsafeBlob(at: 2) { FrameBlob.decode($0) } : nil
        guard let solution, check.accepts(solution) else {
            pendingMisses += 1
            return Lookup(staleBytes: staleBytes)
        }
        pendingHits += 1
        touched[id] = nextStamp()
        // Bound the memory of a long run of hits outside any write.
        if !db.isInTransaction { try flushIfMany() }
        return Lookup(solution: solution)
    }

    /// From here to `endBatch`, entries this batch stores or reads are never evicted for its
    /// later stores. Least-recently-used eviction in a batch larger than the cache would evict
    /// every entry before the next run of the same batch reads it (0 hits); instead the
    /// batch keeps what fits, its first layouts, and stores nothing once only its own
    /// entries are left, so the next run hits what fits and solves the rest.
    func beginBatch() {
        batchStart = nextStamp()
        batchIsFull = false
    }

    func endBatch() {
        batchStart = nil
        batchIsFull = false
    }

    /// Stores `solution` under `key` (replacing what the look-up found there), then evicts
    /// the least recently used entries if the cache is over its limit. Call inside a write
    /// transaction; its commit records the bookkeeping.
    func store(_ solution: Solution, for key: FrameCacheKey, replacing staleBytes: Int) throws {
        guard !batchIsFull else { return }
        let blob = FrameBlob.encode(solution)
        guard blob.count <= limitBytes else { return }  // would evict everything and itself
        let id = key.rowID
        let statement = try storeStatement ?? db.makeStatement(sql: """
            INSERT OR REPLACE INTO frame_cache
                (id, content_hash, width, height, item_counts, scale, size_class, environment, solver_version,
                 byte_size, last_used, frames)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        storeStatement = statement
        try statement.execute(arguments: StatementArguments(
                databaseValues: [.integer(id)] + key.values
                    + [.integer(Int64(blob.count)), .integer(nextStamp()), .blob(blob)]))
        touched[id] = nil
        // Row sizes come from the file: saturate rather than trap on whatever it holds.
        pendingBytes = pendingBytes.addingSaturating(blob.count.subtractingSaturating(staleBytes))
        if try currentBytes() > limitBytes {
            try evict()
            // Outside a batch eviction may remove every other entry, so only a batch can get here
            // with nothing left but its own entries: undo this store, and make no more.
            if batchStart != nil, try currentBytes() > limitBytes {
                try deleteEntry(id)
                pendingBytes = pendingBytes.subtractingSaturating(blob.count)
                batchIsFull = true
            }
        }
    }

    /// The cache's byte total as this transaction sees it.
    private func currentBytes() throws -> Int {
        if storedBytes == nil {
            storedBytes = try db.fetchOne(Int.self, sql: "SELECT bytes FROM cache_stats WHERE id = 1") ?? 0
        }
        return (storedBytes ?? 0).addingSaturating(pendingBytes)
    }

    /// Removes the least recently used entries until the cache holds at most
    /// `evictionTarget` of its limit; during a batch, only entries older than the batch.
    private func evict() throws {
        // Hits not yet written count as uses: without their stamps an entry just read would
        // look as old as its last flush and be evicted first.
        try stampTouched()
        var total = try currentBytes()
        let target = Int(Double(limitBytes) * Self.evictionTarget)
        // An entry's recency is the later of its store and its latest hit (frame_cache_use).
        let oldest = try db.fetchAll(sql: """
            SELECT f.id, f.byte_size FROM frame_cache f LEFT JOIN frame_cache_use u ON u.id = f.id
            WHERE max(f.last_used, coalesce(u.last_used, 0)) < ?
            ORDER BY max(f.last_used, coalesce(u.last_used, 0)), f.id
            """, arguments: [batchStart ?? Int64.max])
        for row in oldest where total > target {
            let size: Int = try row.value(at: 1)
            try deleteEntry(try row.value(at: 0))
            total = total.subtractingSaturating(size)
            pendingBytes = pendingBytes.subtractingSaturating(size)
            pendingEvictions += 1
        }
    }

    /// A recency stamp: microseconds since 1970, strictly increasing in this process, so
    /// the order of uses is exact here and close to it across processes.
    private func nextStamp() -> Int64 {
        let now = Int64(Date().timeIntervalSince1970 * 1_000_000)
        lastStamp = max(now, lastStamp + 1)
        return lastStamp
    }

    // MARK: TransactionObserver

    /// Writes the bookkeeping into the transaction whose stores it describes. A read
    /// transaction is left alone: it may be on a file that cannot be written.
    func databaseWillCommit(_ db: Database) throws {
        if db.isInWriteTransaction { try flushPending() }
    }

    func databaseDidCommit(_ db: Database) {
        storedBytes = nil
    }

    /// What the transaction stored and evicted is gone, and so is the bookkeeping that
    /// described it; hits and recency stamps stay, to be written by the next commit.
    func databaseDidRollback(_ db: Database) {
        pendingBytes = 0
        pendingEvictions = 0
        storedBytes = nil
    }

    /// Writes the pending counters, byte total and recency stamps. Call inside the write
    /// transaction whose stores they describe.
    private func flushPending() throws {
        try stampTouched()
        if pendingHits != 0 || pendingMisses != 0 || pendingEvictions != 0 || pendingBytes != 0 {
            // Saturating sums: SQLite turns an overflowing integer sum into a REAL, which the
            // STRICT columns refuse, so counters near 2^63 would make every flush fail.
            try db.cachedStatement(sql: """
                UPDATE cache_stats SET
                    hits = CASE WHEN hits > 9223372036854775807 - ?1 THEN 9223372036854775807 ELSE hits + ?1 END,
                    misses = CASE WHEN misses > 9223372036854775807 - ?2 THEN 9223372036854775807 ELSE misses + ?2 END,
                    evictions = CASE WHEN evictions > 9223372036854775807 - ?3 THEN 9223372036854775807
                                     ELSE evictions + ?3 END,
                    bytes = CASE WHEN ?4 > 0 AND bytes > 9223372036854775807 - ?4 THEN 9223372036854775807
                                 ELSE max(0, bytes + ?4) END
                WHERE id = 1
                """).execute(arguments: [pendingHits, pendingMisses, pendingEvictions, pendingBytes])
        }
        storedBytes = storedBytes.map { max(0, $0.addingSaturating(pendingBytes)) }
        pendingHits = 0
        pendingMisses = 0
        pendingEvictions = 0
        pendingBytes = 0
    }

    /// Writes pending bookkeeping once many hits wait to be stamped: bounds their memory in a
    /// long run of hits that stores nothing.
    func flushIfMany() throws {
        if touched.count >= 4096 { try flush() }
    }

    /// Writes pending bookkeeping in a transaction of its own (or the caller's). A read-only
    /// catalogue records none: its hits are dropped rather than failing the reads that made them.
    func flush() throws {
        guard !db.isReadOnly else {
            touched.removeAll()
            return
        }
        guard pendingHits != 0 || pendingMisses != 0 || !touched.isEmpty || pendingBytes != 0 else { return }
        try db.inTransaction(.immediate) { _ in try flushPending() }
    }

    /// Writes the recency stamps of the rows read since the last flush, into the narrow
    /// `frame_cache_use` (migration 0004) rather than beside the frames. Call inside a write
    /// transaction.
    private func stampTouched() throws {
        guard !touched.isEmpty else { return }
        let stamp = try db.cachedStatement(sql: """
            INSERT INTO frame_cache_use (id, last_used) VALUES (?1, ?2)
            ON CONFLICT (id) DO UPDATE SET last_used = max(last_used, excluded.last_used)
            """)
        for (id, time) in touched { try stamp.execute(arguments: [id, time]) }
        touched.removeAll()
    }

    /// Deletes an entry and its recency stamp.
    private func deleteEntry(_ id: Int64) throws {
        try db.cachedStatement(sql: "DELETE FROM frame_cache WHERE id = ?").execute(arguments: [id])
        try db.cachedStatement(sql: "DELETE FROM frame_cache_use WHERE id = ?").execute(arguments: [id])
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
        let count = try db.inTransaction(.immediate) { db in
            let count = try db.fetchOne(Int.self, sql: "SELECT count(*) FROM frame_cache") ?? 0
            try db.execute(sql: "DELETE FROM frame_cache")
            try db.execute(sql: "DELETE FROM frame_cache_use")
            try db.execute(sql: "UPDATE cache_stats SET hits = 0, misses = 0, evictions = 0, bytes = 0 WHERE id = 1")
            return count
        }
        pendingHits = 0
        pendingMisses = 0
        pendingEvictions = 0
        pendingBytes = 0
        storedBytes = nil
        touched.removeAll()
        return count
    }

    /// Removes the entries of this content (a deleted layout's revision). Call inside a
    /// write transaction; its commit records the freed bytes.
    func removeEntries(contentHash: String) throws {
        // sum(), not total(): total() is always REAL, which an Int column read refuses.
        let freed = try db.fetchOne(Int.self, sql: "SELECT coalesce(sum(byte_size), 0) FROM frame_cache WHERE content_hash = ?",
                                    arguments: [contentHash]) ?? 0
        try db.execute(sql: "DELETE FROM frame_cache_use WHERE id IN (SELECT id FROM frame_cache WHERE content_hash = ?)",
                       arguments: [contentHash])
        try db.execute(sql: "DELETE FROM frame_cache WHERE content_hash = ?", arguments: [contentHash])
        pendingBytes = pendingBytes.subtractingSaturating(freed)
    }
}
