/// One group instance solved once, relative to the group's origin. The section stamps it
/// along its axis for every instance instead of solving each again (semantics §6.1).
struct GroupTemplate {
    /// The group's resolved size (its slot).
    var size: Size
    /// Final cell frames, 4 `Double`s each (`x, y, w, h`), relative to the group origin, in
    /// depth-first placement order: leaf `l` of instance `k` is item `k · leafCount + l`.
    var leaves: [Double]
    /// Item- and group-anchored supplementaries of one instance.
    var supplementaries: [SupplementaryTemplate]
    /// Each leaf's z-index (a custom group item's own); empty when every cell's is 0.
    var leafZIndices: [Int]

    var leafCount: Int { leaves.count / 4 }

    func leaf(_ l: Int) -> Rect {
        Rect(x: leaves[4 * l], y: leaves[4 * l + 1], width: leaves[4 * l + 2], height: leaves[4 * l + 3])
    }
}

/// A supplementary of one group instance, relative to the group origin.
struct SupplementaryTemplate {
    /// The leaf that must hold an item for the view to exist: its host item, or a group's first leaf.
    var hostLeaf: Int
    var elementKind: String
    var frame: Rect
    var zIndex: Int
}

extension GroupTemplate {
    /// Raises every cell's and anchored supplementary's z-index to at least `minimum`; the
    /// z-indices, when the cells had none, in an array from `spares`.
    mutating func promote(to minimum: Int, spares: inout SpareArrayPool<Int>) {
        for i in supplementaries.indices { supplementaries[i].zIndex = max(supplementaries[i].zIndex, minimum) }
        if leafZIndices.isEmpty {
            guard minimum > 0 else { return }  // every cell is at 0 already
            leafZIndices = spares.take(reserving: leafCount)
            leafZIndices.append(contentsOf: repeatElement(0, count: leafCount))
        }
        for i in leafZIndices.indices { leafZIndices[i] = max(leafZIndices[i], minimum) }
    }

    /// Mirrors the template about x = 0 (semantics §17, right-to-left): each frame `x → −x − w`.
    mutating func mirror() {
        for l in 0..<leafCount { leaves[4 * l] = -leaves[4 * l] - leaves[4 * l + 2] }
        for i in supplementaries.indices {
            let frame = supplementaries[i].frame
            supplementaries[i].frame.x = -frame.x - frame.width
        }
    }
}
