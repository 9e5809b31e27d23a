import LayoutEngine

/// The frame cache's figures.
public struct CacheStatistics: Hashable, Sendable {
    public var entries: Int
    public var bytes: Int
    public var limitBytes: Int
    public var hits: Int
    public var misses: Int
}
