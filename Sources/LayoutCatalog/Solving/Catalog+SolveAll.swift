import LayoutEngine
import SQLite

extension Catalog {
    /// How many latest revisions one read of `solveAll` holds: bounds the documents in memory.
    static let batchPageSize = 256
    /// A group of layouts looked up in one read transaction, solved beside this thread
    /// (`SolvingGroup`), and whose fresh solutions are kept in one write transaction before
    /// they are delivered: at most this many layouts, and no more than `batchGroupCells` cells
    /// once a layout takes it past. A lock per look-up and a commit per layout were a quarter
    /// of a cold batch of small layouts. Groups overlap (one kept and delivered, one solved,
    /// one looked up), so the cells bound is half of what one group alone held; a look-up
    /// stops its group once what the cache gave holds as much memory (`BatchJob.cachedBytes`).
    static let batchGroupLayouts = 64
    static let batchGroupCells = 1 << 19
    static let batchGroupCachedBytes = batchGroupCells * MemoryLayout<Rect>.stride

    /// Solves every layout's latest revision in each container of the request, through the
    /// frame cache, calling `body` once per layout in name order, its outcomes in the order of
    /// the request's containers. Layouts are solved in small groups (`batchGroupLayouts`, at
    /// most about `batchGroupCells` cells) whose fresh solutions are kept in the cache in one
    /// short transaction and then delivered, each outcome saying whether its frames could not
    /// be kept: nothing of a group is held once its layouts are delivered and freed, so memory
    /// stays that of one page of documents, three groups' solutions (one delivered, one
    /// solved, one looked up) and at most `leftoverCells` cells of the group before, which the
    /// solving thread frees itself (see `SolvingGroup.start`). Counts and scroll positions for a
    /// section a layout lacks are dropped for it, so one request serves the whole catalogue.
    ///
    /// The work is a pipeline of two threads. This one reads the catalogue (a group's
    /// documents, each checked against its hash, and its cache rows, undecoded; the documents
    /// decoded too when the request names a section and so keys by them, or when there is no
    /// cache to look up or keep), encodes and keeps a group's frames and calls `body`; another
    /// decodes the cached solutions and the documents left, and solves, the next group
    /// meanwhile, touching no connection (`BatchJob`), and this one joins in once it has
    /// nothing else to do (`SolvingGroup`). So a batch that fills the cache writes while it
    /// solves, `body` (printing, say) runs beside the solver, and neither thread idles while
    /// the other works. While it writes, its commits are checkpointed by a third thread on a
    /// connection of its own (`Database.checkpointingInBackground`), so that copying and
    /// syncing the WAL holds up neither.
    ///
    /// No transaction spans the batch, and none spans a solve: reads are short, and a group's
    /// cache fills commit on their own, so a save from another process never waits for more
    /// than one such commit. A layout that cannot be read or solved is reported for itself and
    /// the rest go on. A batch larger than the cache keeps the entries of its first layouts
    /// rather than evicting its own (see `FrameCache.beginBatch`).
    public func solveAll(_ request: SolveRequest, useCache: Bool = true, _ body: (BatchResult) throws -> Void) throws {
        // A batch that fills the cache commits a group at a time: SQLite's own checkpoints would
        // copy and sync the WAL on this thread, and the solving thread would wait for that. (On
        // a read-only catalogue `checkpointingInBackground` just runs the batch.)
        guard useCache else { return try solveInGroups(request, useCache: false, body) }
        try db.checkpointingInBackground { try solveInGroups(request, useCache: useCache, body) }
    }

    private func solveInGroups(_ request: SolveRequest, useCache: Bool, _ body: (BatchResult) throws -> Void) throws {
        cache.beginBatch()
        defer { cache.endBatch() }
        // What a layout's row must hold to answer without its document: the same for every layout.
        let undecoded = useCache ? Self.wantedWithoutDocument(request) : nil
        var revisions = RevisionPages()
        var solving: SolvingGroup?
        // However the batch ends (a failure, `body` throwing), the group being solved is waited for.
        defer { _ = solving?.wait() }
        let first = try nextJobs(from: &revisions, request, useCache: useCache, undecoded: undecoded)
        solving = first.isEmpty ? nil : Self.startSolving(first, request.containers, leftovers: LockedBox([]))
        var lookedUp: [BatchJob] = []
        // What the solving thread solved of the group delivered last: handed back to it to free.
        var delivered: [BatchJob.Solved] = []
        while let current = solving {
            // The next layouts are looked up while the solver works, so it never waits for that.
            if lookedUp.isEmpty {
                lookedUp = try nextJobs(from: &revisions, request, useCache: useCache, undecoded: undecoded)
            }
            // This thread solves what is left of the group beside the solving thread.
            var group = current.finish()
            // The next group (what the solver left of this one, else the layouts looked up)
            // starts before this one is kept and delivered, so the two overlap.
            var next = group.unsolved
            if next.isEmpty { swap(&next, &lookedUp) }
            // Boxed before the thread starts, so that this thread holds none of it by then.
            let leftovers = LockedBox(delivered)
            delivered = []
            solving = next.isEmpty ? nil : Self.startSolving(next, request.containers, leftovers: leftovers)
            try deliver(group.solved, body)
            delivered = Self.leftovers(of: group.solved)
            group.solved = []  // what this thread made or solved is freed here
        }
    }

    /// The most cells of a delivered group that the solving thread is handed back to free,
    /// as `leftovers` holds them meanwhile: a group's worth of small layouts, whose many small
    /// blocks are what contend for the malloc arena's lock. A layout past it is freed at once
    /// on this thread: its cells are few large blocks, mapped and unmapped without that lock,
    /// and holding them would add a large layout's memory to the batch's peak.
    static let leftoverCells = batchGroupCells / 2

    /// What the solving thread solved of a delivered group, up to `leftoverCells` cells in all,
    /// without their documents' text: this thread read that, and frees it.
    static func leftovers(of solved: [BatchJob.Solved]) -> [BatchJob.Solved] {
        var cells = 0
        var leftovers: [BatchJob.Solved] = []
        for var layout in solved where layout.solvedInBackground {
            cells += layout.cells
            guard cells <= leftoverCells else { break }
            layout.revision.document = ""
            leftovers.append(layout)
        }
        return leftovers
    }

    /// Where a batch is in the catalogue's layouts: the page of latest revisions read last
    /// and the next one to take from it.
    private struct RevisionPages {
        var page: [LatestRevision] = []
        var next = 0
        var isLast = false
    }

    /// The next group's jobs, its look-ups in one read transaction (one snapshot, one lock,
    /// where each statement took and released its own; writers are not blocked by it); none
    /// once every layout has been taken. A group never spans two pages.
    private func nextJobs(from revisions: inout RevisionPages, _ request: SolveRequest, useCache: Bool,
                          undecoded: [FrameCache.Wanted]?) throws -> [BatchJob] {
        if revisions.next == revisions.page.endIndex {
            guard !revisions.isLast else { return [] }
            revisions.page = try latestRevisions(after: revisions.page.last?.name, limit: Self.batchPageSize)
            revisions.next = 0
            revisions.isLast = revisions.page.count < Self.batchPageSize
            if revisions.page.isEmpty { return [] }
        }
        let end = min(revisions.page.endIndex, revisions.next + Self.batchGroupLayouts)
        guard useCache else {
            // Without the cache this thread has nothing to look up or keep: it checks and decodes
            // the documents while the group before is solved, then joins in solving.
            let jobs = revisions.page[revisions.next..<end].map(BatchJob.decoding)
            revisions.next = end
            return jobs
        }
        return try db.inTransaction(.deferred) { _ in
            // What the cache gave is held until the group is solved: a group stops once it
            // holds as much as the cells bound.
            var jobs: [BatchJob] = []
            var cachedBytes = 0
            while revisions.next < end, jobs.isEmpty || cachedBytes < Self.batchGroupCachedBytes {
                let job = job(for: revisions.page[revisions.next], request, undecoded: undecoded)
                cachedBytes += job.cachedBytes
                jobs.append(job)
                revisions.next += 1
            }
            return jobs
        }
    }

    /// What the thread that solves one layout is to do, with what this thread found in the
    /// cache for it; a failure to look up is the layout's own.
    private func job(for revision: LatestRevision, _ request: SolveRequest,
                     undecoded: [FrameCache.Wanted]?) -> BatchJob {
        do {
            if let undecoded {
                // Read by key; decoded, checked and counted once a thread has solved the layout.
                // The document is checked here, which leaves that thread only the decoding.
                try StoredDocument.verify(revision.document, contentHash: revision.contentHash, label: revision.label)
                let row = FrameCacheKey(contentHash: revision.contentHash, solverVersion: solverVersion)
                return BatchJob(revision: revision, work: .decodeThenSolve(BatchJob.CachedRow(
                    row: row, blob: try cache.rowBlob(row), wanted: undecoded)))
            }
            // A request that names a section keys each layout by its document: decoded here.
            let document = try StoredDocument.decode(revision.document, contentHash: revision.contentHash,
                                                     label: revision.label)
            let answer = try cacheAnswer(for: document, contentHash: revision.contentHash,
                                         in: BatchJob.environments(request.containers, for: document), useCache: true)
            return BatchJob(revision: revision, work: .solve(document, answer))
        } catch {
            return BatchJob(revision: revision, work: .failed(error))
        }
    }

    private static func startSolving(_ jobs: [BatchJob], _ containers: [SolveContainer],
                                     leftovers: LockedBox<[BatchJob.Solved]>) -> SolvingGroup {
        SolvingGroup.start(jobs, in: containers, cellBudget: batchGroupCells, leftovers: leftovers)
    }

    /// Counts a group's look-ups, keeps its fresh solutions in one transaction, then hands its
    /// layouts to `body`.
    private func deliver(_ group: [BatchJob.Solved], _ body: (BatchResult) throws -> Void) throws {
        guard let first = group.first, let last = group.last else { return }
        for layout in group {
            if let counted = layout.lookup { try cache.record(counted.row, hits: counted.hits, misses: counted.misses) }
        }
        let fills = group.flatMap { (try? $0.solved.get().fills) ?? [] }
        let label = group.count == 1 ? first.revision.label : "\(first.revision.label) to \(last.revision.label)"
        let failure = try keep(fills, of: label)
        try cache.flushIfMany()  // hits' stamps, when the group stored nothing
        for layout in group {
            let outcomes = layout.solved.map { $0.outcomes.reportingCacheWriteFailure(failure) }
            try body(BatchResult(layout: layout.revision.name, revision: layout.revision.number, outcomes: outcomes))
        }
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
