/// A template's cells and anchored supplementaries as they are placed: shared by the solver that
/// solves one group instance (`GroupSolver`) and the one that solves measured sections instance
/// by instance (`MeasuredFlow`).
struct TemplateParts {
    /// 4 `Double`s per cell (`x, y, w, h`), in placement order.
    var leaves: [Double] = []
    /// Either empty, when every cell's z-index is 0, or one z-index per cell: written only once a
    /// cell's is not 0 (a custom group item's), which saves an allocation in most solves.
    private(set) var zIndices: [Int] = []
    var supplementaries: [SupplementaryTemplate] = []

    var leafCount: Int { leaves.count / 4 }

    /// Room for `cells` cells, so that placing them does not grow the array step by step.
    init(reservingCells cells: Int = 0) {
        leaves.reserveCapacity(cells * 4)
    }

    mutating func appendLeaf(_ frame: Rect, zIndex: Int) {
        if zIndex != 0 && zIndices.isEmpty {
            zIndices = Array(repeating: 0, count: leafCount)
        }
        leaves.append(frame.x)
        leaves.append(frame.y)
        leaves.append(frame.width)
        leaves.append(frame.height)
        if !zIndices.isEmpty || zIndex != 0 { zIndices.append(zIndex) }
    }

    /// Drops every cell from `leafCount` on and every supplementary from `supplementaryCount` on.
    mutating func truncate(toLeaves leafCount: Int, supplementaries supplementaryCount: Int) {
        leaves.removeLast(leaves.count - leafCount * 4)
        if zIndices.count > leafCount { zIndices.removeLast(zIndices.count - leafCount) }
        supplementaries.removeLast(supplementaries.count - supplementaryCount)
    }

    /// Anchors `items` to `host`; they exist when leaf `hostLeaf` holds an item.
    mutating func attach(_ items: [SupplementaryItem], to host: Rect, hostLeaf: Int, grid: PixelGrid) {
        for item in items {
            supplementaries.append(SupplementaryTemplate(
                hostLeaf: hostLeaf, elementKind: item.elementKind,
                frame: SupplementarySolver.anchoredFrame(of: item, on: host, grid: grid), zIndex: item.zIndex))
        }
    }

    /// The template of these parts at `size`; no z-indexes when every cell's is 0.
    func template(size: Size) -> GroupTemplate {
        GroupTemplate(size: size, leaves: leaves, supplementaries: supplementaries,
                      leafZIndices: zIndices.allSatisfy { $0 == 0 } ? [] : zIndices)
    }
}
