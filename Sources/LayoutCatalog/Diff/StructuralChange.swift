import LayoutEngine

/// One difference between two documents, addressed by a readable path such as
/// `sections[hero].group.subitems[0].size.width`.
public struct StructuralChange: Hashable, Sendable {
    /// What happened at the path.
    public enum Kind: String, Hashable, Sendable {
        /// A key or section only the new side has, one only the old side has, a value that differs, or a
        /// section at another position.
        case added, removed, changed, moved
    }

    /// What happened.
    public var kind: Kind
    /// Where: a readable path with sections by name, such as `sections[hero].interGroupSpacing`.
    public var path: String
    /// The section the change is in, by name; `nil` for the configuration.
    public var section: String?
    /// Whether the change is a whole section (added, removed or moved) rather than a property.
    public var isSection: Bool
    /// The old value; `nil` when added or moved.
    public var old: JSONValue?
    /// The new value; `nil` when removed or moved.
    public var new: JSONValue?
    /// For moved sections: the positions before and after.
    public var fromIndex: Int?
    /// For moved sections: the position after.
    public var toIndex: Int?
    /// The change in words, where the path alone does not say what it means to a reader
    /// (a list section's appearance or modes, a section turned from a group into a list).
    public var words: String?

    /// A change of `kind` at `path`; the rest as the kind needs.
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
