/// The four directional edges; an empty set means the centre.
public struct Edges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = Edges(rawValue: 1 << 0)
    public static let leading = Edges(rawValue: 1 << 1)
    public static let bottom = Edges(rawValue: 1 << 2)
    public static let trailing = Edges(rawValue: 1 << 3)

    /// The edges in the order the format writes them.
    public static let ordered: [(Edges, String)] = [
        (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
}

/// An offset from an anchor point: in points, or as a fraction of the supplementary's own size.
public enum AnchorOffset: Hashable, Sendable {
    case absolute(Point)
    case fractional(Point)
}

/// Where a supplementary attaches to its host, as `NSCollectionLayoutAnchor`.
public struct Anchor: Hashable, Sendable {
    public var edges: Edges
    public var offset: AnchorOffset?

    public init(edges: Edges, offset: AnchorOffset? = nil) {
        self.edges = edges
        self.offset = offset
    }
}

/// A view anchored to an item or group, such as a badge (`NSCollectionLayoutSupplementaryItem`).
public struct SupplementaryItem: Hashable, Sendable {
    public var elementKind: String
    public var size: LayoutSize
    public var containerAnchor: Anchor
    public var itemAnchor: Anchor?
    public var zIndex: Int

    public init(elementKind: String, size: LayoutSize, containerAnchor: Anchor,
                itemAnchor: Anchor? = nil, zIndex: Int = 1) {
        self.elementKind = elementKind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }
}

/// Where a boundary supplementary sits on its section or layout (`NSRectAlignment`).
public enum RectAlignment: String, CaseIterable, Hashable, Sendable {
    case top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    /// Centred on the host on both axes; never extends it.
    case none
}

/// A header or footer of a section or of the whole layout
/// (`NSCollectionLayoutBoundarySupplementaryItem`).
public struct BoundaryItem: Hashable, Sendable {
    public var elementKind: String
    public var size: LayoutSize
    public var alignment: RectAlignment
    public var absoluteOffset: Point
    public var extendsBoundary: Bool
    public var pinToVisibleBounds: Bool
    public var contentInsets: DirectionalInsets
    public var zIndex: Int

    public init(elementKind: String, size: LayoutSize, alignment: RectAlignment,
                absoluteOffset: Point = .zero, extendsBoundary: Bool = true,
                pinToVisibleBounds: Bool = false, contentInsets: DirectionalInsets = .zero,
                zIndex: Int = 0) {
        self.elementKind = elementKind
        self.size = size
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}

/// A section background (`NSCollectionLayoutDecorationItem.background`).
public struct DecorationItem: Hashable, Sendable {
    public var elementKind: String
    public var contentInsets: DirectionalInsets
    public var zIndex: Int

    public init(elementKind: String, contentInsets: DirectionalInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
