import LayoutEngine

/// One line of `layouts list`.
public struct LayoutSummary: Hashable, Sendable {
    /// The layout's name.
    public var name: String
    /// The number of its latest revision.
    public var latestRevision: Int

    /// `NAME@N` of the latest revision.
    public var latestReference: RevisionReference { RevisionReference(name: name, number: latestRevision) }
    /// How many revisions the layout has.
    public var revisionCount: Int
    /// How many sections the latest revision has.
    public var sectionCount: Int
    /// The latest revision's cells: the sum of its sections' item counts; nil when the sum
    /// does not fit in an `Int` or the revision cannot be read.
    public var cellCount: Int?
    /// The latest revision's message; empty when it has none.
    public var lastMessage: String
    /// ISO-8601, UTC.
    public var updatedAt: String
    /// Why the latest revision cannot be used (damaged or no longer decodes), one line each;
    /// empty when it can.
    public var problems: [String] = []
}
