/// What every section of one solve shares: the scroll axes and the layout container.
struct LayoutFrame {
    let axes: ScrollAxes
    /// The container's length along the scroll axis (the height of a vertical layout).
    let alongLength: Double
    /// Where content begins across the scroll axis: the reference inset on that side.
    let acrossStart: Double
    /// The effective length across the scroll axis, reference insets removed (`W_eff`).
    let acrossLength: Double
    /// What the scroll view shows along the scroll axis; pinned boundary items follow it.
    let visible: Pinning.VisibleRange

    init(container: Size, referenceInsets: DirectionalInsets, direction: ScrollDirection, contentOffset: Double) {
        axes = ScrollAxes(direction)
        alongLength = axes.along(container)
        acrossStart = axes.acrossStart(referenceInsets)
        acrossLength = max(0, axes.across(container) - acrossStart - axes.acrossEnd(referenceInsets))
        visible = Pinning.VisibleRange(contentOffset: contentOffset, containerLength: alongLength,
                                       referenceInsets: referenceInsets, axes: axes)
    }
}

/// One solved section, ready to stamp: its template and where the instances go.
struct SectionLayout {
    var solution: SectionSolution
    var template: GroupTemplate
    var itemCount: Int
    /// The origin of group instance 0.
    var origin: Point
    /// From one group instance's origin to the next: along the scroll axis, or across it when orthogonal.
    var step: Point
    /// Where the section ends along the scroll axis (footer band included).
    var end: Double
}

/// Lays out one section (semantics §6, §7, §8.1, §10, §11): solves its group once, then works out
/// where the instances, boundary items and backgrounds go.
enum SectionSolver {
    /// - Parameters:
    ///   - section: already resolved for the environment's width and size class.
    ///   - start: where the section begins along the scroll axis.
    static func solve(_ section: Section, index: Int, itemCount: Int, start: Double, firstCell: Int,
                      in frame: LayoutFrame, supplementaries: inout [SupplementaryAttributes])
        throws(SolveError) -> SectionLayout {
        let axes = frame.axes
        let insets = section.contentInsets
        let container = axes.size(
            along: max(0, frame.alongLength - axes.alongStart(insets) - axes.alongEnd(insets)),
            across: max(0, frame.acrossLength - axes.acrossStart(insets) - axes.acrossEnd(insets)))
        let groupSize = DimensionResolver.measure(section.group, in: container)
        let template = try GroupSolver.template(for: section.group, size: groupSize, section: section.name)
        let leafCount = template.leafCount
        if itemCount > 0 && leafCount == 0 { throw .groupHoldsNoItems(section: section.name) }
        let instances = itemCount == 0 ? 0 : (itemCount + leafCount - 1) / leafCount
        let gaps = Double(max(instances - 1, 0))

        // Boundary items lay out in the band across the scroll axis (§8.1).
        let follows = section.supplementariesFollowContentInsets
        let bandStart = frame.acrossStart + (follows ? axes.acrossStart(insets) : 0)
        let bandLength = frame.acrossLength - (follows ? axes.acrossStart(insets) + axes.acrossEnd(insets) : 0)
        let boundaryContainer = axes.size(along: axes.along(container), across: max(0, bandLength))
        let boundary = section.boundarySupplementaryItems
        let headerBand = SupplementarySolver.band(of: boundary, at: .start, container: boundaryContainer, axes: axes)
        let footerBand = SupplementarySolver.band(of: boundary, at: .end, container: boundaryContainer, axes: axes)

        let contentStart = start + headerBand + axes.alongStart(insets)
        let acrossOrigin = frame.acrossStart + axes.acrossStart(insets)
        let groupAlong = axes.along(groupSize), groupAcross = axes.across(groupSize)
        let spacing = section.interGroupSpacing
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let origin: Point, step: Point, contentLength: Double, scrollExtent: Double
        if orthogonal {
            // One row across the scroll axis that never wraps (§7); groupPagingCentered centres
            // each group in the section's inset band.
            let centring = section.orthogonalScrollingBehavior == .groupPagingCentered
                ? max(0, (axes.across(container) - groupAcross) / 2) : 0
            origin = axes.point(along: contentStart, across: acrossOrigin + centring)
            step = axes.point(along: 0, across: groupAcross + spacing)
            contentLength = instances > 0 ? groupAlong : 0
            scrollExtent = instances > 0
                ? axes.acrossStart(insets) + 2 * centring + Double(instances) * groupAcross + gaps * spacing
                    + axes.acrossEnd(insets)
                : 0
        } else {
            origin = axes.point(along: contentStart, across: acrossOrigin)
            step = axes.point(along: groupAlong + spacing, across: 0)
            contentLength = Double(instances) * groupAlong + gaps * spacing
            scrollExtent = 0
        }
        let footerStart = contentStart + contentLength + axes.alongEnd(insets)
        let end = footerStart + footerBand
        let sectionFrame = axes.rect(along: start, across: frame.acrossStart,
                                     alongLength: end - start, acrossLength: frame.acrossLength)

        let host = SupplementarySolver.BoundaryHost(
            start: start, headerEnd: start + headerBand, footerStart: footerStart, end: end,
            bandStart: bandStart, bandLength: bandLength, container: boundaryContainer)
        SupplementarySolver.boundaryAttributes(of: boundary, in: host, section: index, axes: axes,
                                               visible: frame.visible, into: &supplementaries)
        SupplementarySolver.decorationAttributes(of: section.decorationItems, sectionFrame: sectionFrame,
                                                 section: index, into: &supplementaries)

        let solution = SectionSolution(
            name: section.name, frame: sectionFrame, firstCell: firstCell, cellCount: itemCount,
            itemsPerGroup: leafCount, columns: columns(of: template, axes: axes),
            orthogonal: orthogonal, scrollExtent: scrollExtent)
        return SectionLayout(solution: solution, template: template, itemCount: itemCount,
                             origin: origin, step: step, end: end)
    }

    /// Cells side by side in one group instance: distinct leading positions across the scroll axis.
    static func columns(of template: GroupTemplate, axes: ScrollAxes) -> Int {
        var positions: [Double] = []
        positions.reserveCapacity(template.leafCount)
        for l in 0..<template.leafCount { positions.append(axes.across(template.leaf(l))) }
        positions.sort()
        var columns = 0
        var last = -Double.infinity
        for p in positions where p - last > LinearArrangement.fitTolerance {
            columns += 1
            last = p
        }
        return columns
    }
}
