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
            if !children.contains(where: { horizontal ? $0.width : $0.height }) {
                return runFixedAlongGroup(itemCount: itemCount, values: values, into: leaves)
            }
            var totals = Totals()
            var next = 0
            children.withUnsafeBufferPointer { children in
                while next < itemCount {
                    let first = next
                    // An instance starts where the ones before it end, so its offset is known
                    // before its extent: frames are written in place in one pass.
                    let offset = instanceOffset(totals)
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
                    close(&totals, first: first, next: next, main: main, cross: cross)
                }
            }
            return totals
        }

        /// `run` for a group none of whose children is estimated along its axis (a feed row: the
        /// measured height is across a horizontal group). Every instance starts with the first
        /// child, so all but the last hold the same children at the same places along the axis:
        /// the fit test of §5.1 runs once for the section, and no item is read only to find that
        /// it does not fit. The frames are `run`'s, value for value: the same operations on the
        /// same operands.
        private func runFixedAlongGroup(itemCount: Int, values: some MeasuredValues,
                                        into leaves: UnsafeMutableBufferPointer<Double>) -> Totals {
            let fixed = children.map(fixedChild)
            return fixed.withUnsafeBufferPointer { fixed in
                // The fit test, on lengths that every instance shares.
                var perInstance = 0, main = 0.0, child = 0
                while perInstance < itemCount {
                    let position = perInstance > 0 ? main + spacing : 0
                    if perInstance > 0 && position + fixed[child].main > length + LinearArrangement.fitTolerance { break }
                    main = position + fixed[child].main
                    perInstance += 1
                    child = child + 1 == fixed.count ? 0 : child + 1
                }
                return perInstance == 1
                    ? runOnePerInstance(itemCount: itemCount, child: fixed[0], values: values, into: leaves)
                    : runFixedInstances(itemCount: itemCount, perInstance: perInstance, fixed: fixed, values: values,
                                        into: leaves)
            }
        }

        private func runFixedInstances(itemCount: Int, perInstance: Int, fixed: UnsafeBufferPointer<FixedChild>,
                                       values: some MeasuredValues,
                                       into leaves: UnsafeMutableBufferPointer<Double>) -> Totals {
            var totals = Totals()
            var next = 0
            while next < itemCount {
                let first = next
                let offset = instanceOffset(totals)
                var main = 0.0, cross = 0.0, child = 0
                for k in 0..<min(perInstance, itemCount - first) {
                    let position = k > 0 ? main + spacing : 0
                    let crossLength = place(fixed[child], item: next, at: position, offset: offset, values: values,
                                            into: leaves)
                    main = position + fixed[child].main
                    cross = max(cross, crossLength)
                    next += 1
                    child = child + 1 == fixed.count ? 0 : child + 1
                }
                close(&totals, first: first, next: next, main: main, cross: cross)
            }
            return totals
        }

        /// `runFixedInstances` when every instance holds one item (a list): no inner loop.
        private func runOnePerInstance(itemCount: Int, child: FixedChild, values: some MeasuredValues,
                                       into leaves: UnsafeMutableBufferPointer<Double>) -> Totals {
            var totals = Totals()
            for item in 0..<itemCount {
                let crossLength = place(child, item: item, at: 0, offset: instanceOffset(totals), values: values,
                                        into: leaves)
                close(&totals, first: item, next: item + 1, main: 0 + child.main, cross: max(0, crossLength))
            }
            return totals
        }

        /// A child's values that no item changes, when nothing is estimated along the group.
        struct FixedChild {
            /// Its length along the group.
            var main: Double
            /// Its length across the group, unless an item's measured value replaces it.
            var cross: Double
            var measuredAcross: Bool
            /// Its frame's inset along the group, and its frame's length along it.
            var frameMainInset: Double, frameMainLength: Double
            /// Its frame's origin across the group, and its insets before and after across it.
            var frameCrossOrigin: Double, crossInsetStart: Double, crossInsetEnd: Double
        }

        private func fixedChild(_ child: (size: Size, insets: DirectionalInsets, width: Bool, height: Bool))
            -> FixedChild {
            let (size, inset) = (child.size, child.insets)
            return horizontal
                ? FixedChild(main: size.width, cross: size.height, measuredAcross: child.height,
                             frameMainInset: inset.leading,
                             frameMainLength: max(0, size.width - inset.leading - inset.trailing),
                             frameCrossOrigin: insets.top + inset.top, crossInsetStart: inset.top,
                             crossInsetEnd: inset.bottom)
                : FixedChild(main: size.height, cross: size.width, measuredAcross: child.width,
                             frameMainInset: inset.top,
                             frameMainLength: max(0, size.height - inset.top - inset.bottom),
                             frameCrossOrigin: insets.leading + inset.leading, crossInsetStart: inset.leading,
                             crossInsetEnd: inset.trailing)
        }

        /// Writes `item`'s frame: the slot at `position` along the group, inset by the child's
        /// insets, moved by `offset`, as `run` computes it. Returns its length across the group.
        @inline(__always)
        private func place(_ child: FixedChild, item: Int, at position: Double, offset: Point,
                           values: some MeasuredValues, into leaves: UnsafeMutableBufferPointer<Double>) -> Double {
            var crossLength = child.cross
            if child.measuredAcross, let measured = horizontal ? values.height(item) : values.width(item) {
                crossLength = measured
            }
            let frameMain = ((horizontal ? insets.leading : insets.top) + position) + child.frameMainInset
            let frameCrossLength = max(0, crossLength - child.crossInsetStart - child.crossInsetEnd)
            if horizontal {
                leaves[4 * item] = frameMain + offset.x
                leaves[4 * item + 1] = child.frameCrossOrigin + offset.y
                leaves[4 * item + 2] = child.frameMainLength
                leaves[4 * item + 3] = frameCrossLength
            } else {
                leaves[4 * item] = child.frameCrossOrigin + offset.x
                leaves[4 * item + 1] = frameMain + offset.y
                leaves[4 * item + 2] = frameCrossLength
                leaves[4 * item + 3] = child.frameMainLength
            }
            return crossLength
        }

        /// Where the next instance starts: where the ones before it end.
        @inline(__always) private func instanceOffset(_ totals: Totals) -> Point {
            orthogonal ? axes.point(along: 0, across: totals.cursor) : axes.point(along: totals.cursor, across: 0)
        }

        /// Ends the instance of items `first..<next` whose content reaches `main` along the group
        /// and `cross` across it: its size (§18: an estimated axis takes the content's extent),
        /// and the running totals.
        @inline(__always)
        private func close(_ totals: inout Totals, first: Int, next: Int, main: Double, cross: Double) {
            var size = resolved
            let extent = horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
            if estimatedWidth { size.width = extent.x + insets.leading + insets.trailing }
            if estimatedHeight { size.height = extent.y + insets.top + insets.bottom }
            if first == 0 { (totals.firstSize, totals.firstCount) = (size, next) }
            totals.cursor += (orthogonal ? axes.across(size) : axes.along(size)) + interGroupSpacing
            totals.tallest = max(totals.tallest, axes.along(size))
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
