/// One section of a revision, with the other stored sections of the same content.
public struct SectionSharing: Hashable, Sendable {
    public var position: Int
    public var name: String
    /// The section's stored content hash.
    public var contentHash: String
    /// Where else the same content is stored: other revisions, of this layout or others.
    public var alsoIn: [SectionUse]
}
