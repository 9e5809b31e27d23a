import LayoutEngine
import SQLite

extension Catalog {
    /// How many latest revisions one read of `solveAll` holds: bounds the documents in memory.
    static let batchPageSize = 256

    /// Solves every layout's latest revision in each container of the request, through the
    /// frame cache, calling `body` once per layout in name order as soon as it is solved, its
    /// outcomes in the order of the request's containers: nothing of a layout is kept after
    /// `body` returns, so memory stays that of one page of documents and one layout's
    /// solutions. Counts and scroll positions for a section a layout lacks are dropped for it,
    /// so one request serves the whole catalogue.
    ///
    /// No transaction spans the batch: reads are short, and each layout's cache fills commit
    /// in one short transaction of their own, so a save from another process never waits for
    /// the whole batch. A layout that cannot be read or solved is reported for itself and the
    /// rest go on. A batch larger than the cache keeps the entries of its first layouts rather
    /// than evicting its own (see `FrameCache.beginBatch`).
    public func solveAll(_ request: SolveRequest, useCache: Bool = true, _ body: (BatchResult) throws -> Void) throws {
        cache.beginBatch()
        defer { cache.endBatch() }
        var after: String?
        while true {
            let page = try latestRevisions(after: after, limit: Self.batchPageSize)
            for revision in page {
                let outcomes = Result { try solveLatest(revision, request: request, useCache: useCache) }
                try body(BatchResult(layout: revision.name, revision: revision.number, outcomes: outcomes))
            }
            guard page.count == Self.batchPageSize, let last = page.last else { return }
            after = last.name
        }
    }

    private func solveLatest(_ revision: LatestRevision, request: SolveRequest, useCache: Bool) throws -> [SolveOutcome] {
        let label = revision.label
        let document = try StoredDocument.decode(revision.document, contentHash: revision.contentHash, label: label)
        return try solve(document, contentHash: revision.contentHash, label: label,
                         in: request.containers.map { $0.environment(for: document, unknownSections: .ignore) },
                         useCache: useCache)
    }

    /// How many layouts the catalogue holds.
    public func layoutCount() throws -> Int {
        try db.fetchOne(Int.self, sql: "SELECT count(*) FROM layouts") ?? 0
    }

    /// The latest revision of each layout named after `after`, by name, at most `limit` of
    /// them: one query.
    func latestRevisions(after: String? = nil, limit: Int = Int.max) throws -> [LatestRevision] {
        let rows = try db.fetchAll(sql: """
            SELECT l.name, r.number, r.content_hash, r.document
            FROM layouts l JOIN revisions r ON r.layout_id = l.id
            WHERE r.number = (SELECT max(number) FROM revisions WHERE layout_id = l.id) AND l.name > ?
            ORDER BY l.name LIMIT ?
            """, arguments: [after ?? "", Int64(clamping: limit)])
        return try rows.map { row in
            LatestRevision(name: try row.value(at: 0), number: try row.value(at: 1),
                           contentHash: try row.value(at: 2), document: try row.value(at: 3))
        }
    }
}
