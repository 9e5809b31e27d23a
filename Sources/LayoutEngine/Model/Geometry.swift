/// A point in the collection view's content coordinates, or an offset.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle `(x, y, width, height)` in points.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// Insets in points on the four directional edges, as `NSDirectionalEdgeInsets`.
public struct DirectionalInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalInsets()

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
    /// The rect mirrored about a vertical line at half of `width`: `x → width − x − w`.
    func mirrored(about width: Double) -> Rect {
        Rect(x: width - x - self.width, y: y, width: self.width, height: height)
    }
}
