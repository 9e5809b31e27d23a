/// Where the children of one horizontal or vertical group go (semantics §5.1, §5.2).
///
/// Pure geometry on one level: the caller recurses into nested groups with the slots returned here.
enum LinearArrangement {
    /// Slack in the fit test, so ten `fractionalWidth(0.1)` items all fit despite rounding error.
    static let fitTolerance = 1e-6

    /// One placed child: which subitem, and its slot relative to the group's content box.
    struct Slot {
        var subitem: Int
        var frame: Rect
    }

    /// A child's footprint along both axes before positioning.
    struct Footprint {
        var subitem: Int
        var main: Double
        var cross: Double
        var lead: Double, leadFlexible: Bool
        var trail: Double, trailFlexible: Bool
        var crossStart: Double, crossStartFlexible: Bool
        var crossEnd: Double, crossEndFlexible: Bool
    }

    /// Appends the slots of `group`'s children inside a content box of size `box` to
    /// `scratch.slots` and returns where they are there; the caller drops them once placed. Each
    /// child slot is paid for from `budget` before it is made (docs/limits.md), so zero-length
    /// children and absurd counts run the budget out rather than the clock or the memory.
    static func arrange(_ group: LayoutGroup, in box: Size, grid: PixelGrid, budget: inout WorkBudget,
                        scratch: inout ArrangementScratch) throws(WorkBudget.Exhausted) -> Range<Int> {
        // Read through a buffer pointer, which lends each subitem: an array's subscript copies
        // it (retaining everything it holds) for every child of every solve.
        try group.subitems.withUnsafeBufferPointer { subitems throws(WorkBudget.Exhausted) in
            try arrange(group, subitems: subitems, in: box, grid: grid, budget: &budget, scratch: &scratch)
        }
    }

    private static func arrange(_ group: LayoutGroup, subitems: UnsafeBufferPointer<LayoutItem>, in box: Size,
                                grid: PixelGrid, budget: inout WorkBudget,
                                scratch: inout ArrangementScratch) throws(WorkBudget.Exhausted) -> Range<Int> {
        let first = scratch.slots.count
        guard !subitems.isEmpty else { return first..<first }
        // This group's footprints sit above those of the groups being arranged around it (a
        // child measured from its content arranges its own while these are being made).
        let base = scratch.footprints.count
        defer { scratch.footprints.truncate(to: base) }
        let horizontal = group.axis == .horizontal
        let length = horizontal ? box.width : box.height
        let spacing = group.interItemSpacing ?? .fixed(0)
        var spacingIsFlexible = spacing.isFlexible

        switch group.repetition {
        case .cycle:
            // Cycle through the subitems; stop at the FIRST child that does not fit, but keep one.
            var cursor = 0.0
            var cycleStart = 0.0
            var k = 0
            while true {
                let index = k % subitems.count
                if index == 0 && k > 0 {
                    // A whole cycle that takes no room would repeat forever.
                    if cursor - cycleStart <= fitTolerance { break }
                    cycleStart = cursor
                }
                try budget.spend(1)
                // Every child sits in the same box, so after the first cycle a subitem's footprint
                // is the one already worked out: an estimated child is measured once, not once
                // per repetition (nested, that multiplied).
                let child = k < subitems.count
                    ? try footprint(of: subitems, index, in: box, grid: grid, horizontal: horizontal,
                                    budget: &budget, scratch: &scratch)
                    : scratch.footprints[base + index]
                let gap = k == 0 ? 0 : spacing.value
                let need = cursor + gap + child.lead + child.main + child.trail
                if need > length + fitTolerance && k > 0 { break }
                scratch.footprints.append(child)
                cursor = need
                k += 1
            }
        case .repeating(let count):
            // Exactly `count` copies at their own size; fitting them is the author's job. Paid
            // for before anything is allocated; each subitem is measured once.
            guard count > 0 else { return first..<first }
            try budget.spend(count)
            scratch.reserve(count)
            for k in 0..<count {
                let index = k % subitems.count
                let child = k < subitems.count
                    ? try footprint(of: subitems, index, in: box, grid: grid, horizontal: horizontal,
                                    budget: &budget, scratch: &scratch)
                    : scratch.footprints[base + index]
                scratch.footprints.append(child)
            }
        case .count, .adaptive:
            // `count` equal slots, floored to the pixel grid; the child's own main-axis size is
            // ignored, its edge spacing minimums come out of its slot, and flexible spacing acts
            // as fixed. Its cross-axis size resolves against a container whose main-axis length
            // is what the slots share, `L − (count−1)·spacing` (§5.2, measured). An adaptive
            // group's count is worked out from `L` first (§5.6).
            let count = group.equalSlotCount(length: length) ?? 0
            guard count > 0 else { return first..<first }
            try budget.spend(count)
            scratch.reserve(count)
            let shared = length - Double(count - 1) * spacing.value
            let slot = grid.floor(shared / Double(count))
            let container = horizontal ? Size(width: shared, height: box.height) : Size(width: box.width, height: shared)
            spacingIsFlexible = false
            for k in 0..<count {
                let index = k % subitems.count
                guard k >= subitems.count else {
                    var child = try footprint(of: subitems, index, in: container, grid: grid,
                                              horizontal: horizontal, budget: &budget, scratch: &scratch)
                    child.main = max(0, slot - child.lead - child.trail)
                    child.leadFlexible = false
                    child.trailFlexible = false
                    scratch.footprints.append(child)
                    continue
                }
                let child = scratch.footprints[base + index]
                scratch.footprints.append(child)
            }
        }
        position(scratch.footprints[base...], length: length, crossLength: horizontal ? box.height : box.width,
                 spacing: spacing.value, spacingIsFlexible: spacingIsFlexible, horizontal: horizontal) { j, frame in
            let subitem = scratch.footprints[base + j].subitem
            scratch.slots.append(Slot(subitem: subitem, frame: frame))
        }
        return first..<scratch.slots.count
    }

    /// Subitem `index`'s footprint in `box`. The subitem is read field by field, never copied
    /// whole (a copy retains its supplementaries and children): only a node with an estimated
    /// axis is measured from its content, any other takes its resolved size.
    private static func footprint(of subitems: UnsafeBufferPointer<LayoutItem>, _ index: Int, in box: Size,
                                  grid: PixelGrid, horizontal: Bool, budget: inout WorkBudget,
                                  scratch: inout ArrangementScratch) throws(WorkBudget.Exhausted) -> Footprint {
        let size = subitems[index].size
        let measured = size.width.isEstimated || size.height.isEstimated
            ? try DimensionResolver.measure(subitems.baseAddress! + index, in: box, grid: grid, budget: &budget,
                                            scratch: &scratch)
            : DimensionResolver.resolve(size, in: box, grid: grid)
        return footprint(edges: subitems[index].edgeSpacing, index: index, size: measured, horizontal: horizontal)
    }

    /// A child's footprint at a known size: its main and cross lengths and its edge spacing.
    static func footprint(edges: EdgeSpacing, index: Int, size: Size, horizontal: Bool) -> Footprint {
        let (lead, trail, crossStart, crossEnd) = horizontal
            ? (edges.leading, edges.trailing, edges.top, edges.bottom)
            : (edges.top, edges.bottom, edges.leading, edges.trailing)
        return Footprint(
            subitem: index,
            main: horizontal ? size.width : size.height,
            cross: horizontal ? size.height : size.width,
            lead: lead?.value ?? 0, leadFlexible: lead?.isFlexible ?? false,
            trail: trail?.value ?? 0, trailFlexible: trail?.isFlexible ?? false,
            crossStart: crossStart?.value ?? 0, crossStartFlexible: crossStart?.isFlexible ?? false,
            crossEnd: crossEnd?.value ?? 0, crossEndFlexible: crossEnd?.isFlexible ?? false)
    }

    /// Main axis: minima first, then the leftover shared equally by every flexible spacing.
    /// Cross axis: top-aligned unless the child's cross edges are flexible (§5.1).
    /// Calls `place` with each child's offset in `footprints` and its slot, in order.
    static func position(
        _ footprints: ArraySlice<Footprint>, length: Double, crossLength: Double, spacing: Double,
        spacingIsFlexible: Bool, horizontal: Bool, place: (Int, Rect) -> Void) {
        let gaps = max(footprints.count - 1, 0)
        var used = Double(gaps) * spacing
        var flexibleSlots = spacingIsFlexible ? gaps : 0
        for child in footprints {
            used += child.lead + child.main + child.trail
            if child.leadFlexible { flexibleSlots += 1 }
            if child.trailFlexible { flexibleSlots += 1 }
        }
        let share = flexibleSlots > 0 ? max(0, length - used) / Double(flexibleSlots) : 0

        var cursor = 0.0
        for (j, child) in footprints.enumerated() {  // j counts from 0 whatever the slice's indices
            if j > 0 { cursor += spacing + (spacingIsFlexible ? share : 0) }
            cursor += child.lead + (child.leadFlexible ? share : 0)
            let mainPosition = cursor
            cursor += child.main + child.trail + (child.trailFlexible ? share : 0)

            let crossLeftover = max(0, crossLength - child.cross - child.crossStart - child.crossEnd)
            var crossPosition = child.crossStart
            switch (child.crossStartFlexible, child.crossEndFlexible) {
            case (true, true): crossPosition += crossLeftover / 2
            case (true, false): crossPosition += crossLeftover
            default: break
            }
            place(j, horizontal
                ? Rect(x: mainPosition, y: crossPosition, width: child.main, height: child.cross)
                : Rect(x: crossPosition, y: mainPosition, width: child.cross, height: child.main))
        }
    }
}

/// The buffers arranging groups borrows, kept from one group, section and solve to the next
/// so that arranging allocates nothing once they have grown: the slots of every group being
/// placed, a nested group's above its parent's, and the footprints of the groups being arranged.
struct ArrangementScratch {
    var slots: [LinearArrangement.Slot] = []
    var footprints: [LinearArrangement.Footprint] = []
    /// Storage for the templates' cells, z-indices and anchored supplementaries, given back by
    /// templates and solutions done with (`GroupSolver`, `SectionSolver`, `SolveScratch`).
    var leafBuffers = SpareArrayPool<Double>()
    var zIndexBuffers = SpareArrayPool<Int>()
    var supplementaryBuffers = SpareArrayPool<SupplementaryTemplate>()
    /// A list section's header and footer as boundary items, by what they are made from
    /// (`ListSectionSolver.boundaryItems`): the same few arrays serve every solve.
    var listBoundaryItems = ListBoundaryItemMemo()

    /// Keeps the arrays given back, for a scratch kept from solve to solve.
    mutating func keepSpares() {
        leafBuffers.keepSpares()
        zIndexBuffers.keepSpares()
        supplementaryBuffers.keepSpares()
        listBoundaryItems.keepsItems = true
    }

    /// Room for the slots and footprints of a typical group tree, reserved once for a kept
    /// scratch (`SolveScratch`); an empty one costs nothing to make.
    mutating func reserveTypical() {
        slots.reserveCapacity(16)
        footprints.reserveCapacity(16)
    }

    /// Room for `count` more footprints and slots once a group's count is known (and paid for):
    /// at least double the storage when it grows, so that nested groups reserving in turn do not
    /// reallocate a step at a time.
    mutating func reserve(_ count: Int) {
        if footprints.count + count > footprints.capacity {
            footprints.reserveCapacity(max(footprints.count + count, 2 * footprints.capacity))
        }
        if slots.count + count > slots.capacity {
            slots.reserveCapacity(max(slots.count + count, 2 * slots.capacity))
        }
    }

    /// Empties both stacks, keeping their storage (and the spare template buffers): a solve that
    /// failed part-way may have left entries behind.
    mutating func removeAll() {
        slots.truncate(to: 0)
        footprints.truncate(to: 0)
    }

    /// Drops the slots from `range.lowerBound` on: the caller's own, and any left above them.
    mutating func dropSlots(from range: Range<Int>) {
        slots.truncate(to: range.lowerBound)
    }
}

extension Array {
    /// Drops the elements from `newCount` on. A few, the usual case for the arrangement's
    /// stacks (a group's own slots and footprints), one at a time: `removeLast(_:)` goes through
    /// the generic `replaceSubrange`, about 40 instructions a call where dropping a few plain
    /// values takes a few each. More at once, as `removeLast(_:)` does.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        let excess = count - newCount
        if excess > 8 {
            removeLast(excess)
        } else {
            for _ in 0..<Swift.max(0, excess) { removeLast() }
        }
    }
}
