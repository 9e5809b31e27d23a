import LayoutEngine
import SQLite

extension Catalog {
    /// What the cache held for one document's environments: per environment, the key a fresh
    /// solution is kept under (nil when it bypasses the cache) and the cached solution, if any;
    /// with the row's other entries, kept beside the fresh ones.
    struct CacheAnswer: Sendable {
        var row: FrameCacheKey
        /// What was looked up, in order: one per environment that did not bypass the cache.
        var wanted: [FrameCache.Wanted]
        /// Each environment's place in `wanted`, or nil for one that bypassed the cache; nil
        /// when none did (the usual case), so that no array of keys is built beside `wanted`.
        var places: [Int?]?
        /// Per environment, the cached solution, or nil.
        var cached: [Solution?]
        var kept: [DocumentFrames.StoredEntry] = []

        /// Each environment's cached solution as its outcome, in order; nil when one is missing.
        static func outcomes(ifAllCached cached: [Solution?]) -> [SolveOutcome]? {
            guard cached.allSatisfy({ $0 != nil }) else { return nil }
            return cached.map { SolveOutcome(solution: $0!, fromCache: true) }
        }

        /// The key a fresh solution of environment `index` is kept under; nil when it bypasses
        /// the cache.
        func key(at index: Int) -> SolutionKey? {
            guard let places else { return wanted[index].key }
            return places[index].map { wanted[$0].key }
        }
    }

    /// A solution the cache does not hold yet, under the key it is to be kept by.
    struct FreshSolution: Sendable {
        var key: SolutionKey
        var solution: Solution
    }

    /// A document's fresh solutions the cache has yet to keep, with the entries of its row
    /// to keep beside them.
    struct CacheFill: Sendable {
        var row: FrameCacheKey
        /// The fresh solutions, each under its key.
        var fresh: [FreshSolution]
        var kept: [DocumentFrames.StoredEntry]
    }

    /// Stores fresh solutions in the cache, in one transaction. The cache is advisory: a
    /// catalogue that cannot be written (read-only, full disk) still answers with the frames,
    /// and the text returned says why they were not kept. Inside the caller's batch a failure
    /// fails the batch, and its commit writes the bookkeeping.
    func keep(_ fills: [CacheFill], of label: String) throws -> String? {
        guard !fills.isEmpty else { return nil }
        // Encoded before the write lock is taken, so that no other writer waits for it. In a
        // batch this is the thread that keeps the frames: encoding them on the threads that
        // solve instead measured no faster once both threads solve.
        let encoded = fills.map { fill in
            (row: fill.row, kept: fill.kept, fresh: fill.fresh.map {
                DocumentFrames.StoredEntry(key: $0.key.bytes, frames: FrameBlob.encode($0.solution))
            })
        }
        func store() throws {
            for fill in encoded { try cache.store(fill.fresh, in: fill.row, keeping: fill.kept) }
        }
        if db.isInTransaction {
            try store()  // no savepoint per entry
            return nil
        }
        do {
            try write("keep the frames of \(label)") { _ in try store() }
        } catch CatalogError.database(_, let message, _, _) {
            return message
        } catch CatalogError.cannotWrite(_, let cause, _) {
            return cause
        }
        return nil
    }

    /// The frame cache's entries, size, limit and hit counts.
    public func cacheStatistics() throws -> CacheStatistics {
        try cache.statistics()
    }

    /// Empties the frame cache; returns how many entries it held.
    @discardableResult
    public func clearCache() throws -> Int {
        try write { _ in try cache.clear() }  // a write like any other: refused alike when read-only
    }
}
