
/// Solves a group tree into a template (semantics §4, §5, §9 for item/group supplementaries).
///
/// Recursion follows the tree, whose depth was bounded before solving; the solve's work budget
/// (docs/limits.md) bounds groups that would repeat a child absurdly often.
struct GroupSolver {
    private let grid: PixelGrid
    private var budget: WorkBudget
    /// The template as it is placed; its cells' storage comes from the scratch's spares, else
    /// with room for a typical group's cells up front: growing the array one append at a time
    /// reallocated it three or four times a solve.
    private var parts = TemplateParts()

    private init(grid: PixelGrid, budget: WorkBudget) {
        self.grid = grid
        self.budget = budget
    }

    /// The template of `group` at its resolved `size`, paid for from `budget`, arranging its
    /// groups in `scratch`. The group is read where it stands (a section's, `Section.group(of:)`).
    /// The scratch is passed down the recursion rather than kept in the solver: moving it in and
    /// out made and destroyed an empty one for every template.
    static func template(for group: UnsafePointer<LayoutItem>, size: Size, grid: PixelGrid, budget: inout WorkBudget,
                         scratch: inout ArrangementScratch) throws(WorkBudget.Exhausted) -> GroupTemplate {
        var solver = GroupSolver(grid: grid, budget: budget)
        solver.parts.leaves = scratch.leafBuffers.take(reserving: 8 * 4)
        defer { budget = solver.budget }
        try solver.place(group, in: Rect(x: 0, y: 0, width: size.width, height: size.height), scratch: &scratch)
        return solver.parts.template(size: size)
    }

    private var leafCount: Int { parts.leafCount }

    /// Lays `node` out in `slot` (its footprint, before its content insets). The node is read
    /// where it stands (a subitem in its group's array, the root in the caller's value): a
    /// copy of each retained everything it holds, 3 % of a seed-sized solve.
    private mutating func place(_ node: UnsafePointer<LayoutItem>, in slot: Rect,
                                scratch: inout ArrangementScratch) throws(WorkBudget.Exhausted) {
        try budget.spend(1 + node.pointee.supplementaryItems.count)
        let firstLeaf = leafCount
        let insets = DimensionResolver.effectiveInsets(node.pointee.contentInsets, for: node.pointee.size)
        switch node.pointee.kind {
        case .item:
            let frame = slot.inset(by: insets)
            appendLeaf(frame, zIndex: 0)
            attach(node.pointee.supplementaryItems, to: frame, hostLeaf: firstLeaf, scratch: &scratch)
            return
        case .custom(let items):
            // Frames are relative to the content box, used as given (§5.3).
            try budget.spend(items.count)
            let box = slot.inset(by: insets)
            for item in items { appendLeaf(item.frame.offsetBy(x: box.x, y: box.y), zIndex: item.zIndex) }
        case .group(let group):
            let box = DimensionResolver.arrangementBox(of: node.pointee, in: slot)
            let slots = try LinearArrangement.arrange(group, in: box.size, grid: grid, budget: &budget,
                                                      scratch: &scratch)
            // Subitems lent, not copied (a copy retains all a subitem holds); each child's own
            // slots go above these and are dropped before the next child is placed.
            try group.subitems.withUnsafeBufferPointer { subitems throws(WorkBudget.Exhausted) in
                for index in slots {
                    let child = scratch.slots[index]
                    try place(subitems.baseAddress! + child.subitem, in: child.frame.offsetBy(x: box.x, y: box.y),
                              scratch: &scratch)
                }
            }
            scratch.dropSlots(from: slots)
        }
        // A group's supplementaries anchor to its content box, the frame after its content insets,
        // as an item's anchor to the item after its insets (§5.5, measured); they exist when the
        // group holds a cell.
        if leafCount > firstLeaf {
            attach(node.pointee.supplementaryItems, to: slot.inset(by: insets), hostLeaf: firstLeaf, scratch: &scratch)
        }
    }

    private mutating func appendLeaf(_ frame: Rect, zIndex: Int) {
        parts.appendLeaf(frame, zIndex: zIndex)
    }

    private mutating func attach(_ items: [SupplementaryItem], to host: Rect, hostLeaf: Int,
                                 scratch: inout ArrangementScratch) {
        // The supplementaries' storage from the spares, once the template has any.
        if parts.supplementaries.capacity == 0 && !items.isEmpty {
            parts.supplementaries = scratch.supplementaryBuffers.take(reserving: items.count)
        }
        parts.attach(items, to: host, hostLeaf: hostLeaf, grid: grid)
    }
}
