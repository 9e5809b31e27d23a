/// Solves a whole layout at the environment's scroll offset (semantics §6.2, §8.2, §16).
///
/// Sections stack along the scroll axis with `interSectionSpacing` between them only;
/// layout-level boundary items bracket the stack. Only pinned boundary items depend on the offset. Each section's group is solved once into a
/// template, then every cell is stamped into one preallocated buffer.
public func solve(_ document: LayoutDocument, in environment: SolveEnvironment) throws(SolveError) -> Solution {
    let counts = try SolveValidation.itemCounts(of: document, in: environment)
    let container = Size(width: environment.width, height: environment.height)
    let configuration = document.configuration
    let frame = LayoutFrame(container: container, referenceInsets: environment.referenceInsets,
                            direction: configuration.scrollDirection, contentOffset: environment.contentOffset)
    let axes = frame.axes
    let sizeClass = environment.effectiveSizeClass
    var supplementaries: [SupplementaryAttributes] = []

    // Layout-level boundary items resolve against the whole effective container (§8.2).
    let globalItems = configuration.boundarySupplementaryItems
    let globalContainer = axes.size(along: frame.alongLength, across: frame.acrossLength)
    let headerBand = SupplementarySolver.band(of: globalItems, at: .start, container: globalContainer, axes: axes)
    let footerBand = SupplementarySolver.band(of: globalItems, at: .end, container: globalContainer, axes: axes)

    var layouts: [SectionLayout] = []
    layouts.reserveCapacity(document.sections.count)
    var cursor = headerBand
    var firstCell = 0
    for (index, section) in document.sections.enumerated() {
        if index > 0 { cursor += configuration.interSectionSpacing }
        let resolved = section.resolved(width: environment.width, sizeClass: sizeClass)
        let layout = try SectionSolver.solve(resolved, index: index, itemCount: counts[index], start: cursor,
                                             firstCell: firstCell, in: frame, supplementaries: &supplementaries)
        layouts.append(layout)
        cursor = layout.end
        firstCell += counts[index]
    }
    let end = cursor + footerBand
    let globalHost = SupplementarySolver.BoundaryHost(
        start: 0, headerEnd: headerBand, footerStart: cursor, end: end,
        bandStart: frame.acrossStart, bandLength: frame.acrossLength, container: globalContainer)
    SupplementarySolver.boundaryAttributes(of: globalItems, in: globalHost, section: nil, axes: axes,
                                           visible: frame.visible, into: &supplementaries)

    // Badges are stamped like cells; refuse before allocating if there would be too many.
    var stampedCount = 0
    for layout in layouts { stampedCount += TemplateStamper.supplementaryCount(of: layout) }
    if stampedCount > SolveError.cellLimit {
        throw .tooManySupplementaries(total: stampedCount, limit: SolveError.cellLimit)
    }
    if stampedCount > 0 {
        let boundary = supplementaries
        supplementaries = [SupplementaryAttributes](unsafeUninitializedCapacity: boundary.count + stampedCount) {
            buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            _ = buffer.initialize(fromContentsOf: boundary)
            initialized = boundary.count
            for (index, layout) in layouts.enumerated() {
                initialized += TemplateStamper.stampSupplementaries(of: layout, section: index, into: base + initialized)
            }
        }
    }

    let scale = environment.scale
    let storage = [Double](unsafeUninitializedCapacity: firstCell * 4) { buffer, initialized in
        if let base = buffer.baseAddress {
            var offset = 0
            for layout in layouts {
                TemplateStamper.stampCells(of: layout, into: base + offset)
                offset += layout.itemCount * 4
            }
            if let scale { Rounding.round(UnsafeMutableBufferPointer(rebasing: buffer[0..<offset]), scale: scale) }
        }
        initialized = firstCell * 4
    }

    var sections = layouts.map(\.solution)
    var contentSize = axes.size(along: end, across: axes.across(container))
    if let scale {
        for i in sections.indices { sections[i].frame = Rounding.round(sections[i].frame, scale: scale) }
        for i in supplementaries.indices {
            supplementaries[i].frame = Rounding.round(supplementaries[i].frame, scale: scale)
        }
        contentSize = Rounding.round(contentSize, scale: scale)
    }
    let solution = Solution(container: container, contentSize: contentSize, sections: sections,
                            cells: FrameBuffer(storage: storage), supplementaries: supplementaries)
    try checkFinite(solution)
    return solution
}

/// Refuses a solution whose numbers overflowed. Cells are stamped from one template at growing
/// offsets, so a section's first and last group instances bound every value in between.
private func checkFinite(_ solution: Solution) throws(SolveError) {
    func finite(_ r: Rect) -> Bool { r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite }
    for section in solution.sections {
        let edge = min(section.cellCount, max(section.itemsPerGroup, 1))
        let first = section.firstCell..<(section.firstCell + edge)
        let last = (section.firstCell + section.cellCount - edge)..<(section.firstCell + section.cellCount)
        guard finite(section.frame), first.allSatisfy({ finite(solution.cells[$0]) }),
              last.allSatisfy({ finite(solution.cells[$0]) }) else {
            throw .nonFiniteFrames(section: section.name)
        }
    }
    for attribute in solution.supplementaries where !finite(attribute.frame) {
        throw .nonFiniteFrames(section: attribute.section.map { solution.sections[$0].name })
    }
    guard solution.contentSize.width.isFinite, solution.contentSize.height.isFinite else {
        throw .nonFiniteFrames(section: nil)
    }
}
