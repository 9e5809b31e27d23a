/// One section of a revision, with the other stored sections of the same content.
public struct SectionSharing: Hashable, Sendable {
    /// The section's 0-based position in the revision's document.
    public var position: Int
    /// The section's name.
    public var name: String
    /// The section's stored content hash.
    public var contentHash: String
    /// Where else the same content is stored: other revisions, of this layout or others.
    public var alsoIn: [SectionUse]
}
