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

    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Spacing outside an item's layout footprint, as `NSCollectionLayoutEdgeSpacing`.
/// `nil` on an edge means no spacing there (UIKit's fixed 0).
public struct EdgeSpacing: Hashable, Sendable {
    public var leading: Spacing?
    public var top: Spacing?
    public var trailing: Spacing?
    public var bottom: Spacing?

    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public static let none = EdgeSpacing()

    public var isNone: Bool { self == .none }
}
