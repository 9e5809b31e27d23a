import LayoutEngine
import SQLite

extension Catalog {
    /// Solves a stored revision, reading the frame cache first and filling it on a miss.
    public func solve(_ revision: StoredRevision, in environment: SolveEnvironment,
                      useCache: Bool = true) throws -> SolveOutcome {
        try solve(revision.document, contentHash: revision.info.contentHash,
                  label: revision.info.reference.description, in: environment, useCache: useCache)
    }

    /// Solves any document through the cache, keyed by the hash of its canonical JSON; an error
    /// names the document by `label` (its file, say).
    public func solve(_ document: LayoutDocument, label: String = "layout", in environment: SolveEnvironment,
                      useCache: Bool = true) throws -> SolveOutcome {
        try solve(document, contentHash: useCache ? ContentHash.of(document.canonicalJSON) : "",
                  label: label, in: environment, useCache: useCache)
    }

    private func solve(_ document: LayoutDocument, contentHash: String, label: String,
                       in environment: SolveEnvironment, useCache: Bool) throws -> SolveOutcome {
        let (outcome, fill) = try solveReadingCache(document, contentHash: contentHash, label: label,
                                                    in: environment, useCache: useCache)
        guard let fill else { return outcome }
        return try keep([fill]).map { SolveOutcome(solution: outcome.solution, fromCache: false, cacheWriteFailure: $0) }
            ?? outcome
    }

    /// A fresh solution the cache has yet to keep, and where.
    struct CacheFill {
        var solution: Solution
        var key: FrameCacheKey
        var staleBytes: Int
    }

    /// Answers from the cache, or solves; a fresh solution that should be kept comes back as
    /// a fill for `keep`, so that a batch keeps many in one transaction.
    func solveReadingCache(_ document: LayoutDocument, contentHash: String, label: String,
                           in environment: SolveEnvironment, useCache: Bool) throws -> (SolveOutcome, CacheFill?) {
        // The key covers the whole environment. Counts or scroll positions for unknown sections
        // must reach the solver's error, so they bypass the cache.
        func known(_ name: String) -> Bool { document.sections.contains { $0.name == name } }
        let cacheable = useCache && environment.itemCounts.keys.allSatisfy(known)
            && environment.orthogonalOffsets.keys.allSatisfy(known)
        // Each section's count, once, for the key and for the check of what the key finds.
        let counts = cacheable ? document.sections.map { environment.itemCount(of: $0) } : []
        let key = cacheable ? FrameCacheKey(contentHash: contentHash, itemCounts: counts, environment: environment,
                                               solverVersion: solverVersion) : nil
        let lookup = try key.map {
            try cache.lookup($0, check: CachedSolutionCheck(document: document, itemCounts: counts,
                                                            environment: environment))
        }
        if let cached = lookup?.solution {
            return (SolveOutcome(solution: cached, fromCache: true), nil)
        }
        let solution: Solution
        do {
            solution = try LayoutEngine.solve(document, in: environment)
        } catch {
            throw CatalogError.solve(subject: label, error: error)
        }
        let outcome = SolveOutcome(solution: solution, fromCache: false)
        return (outcome, key.map { CacheFill(solution: solution, key: $0, staleBytes: lookup?.staleBytes ?? 0) })
    }

    /// Stores fresh solutions in the cache, in one transaction. The cache is advisory: a
    /// catalogue that cannot be written (read-only, full disk) still answers with the frames,
    /// and the text returned says why they were not kept. Inside the caller's batch a failure
    /// fails the batch, and its commit writes the bookkeeping.
    func keep(_ fills: [CacheFill]) throws -> String? {
        func store() throws {
            for fill in fills { try cache.store(fill.solution, for: fill.key, replacing: fill.staleBytes) }
        }
        guard !fills.isEmpty else { return nil }
        if db.isInTransaction {
            try store()  // no savepoint per entry
            return nil
        }
        do {
            try write { _ in try store() }
        } catch CatalogError.database(_, let message, _) {
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
