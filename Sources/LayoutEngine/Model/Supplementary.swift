/// The four directional edges; an empty set means the centre.
public struct Edges: OptionSet, Hashable, Sendable {
    /// The edges as bits: top 1, leading 2, bottom 4, trailing 8.
    public let rawValue: UInt8
    /// The edges whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Edges(rawValue: 1 << 0)
    /// The leading edge (the left in a left-to-right layout).
    public static let leading = Edges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Edges(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = Edges(rawValue: 1 << 3)

    /// The edges in the order the format writes them.
    public static let ordered: [(Edges, String)] = [
        (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
}

/// An offset from an anchor point: in points, or as a fraction of the supplementary's own size.
public enum AnchorOffset: Hashable, Sendable {
    /// An offset in points.
    case absolute(Point)
    /// An offset as a multiple of the supplementary's own size (semantics §9).
    case fractional(Point)
}

/// Where a supplementary attaches to its host, as `NSCollectionLayoutAnchor`.
public struct Anchor: Hashable, Sendable {
    /// The edges that name the anchor point: 0 at leading or top, 1 at trailing or bottom, ½ otherwise
    /// (semantics §9).
    public var edges: Edges
    /// Moves the supplementary from the anchor point; `nil` moves it nowhere.
    public var offset: AnchorOffset?

    /// An anchor at `edges`, moved by `offset` if given.
    public init(edges: Edges, offset: AnchorOffset? = nil) {
        self.edges = edges
        self.offset = offset
    }
}

/// A view anchored to an item or group, such as a badge (`NSCollectionLayoutSupplementaryItem`).
public struct SupplementaryItem: Hashable, Sendable {
    /// The supplementary's kind, the name an app registers its view under.
    public var elementKind: String
    /// The supplementary's size, resolved against its host's frame (semantics §9).
    public var size: LayoutSize
    /// Where on the host the supplementary attaches.
    public var containerAnchor: Anchor
    /// The supplementary's own point to place on the host's anchor point; `nil` takes the same
    /// point as ``containerAnchor``, so a corner anchor puts it inside that corner (semantics §9).
    public var itemAnchor: Anchor?
    /// The z-index in the solution; 1 by default, above the host.
    public var zIndex: Int

    /// A supplementary of `elementKind` anchored at `containerAnchor`, above its host.
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
    /// Where the boundary item sits: the `top` family heads the section, the `bottom` family
    /// closes it, `leading` and `trailing` are centred along it (semantics §8.1).
    case top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    /// Centred on the host on both axes; never extends it.
    case none
}

/// A header or footer of a section or of the whole layout
/// (`NSCollectionLayoutBoundarySupplementaryItem`).
public struct BoundaryItem: Hashable, Sendable {
    /// The boundary item's kind, such as `UICollectionElementKindSectionHeader`.
    public var elementKind: String
    /// The boundary item's size, resolved against its band (semantics §8.1).
    public var size: LayoutSize
    /// Where it sits on its section or layout.
    public var alignment: RectAlignment
    /// Moves the final frame; never changes the section's extent (semantics §8.1).
    public var absoluteOffset: Point
    /// Whether the item pushes the content (true, the default) or overlays it (semantics §8.1).
    public var extendsBoundary: Bool
    /// Whether the item stays visible while its section is (pinning, semantics §8.1).
    public var pinToVisibleBounds: Bool
    /// Shrinks the item's frame, as an item's content insets do.
    public var contentInsets: DirectionalInsets
    /// The z-index in the solution, lifted above the section's background (semantics §10).
    public var zIndex: Int

    /// A boundary item of `elementKind` with UIKit's defaults for every key not given: it extends
    /// its section and is not pinned.
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
    /// The background's kind, the name an app registers its decoration view under.
    public var elementKind: String
    /// Shrinks the background inside the section's band (semantics §10).
    public var contentInsets: DirectionalInsets
    /// The background's z-index; every other element of the section sits above it (semantics §10).
    public var zIndex: Int

    /// A background of `elementKind` covering the section.
    public init(elementKind: String, contentInsets: DirectionalInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
