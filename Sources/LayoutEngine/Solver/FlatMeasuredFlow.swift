/// The measured flow's fast path for the common self-sizing shapes (a feed row, a tag cloud): a
/// section whose group cycles leaf items with no edge spacing, badges or uniform sizes, its
/// spacing fixed. Each child's size in the group's box is resolved once; per item only the
/// measured values, the fit test of §5.1 and the frame remain, written in place in one pass.
/// Gives exactly `MeasuredFlow.solve`'s general frames for those sections (a test solves both:
/// a zero edge spacing sends the same section down the general path).
enum FlatMeasuredFlow {
    /// `nil` when the section's group is not of that shape.
    static func solve(_ section: Section, itemCount: Int, measurements: SectionMeasurements, container: Size,
                      axes: ScrollAxes, orthogonal: Bool, grid: PixelGrid) -> MeasuredFlow.Result? {
        let root = section.group
        guard case .group(let group) = root.kind, case .cycle = group.repetition, !group.subitems.isEmpty,
              root.supplementaryItems.isEmpty, !root.size.isUniform(widthAxis: true),
              !root.size.isUniform(widthAxis: false), !(group.interItemSpacing?.isFlexible ?? false),
              group.subitems.allSatisfy(isPlainLeaf) else { return nil }
        let horizontal = group.axis == .horizontal
        let insets = DimensionResolver.effectiveInsets(root.contentInsets, for: root.size)
        let resolved = DimensionResolver.resolve(root.size, in: container, grid: grid)
        let box = resolved.inset(by: insets)
        let length = horizontal ? box.width : box.height
        let spacing = group.interItemSpacing?.value ?? 0
        let children = group.subitems.map { child in
            (size: DimensionResolver.resolve(child.size, in: box, grid: grid),
             insets: DimensionResolver.effectiveInsets(child.contentInsets, for: child.size),
             width: child.size.width.isEstimated, height: child.size.height.isEstimated)
        }

        let pass = Pass(horizontal: horizontal, insets: insets, resolved: resolved, length: length, spacing: spacing,
                        children: children, estimatedWidth: root.size.width.isEstimated,
                        estimatedHeight: root.size.height.isEstimated, interGroupSpacing: section.interGroupSpacing,
                        axes: axes, orthogonal: orthogonal)
        var totals = Pass.Totals()
        // Every item writes its four values, so the buffer needs no zeroing first.
        let leaves = [Double](unsafeUninitializedCapacity: itemCount * 4) { leaves, initialized in
            // A set measuring every item by index (what an app records) is read as it is
            // stored; any other is expanded to a value per item first.
            let indices = measurements.indices
            if measurements.allItems == nil, measurements.ranges.isEmpty, indices.count == itemCount,
               indices.smallestIndex == 0, indices.largestIndex == itemCount - 1 {
                totals = indices.sizes.withUnsafeBufferPointer { sizes in
                    pass.run(itemCount: itemCount, values: EveryIndex(sizes: sizes), into: leaves)
                }
            } else {
                totals = ItemSizes(measurements, count: itemCount).withUnsafeValues { widths, heights in
                    pass.run(itemCount: itemCount, values: Expanded(widths: widths, heights: heights), into: leaves)
                }
            }
            initialized = itemCount * 4
        }
        let (cursor, tallest, firstSize, firstCount) = (totals.cursor, totals.tallest, totals.firstSize, totals.firstCount)
        let row = itemCount > 0 ? cursor - section.interGroupSpacing : 0
        let template = GroupTemplate(size: firstSize, leaves: leaves, supplementaries: [], leafZIndices: [])
        return MeasuredFlow.Result(template: template, contentLength: orthogonal ? tallest : row,
                                   rowLength: orthogonal ? row : 0, firstInstanceLeafCount: firstCount,
                                   firstInstanceSize: firstSize)
    }

    /// The loop itself, apart so that its state lives in registers rather than in a closure's
    /// captures.
    private struct Pass {
        struct Totals {
            var cursor = 0.0, tallest = 0.0
            var firstSize = Size(width: 0, height: 0), firstCount = 0
        }

        let horizontal: Bool
        let insets: DirectionalInsets
        let resolved: Size
        let length: Double
        let spacing: Double
        let children: [(size: Size, insets: DirectionalInsets, width: Bool, height: Bool)]
        let estimatedWidth: Bool, estimatedHeight: Bool
        let interGroupSpacing: Double
        let axes: ScrollAxes
        let orthogonal: Bool

        /// `values`: the measured size of each item, if any, on each axis.
        func run(itemCount: Int, values: some MeasuredValues,
                 into leaves: UnsafeMutableBufferPointer<Double>) -> Totals {
            var totals = Totals()
            var next = 0
            children.withUnsafeBufferPointer { children in
                while next < itemCount {
                    let first = next
                    // An instance starts where the ones before it end, so its offset is known
                    // before its extent: frames are written in place in one pass.
                    let offset = orthogonal
                        ? axes.point(along: 0, across: totals.cursor) : axes.point(along: totals.cursor, across: 0)
                    var main = 0.0, cross = 0.0
                    var k = 0, child = 0  // `child` cycles through the subitems without a division per item
                    while next < itemCount {
                        let template = children[child]
                        var size = template.size
                        if template.width, let width = values.width(next) { size.width = width }
                        if template.height, let height = values.height(next) { size.height = height }
                        let childMain = horizontal ? size.width : size.height
                        let position = k > 0 ? main + spacing : 0
                        if k > 0 && position + childMain > length + LinearArrangement.fitTolerance { break }
                        let slot = horizontal
                            ? Rect(x: insets.leading + position, y: insets.top, width: size.width, height: size.height)
                            : Rect(x: insets.leading, y: insets.top + position, width: size.width, height: size.height)
                        let frame = slot.inset(by: template.insets)
                        // Relative to the instance, then moved: the same sums as the general flow's.
                        leaves[4 * next] = frame.x + offset.x
                        leaves[4 * next + 1] = frame.y + offset.y
                        leaves[4 * next + 2] = frame.width
                        leaves[4 * next + 3] = frame.height
                        main = position + childMain
                        cross = max(cross, horizontal ? size.height : size.width)
                        next += 1
                        k += 1
                        child = child + 1 == children.count ? 0 : child + 1
                    }
                    var size = resolved
                    let extent = horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
                    if estimatedWidth { size.width = extent.x + insets.leading + insets.trailing }
                    if estimatedHeight { size.height = extent.y + insets.top + insets.bottom }
                    if first == 0 { (totals.firstSize, totals.firstCount) = (size, next) }
                    totals.cursor += (orthogonal ? axes.across(size) : axes.along(size)) + interGroupSpacing
                    totals.tallest = max(totals.tallest, axes.along(size))
                }
            }
            return totals
        }
    }

    /// Where the pass reads each item's measured values.
    private protocol MeasuredValues {
        func width(_ item: Int) -> Double?
        func height(_ item: Int) -> Double?
    }

    /// Expanded by `ItemSizes`: a value per item and axis, NaN where unmeasured, or empty for an
    /// axis nobody measures.
    private struct Expanded: MeasuredValues {
        let widths: UnsafeBufferPointer<Double>, heights: UnsafeBufferPointer<Double>
        @inline(__always) func width(_ item: Int) -> Double? {
            !widths.isEmpty && !widths[item].isNaN ? widths[item] : nil
        }
        @inline(__always) func height(_ item: Int) -> Double? {
            !heights.isEmpty && !heights[item].isNaN ? heights[item] : nil
        }
    }

    /// Item `i`'s size at `sizes[i]`: a set that measures every index and nothing else.
    private struct EveryIndex: MeasuredValues {
        let sizes: UnsafeBufferPointer<MeasuredSize>
        @inline(__always) func width(_ item: Int) -> Double? { sizes[item].width }
        @inline(__always) func height(_ item: Int) -> Double? { sizes[item].height }
    }

    /// A leaf with nothing that needs the general flow: no badges, no edge spacing, no uniform size.
    private static func isPlainLeaf(_ node: LayoutItem) -> Bool {
        guard case .item = node.kind else { return false }
        return node.supplementaryItems.isEmpty && node.edgeSpacing == EdgeSpacing()
            && !node.size.isUniform(widthAxis: true) && !node.size.isUniform(widthAxis: false)
    }
}
