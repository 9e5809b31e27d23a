/// A section used by a stored revision, as found by its content hash.
public struct SectionUse: Hashable, Sendable {
    /// The layout's name.
    public var layout: String
    /// The revision's number.
    public var revision: Int
    /// The section's 0-based position in that revision's document.
    public var position: Int
    /// The section's name there, which may differ from this one's.
    public var section: String
}
