import LayoutEngine

/// A revision with its document.
public struct StoredRevision: Hashable, Sendable {
    /// The revision's metadata.
    public var info: RevisionInfo
    /// The revision's document, decoded from its stored canonical JSON.
    public var document: LayoutDocument
}
