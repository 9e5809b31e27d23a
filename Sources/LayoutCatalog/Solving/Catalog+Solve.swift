import LayoutEngine
import SQLite

extension Catalog {
    /// Solves a subject in every container of the request, in the order asked, through the
    /// frame cache; a stored revision keys the cache by its stored hash. Counts, scroll
    /// positions and measurements for a section the document lacks are refused, the solver
    /// naming them. The fresh solutions are kept in one transaction.
    public func solve(_ subject: SolveSubject, _ request: SolveRequest, useCache: Bool = true) throws -> [SolveOutcome] {
        try solve(subject.document, contentHash: contentHash(of: subject, useCache: useCache), label: subject.title,
                  in: request.containers.map { $0.environment(for: subject.document) }, useCache: useCache)
    }

    /// Solves a stored revision in one environment, reading the frame cache first and filling
    /// it on a miss.
    public func solve(_ revision: StoredRevision, in environment: SolveEnvironment,
                      useCache: Bool = true) throws -> SolveOutcome {
        // Not through `SolveSubject`, whose title (`NAME@N`) and copies of the revision were
        // about a twentieth of a cache hit; the title is made only for a message.
        try solve(revision.document, contentHash: revision.info.contentHash, label: revision.info.reference.description,
                  in: environment, useCache: useCache)
    }

    /// Solves any document in one environment through the cache, keyed by the hash of its
    /// canonical JSON; an error names the document by `label` (its file, say).
    public func solve(_ document: LayoutDocument, label: String = "layout", in environment: SolveEnvironment,
                      useCache: Bool = true) throws -> SolveOutcome {
        try solve(SolveSubject(document: document, title: label), in: environment, useCache: useCache)
    }

    func solve(_ subject: SolveSubject, in environment: SolveEnvironment, useCache: Bool) throws -> SolveOutcome {
        try solve(subject.document, contentHash: contentHash(of: subject, useCache: useCache), label: subject.title,
                  in: environment, useCache: useCache)
    }

    /// What keys the subject in the cache: the stored hash, else the hash of the canonical JSON
    /// (not computed when the cache is not used).
    func contentHash(of subject: SolveSubject, useCache: Bool) -> String {
        if let stored = subject.stored { return stored.info.contentHash }
        return useCache ? ContentHash.of(subject.document.canonicalJSON) : ""
    }

    /// Solves one document in each environment, in order; the fresh solutions are kept in one
    /// transaction, and a failure to keep them is reported on each outcome that was not a hit.
    /// `label` names the document in messages, and is made only for one.
    func solve(_ document: LayoutDocument, contentHash: String, label: @autoclosure () -> String,
               in environments: [SolveEnvironment], useCache: Bool) throws -> [SolveOutcome] {
        let answer = try cacheAnswer(for: document, contentHash: contentHash, in: environments, useCache: useCache)
        return try solveAndKeep(document, label: label(), in: environments, answer: answer)
    }

    /// `solve` in one environment: a hit is answered without the arrays of environments and
    /// outcomes, two of a hit's allocations.
    func solve(_ document: LayoutDocument, contentHash: String, label: @autoclosure () -> String,
               in environment: SolveEnvironment, useCache: Bool) throws -> SolveOutcome {
        let answer = try cacheAnswer(for: document, contentHash: contentHash, in: CollectionOfOne(environment),
                                     useCache: useCache)
        if let cached = answer?.cached[0] { return SolveOutcome(solution: cached, fromCache: true) }
        return try solveAndKeep(document, label: label(), in: [environment], answer: answer)[0]
    }

    /// Each environment's cached solution from `answer`, or a fresh one, the fresh ones kept in
    /// one transaction; a failure to keep them is reported on each outcome that was not a hit.
    private func solveAndKeep(_ document: LayoutDocument, label: @autoclosure () -> String,
                              in environments: [SolveEnvironment], answer: CacheAnswer?) throws -> [SolveOutcome] {
        let (outcomes, fills) = try Self.solveUnanswered(document, label: label(), in: environments, answer: answer)
        return outcomes.reportingCacheWriteFailure(fills.isEmpty ? nil : try keep(fills, of: label()))
    }

    /// What the cache holds for a document in each environment, in one look-up, counted as
    /// hits and misses; nil when the cache is not used.
    func cacheAnswer(for document: LayoutDocument, contentHash: String,
                     in environments: some Collection<SolveEnvironment>, useCache: Bool) throws -> CacheAnswer? {
        guard useCache else { return nil }
        // The key covers the whole environment. Counts or scroll positions for unknown sections
        // must reach the solver's error, so they bypass the cache.
        func known(_ name: String) -> Bool { document.sections.contains { $0.name == name } }
        var wanted: [FrameCache.Wanted] = []
        var places: [Int?]?  // built at the first environment that bypasses the cache
        for (index, environment) in environments.enumerated() {
            guard environment.itemCounts.keys.allSatisfy(known), environment.orthogonalOffsets.keys.allSatisfy(known) else {
                if places == nil { places = Array(0..<index) }
                places?.append(nil)
                continue
            }
            places?.append(wanted.count)
            wanted.append(FrameCache.Wanted(key: SolutionKey(environment: environment, document: document),
                                            check: CachedSolutionCheck(document: document, environment: environment)))
        }
        let row = FrameCacheKey(contentHash: contentHash, solverVersion: solverVersion)
        let count = places?.count ?? wanted.count
        guard !wanted.isEmpty else {
            return CacheAnswer(row: row, wanted: [], places: places, cached: Array(repeating: nil, count: count))
        }
        let lookup = try cache.lookup(row, wanted)
        // Every environment looked up (the usual case): the solutions are already in order.
        guard let places else {
            return CacheAnswer(row: row, wanted: wanted, places: nil, cached: lookup.solutions, kept: lookup.kept)
        }
        return CacheAnswer(row: row, wanted: wanted, places: places,
                           cached: places.map { $0.flatMap { lookup.solutions[$0] } }, kept: lookup.kept)
    }

    /// Each environment's cached solution, or a fresh one: the solver's half of a solve, which
    /// reads nothing from the catalogue (a batch runs it on another thread).
    static func solveUnanswered(_ document: LayoutDocument, label: @autoclosure () -> String,
                                in environments: [SolveEnvironment],
                                answer: CacheAnswer?) throws -> (outcomes: [SolveOutcome], fills: [CacheFill]) {
        // Every size answered: no scratch, whose buffers were 9 of a hit's 27 allocations.
        if let answer, let outcomes = CacheAnswer.outcomes(ifAllCached: answer.cached) { return (outcomes, []) }
        var scratch = SolveScratch()
        return try solveUnanswered(document, label: label(), in: environments, answer: answer, scratch: &scratch)
    }

    /// `solveUnanswered` in the solver's working space `scratch`, which a batch's thread keeps
    /// from one layout to the next.
    static func solveUnanswered(_ document: LayoutDocument, label: @autoclosure () -> String,
                                in environments: [SolveEnvironment], answer: CacheAnswer?, scratch: inout SolveScratch)
        throws -> (outcomes: [SolveOutcome], fills: [CacheFill]) {
        var outcomes: [SolveOutcome] = []
        outcomes.reserveCapacity(environments.count)
        var fresh: [FreshSolution] = []
        let document = resolvingTokensOnce(document, for: environments)
        for (index, environment) in environments.enumerated() {
            if let cached = answer?.cached[index] {
                outcomes.append(SolveOutcome(solution: cached, fromCache: true))
                continue
            }
            let solution: Solution
            do {
                solution = try LayoutEngine.solve(document, in: environment, scratch: &scratch)
            } catch {
                throw CatalogError.solve(subject: label(), error: error)
            }
            outcomes.append(SolveOutcome(solution: solution, fromCache: false))
            if let key = answer?.key(at: index) { fresh.append(FreshSolution(key: key, solution: solution)) }
        }
        guard let answer, !fresh.isEmpty else { return (outcomes, []) }
        return (outcomes, [CacheFill(row: answer.row, fresh: fresh, kept: answer.kept)])
    }

    /// The document with its design tokens read once for every environment of a request, when
    /// they all carry the same set: `LayoutEngine.solve` would otherwise read them again at each
    /// width (encode, substitute, decode: most of a small layout's solve). When the set differs
    /// between environments, or reading fails, the document is returned as it is and each solve
    /// reads (or refuses) the tokens itself, with its own message.
    private static func resolvingTokensOnce(_ document: LayoutDocument,
                                            for environments: [SolveEnvironment]) -> LayoutDocument {
        guard document.namesTokens, !document.tokensResolved, environments.count > 1,
              let tokens = environments[0].tokens,
              environments.allSatisfy({ $0.tokens == tokens })
        else { return document }
        return (try? document.resolvedForAnalysis(with: tokens)) ?? document
    }
}
