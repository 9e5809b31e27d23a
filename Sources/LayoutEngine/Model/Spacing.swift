/// Space between items or around an item's edge, as `NSCollectionLayoutSpacing`.
public enum Spacing: Hashable, Sendable {
    /// Exactly this many points ("==").
    case fixed(Double)
    /// At least this many points ("≥"); leftover space in a group is shared among flexible spacings.
    case flexible(Double)

    /// The fixed value, or the flexible minimum.
    public var value: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }

    /// Whether the spacing is flexible, so that it shares a group's leftover space (semantics §5.1).
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Spacing outside an item's layout footprint, as `NSCollectionLayoutEdgeSpacing`.
/// `nil` on an edge means no spacing there (UIKit's fixed 0).
public struct EdgeSpacing: Hashable, Sendable {
    /// Spacing before the item's leading edge.
    public var leading: Spacing?
    /// Spacing above the item.
    public var top: Spacing?
    /// Spacing after the item's trailing edge.
    public var trailing: Spacing?
    /// Spacing below the item.
    public var bottom: Spacing?

    /// Spacing on the edges given; the others have none.
    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No spacing on any edge.
    public static let none = EdgeSpacing()

    /// Whether no edge has spacing.
    public var isNone: Bool { self == .none }
}
