import LayoutEngine

/// The frame cache's figures.
public struct CacheStatistics: Hashable, Sendable {
    /// Solutions the cache holds.
    public var entries: Int
    /// Bytes the cached frames take.
    public var bytes: Int
    /// The bound past which the least recently used entries are dropped.
    public var limitBytes: Int
    /// Look-ups that found their frames, counted since the cache was last cleared.
    public var hits: Int
    /// Look-ups that did not, counted since the cache was last cleared.
    public var misses: Int
}
