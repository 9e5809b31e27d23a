/// Resolves dimensions against a container's effective size (semantics §2–§3).
///
/// No cell is measured on Linux, so an estimated item dimension is its estimate, and the
/// item's content insets on that axis are dropped, as UIKit documents for self-sizing axes.
/// A *group* with an estimated dimension is measured from its children, whose sizes are
/// known, as UIKit sizes a self-sizing group to its items (§3, "with measurement").
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

    /// The size `node` takes in `container`: its resolved size, except that a group's estimated
    /// axis takes the extent of its content (the children laid out at the estimate).
    /// Recursion follows the tree, whose depth was bounded before solving.
    static func measure(_ node: LayoutItem, in container: Size) -> Size {
        var size = resolve(node.size, in: container)
        let widthEstimated = node.size.width.isEstimated
        let heightEstimated = node.size.height.isEstimated
        guard widthEstimated || heightEstimated else { return size }
        var extentX = 0.0
        var extentY = 0.0
        let insets = effectiveInsets(node.contentInsets, for: node.size)
        switch node.kind {
        case .item:
            return size
        case .custom(let frames):
            for frame in frames {
                extentX = max(extentX, frame.maxX)
                extentY = max(extentY, frame.maxY)
            }
        case .group(let group):
            guard let slots = LinearArrangement.arrange(group, in: size.inset(by: insets),
                                                        limit: SolveError.groupNodeLimit) else { return size }
            for slot in slots {
                extentX = max(extentX, slot.frame.maxX)
                extentY = max(extentY, slot.frame.maxY)
            }
        }
        if widthEstimated { size.width = extentX + insets.leading + insets.trailing }
        if heightEstimated { size.height = extentY + insets.top + insets.bottom }
        return size
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
