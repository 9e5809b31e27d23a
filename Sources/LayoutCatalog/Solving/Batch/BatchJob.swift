import LayoutEngine

/// One layout of a batch as its solving thread gets it: the stored revision and what the
/// catalogue's thread found in the cache for it (`Catalog.solveAll`). Everything here is a
/// value and reads no connection, so it runs beside the thread that reads and writes.
struct BatchJob: Sendable {
    var revision: LatestRevision
    var work: Work

    enum Work: Sendable {
        /// The layout's cache row, read by key, its document checked against its hash by the
        /// catalogue's thread; the row's solutions are decoded and checked here
        /// (`FrameCache.read`). If every one was found the document is not decoded (a warm batch
        /// decodes no document); otherwise it is, the found ones must also pass its own check,
        /// and the rest are solved.
        case decodeThenSolve(CachedRow)
        /// What the cache did not answer is solved (everything, without a cache), the document
        /// checked and decoded already by the catalogue's thread.
        case solve(LayoutDocument, Catalog.CacheAnswer?)
        /// The look-up failed: the layout's own failure.
        case failed(any Error)
    }

    /// The job of solving `revision` without the cache, its document checked against its hash
    /// and decoded here; a document that fails either is the layout's own failure.
    static func decoding(_ revision: LatestRevision) -> BatchJob {
        do {
            let document = try StoredDocument.decode(revision.document, contentHash: revision.contentHash,
                                                     label: revision.label)
            return BatchJob(revision: revision, work: .solve(document, nil))
        } catch {
            return BatchJob(revision: revision, work: .failed(error))
        }
    }

    /// A layout's cache row as the catalogue's thread read it: the blob, undecoded (nil when
    /// the cache holds no row of this content and solver), and what is wanted of it.
    struct CachedRow: Sendable {
        var row: FrameCacheKey
        var blob: [UInt8]?
        var wanted: [FrameCache.Wanted]
    }

    /// The memory this job holds of what the cache gave: a row's blob as read, a decoded
    /// solution at a frame's size per cell.
    var cachedBytes: Int {
        switch work {
        case .decodeThenSolve(let cached):
            return cached.blob?.count ?? 0
        case .solve(_, let answer):
            return (answer?.cached.reduce(0) { $0 + ($1?.cells.count ?? 0) } ?? 0) * MemoryLayout<Rect>.stride
        case .failed:
            return 0
        }
    }

    /// One layout solved: its outcomes and the fresh solutions still to keep, or its failure;
    /// and the look-up of its cache row, with the hits and misses to record for it.
    struct Solved: Sendable {
        var revision: LatestRevision
        var solved: Result<(outcomes: [SolveOutcome], fills: [Catalog.CacheFill]), any Error>
        var lookup: (row: FrameCacheKey, hits: Int, misses: Int)?
        /// Whether the batch's solving thread solved it, rather than the catalogue's: the solving
        /// work then frees it, once delivered (`Catalog.leftovers(of:)`, `SolvingGroup.start`).
        var solvedInBackground = false

        var cells: Int {
            (try? solved.get().outcomes.reduce(0) { $0 + $1.solution.cells.count }) ?? 0
        }
    }

    /// A group's layouts solved in order, and those left once the solved ones passed the cell
    /// budget (solved as the next group, so that memory stays bounded).
    struct SolvedGroup: Sendable {
        var solved: [Solved]
        var unsolved: [BatchJob]
    }

    /// The request's environments for one document: counts and scroll positions for sections
    /// it lacks are dropped, so one request serves the whole catalogue.
    static func environments(_ containers: [SolveContainer], for document: LayoutDocument) -> [SolveEnvironment] {
        containers.map { $0.environment(for: document, unknownSections: .ignore) }
    }

    func solve(in containers: [SolveContainer]) -> Solved {
        var scratch = SolveScratch()
        return solve(in: containers, scratch: &scratch)
    }

    /// `solve(in:)` in the solver's working space `scratch`, kept by the thread from one layout
    /// to the next.
    func solve(in containers: [SolveContainer], scratch: inout SolveScratch) -> Solved {
        let label = revision.label
        var lookup: (row: FrameCacheKey, hits: Int, misses: Int)?
        let solved = Result { () throws -> (outcomes: [SolveOutcome], fills: [Catalog.CacheFill]) in
            switch work {
            case .failed(let error):
                throw error
            case .solve(let document, let answer):
                return try Catalog.solveUnanswered(document, label: label, in: Self.environments(containers, for: document),
                                                   answer: answer, scratch: &scratch)
            case .decodeThenSolve(let cached):
                // No row reads as an empty blob: every size a miss, nothing kept.
                let read = (cached.blob ?? []).withUnsafeBytes { FrameCache.read($0, of: cached.row, cached.wanted) }
                if let outcomes = Catalog.CacheAnswer.outcomes(ifAllCached: read.solutions) {
                    lookup = (cached.row, outcomes.count, 0)
                    return (outcomes, [])
                }
                var answer = Catalog.CacheAnswer(row: cached.row, wanted: cached.wanted, places: nil,
                                                 cached: read.solutions, kept: read.kept)
                let document = try StoredDocument.decode(verified: revision.document, label: label)
                let environments = Self.environments(containers, for: document)
                for (index, environment) in environments.enumerated() {
                    if let cached = answer.cached[index],
                       !CachedSolutionCheck(document: document, environment: environment).accepts(cached) {
                        answer.cached[index] = nil
                    }
                }
                let hits = answer.cached.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
                lookup = (answer.row, hits, answer.cached.count - hits)
                return try Catalog.solveUnanswered(document, label: label, in: environments, answer: answer,
                                                   scratch: &scratch)
            }
        }
        return Solved(revision: revision, solved: solved, lookup: lookup)
    }
}
