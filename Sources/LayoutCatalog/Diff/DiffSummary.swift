import LayoutEngine

/// Counts of what a diff found, for `--stat` and the closing line of a diff.
public struct DiffSummary: Hashable, Sendable {
    public var sectionsAdded = 0
    public var sectionsRemoved = 0
    public var sectionsChanged = 0
    public var sectionsMoved = 0
    public var propertiesChanged = 0
    public var framesChanged = 0

    public init() {}
}
