/// What `seed` did.
public struct SeedReport: Hashable, Sendable {
    /// Example layouts saved, their first revision made by the seed.
    public var created: [String] = []
    /// Example layouts already stored with the example's content.
    public var unchanged: [String] = []
    /// Examples whose name is taken by a layout with other content, left as they are.
    public var kept: [String] = []
    /// The same three outcomes for the examples' measurement sets.
    public var createdMeasurementSets: [String] = []
    /// Measurement sets already stored with the example's content.
    public var unchangedMeasurementSets: [String] = []
    /// Measurement sets whose name is taken by one with other content, left as they are.
    public var keptMeasurementSets: [String] = []
    /// How many device presets were written.
    public var devices = 0
}
