import LayoutEngine

/// A solution and whether it came from the frame cache.
public struct SolveOutcome: Sendable {
    /// The frames.
    public var solution: Solution
    /// Whether the frames were read from the cache rather than solved.
    public var fromCache: Bool
    /// Why a fresh solution could not be kept in the cache (a read-only catalogue, a full
    /// disk), if it could not; the solution itself is still right.
    public var cacheWriteFailure: String?

    /// An outcome of `solution`, from the cache or not.
    public init(solution: Solution, fromCache: Bool, cacheWriteFailure: String? = nil) {
        self.solution = solution
        self.fromCache = fromCache
        self.cacheWriteFailure = cacheWriteFailure
    }
}

extension [SolveOutcome] {
    /// The outcomes with `failure` (why fresh frames could not be kept, if they could not) on
    /// each that was not a hit.
    func reportingCacheWriteFailure(_ failure: String?) -> [SolveOutcome] {
        guard let failure else { return self }
        return map { outcome in
            var outcome = outcome
            if !outcome.fromCache { outcome.cacheWriteFailure = failure }
            return outcome
        }
    }
}
