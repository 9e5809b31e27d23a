/// A point in the collection view's content coordinates, or an offset.
public struct Point: Hashable, Sendable {
    /// Points from the leading edge (the left in a left-to-right layout).
    public var x: Double
    /// Points from the top.
    public var y: Double

    /// The point `(x, y)`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, and the offset that moves nothing.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double

    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle `(x, y, width, height)` in points.
public struct Rect: Hashable, Sendable {
    /// The leading edge, in points from the content's origin.
    public var x: Double
    /// The top edge, in points from the content's origin.
    public var y: Double
    /// The extent across, never negative in a solution.
    public var width: Double
    /// The extent down, never negative in a solution.
    public var height: Double

    /// The rectangle `(x, y, width, height)`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The trailing edge: `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge: `y + height`.
    public var maxY: Double { y + height }
}

/// Insets in points on the four directional edges, as `NSDirectionalEdgeInsets`.
public struct DirectionalInsets: Hashable, Sendable {
    /// Points inside the top edge.
    public var top: Double
    /// Points inside the leading edge (the left in a left-to-right layout).
    public var leading: Double
    /// Points inside the bottom edge.
    public var bottom: Double
    /// Points inside the trailing edge.
    public var trailing: Double

    /// Insets with the edges not given at 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalInsets()

    /// Whether all four edges are 0, so that the canonical JSON leaves the insets out.
    public var isZero: Bool { self == .zero }
}

// MARK: Geometry the solver composes frames from

extension Rect {
    /// The rect shrunk by `insets` on each edge (semantics §4: position first, then inset).
    /// Insets larger than the rect leave it empty, never negative.
    func inset(by insets: DirectionalInsets) -> Rect {
        Rect(x: x + insets.leading, y: y + insets.top,
             width: max(0, width - insets.leading - insets.trailing),
             height: max(0, height - insets.top - insets.bottom))
    }

    func offsetBy(x dx: Double, y dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    var size: Size { Size(width: width, height: height) }
}

extension Size {
    /// The size shrunk by `insets`, never below zero.
    func inset(by insets: DirectionalInsets) -> Size {
        Size(width: max(0, width - insets.leading - insets.trailing),
             height: max(0, height - insets.top - insets.bottom))
    }
}

extension Rect {
    /// Whether all four values are finite: what a solve and a cached solution are checked for.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The rect mirrored about a vertical line at half of `width`: `x → width − x − w`.
    func mirrored(about width: Double) -> Rect {
        Rect(x: width - x - self.width, y: y, width: self.width, height: height)
    }
}
