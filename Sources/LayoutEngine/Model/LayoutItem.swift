/// A node of the layout tree: a leaf item (one cell), a horizontal/vertical group, or a custom
/// group. UIKit's `NSCollectionLayoutGroup` is-an `NSCollectionLayoutItem`; here the shared
/// properties live on the node and `kind` holds what differs.
public struct LayoutItem: Hashable, Sendable {
    /// The node's width and height, resolved against its container (semantics §3).
    public var size: LayoutSize
    /// Shrinks the final frame only; never moves siblings (semantics §4).
    public var contentInsets: DirectionalInsets
    /// Space around the footprint; counts in the fit test and moves siblings (semantics §4).
    public var edgeSpacing: EdgeSpacing
    /// Supplementaries anchored to the item, or to a group's content box: badges (semantics §9, §5.5).
    public var supplementaryItems: [SupplementaryItem]
    /// What the node is: a leaf, a horizontal or vertical group, or a custom group.
    public var kind: Kind

    /// The part of a node that differs between an item and the kinds of group.
    public enum Kind: Hashable, Sendable {
        /// A leaf: one cell.
        case item
        /// A horizontal or vertical group.
        case group(LayoutGroup)
        /// A custom group: each item's frame (relative to the group's content box) is one cell.
        case custom([CustomGroupItem])
    }

    /// A leaf item unless `kind` says otherwise, with no insets, edge spacing or supplementaries
    /// unless given.
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
    /// A horizontal group lays its children out along x, a vertical one along y, whatever the
    /// scroll direction (semantics §11).
    case horizontal, vertical
}

/// A horizontal or vertical group's children and how they repeat.
public struct LayoutGroup: Hashable, Sendable {
    /// The direction the children are laid out in.
    public var axis: Axis
    /// The children, in order; cycled, counted or repeated as ``repetition`` says.
    public var subitems: [LayoutItem]
    /// How the subitems fill the group (semantics §5.1, §5.2).
    public var repetition: Repetition
    /// `nil` means UIKit's default, fixed 0.
    public var interItemSpacing: Spacing?

    /// Which of UIKit's group initialisers the group stands for.
    public enum Repetition: Hashable, Sendable {
        /// `subitems:` — cycle through the subitems while the next one fits (semantics §5.1).
        case cycle
        /// `subitem:count:` — `n` equal slots; the subitem's main-axis size is ignored (§5.2).
        case count(Int)
        /// `repeatingSubitem:count:` — `n` copies at the subitem's own size (§5.2).
        case repeating(Int)
        /// `subitem:count:` with the count worked out from the group's length: as many equal
        /// slots as fit (§5.6).
        case adaptive(AdaptiveCount)
    }

    /// The number of equal slots a `count` or `adaptiveCount` group makes when it is `length`
    /// points long along its axis (semantics §5.2, §5.6); `nil` for the other repetitions.
    /// A flexible spacing counts at its minimum, the fixed spacing it acts as in equal slots.
    public func equalSlotCount(length: Double) -> Int? {
        switch repetition {
        case .cycle, .repeating: return nil
        case .count(let n): return n
        case .adaptive(let adaptive): return adaptive.count(length: length, spacing: interItemSpacing?.value ?? 0)
        }
    }

    /// A group of `subitems` along `axis`, cycling them unless told otherwise, with UIKit's
    /// default spacing of fixed 0.
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
    /// The cell's frame, relative to the group's content box (semantics §5.3).
    public var frame: Rect
    /// The cell's z-index in the solution; 0 by default.
    public var zIndex: Int

    /// A custom cell at `frame`.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
