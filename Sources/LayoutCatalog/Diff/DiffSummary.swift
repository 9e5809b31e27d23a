import LayoutEngine

/// Counts of what a diff found, for `--stat` and the closing line of a diff.
public struct DiffSummary: Hashable, Sendable {
    /// Sections only the new side has.
    public var sectionsAdded = 0
    /// Sections only the old side has.
    public var sectionsRemoved = 0
    /// Sections present on both sides with at least one property changed.
    public var sectionsChanged = 0
    /// Sections whose position changed.
    public var sectionsMoved = 0
    /// Property changes, configuration and sections together.
    public var propertiesChanged = 0
    /// Frames changed, over every container size compared.
    public var framesChanged = 0

    /// A summary of nothing: every count 0.
    public init() {}
}
