import LayoutEngine

/// The frame cache's figures.
public struct CacheStatistics: Hashable, Sendable {
    public var entries: Int
    public var bytes: Int
    public var limitBytes: Int
    public var hits: Int
    public var misses: Int

    public var jsonValue: JSONValue {
        .object([
            "entries": .number(Double(entries)), "bytes": .number(Double(bytes)),
            "limitBytes": .number(Double(limitBytes)), "hits": .number(Double(hits)),
            "misses": .number(Double(misses)), "solverVersion": .number(Double(solverVersion)),
        ])
    }
}
