/// Resolves dimensions against a container's effective size (semantics §2–§3).
///
/// No cell is measured on Linux, so an estimated item dimension is its estimate, and the
/// item's content insets on that axis are dropped, as UIKit documents for self-sizing axes.
/// A *group* with an estimated dimension is measured from its children, whose sizes are
/// known, as UIKit sizes a self-sizing group to its items (§3, "with measurement"); the
/// children's fractions still refer to the estimate (§3, measured).
enum DimensionResolver {
    /// `container` is the effective content size: the enclosing box after its own insets.
    /// Fractions are floored to the pixel grid (§12); absolute and estimated values are as given.
    static func resolve(_ dimension: Dimension, in container: Size, grid: PixelGrid) -> Double {
        switch dimension {
        case .fractionalWidth(let f): return grid.floor(f * container.width)
        case .fractionalHeight(let f): return grid.floor(f * container.height)
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
        }
    }

    static func resolve(_ size: LayoutSize, in container: Size, grid: PixelGrid) -> Size {
        Size(width: resolve(size.width, in: container, grid: grid),
             height: resolve(size.height, in: container, grid: grid))
    }

    /// The size `node` takes in `container`: its resolved size, except that a group's estimated
    /// axis takes the extent of its content (§3), its children laid out at the estimate.
    /// Recursion follows the tree, whose depth was bounded before solving; arranging the
    /// children is paid for from the solve's `budget` (docs/limits.md). The node is read where it
    /// stands, as `GroupSolver` reads it.
    static func measure(_ node: UnsafePointer<LayoutItem>, in container: Size, grid: PixelGrid,
                        budget: inout WorkBudget,
                        scratch: inout ArrangementScratch) throws(WorkBudget.Exhausted) -> Size {
        let nodeSize = node.pointee.size
        var size = resolve(nodeSize, in: container, grid: grid)
        let widthEstimated = nodeSize.width.isEstimated
        let heightEstimated = nodeSize.height.isEstimated
        guard widthEstimated || heightEstimated else { return size }
        var extentX = 0.0
        var extentY = 0.0
        let insets = effectiveInsets(node.pointee.contentInsets, for: nodeSize)
        switch node.pointee.kind {
        case .item:
            return size
        case .custom(let items):
            for item in items {
                extentX = max(extentX, item.frame.maxX)
                extentY = max(extentY, item.frame.maxY)
            }
        case .group(let group):
            let slots = try LinearArrangement.arrange(group, in: size.inset(by: insets), grid: grid,
                                                      budget: &budget, scratch: &scratch)
            for index in slots {
                extentX = max(extentX, scratch.slots[index].frame.maxX)
                extentY = max(extentY, scratch.slots[index].frame.maxY)
            }
            scratch.dropSlots(from: slots)
        }
        if widthEstimated { size.width = extentX + insets.leading + insets.trailing }
        if heightEstimated { size.height = extentY + insets.top + insets.bottom }
        return size
    }

    /// The box a group lays its children out in, given its slot: the slot after the group's
    /// content insets, except that on an estimated axis the children see the estimate, not the
    /// content extent the slot took (§3, measured: they are not laid out again).
    static func arrangementBox(of node: LayoutItem, in slot: Rect) -> Rect {
        var box = slot.inset(by: effectiveInsets(node.contentInsets, for: node.size))
        if let estimate = node.size.width.estimate { box.width = estimate }
        if let estimate = node.size.height.estimate { box.height = estimate }
        return box
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
