/// What `seed` did.
public struct SeedReport: Hashable, Sendable {
    public var created: [String] = []
    public var unchanged: [String] = []
    /// Examples whose name is taken by a layout with other content, left as they are.
    public var kept: [String] = []
    /// The same three outcomes for the examples' measurement sets.
    public var createdMeasurementSets: [String] = []
    public var unchangedMeasurementSets: [String] = []
    public var keptMeasurementSets: [String] = []
    public var devices = 0
}
