#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
import LayoutEngine
import SQLite

/// The cache of solved frames: one row per document (and solver) holding its solutions at
/// every environment solved (`DocumentFrames`), bounded in bytes with least-recently-used
/// eviction of whole rows.
///
/// A look-up is one rowid probe for all the environments asked, and a decode straight from
/// SQLite's memory. Hit and miss counts (one per solution), recency stamps (one per row) and
/// the byte total are kept in memory and written just before the connection's next write
/// transaction commits (the cache is its `TransactionObserver`), or by `flush()`, so neither a
/// hit nor a batch of stores pays for bookkeeping writes one by one, and no write path can
/// forget them. A solution that does not decode, or does not match its key
/// (`CachedSolutionCheck`), is a miss, and is replaced.
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

    /// The statements of the hot paths, prepared once: finding them in the connection's cache
    /// would hash their SQL text on every call.
    private var lookupStatement: Statement?
    private var sizeStatement: Statement?
    private var storeStatement: Statement?

    /// How many solutions the rows hold; summed as a REAL and clamped, so no count a damaged
    /// file holds can overflow the sum.
    static let solutionCount = "CAST(min(total(max(0, solutions)), 9e18) AS INTEGER)"
    static let solutionCountSQL = "SELECT \(solutionCount) FROM frame_cache"

    init(db: Database, limitBytes: Int) {
        self.db = db
        self.limitBytes = limitBytes
        db.add(transactionObserver: self)
    }

    /// What a look-up found.
    struct Lookup {
        /// For each solution asked, in order, the cached one, or nil.
        var solutions: [Solution?]
        /// The row's other entries, to write again with the fresh solutions; read only when
        /// something missed.
        var kept: [DocumentFrames.StoredEntry] = []
    }

    /// One solution asked of a row: its key, and what the cached solution must be.
    struct Wanted {
        var key: SolutionKey
        var check: CachedSolutionCheck
    }

    /// The cached solutions of `row` for each of `wanted`, in order, counted; a solution that
    /// does not pass its check is a miss.
    func lookup(_ row: FrameCacheKey, _ wanted: [Wanted]) throws -> Lookup {
        var read: Lookup?
        try withRowBlob(row) { blob in read = Self.read(blob, of: row, wanted) }
        let found = read ?? Lookup(solutions: Array(repeating: nil, count: wanted.count))
        let hits = found.solutions.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        try record(row, hits: hits, misses: wanted.count - hits)
        return found
    }

    /// The blob of `row`'s id copied out, to be decoded and checked elsewhere (`read`, which
    /// also finds whether it holds this content and solver), off the connection: by whichever
    /// thread solves the layout in a batch. The row is stamped as used now, though its look-up
    /// is counted later (`record`): a row read is used, and a batch's eviction (which writes
    /// the stamps first) must not take it before it is delivered. That holds even for a row in
    /// which nothing turns out usable (damaged, of an older format, of another content, or of
    /// other sizes): the batch then replaces it with its fresh solutions, unless it stores
    /// nothing more.
    func rowBlob(_ row: FrameCacheKey) throws -> [UInt8]? {
        var copy: [UInt8]?
        try withRowBlob(row) { blob in copy = Array(blob) }
        if copy != nil { touched[row.rowID] = nextStamp() }
        return copy
    }

    /// Calls `body` with the blob of `row`'s id in SQLite's memory, if there is one. Whether
    /// it holds this content and solver is for the blob to say (`DocumentFrames`): reading
    /// the row's text columns too made SQLite copy each, two allocations of every hit.
    private func withRowBlob(_ row: FrameCacheKey, _ body: (UnsafeRawBufferPointer) -> Void) throws {
        let statement = try lookupStatement ?? db.makeStatement(sql: "SELECT frames FROM frame_cache WHERE id = ?")
        lookupStatement = statement
        try statement.bind(StatementArguments(databaseValues: [.integer(row.rowID)]))
        defer { statement.reset() }
        guard try statement.step() else { return }
        try statement.withUnsafeBlob(at: 0, body)
    }

    /// Counts a look-up of `row` whose blob was read by `rowBlob`: its hits (the row is then
    /// stamped as used) and misses. Written with the next commit's bookkeeping.
    func record(_ row: FrameCacheKey, hits: Int, misses: Int) throws {
        pendingHits += hits
        pendingMisses += misses
        if hits > 0 {
            touched[row.rowID] = nextStamp()
            // Bound the memory of a long run of hits outside any write.
            if !db.isInTransaction { try flushIfMany() }
        }
    }

    /// Decodes the wanted solutions from `row`'s blob, each checked, its checksum against this
    /// row; when one is missing, also copies the row's sound entries out to be written again.
    /// Pure: it reads no connection.
    static func read(_ blob: UnsafeRawBufferPointer, of row: FrameCacheKey, _ wanted: [Wanted]) -> Lookup {
        guard let entries = DocumentFrames.entries(in: blob, of: row) else {
            return Lookup(solutions: Array(repeating: nil, count: wanted.count))
        }
        // Appended rather than made with `Array(repeating:count:)`, which is not specialised
        // for an optional solution: it looked up the array's type at run time, under a lock.
        var found = Lookup(solutions: [])
        found.solutions.reserveCapacity(wanted.count)
        let seed = row.checksumSeed
        func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: blob[range]) }
        func isSound(_ entry: DocumentFrames.Entry) -> Bool {
            DocumentFrames.checksum(bytes(entry.frames), seed: seed) == entry.checksum
        }
        var missed = false
        for want in wanted {
            // The newest entry of a key is the last; a row holds each key once, unless edited.
            let entry = entries.last { want.key.matches(bytes($0.key)) }
            guard let entry, isSound(entry), let solution = FrameBlob.decode(bytes(entry.frames)),
                  want.check.accepts(solution) else {
                missed = true
                found.solutions.append(nil)
                continue
            }
            found.solutions.append(solution)
        }
        if missed {
            // Entries of an older blob format can never be read again: they are not kept.
            found.kept = entries.filter { isSound($0) && bytes($0.frames).starts(with: FrameBlob.magic) }.map {
                DocumentFrames.StoredEntry(key: Array(bytes($0.key)), frames: Array(bytes($0.frames)))
            }
        }
        return found
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

    /// Stores `fresh` (solutions encoded under their keys) in `row` with the entries `kept` of
    /// other keys (a fresh solution replaces a kept entry of its key), replacing what the
    /// look-up found there, then evicts the least recently used rows if the cache is over its
    /// limit. Call inside a write transaction; its commit records the bookkeeping.
    func store(_ fresh: [DocumentFrames.StoredEntry], in row: FrameCacheKey,
               keeping kept: [DocumentFrames.StoredEntry]) throws {
        guard !batchIsFull, !fresh.isEmpty else { return }
        var entries = kept
        for entry in fresh {
            entries.removeAll { $0.key == entry.key }  // the same size asked twice: its last solution
            entries.append(entry)
        }
        entries = Array(entries.suffix(DocumentFrames.maximumEntries))  // the oldest go first
        let blob = DocumentFrames.encode(entries, for: row)
        guard blob.count <= limitBytes else { return }  // would evict everything and itself
        let id = row.rowID
        // The size of the row this store replaces, as this transaction sees it: not as the
        // look-up saw it, since a batch looks a group up before the previous group is kept.
        // A size below 0 is no blob's: only a file edited with its checks off holds one.
        let size = try sizeStatement ?? db.makeStatement(sql: "SELECT byte_size FROM frame_cache WHERE id = ?")
        sizeStatement = size
        let staleBytes = max(0, try size.fetchOne(arguments: [id])?.value(at: 0) ?? 0)
        let statement = try storeStatement ?? db.makeStatement(sql: """
            INSERT OR REPLACE INTO frame_cache (id, content_hash, solver_version, solutions, byte_size, last_used, frames)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        storeStatement = statement
        try statement.execute(arguments: StatementArguments(databaseValues: [
            .integer(id), .text(row.contentHash), .text(row.solverVersion),
            .integer(Int64(entries.count)), .integer(Int64(blob.count)),
            .integer(nextStamp()), .blob(blob),
        ]))
        touched[id] = nil
        // Row sizes come from the file: saturate rather than trap on whatever it holds.
        pendingBytes = pendingBytes.addingSaturating(blob.count.subtractingSaturating(staleBytes))
        if try currentBytes() > limitBytes {
            try evict()
            // Outside a batch eviction may remove every other row, so only a batch can get here
            // with nothing left but its own rows: undo this store, and make no more.
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
        let entries = try db.fetchOne(Int.self, sql: Self.solutionCountSQL) ?? 0
        guard let row = try db.fetchOne(sql: "SELECT hits, misses, bytes FROM cache_stats WHERE id = 1") else {
            return CacheStatistics(entries: entries, bytes: 0, limitBytes: limitBytes, hits: 0, misses: 0)
        }
        return CacheStatistics(entries: entries, bytes: try row.value(at: 2), limitBytes: limitBytes,
                               hits: try row.value(at: 0), misses: try row.value(at: 1))
    }

    /// Removes every entry and resets the counters; returns how many entries there were.
    func clear() throws -> Int {
        let count = try db.inTransaction(.immediate) { db in
            let count = try db.fetchOne(Int.self, sql: Self.solutionCountSQL) ?? 0
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
