/// Lays out a section whose cells were measured (semantics §18), instance by instance: each group
/// instance takes its own items' measured sizes, so instances differ in size and in how many
/// items they hold (a tag cloud). Children are laid out bottom-up at their own origin, then moved
/// into place, so the section is one linear pass with no allocation per instance.
struct MeasuredFlow {
    /// Every cell of the section, relative to the first instance's origin, as one template whose
    /// leaf `l` is item `l`; stamped once.
    struct Result {
        var template: GroupTemplate
        /// Along the scroll axis: the instances' extent (stacked, or the tallest when orthogonal).
        var contentLength: Double
        /// Across the scroll axis, orthogonal sections only: the row of instances and its gaps.
        var rowLength: Double
        /// How many items the first instance holds (for the section's column count).
        var firstInstanceLeafCount: Int
        /// The first instance's size (an orthogonal section centres its row by it).
        var firstInstanceSize: Size
    }

    /// A placed child of the group being arranged: the leaves and supplementaries it appended.
    private struct Span {
        var leafStart: Int, leafEnd: Int
        var supplementaryStart: Int, supplementaryEnd: Int
    }

    private let sizes: ItemSizes
    private let count: Int
    private let grid: PixelGrid
    private var next = 0
    private var parts: TemplateParts
    // Stacks shared by every group being arranged, so nothing is allocated per instance.
    private var footprints: [LinearArrangement.Footprint] = []
    private var spans: [Span] = []

    private init(sizes: ItemSizes, count: Int, grid: PixelGrid) {
        self.sizes = sizes
        self.count = count
        self.grid = grid
        parts = TemplateParts(reservingCells: count)
    }

    private var leafCount: Int { parts.leafCount }

    /// The cells of `itemCount` items of `section`'s group in `container`, instances stacked along
    /// the scroll axis (or in a row across it when `orthogonal`) `interGroupSpacing` apart.
    static func solve(_ section: Section, itemCount: Int, measurements: SectionMeasurements, container: Size,
                      axes: ScrollAxes, orthogonal: Bool, grid: PixelGrid) throws(SolveError) -> Result {
        if let flat = FlatMeasuredFlow.solve(section, itemCount: itemCount, measurements: measurements,
                                             container: container, axes: axes, orthogonal: orthogonal, grid: grid) {
            return flat
        }
        var flow = MeasuredFlow(sizes: ItemSizes(measurements, count: itemCount), count: itemCount, grid: grid)
        var starts: [(leaf: Int, supplementary: Int)] = []
        var instanceSizes: [Size] = []
        // Read once: a section's `group` is made from its kind (a copy) each time it is read.
        let group = section.group
        while flow.next < itemCount {
            let before = flow.next
            starts.append((flow.leafCount, flow.parts.supplementaries.count))
            instanceSizes.append(flow.layOut(group, in: container))
            if flow.next == before { throw .groupHoldsNoItems(section: section.name) }
        }
        // §18: a section's group with a uniform dimension makes every instance as large as the largest.
        if case .uniformAcrossSiblings = group.size.width, let most = instanceSizes.map(\.width).max() {
            for k in instanceSizes.indices { instanceSizes[k].width = most }
        }
        if case .uniformAcrossSiblings = group.size.height, let most = instanceSizes.map(\.height).max() {
            for k in instanceSizes.indices { instanceSizes[k].height = most }
        }
        let spacing = section.interGroupSpacing
        var cursor = 0.0
        var tallest = 0.0
        for k in instanceSizes.indices {
            let end = k + 1 < starts.count ? starts[k + 1] : (flow.leafCount, flow.parts.supplementaries.count)
            let offset = orthogonal ? axes.point(along: 0, across: cursor) : axes.point(along: cursor, across: 0)
            flow.move(Span(leafStart: starts[k].leaf, leafEnd: end.0, supplementaryStart: starts[k].supplementary,
                           supplementaryEnd: end.1), by: offset)
            cursor += (orthogonal ? axes.across(instanceSizes[k]) : axes.along(instanceSizes[k])) + spacing
            tallest = max(tallest, axes.along(instanceSizes[k]))
        }
        let row = instanceSizes.isEmpty ? 0 : cursor - spacing
        let template = flow.parts.template(size: instanceSizes.first ?? Size(width: 0, height: 0))
        return Result(template: template, contentLength: orthogonal ? tallest : row, rowLength: orthogonal ? row : 0,
                      firstInstanceLeafCount: starts.count > 1 ? starts[1].leaf : flow.leafCount,
                      firstInstanceSize: instanceSizes.first ?? Size(width: 0, height: 0))
    }

    /// Lays `node` out with its slot's origin at (0, 0), consuming items from `next`; returns its
    /// size: the resolved size, with measured values on an item's estimated axes and the content's
    /// extent on a group's estimated axes (§3, §18). A fixed axis keeps its resolved size.
    private mutating func layOut(_ node: LayoutItem, in container: Size) -> Size {
        var size = DimensionResolver.resolve(node.size, in: container, grid: grid)
        let insets = DimensionResolver.effectiveInsets(node.contentInsets, for: node.size)
        let firstLeaf = leafCount
        switch node.kind {
        case .item:
            let item = next
            next += 1
            if node.size.width.isEstimated, let width = sizes.width(item) { size.width = width }
            if node.size.height.isEstimated, let height = sizes.height(item) { size.height = height }
            let frame = Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: insets)
            appendLeaf(frame, zIndex: 0)
            attach(node.supplementaryItems, to: frame, hostLeaf: firstLeaf)
            return size
        case .custom(let items):
            // Frames as given (§5.3); the group holds only the items that exist.
            var extent = Point.zero
            for item in items where next < count {
                next += 1
                appendLeaf(item.frame.offsetBy(x: insets.leading, y: insets.top), zIndex: item.zIndex)
                extent = Point(x: max(extent.x, item.frame.maxX), y: max(extent.y, item.frame.maxY))
            }
            size = grown(size, of: node, toContent: extent, insets: insets)
        case .group(let group):
            size = grown(size, of: node, toContent: arrange(group, in: size.inset(by: insets), insets: insets),
                         insets: insets)
        }
        if leafCount > firstLeaf {
            attach(node.supplementaryItems, to: Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: insets),
                   hostLeaf: firstLeaf)
        }
        return size
    }

    /// On an estimated axis a group takes its content's extent plus its insets; otherwise it does not grow.
    private func grown(_ size: Size, of node: LayoutItem, toContent extent: Point, insets: DirectionalInsets) -> Size {
        var size = size
        if node.size.width.isEstimated { size.width = extent.x + insets.leading + insets.trailing }
        if node.size.height.isEstimated { size.height = extent.y + insets.top + insets.bottom }
        return size
    }

    /// Places the children of one group instance in `box` (the group's content box, at the
    /// estimate on an estimated axis: §3, measured) and returns their extent. The fit test of
    /// §5.1 uses each child's measured length; a group holds only the items that exist.
    private mutating func arrange(_ group: LayoutGroup, in box: Size, insets: DirectionalInsets) -> Point {
        guard !group.subitems.isEmpty else { return .zero }
        let horizontal = group.axis == .horizontal
        let length = horizontal ? box.width : box.height
        let spacing = group.interItemSpacing ?? .fixed(0)
        var spacingIsFlexible = spacing.isFlexible
        var container = box
        var limit = Int.max
        var countSlot: Double?
        switch group.repetition {
        case .cycle: break
        case .repeating(let n): limit = n
        case .count, .adaptive:
            // n equal slots; the child's own main length is ignored (§5.2); an adaptive group
            // works n out from its length (§5.6).
            let n = group.equalSlotCount(length: length) ?? 0
            limit = n
            guard n > 0 else { return .zero }
            let shared = length - Double(n - 1) * spacing.value
            countSlot = grid.floor(shared / Double(n))
            if horizontal { container.width = shared } else { container.height = shared }
            spacingIsFlexible = false
        }
        let base = footprints.count
        var cursor = 0.0
        var k = 0
        while k < limit && next < count {
            let index = k % group.subitems.count
            let child = group.subitems[index]
            let mark = Span(leafStart: leafCount, leafEnd: 0, supplementaryStart: parts.supplementaries.count,
                            supplementaryEnd: 0)
            let firstItem = next
            let childSize = layOut(child, in: container)
            if next == firstItem { break }  // it holds no item, and nothing after it would
            var footprint = LinearArrangement.footprint(edges: child.edgeSpacing, index: index, size: childSize,
                                                        horizontal: horizontal)
            if let countSlot {
                footprint.main = max(0, countSlot - footprint.lead - footprint.trail)
                footprint.leadFlexible = false
                footprint.trailFlexible = false
            } else if case .cycle = group.repetition {
                let need = cursor + (k > 0 ? spacing.value : 0) + footprint.lead + footprint.main + footprint.trail
                if need > length + LinearArrangement.fitTolerance && k > 0 {
                    // The first child that does not fit ends the instance; its items start the next.
                    truncate(to: mark)
                    next = firstItem
                    break
                }
                cursor = need
            }
            footprints.append(footprint)
            spans.append(Span(leafStart: mark.leafStart, leafEnd: leafCount, supplementaryStart: mark.supplementaryStart,
                              supplementaryEnd: parts.supplementaries.count))
            k += 1
        }
        shareUniformSizes(of: group, from: base, horizontal: horizontal)

        var extent = Point.zero
        LinearArrangement.position(footprints[base...], length: length, crossLength: horizontal ? box.height : box.width,
                                   spacing: spacing.value, spacingIsFlexible: spacingIsFlexible,
                                   horizontal: horizontal) { j, slot in
            let child = group.subitems[footprints[base + j].subitem]
            let span = spans[base + j]
            let frame = slot.offsetBy(x: insets.leading, y: insets.top)
            if case .item = child.kind {
                // A cell fills its slot, which a count group or uniform siblings may have resized.
                resize(span, to: frame.inset(by: DimensionResolver.effectiveInsets(child.contentInsets, for: child.size)),
                       supplementaryItems: child.supplementaryItems)
            } else {
                move(span, by: Point(x: frame.x, y: frame.y))
            }
            extent = Point(x: max(extent.x, slot.maxX), y: max(extent.y, slot.maxY))
        }
        footprints.removeLast(footprints.count - base)
        spans.removeLast(spans.count - base)
        return extent
    }

    /// §18: the children of one instance whose dimension on an axis is `uniformAcrossSiblings`
    /// share the largest of their measured lengths on that axis.
    private mutating func shareUniformSizes(of group: LayoutGroup, from base: Int, horizontal: Bool) {
        for widthAxis in [true, false] where group.hasUniformSubitem(widthAxis: widthAxis) {
            let isMain = widthAxis == horizontal
            func isUniform(_ j: Int) -> Bool {
                group.subitems[footprints[j].subitem].size.isUniform(widthAxis: widthAxis)
            }
            var largest = 0.0
            for j in base..<footprints.count where isUniform(j) {
                largest = max(largest, isMain ? footprints[j].main : footprints[j].cross)
            }
            for j in base..<footprints.count where isUniform(j) {
                if isMain { footprints[j].main = largest } else { footprints[j].cross = largest }
            }
        }
    }

    private mutating func appendLeaf(_ frame: Rect, zIndex: Int) {
        parts.appendLeaf(frame, zIndex: zIndex)
    }

    private mutating func attach(_ items: [SupplementaryItem], to host: Rect, hostLeaf: Int) {
        parts.attach(items, to: host, hostLeaf: hostLeaf, grid: grid)
    }

    /// Drops what a child that did not fit appended.
    private mutating func truncate(to mark: Span) {
        parts.truncate(toLeaves: mark.leafStart, supplementaries: mark.supplementaryStart)
    }

    private mutating func move(_ span: Span, by offset: Point) {
        for l in span.leafStart..<span.leafEnd {
            parts.leaves[4 * l] += offset.x
            parts.leaves[4 * l + 1] += offset.y
        }
        for s in span.supplementaryStart..<span.supplementaryEnd {
            parts.supplementaries[s].frame = parts.supplementaries[s].frame.offsetBy(x: offset.x, y: offset.y)
        }
    }

    /// Puts a cell at `frame` and anchors its supplementaries to it again.
    private mutating func resize(_ span: Span, to frame: Rect, supplementaryItems: [SupplementaryItem]) {
        let l = span.leafStart
        (parts.leaves[4 * l], parts.leaves[4 * l + 1], parts.leaves[4 * l + 2], parts.leaves[4 * l + 3]) =
            (frame.x, frame.y, frame.width, frame.height)
        for (m, item) in supplementaryItems.enumerated() {
            parts.supplementaries[span.supplementaryStart + m].frame =
                SupplementarySolver.anchoredFrame(of: item, on: frame, grid: grid)
        }
    }
}

extension LayoutSize {
    /// Whether the width (or the height) is `uniformAcrossSiblings`.
    func isUniform(widthAxis: Bool) -> Bool {
        if case .uniformAcrossSiblings = widthAxis ? width : height { return true }
        return false
    }
}

extension LayoutGroup {
    /// Whether any subitem is `uniformAcrossSiblings` on that axis; most groups have none.
    func hasUniformSubitem(widthAxis: Bool) -> Bool {
        subitems.contains { $0.size.isUniform(widthAxis: widthAxis) }
    }
}
