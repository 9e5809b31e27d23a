import LayoutEngine

/// The metadata of one immutable revision.
public struct RevisionInfo: Hashable, Sendable {
    /// The layout's name.
    public var layout: String
    /// The revision's number: 1 for the first, then one more for each save that changed something.
    public var number: Int
    /// The revision it was saved on top of; `nil` for the first.
    public var parent: Int?
    /// SHA-256 of the canonical JSON, lowercase hex.
    public var contentHash: String
    /// The message given when saving; empty when none was.
    public var message: String
    /// ISO-8601, UTC.
    public var createdAt: String
    /// How many sections the revision's document has.
    public var sectionCount: Int

    /// `NAME@N`.
    public var reference: RevisionReference { RevisionReference(name: layout, number: number) }
}
