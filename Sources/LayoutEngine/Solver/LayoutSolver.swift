/// Solves a whole layout in an environment (semantics §6.2, §8.2, §16, §17), in three phases:
/// the sections stacked along the scroll axis (each section's group solved once into a
/// template), the layout's own boundary items around them, and the cells stamped into one
/// preallocated buffer. Right-to-left mirrors the templates and placed frames before stamping,
/// so it costs nothing per cell.
public func solve(_ document: LayoutDocument, in environment: SolveEnvironment) throws(SolveError) -> Solution {
    var scratch = SolveScratch(forOneSolve: ())
    return try solve(document, in: environment, scratch: &scratch)
}

/// `solve(_:in:)` in buffers kept from one solve to the next: a caller that solves many layouts
/// on one thread (a batch, a sweep) passes the same `scratch` to each, and the solver's working
/// arrays are allocated once rather than at every solve. The frames are the same either way.
public func solve(_ document: LayoutDocument, in environment: SolveEnvironment,
                  scratch: inout SolveScratch) throws(SolveError) -> Solution {
    var budget = WorkBudget()
    return try solve(document, in: environment, budget: &budget, scratch: &scratch)
}

/// `solve(_:in:scratch:)` writing into `solution`, whose storage it reuses: the cells, the
/// sections, the supplementaries and the stamped sections' templates of the solution solved into
/// it before. A caller that reads each solution before solving the next (a loop over sizes, a
/// benchmark) passes the same `solution` and `scratch` to every solve and, once they have grown
/// to its largest layout, a solve allocates nothing. The frames are those `solve(_:in:)` gives.
///
/// When the solve throws, `solution` is left empty (no section, cell or supplementary, a zero
/// container and content size). A copy of `solution` taken before the call keeps its frames:
/// storage still shared is not written.
public func solve(_ document: LayoutDocument, in environment: SolveEnvironment, into solution: inout Solution,
                  scratch: inout SolveScratch) throws(SolveError) {
    var budget = WorkBudget()
    try solve(document, in: environment, budget: &budget, scratch: &scratch, into: &solution)
}

/// `solve(_:in:)` paying its group work from `budget`, one for every section (docs/limits.md).
func solve(_ document: LayoutDocument, in environment: SolveEnvironment,
           budget: inout WorkBudget) throws(SolveError) -> Solution {
    var scratch = SolveScratch(forOneSolve: ())
    return try solve(document, in: environment, budget: &budget, scratch: &scratch)
}

private func solve(_ document: LayoutDocument, in environment: SolveEnvironment, budget: inout WorkBudget,
                   scratch: inout SolveScratch) throws(SolveError) -> Solution {
    var solution = Solution()
    try solve(document, in: environment, budget: &budget, scratch: &scratch, into: &solution)
    return solution
}

private func solve(_ document: LayoutDocument, in environment: SolveEnvironment, budget: inout WorkBudget,
                   scratch: inout SolveScratch, into solution: inout Solution) throws(SolveError) {
    // Emptied first but for its cells, which phase 3 overwrites in place; a solve that throws
    // (tokens that do not resolve included) empties them too.
    scratch.reuseStorage(of: &solution, keepingCells: true)
    // A solve that failed part-way may have left its working arrays behind.
    // (Dropped one by one, `Array.truncate(to:)`: `removeAll(keepingCapacity:)` goes through the
    // generic `replaceSubrange`, several times the cost for the few entries a solve leaves.)
    scratch.arrangement.removeAll()
    scratch.layouts.truncate(to: 0)
    defer { scratch.layouts.truncate(to: 0) }
    do throws(SolveError) {
        if document.namesTokens && !document.tokensResolved {
            // Stand-ins for tokens are 1 point: frames from them would look right and be wrong.
            return try solve(document.resolvedForAnalysis(with: environment.tokens), in: environment,
                             budget: &budget, scratch: &scratch, into: &solution)
        }
        try SolveValidation.itemCounts(of: document, in: environment, into: &scratch.counts)
        let context = LayoutContext(configuration: document.configuration, environment: environment)
        let end = try layOutSections(of: document, counts: scratch.counts, in: context, budget: &budget,
                                     scratch: &scratch.arrangement, into: &scratch.layouts,
                                     supplementaries: &solution.supplementaries)
        try finish(&scratch.layouts, end: end, in: context, spares: &scratch.arrangement, into: &solution)
        try checkFinite(solution)
    } catch {
        scratch.reuseStorage(of: &solution)
        throw error
    }
}

/// Phase 3 and the solution: mirrored for right-to-left (§17), every cell and anchored
/// supplementary stamped. `solution` holds the placed supplementaries (boundary items,
/// decorations) and is otherwise empty; the templates' cells that no section's stamp keeps, and
/// every template's supplementaries once stamped, go back to the spares of `spares`.
private func finish(_ layouts: inout [SectionLayout], end: Double, in context: LayoutContext,
                    spares: inout ArrangementScratch, into solution: inout Solution) throws(SolveError) {
    let environment = context.environment
    let contentSize = context.axes.size(along: end, across: context.axes.across(context.container))
    if environment.layoutDirection == .rightToLeft {
        // §17: mirror every final frame about the content's width.
        let width = contentSize.width
        for i in layouts.indices { layouts[i].mirror(about: width) }
        for i in solution.supplementaries.indices {
            solution.supplementaries[i].frame = solution.supplementaries[i].frame.mirrored(about: width)
        }
    }
    try stampSupplementaries(of: layouts, into: &solution.supplementaries)
    stampCells(of: &layouts, into: &solution.cells)
    solution.container = context.container
    solution.contentSize = contentSize
    solution.sections.reserveCapacity(layouts.count)
    for index in layouts.indices {
        // Appended, then given its stamp (when it keeps one) in place, where setting it on a
        // value first made a copy of the whole section solution.
        solution.sections.append(layouts[index].solution)
        if layouts[index].keepsStamp {
            solution.sections[solution.sections.count - 1].cellStamp = layouts[index].cellStamp
        } else {
            spares.leafBuffers.giveBack(&layouts[index].template.leaves)
        }
        spares.supplementaryBuffers.giveBack(&layouts[index].template.supplementaries)
    }
}

/// Phases 1 and 2 alone, with the context they ran in: every section laid out as `solve` lays
/// it out, but no cell stamped. What a width sweep reads at each width (`LayoutShape`) is here,
/// at the cost of one template a section however many cells it holds.
func layOutSections(of document: LayoutDocument, in environment: SolveEnvironment)
    throws(SolveError) -> (layouts: [SectionLayout], context: LayoutContext) {
    var budget = WorkBudget()
    var scratch = ArrangementScratch()
    let counts = try SolveValidation.itemCounts(of: document, in: environment)
    let context = LayoutContext(configuration: document.configuration, environment: environment)
    var supplementaries: [SupplementaryAttributes] = []
    var layouts: [SectionLayout] = []
    let end = try layOutSections(of: document, counts: counts, in: context, budget: &budget, scratch: &scratch,
                                 into: &layouts, supplementaries: &supplementaries)
    try checkFinite(layouts, supplementaries: supplementaries, end: end)
    return (layouts, context)
}

/// Refuses section layouts whose numbers overflowed, as `checkFinite(_:)` refuses a solution,
/// so that a width sweep finds no room wherever `solve` refuses. No cell is stamped here, so
/// each section's cells and anchored views are read where `checkFinite(_:)` reads the cells,
/// in its first and last group instances, worked out as the stamp works them out (`CellStamp`:
/// leaf plus `origin + k · step`); a template of a whole measured section is its only instance.
private func checkFinite(_ layouts: [SectionLayout], supplementaries: [SupplementaryAttributes],
                         end: Double) throws(SolveError) {
    for layout in layouts {
        let leafCount = layout.template.leafCount
        let instances = leafCount == 0 ? 0 : (layout.itemCount + leafCount - 1) / leafCount
        var cellsFinite = true
        for instance in instances > 1 ? [0, instances - 1] : Array(0..<instances) {
            let moved = SIMD2(layout.origin.x, layout.origin.y)
                + SIMD2(repeating: Double(instance)) * SIMD2(layout.step.x, layout.step.y)
            // The cells this instance holds (the last may hold fewer than its leaves), then the
            // views anchored to them: only what `solve` stamps, and so checks.
            let cells = min(leafCount, layout.itemCount - instance * leafCount)
            let frames = (0..<cells).map { layout.template.leaf($0) }
                + layout.template.supplementaries.filter { $0.hostLeaf < cells }.map(\.frame)
            cellsFinite = cellsFinite && frames.allSatisfy { $0.offsetBy(x: moved.x, y: moved.y).isFinite }
        }
        guard cellsFinite, layout.solution.frame.isFinite, layout.end.isFinite else {
            throw .nonFiniteFrames(section: layout.solution.name)
        }
    }
    for attribute in supplementaries where !attribute.frame.isFinite {
        throw .nonFiniteFrames(section: attribute.section.map { layouts[$0].solution.name })
    }
    guard end.isFinite else { throw .nonFiniteFrames(section: nil) }
}

/// Phase 3: every cell's final frame, 4 `Double`s each, in item order across sections, into
/// `cells`' own storage when it has room (a solution solved into again).
///
/// Otherwise a new buffer: and a document whose cells all come from one measured section (a
/// feed, a tag cloud: §18 solves it as one instance holding every item) hands over that
/// section's frame buffer, moved in place by the section's origin with the stamper's sums,
/// rather than copying it into a new one: a second buffer as large doubled the solve's peak
/// memory and its page faults.
private func stampCells(of layouts: inout [SectionLayout], into cells: inout FrameBuffer) {
    var cellCount = 0
    var filled = 0, lastFilled = 0
    for index in layouts.indices where layouts[index].itemCount > 0 {
        cellCount += layouts[index].itemCount
        filled += 1
        lastFilled = index
    }
    func stamp(into base: UnsafeMutablePointer<Double>) {
        var offset = 0
        for index in layouts.indices {
            TemplateStamper.stampCells(of: layouts[index], into: base + offset)
            offset += layouts[index].itemCount * 4
        }
    }
    let isOneInstance = filled == 1 && layouts[lastFilled].template.leafCount == layouts[lastFilled].itemCount
    if cells.capacity >= cellCount * 4 {
        // One instance is moved as a new buffer would be (not stamped), so both give the same bits.
        let k = lastFilled
        cells.overwrite(frames: cellCount) { base in
            guard isOneInstance else { return stamp(into: base) }
            layouts[k].template.leaves.withUnsafeBufferPointer { leaves in
                guard let values = leaves.baseAddress else { return }
                base.update(from: values, count: leaves.count)
            }
            TemplateStamper.moveSingleInstance(UnsafeMutableBufferPointer(start: base, count: cellCount * 4),
                                               of: layouts[k])
        }
        return
    }
    if isOneInstance, case let k = lastFilled {
        var storage = layouts[k].template.leaves
        layouts[k].template.leaves = []  // the only reference left is `storage`: no copy on write
        TemplateStamper.moveSingleInstance(&storage, of: layouts[k])
        cells = FrameBuffer(storage: storage)
        return
    }
    cells = FrameBuffer(storage: [Double](unsafeUninitializedCapacity: cellCount * 4) { buffer, initialized in
        if let base = buffer.baseAddress { stamp(into: base) }
        initialized = cellCount * 4
    })
}

/// Phase 1 and 2: the layout-level header band, every section in turn with `interSectionSpacing`
/// between them only (§6.2), then the layout-level footer band and the layout's boundary items
/// (§8.2). Appends the sections to `layouts` and returns where the content ends along the scroll axis.
private func layOutSections(of document: LayoutDocument, counts: [Int], in context: LayoutContext,
                            budget: inout WorkBudget, scratch: inout ArrangementScratch,
                            into layouts: inout [SectionLayout],
                            supplementaries: inout [SupplementaryAttributes]) throws(SolveError) -> Double {
    let axes = context.axes
    let configuration = document.configuration
    let environment = context.environment
    let traits = environment.variantTraits(under: configuration)

    // Layout-level boundary items resolve against the configuration's effective band (§8.2).
    let globalItems = configuration.boundarySupplementaryItems
    let globalBand = context.band(for: configuration.contentInsetsReference)
    let globalContainer = axes.size(along: context.alongLength, across: globalBand.length)
    let headerBand = SupplementarySolver.band(of: globalItems, at: .start, container: globalContainer, axes: axes,
                                              grid: context.grid)
    let footerBand = SupplementarySolver.band(of: globalItems, at: .end, container: globalContainer, axes: axes,
                                              grid: context.grid)

    layouts.reserveCapacity(document.sections.count)
    var cursor = headerBand
    var firstCell = 0
    func layOut(_ section: UnsafePointer<Section>, index: Int) throws(SolveError) -> SectionLayout {
        let name = section.pointee.name
        if environment.orthogonalOffsets[name] != nil && section.pointee.orthogonalScrollingBehavior == .none {
            throw .scrollOfNonOrthogonalSection(name)
        }
        return try SectionSolver.solve(section, index: index, itemCount: counts[index], start: cursor,
                                       firstCell: firstCell, in: context, budget: &budget, scratch: &scratch,
                                       supplementaries: &supplementaries)
    }
    // Sections are lent where they stand, not copied (a copy retains everything a section
    // holds); only one a variant changes is made anew (`resolved(for:)`).
    try document.sections.withUnsafeBufferPointer { sections throws(SolveError) in
        guard let first = sections.baseAddress else { return }
        for index in sections.indices {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let layout = sections[index].variants.contains(where: { $0.when.holds(traits) })
                ? try withUnsafePointer(to: sections[index].resolved(for: traits)) { resolved throws(SolveError) in
                    try layOut(resolved, index: index)
                }
                : try layOut(first + index, index: index)
            cursor = layout.end
            firstCell += counts[index]
            // Its last use: moved into the array, not copied.
            layouts.append(layout)
        }
    }
    let end = cursor + footerBand
    let globalHost = BoundaryHost(
        start: 0, headerEnd: headerBand, footerStart: cursor, end: end,
        bandStart: globalBand.start, bandLength: globalBand.length, container: globalContainer)
    SupplementarySolver.boundaryAttributes(of: globalItems, in: globalHost, section: nil, axes: axes,
                                           grid: context.grid, visible: context.visible, into: &supplementaries)
    return end
}

/// Phase 3 for badges: every section's item- and group-anchored views, stamped like cells,
/// appended after the placed attributes in `supplementaries`. Refuses before allocating if
/// there would be too many.
private func stampSupplementaries(of layouts: [SectionLayout],
                                  into supplementaries: inout [SupplementaryAttributes]) throws(SolveError) {
    var stampedCount = 0
    for index in layouts.indices { stampedCount += TemplateStamper.supplementaryCount(of: layouts[index]) }
    if stampedCount > SolveError.cellLimit {
        throw .tooManySupplementaries(total: stampedCount, limit: SolveError.cellLimit)
    }
    guard stampedCount > 0 else { return }
    supplementaries.reserveCapacity(supplementaries.count + stampedCount)
    for index in layouts.indices {
        TemplateStamper.stampSupplementaries(of: layouts[index], section: index, into: &supplementaries)
    }
}

/// Refuses a solution whose numbers overflowed. Cells are stamped from one template at growing
/// offsets, so a section's first and last group instances bound every value in between; a
/// section laid out instance by instance (§18) is one template, checked whole in one pass.
private func checkFinite(_ solution: Solution) throws(SolveError) {
    for section in solution.sections {
        let cells = section.firstCell..<(section.firstCell + section.cellCount)
        let ends = solution.cells.allFinite(in: cells, stampedInInstancesOf: section.itemsPerGroup)
        guard section.frame.isFinite, ends else {
            throw .nonFiniteFrames(section: section.name)
        }
    }
    for attribute in solution.supplementaries where !attribute.frame.isFinite {
        throw .nonFiniteFrames(section: attribute.section.map { solution.sections[$0].name })
    }
    guard solution.contentSize.width.isFinite, solution.contentSize.height.isFinite else {
        throw .nonFiniteFrames(section: nil)
    }
}
