import LayoutEngine
import SQLite

/// A solution and whether it came from the frame cache.
public struct SolveOutcome: Sendable {
    public var solution: Solution
    public var fromCache: Bool
    /// Why a fresh solution could not be stored in the cache, if it could not; the solution
    /// itself is still right.
    public var cacheWriteError: DatabaseError?

    public init(solution: Solution, fromCache: Bool, cacheWriteError: DatabaseError? = nil) {
        self.solution = solution
        self.fromCache = fromCache
        self.cacheWriteError = cacheWriteError
    }
}
