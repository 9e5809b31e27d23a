/// A node of the layout tree: a leaf item (one cell), a horizontal/vertical group, or a custom
/// group. UIKit's `NSCollectionLayoutGroup` is-an `NSCollectionLayoutItem`; here the shared
/// properties live on the node and `kind` holds what differs.
public struct LayoutItem: Hashable, Sendable {
    public var size: LayoutSize
    /// Shrinks the final frame only; never moves siblings (semantics §4).
    public var contentInsets: DirectionalInsets
    /// Space around the footprint; counts in the fit test and moves siblings (semantics §4).
    public var edgeSpacing: EdgeSpacing
    public var supplementaryItems: [SupplementaryItem]
    public var kind: Kind

    public enum Kind: Hashable, Sendable {
        /// A leaf: one cell.
        case item
        /// A horizontal or vertical group.
        case group(LayoutGroup)
        /// A custom group: each item's frame (relative to the group's content box) is one cell.
        case custom([CustomGroupItem])
    }

    public init(size: LayoutSize, contentInsets: DirectionalInsets = .zero,
                edgeSpacing: EdgeSpacing = .none, supplementaryItems: [SupplementaryItem] = [],
                kind: Kind = .item) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
        self.kind = kind
    }
}

/// The layout axis of a horizontal or vertical group.
public enum Axis: String, Hashable, Sendable {
    case horizontal, vertical
}

/// A horizontal or vertical group's children and how they repeat.
public struct LayoutGroup: Hashable, Sendable {
    public var axis: Axis
    public var subitems: [LayoutItem]
    public var repetition: Repetition
    /// `nil` means UIKit's default, fixed 0.
    public var interItemSpacing: Spacing?

    public enum Repetition: Hashable, Sendable {
        /// `subitems:` — cycle through the subitems while the next one fits (semantics §5.1).
        case cycle
        /// `subitem:count:` — `n` equal slots; the subitem's main-axis size is ignored (§5.2).
        case count(Int)
        /// `repeatingSubitem:count:` — `n` copies at the subitem's own size (§5.2).
        case repeating(Int)
    }

    public init(axis: Axis, subitems: [LayoutItem], repetition: Repetition = .cycle,
                interItemSpacing: Spacing? = nil) {
        self.axis = axis
        self.subitems = subitems
        self.repetition = repetition
        self.interItemSpacing = interItemSpacing
    }
}

/// One cell of a custom group, as `NSCollectionLayoutGroupCustomItem`: a frame relative to the
/// group's content box, and the cell's z-index.
public struct CustomGroupItem: Hashable, Sendable {
    public var frame: Rect
    public var zIndex: Int

    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
