/// Lays out one section (semantics §2, §6, §7, §8.1, §10, §11, §17): solves its group once, then
/// works out where the instances, boundary items and backgrounds go.
///
/// A section is read where it stands, through a pointer, field by field: passed as a value, it
/// was copied (retaining all it holds) at each call, about a twentieth of a seed-sized solve.
enum SectionSolver {
    /// - Parameters:
    ///   - section: already resolved for the environment's width and size class.
    ///   - start: where the section begins along the scroll axis.
    static func solve(_ section: UnsafePointer<Section>, index: Int, itemCount: Int, start: Double, firstCell: Int,
                      in context: LayoutContext, budget: inout WorkBudget, scratch: inout ArrangementScratch,
                      supplementaries: inout [SupplementaryAttributes]) throws(SolveError) -> SectionLayout {
        let measured = context.environment.measurements.sections[section.pointee.name]
        if let list = section.pointee.list {
            return try ListSectionSolver.solve(section, list: list, measured: measured, index: index,
                                               itemCount: itemCount, start: start, firstCell: firstCell,
                                               in: context, budget: &budget, scratch: &scratch,
                                               supplementaries: &supplementaries)
        }
        return try solve(section, measured: measured, index: index, itemCount: itemCount, start: start,
                         firstCell: firstCell, in: context, budget: &budget, scratch: &scratch,
                         supplementaries: &supplementaries)
    }

    /// A group section with its measurements (§18), or the group section a list section's rules
    /// amount to (§19, `ListSectionSolver`).
    static func solve(_ section: UnsafePointer<Section>, measured: SectionMeasurements?, index: Int, itemCount: Int,
                      start: Double, firstCell: Int, in context: LayoutContext, budget: inout WorkBudget,
                      scratch: inout ArrangementScratch,
                      supplementaries: inout [SupplementaryAttributes]) throws(SolveError) -> SectionLayout {
        let axes = context.axes
        let insets = section.pointee.contentInsets
        let orthogonal = section.pointee.orthogonalScrollingBehavior != .none
        let content = context.band(for: ReferenceInsets.contentReference(
            section.pointee.contentInsetsReference, in: context.configuration))
        let container = groupContainer(of: section, content: content, orthogonal: orthogonal, in: context)
        let group = try groupTemplate(of: section, measured: measured, itemCount: itemCount, container: container,
                                      orthogonal: orthogonal, in: context, budget: &budget, scratch: &scratch)
        let (groupSize, flow) = (group.size, group.flow)
        var template = group.template
        let leafCount = template.leafCount
        if itemCount > 0 && leafCount == 0 { throw .groupHoldsNoItems(section: section.pointee.name) }
        let instances = itemCount == 0 ? 0 : (itemCount + leafCount - 1) / leafCount
        // Everything but a background is drawn above it (UIKit promotes the section's other items).
        var minimumZIndex = Int.min
        for decoration in section.pointee.decorationItems { minimumZIndex = max(minimumZIndex, decoration.zIndex.addingSaturating(1)) }
        template.promote(to: minimumZIndex, spares: &scratch.zIndexBuffers)

        let bands = boundaryBands(of: section, measured: measured, container: container, in: context)
        // §6.2 (measured): an empty section takes no content space; its insets are not applied.
        let leadingInset = instances > 0 ? axes.alongStart(insets) : 0
        let trailingInset = instances > 0 ? axes.alongEnd(insets) : 0
        let contentStart = start + bands.header + leadingInset
        let placement = placement(of: section, instances: instances, groupSize: groupSize, flow: flow,
                                  contentStart: contentStart, content: content,
                                  insets: (leading: leadingInset, trailing: trailingInset),
                                  orthogonal: orthogonal, in: context)
        let footerStart = contentStart + placement.contentLength + trailingInset
        let end = footerStart + bands.footer
        let sectionFrame = axes.rect(along: start, across: content.start,
                                     alongLength: end - start, acrossLength: content.length)

        let host = BoundaryHost(
            start: start, headerEnd: start + bands.header, footerStart: footerStart, end: end,
            bandStart: bands.start, bandLength: bands.length, container: bands.container)
        SupplementarySolver.boundaryAttributes(of: bands.items, in: host, section: index, axes: axes,
                                               grid: context.grid, visible: context.visible,
                                               minimumZIndex: minimumZIndex, into: &supplementaries)
        SupplementarySolver.decorationAttributes(of: section.pointee.decorationItems, sectionFrame: sectionFrame,
                                                 section: index, into: &supplementaries)

        let solution = SectionSolution(
            name: section.pointee.name, frame: sectionFrame, firstCell: firstCell, cellCount: itemCount,
            itemsPerGroup: leafCount,
            columns: columns(of: template, leafCount: flow?.firstInstanceLeafCount ?? leafCount, axes: axes),
            orthogonalContentSize: placement.orthogonalContentSize, leafZIndices: template.leafZIndices)
        return SectionLayout(solution: solution, template: template, itemCount: itemCount,
                             origin: placement.origin, step: placement.step, end: end,
                             shape: SectionLayout.Shape(container: container, measuredFlow: flow != nil,
                                                        headerHolder: bands.headerHolder,
                                                        footerHolder: bands.footerHolder))
    }

    /// §2 (measured): the section's insets shrink its container only across the direction in
    /// which it lays out its groups; along that direction they only offset the first group.
    private static func groupContainer(of section: UnsafePointer<Section>, content: (start: Double, length: Double),
                                       orthogonal: Bool, in context: LayoutContext) -> Size {
        let axes = context.axes
        let insets = section.pointee.contentInsets
        return orthogonal
            ? axes.size(along: max(0, context.alongLength - axes.alongStart(insets) - axes.alongEnd(insets)),
                        across: content.length)
            : axes.size(along: context.alongLength,
                        across: max(0, content.length - axes.acrossStart(insets) - axes.acrossEnd(insets)))
    }

    /// §18: a section whose items were measured is solved instance by instance; any other
    /// keeps the template solved once and stamped. The size of the (first) group instance, its
    /// template, and the measured flow when there is one.
    private static func groupTemplate(
        of section: UnsafePointer<Section>, measured: SectionMeasurements?, itemCount: Int, container: Size,
        orthogonal: Bool, in context: LayoutContext, budget: inout WorkBudget, scratch: inout ArrangementScratch
    ) throws(SolveError) -> (size: Size, template: GroupTemplate, flow: MeasuredFlow.Result?) {
        let group = Section.group(of: section)
        if let measured, measured.measuresItems, itemCount > 0, isSelfSizing(group.pointee) {
            let flow = try MeasuredFlow.solve(section.pointee, itemCount: itemCount, measurements: measured,
                                              container: container, axes: context.axes, orthogonal: orthogonal,
                                              grid: context.grid)
            return (flow.firstInstanceSize, flow.template, flow)
        }
        do {
            let groupSize = try DimensionResolver.measure(group, in: container, grid: context.grid,
                                                          budget: &budget, scratch: &scratch)
            let template = try GroupSolver.template(for: group, size: groupSize, grid: context.grid,
                                                    budget: &budget, scratch: &scratch)
            return (groupSize, template, nil)
        } catch {
            throw .groupTooLarge(section: section.pointee.name, limit: SolveError.workLimit)
        }
    }

    /// Where a section's boundary items lay out: the band across the scroll axis, its
    /// container, the items with their measurements, and the lengths of the header and footer
    /// bands along it.
    private struct BoundaryBands {
        var start: Double
        var length: Double
        var container: Size
        var items: [BoundaryItem]
        var header: Double
        var footer: Double
        /// The element kinds of the items that set the header and footer bands (for a sweep).
        var headerHolder: String?
        var footerHolder: String?
    }

    /// Boundary items lay out in the band across the scroll axis, measured from the
    /// supplementary reference (§8.1, §17).
    private static func boundaryBands(of section: UnsafePointer<Section>, measured: SectionMeasurements?,
                                      container: Size, in context: LayoutContext) -> BoundaryBands {
        let axes = context.axes
        let insets = section.pointee.contentInsets
        let supplementaryBand = context.band(for: ReferenceInsets.supplementaryReference(
            section.pointee.supplementaryContentInsetsReference, content: section.pointee.contentInsetsReference,
            in: context.configuration))
        let follows = section.pointee.supplementariesFollowContentInsets
        let bandStart = supplementaryBand.start + (follows ? axes.acrossStart(insets) : 0)
        let bandLength = supplementaryBand.length - (follows ? axes.acrossStart(insets) + axes.acrossEnd(insets) : 0)
        let boundaryContainer = axes.size(along: axes.along(container), across: max(0, bandLength))
        // Mapped only when measured: the map allocated an array for every section with a header.
        let boundary = measured.map { measured in
            section.pointee.boundarySupplementaryItems.map { $0.measured(by: measured.boundaryItems[$0.elementKind]) }
        } ?? section.pointee.boundarySupplementaryItems
        let headerBand = SupplementarySolver.longest(of: boundary, at: .start, container: boundaryContainer, axes: axes,
                                                     grid: context.grid)
        let footerBand = SupplementarySolver.longest(of: boundary, at: .end, container: boundaryContainer, axes: axes,
                                                     grid: context.grid)
        return BoundaryBands(start: bandStart, length: bandLength, container: boundaryContainer, items: boundary,
                             header: headerBand.length, footer: footerBand.length,
                             headerHolder: headerBand.elementKind, footerHolder: footerBand.elementKind)
    }

    /// Where the group instances go: the first one's origin, the step from one to the next, the
    /// length of the content along the scroll axis and, for an orthogonal section, its content size.
    private struct Placement {
        var origin: Point
        var step: Point
        var contentLength: Double
        var orthogonalContentSize: Size?
    }

    private static func placement(of section: UnsafePointer<Section>, instances: Int, groupSize: Size, flow: MeasuredFlow.Result?,
                                  contentStart: Double, content: (start: Double, length: Double), insets applied: (leading: Double, trailing: Double),
                                  orthogonal: Bool, in context: LayoutContext) -> Placement {
        let axes = context.axes
        let insets = section.pointee.contentInsets
        let gaps = Double(max(instances - 1, 0))
        let acrossOrigin = content.start + axes.acrossStart(insets)
        let groupAlong = axes.along(groupSize), groupAcross = axes.across(groupSize)
        let spacing = section.pointee.interGroupSpacing
        guard orthogonal else {
            return Placement(origin: axes.point(along: contentStart, across: acrossOrigin),
                             step: axes.point(along: groupAlong + spacing, across: 0),
                             contentLength: flow?.contentLength ?? Double(instances) * groupAlong + gaps * spacing)
        }
        // One row across the scroll axis that never wraps (§7); groupPagingCentered centres
        // each group in the section's inset band. A scroll position moves the row (§17).
        let insetBand = content.length - axes.acrossStart(insets) - axes.acrossEnd(insets)
        let centring = section.pointee.orthogonalScrollingBehavior == .groupPagingCentered
            ? max(0, (insetBand - groupAcross) / 2) : 0
        let scrolled = context.environment.orthogonalOffsets[section.pointee.name] ?? 0
        let contentLength = instances > 0 ? flow?.contentLength ?? groupAlong : 0
        let row = flow?.rowLength ?? Double(instances) * groupAcross + gaps * spacing
        let scrollExtent = instances > 0
            ? axes.acrossStart(insets) + 2 * centring + row + axes.acrossEnd(insets)
            : 0
        return Placement(
            origin: axes.point(along: contentStart, across: acrossOrigin + centring - scrolled),
            step: axes.point(along: 0, across: groupAcross + spacing),
            contentLength: contentLength,
            orthogonalContentSize: axes.size(along: applied.leading + contentLength + applied.trailing,
                                             across: scrollExtent))
    }

    /// Whether any node of the tree has an estimated (or uniform) dimension: only then can
    /// measurements change its frames.
    static func isSelfSizing(_ root: LayoutItem) -> Bool {
        var stack = [root]
        while let node = stack.popLast() {
            if node.size.width.isEstimated || node.size.height.isEstimated { return true }
            if case .group(let group) = node.kind { stack.append(contentsOf: group.subitems) }
        }
        return false
    }

    /// Cells side by side in one group instance (its first `leafCount` leaves): distinct leading positions across the scroll axis.
    static func columns(of template: GroupTemplate, leafCount: Int, axes: ScrollAxes) -> Int {
        // Scratch space that a small group's solve takes on the stack, not from the heap.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: leafCount) { scratch in
            var positions = scratch
            for l in 0..<leafCount { positions.initializeElement(at: l, to: axes.across(template.leaf(l))) }
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
}
