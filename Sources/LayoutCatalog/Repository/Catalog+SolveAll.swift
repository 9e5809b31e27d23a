import LayoutEngine
import SQLite

extension Catalog {
    /// How many latest revisions one read of `solveAll` holds: bounds the documents in memory.
    static let batchPageSize = 256
    /// A group of layouts read in one read transaction, whose fresh solutions are then kept in
    /// one write transaction before they are delivered: at most this many layouts, and no more
    /// than `batchGroupCells` cells once a layout takes it past. A lock per look-up and a
    /// commit per layout were a quarter of a cold batch of small layouts.
    static let batchGroupLayouts = 64
    static let batchGroupCells = 1 << 20

    /// Solves every layout's latest revision in each container of the request, through the
    /// frame cache, calling `body` once per layout in name order, its outcomes in the order of
    /// the request's containers. Layouts are solved in small groups (`batchGroupLayouts`, at
    /// most about `batchGroupCells` cells) whose fresh solutions are kept in the cache in one
    /// short transaction and then delivered, each outcome saying whether its frames could not
    /// be kept: nothing of a group is held after its layouts are delivered, so memory stays
    /// that of one page of documents and one group's solutions. Counts and scroll positions for
    /// a section a layout lacks are dropped for it, so one request serves the whole catalogue.
    ///
    /// No transaction spans the batch, and none spans a solve: reads are short, and a group's
    /// cache fills commit on their own, so a save from another process never waits for more
    /// than one such commit. A layout that cannot be read or solved is reported for itself and
    /// the rest go on. A batch larger than the cache keeps the entries of its first layouts
    /// rather than evicting its own (see `FrameCache.beginBatch`).
    public func solveAll(_ request: SolveRequest, useCache: Bool = true, _ body: (BatchResult) throws -> Void) throws {
        cache.beginBatch()
        defer { cache.endBatch() }
        // What a layout's row must hold to answer without its document: the same for every layout.
        let undecoded = useCache ? Self.wantedWithoutDocument(request) : nil
        var after: String?
        while true {
            let page = try latestRevisions(after: after, limit: Self.batchPageSize)
            var next = page.startIndex
            while next < page.endIndex {
                // A group's look-ups share one read transaction (one snapshot, one lock, where
                // each statement took and released its own); writers are not blocked by it.
                var group: [SolvedLayout] = []
                var cells = 0
                try db.inTransaction(.deferred) { _ in
                    while next < page.endIndex, group.count < Self.batchGroupLayouts, cells < Self.batchGroupCells {
                        let revision = page[next]
                        let solved = SolvedLayout(revision: revision, solved: Result {
                            try solveLatest(revision, request: request, useCache: useCache, undecoded: undecoded)
                        })
                        cells += solved.cells
                        group.append(solved)
                        next += 1
                    }
                }
                try deliver(group, body)
            }
            guard page.count == Self.batchPageSize, let last = page.last else { return }
            after = last.name
        }
    }

    /// One layout of a group: its outcomes and the fresh solutions still to keep, or its failure.
    private struct SolvedLayout {
        var revision: LatestRevision
        var solved: Result<(outcomes: [SolveOutcome], fills: [CacheFill]), any Error>

        var cells: Int {
            (try? solved.get().outcomes.reduce(0) { $0 + $1.solution.cells.count }) ?? 0
        }
    }

    /// Keeps a group's fresh solutions in one transaction, then hands its layouts to `body`.
    private func deliver(_ group: [SolvedLayout], _ body: (BatchResult) throws -> Void) throws {
        guard let first = group.first, let last = group.last else { return }
        let fills = group.flatMap { (try? $0.solved.get().fills) ?? [] }
        let label = group.count == 1 ? first.revision.label : "\(first.revision.label) to \(last.revision.label)"
        let failure = try keep(fills, of: label)
        try cache.flushIfMany()  // hits' stamps, when the group stored nothing
        for layout in group {
            let outcomes = layout.solved.map { $0.outcomes.reportingCacheWriteFailure(failure) }
            try body(BatchResult(layout: layout.revision.name, revision: layout.revision.number, outcomes: outcomes))
        }
    }

    private func solveLatest(_ revision: LatestRevision, request: SolveRequest, useCache: Bool,
                             undecoded: [FrameCache.Wanted]?) throws -> (outcomes: [SolveOutcome], fills: [CacheFill]) {
        let label = revision.label
        try StoredDocument.verify(revision.document, contentHash: revision.contentHash, label: label)
        if let undecoded, let outcomes = try cachedWithoutDecoding(revision, undecoded) { return (outcomes, []) }
        let document = try StoredDocument.decode(verified: revision.document, label: label)
        return try solveReadingCache(document, contentHash: revision.contentHash, label: label,
                                     in: request.containers.map { $0.environment(for: document, unknownSections: .ignore) },
                                     useCache: useCache)
    }

    /// The keys and checks of the request's containers without any document, when the request
    /// names no section (so its environments are every document's); else nil.
    private static func wantedWithoutDocument(_ request: SolveRequest) -> [FrameCache.Wanted]? {
        guard request.containers.allSatisfy(\.environment.namesNoSection) else { return nil }
        return request.containers.map { container in
            FrameCache.Wanted(key: SolutionKey(environment: container.environment),
                              check: CachedSolutionCheck(container: Size(width: container.environment.width,
                                                                         height: container.environment.height)))
        }
    }

    /// Every container's solution from the cache, when the layout's row holds them all: then
    /// the document is not decoded, which was most of a warm batch. Each solution is checked by
    /// its entry's checksum, its container and its structure, not against the document's
    /// sections (see `CachedSolutionCheck`). Anything less, and the layout takes the usual
    /// path, which counts its hits and misses.
    private func cachedWithoutDecoding(_ revision: LatestRevision, _ wanted: [FrameCache.Wanted]) throws -> [SolveOutcome]? {
        let row = FrameCacheKey(contentHash: revision.contentHash, solverVersion: solverVersion)
        let found = try cache.lookup(row, wanted, onlyIfAll: true)
        var outcomes: [SolveOutcome] = []
        outcomes.reserveCapacity(found.solutions.count)
        for solution in found.solutions {
            guard let solution else { return nil }
            outcomes.append(SolveOutcome(solution: solution, fromCache: true))
        }
        return outcomes
    }

    /// How many layouts the catalogue holds.
    public func layoutCount() throws -> Int {
        try db.fetchOne(Int.self, sql: "SELECT count(*) FROM layouts") ?? 0
    }

    /// The latest revision of each layout named after `after`, by name, at most `limit` of
    /// them: one query.
    func latestRevisions(after: String? = nil, limit: Int = Int.max) throws -> [LatestRevision] {
        let rows = try db.fetchAll(sql: """
            SELECT l.name, r.number, r.content_hash, r.document \(Self.latestRevisionRows) AND l.name > ?
            ORDER BY l.name LIMIT ?
            """, arguments: [after ?? "", Int64(clamping: limit)])
        return try rows.map { row in
            LatestRevision(name: try row.value(at: 0), number: try row.value(at: 1),
                           contentHash: try row.value(at: 2), document: try row.value(at: 3))
        }
    }
}
