import LayoutEngine
import SQLite

extension Catalog {
    /// Solves a stored revision, reading the frame cache first and filling it on a miss.
    public func solve(_ revision: StoredRevision, in environment: SolveEnvironment,
                      useCache: Bool = true) throws -> SolveOutcome {
        try solve(revision.document, contentHash: revision.info.contentHash,
                  label: revision.info.reference.description, in: environment, useCache: useCache)
    }

    /// Solves any document through the cache, keyed by the hash of its canonical JSON.
    public func solve(_ document: LayoutDocument, in environment: SolveEnvironment,
                      useCache: Bool = true) throws -> SolveOutcome {
        try solve(document, contentHash: useCache ? ContentHash.of(document.canonicalJSON) : "",
                  label: "layout", in: environment, useCache: useCache)
    }

    private func solve(_ document: LayoutDocument, contentHash: String, label: String,
                       in environment: SolveEnvironment, useCache: Bool) throws -> SolveOutcome {
        // The key covers the whole environment. Counts or scroll positions for unknown sections
        // must reach the solver's error, so they bypass the cache.
        let known = Set(document.sections.map(\.name))
        let cacheable = useCache && environment.itemCounts.keys.allSatisfy(known.contains)
            && environment.orthogonalOffsets.keys.allSatisfy(known.contains)
        let key = cacheable ? FrameCacheKey(contentHash: contentHash, document: document, environment: environment,
                                               solverVersion: solverVersion) : nil
        let lookup = try key.map {
            try cache.lookup($0, check: CachedSolutionCheck(document: document, environment: environment))
        }
        if let cached = lookup?.solution {
            return SolveOutcome(solution: cached, fromCache: true)
        }
        let solution: Solution
        do {
            solution = try LayoutEngine.solve(document, in: environment)
        } catch {
            throw CatalogError.solve(subject: label, error: error)
        }
        guard let key else { return SolveOutcome(solution: solution, fromCache: false) }
        let stale = lookup?.staleBytes ?? 0
        if db.isInTransaction {
            // In a batch: no savepoint per entry; the batch writes the bookkeeping, and a
            // failure fails the batch.
            try cache.store(solution, for: key, replacing: stale)
            return SolveOutcome(solution: solution, fromCache: false)
        }
        do {
            try write { _ in try cache.store(solution, for: key, replacing: stale) }
        } catch let error as DatabaseError {
            // The cache is advisory: a catalogue that cannot be written (read-only, full
            // disk) still answers with the frames, and says why they were not kept.
            return SolveOutcome(solution: solution, fromCache: false, cacheWriteFailure: error.message)
        } catch CatalogError.cannotWrite(_, let cause) {
            return SolveOutcome(solution: solution, fromCache: false, cacheWriteFailure: cause)
        }
        return SolveOutcome(solution: solution, fromCache: false)
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

    /// Writes pending cache counters now (they are also written when the catalogue closes).
    public func flushCacheStatistics() throws {
        try cache.flush()
    }
}
