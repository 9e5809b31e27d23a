/// A template's cells and anchored supplementaries as they are placed: shared by the solver that
/// solves one group instance (`GroupSolver`) and the one that solves measured sections instance
/// by instance (`MeasuredFlow`).
struct TemplateParts {
    /// 4 `Double`s per cell (`x, y, w, h`), in placement order.
    var leaves: [Double] = []
    var zIndices: [Int] = []
    var supplementaries: [SupplementaryTemplate] = []

    var leafCount: Int { leaves.count / 4 }

    mutating func appendLeaf(_ frame: Rect, zIndex: Int) {
        leaves.append(frame.x)
        leaves.append(frame.y)
        leaves.append(frame.width)
        leaves.append(frame.height)
        zIndices.append(zIndex)
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
