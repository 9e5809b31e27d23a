/// How an item, group or supplementary measures one axis, as `NSCollectionLayoutDimension`.
public enum Dimension: Hashable, Sendable {
    /// A fraction of the containing box's effective width (also usable for a height).
    case fractionalWidth(Double)
    /// A fraction of the containing box's effective height (also usable for a width).
    case fractionalHeight(Double)
    /// A fixed number of points.
    case absolute(Double)
    /// A self-sizing axis; the estimate stands in until a measured size exists.
    case estimated(Double)
    /// Like `estimated`, but siblings share the largest measured value (iOS 17).
    case uniformAcrossSiblings(Double)

    /// The estimate of a self-sizing form; `nil` for the others.
    public var estimate: Double? {
        switch self {
        case .estimated(let v), .uniformAcrossSiblings(let v): return v
        default: return nil
        }
    }

    /// True for the self-sizing forms, whose axis ignores the item's content insets.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        default: return false
        }
    }
}

/// Width and height dimensions, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// How the width is measured.
    public var width: Dimension
    /// How the height is measured.
    public var height: Dimension

    /// A size from its two dimensions.
    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }
}
