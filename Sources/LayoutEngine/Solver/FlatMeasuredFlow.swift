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
        let sizes = ItemSizes(measurements, count: itemCount)
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

        var leaves = [Double](repeating: 0, count: itemCount * 4)
        var next = 0
        var cursor = 0.0, tallest = 0.0
        var firstSize = Size(width: 0, height: 0), firstCount = 0
        while next < itemCount {
            let first = next
            var main = 0.0, cross = 0.0
            var k = 0
            // Frames relative to the group's origin first; the instance's offset is known only
            // once its extent is.
            while next < itemCount {
                let child = children[k % children.count]
                var size = child.size
                if child.width, let w = sizes.width(next) { size.width = w }
                if child.height, let h = sizes.height(next) { size.height = h }
                let childMain = horizontal ? size.width : size.height
                let position = k > 0 ? main + spacing : 0
                if k > 0 && position + childMain > length + LinearArrangement.fitTolerance { break }
                let slot = horizontal
                    ? Rect(x: insets.leading + position, y: insets.top, width: size.width, height: size.height)
                    : Rect(x: insets.leading, y: insets.top + position, width: size.width, height: size.height)
                let frame = slot.inset(by: child.insets)
                leaves[4 * next] = frame.x
                leaves[4 * next + 1] = frame.y
                leaves[4 * next + 2] = frame.width
                leaves[4 * next + 3] = frame.height
                main = position + childMain
                cross = max(cross, horizontal ? size.height : size.width)
                next += 1
                k += 1
            }
            var size = resolved
            let extent = horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
            if root.size.width.isEstimated { size.width = extent.x + insets.leading + insets.trailing }
            if root.size.height.isEstimated { size.height = extent.y + insets.top + insets.bottom }
            let offset = orthogonal ? axes.point(along: 0, across: cursor) : axes.point(along: cursor, across: 0)
            for l in first..<next {
                leaves[4 * l] += offset.x
                leaves[4 * l + 1] += offset.y
            }
            if first == 0 { (firstSize, firstCount) = (size, next) }
            cursor += (orthogonal ? axes.across(size) : axes.along(size)) + section.interGroupSpacing
            tallest = max(tallest, axes.along(size))
        }
        let row = itemCount > 0 ? cursor - section.interGroupSpacing : 0
        let template = GroupTemplate(size: firstSize, leaves: leaves, supplementaries: [], leafZIndices: [])
        return MeasuredFlow.Result(template: template, contentLength: orthogonal ? tallest : row,
                                   rowLength: orthogonal ? row : 0, firstInstanceLeafCount: firstCount,
                                   firstInstanceSize: firstSize)
    }

    /// A leaf with nothing that needs the general flow: no badges, no edge spacing, no uniform size.
    private static func isPlainLeaf(_ node: LayoutItem) -> Bool {
        guard case .item = node.kind else { return false }
        return node.supplementaryItems.isEmpty && node.edgeSpacing == EdgeSpacing()
            && !node.size.isUniform(widthAxis: true) && !node.size.isUniform(widthAxis: false)
    }
}
