import LayoutEngine

/// One difference between two documents, addressed by a readable path such as
/// `sections[hero].group.subitems[0].size.width`.
public struct StructuralChange: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case added, removed, changed, moved
    }

    public var kind: Kind
    public var path: String
    /// The section the change is in, by name; `nil` for the configuration.
    public var section: String?
    /// Whether the change is a whole section (added, removed or moved) rather than a property.
    public var isSection: Bool
    public var old: JSONValue?
    public var new: JSONValue?
    /// For moved sections: the positions before and after.
    public var fromIndex: Int?
    public var toIndex: Int?
    /// The change in words, where the path alone does not say what it means to a reader
    /// (a list section's appearance or modes, a section turned from a group into a list).
    public var words: String?

    public init(kind: Kind, path: String, section: String? = nil, isSection: Bool = false,
                old: JSONValue? = nil, new: JSONValue? = nil, fromIndex: Int? = nil, toIndex: Int? = nil,
                words: String? = nil) {
        self.kind = kind
        self.path = path
        self.section = section
        self.isSection = isSection
        self.old = old
        self.new = new
        self.fromIndex = fromIndex
        self.toIndex = toIndex
        self.words = words
    }
}
