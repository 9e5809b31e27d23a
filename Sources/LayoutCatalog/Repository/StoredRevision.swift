import LayoutEngine

/// A revision with its document.
public struct StoredRevision: Hashable, Sendable {
    public var info: RevisionInfo
    public var document: LayoutDocument
}
