import LayoutEngine

/// The metadata of one immutable revision.
public struct RevisionInfo: Hashable, Sendable {
    public var layout: String
    public var number: Int
    public var parent: Int?
    /// SHA-256 of the canonical JSON, lowercase hex.
    public var contentHash: String
    public var message: String
    /// ISO-8601, UTC.
    public var createdAt: String
    public var sectionCount: Int

    /// `NAME@N`.
    public var reference: RevisionReference { RevisionReference(name: layout, number: number) }
}
