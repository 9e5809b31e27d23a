/// Resolves dimensions against a container's effective size (semantics §2–§3).
///
/// No measurement exists on Linux, so an estimated dimension is its estimate, and the
/// item's content insets on that axis are dropped, as UIKit documents for self-sizing axes.
enum DimensionResolver {
    /// `container` is the effective content size: the enclosing box after its own insets.
    static func resolve(_ dimension: Dimension, in container: Size) -> Double {
        switch dimension {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
        }
    }

    static func resolve(_ size: LayoutSize, in container: Size) -> Size {
        Size(width: resolve(size.width, in: container), height: resolve(size.height, in: container))
    }

    /// The content insets that apply to a node of this size: none on an estimated axis.
    static func effectiveInsets(_ insets: DirectionalInsets, for size: LayoutSize) -> DirectionalInsets {
        var insets = insets
        if size.width.isEstimated {
            insets.leading = 0
            insets.trailing = 0
        }
        if size.height.isEstimated {
            insets.top = 0
            insets.bottom = 0
        }
        return insets
    }
}

extension Rect {
    /// The rect shrunk by `insets` on each edge (semantics §4: position first, then inset).
    func inset(by insets: DirectionalInsets) -> Rect {
        Rect(x: x + insets.leading, y: y + insets.top,
             width: width - insets.leading - insets.trailing,
             height: height - insets.top - insets.bottom)
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
