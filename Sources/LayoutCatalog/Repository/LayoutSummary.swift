import LayoutEngine

/// One line of `layouts list`.
public struct LayoutSummary: Hashable, Sendable {
    public var name: String
    public var latestRevision: Int

    /// `NAME@N` of the latest revision.
    public var latestReference: RevisionReference { RevisionReference(name: name, number: latestRevision) }
    public var revisionCount: Int
    public var sectionCount: Int
    /// The latest revision's cells: the sum of its sections' item counts; nil when the sum
    /// does not fit in an `Int` or the revision cannot be read.
    public var cellCount: Int?
    public var lastMessage: String
    /// ISO-8601, UTC.
    public var updatedAt: String
    /// Why the latest revision cannot be used (damaged or no longer decodes), one line each;
    /// empty when it can.
    public var problems: [String] = []
}
