/// Working space the solver borrows during a solve and gives back, so that a caller solving
/// many layouts one after another (a batch, a sweep, a benchmark) allocates it once.
///
/// Pass the same value to `solve(_:in:scratch:)` again and again on one thread; a solve leaves
/// nothing in it that changes the next solve's frames. Each thread needs its own.
public struct SolveScratch: Sendable {
    var arrangement = ArrangementScratch()
    /// Each section's item count, then each section laid out: emptied at the end of a solve,
    /// so that the scratch holds none of a solution's frames.
    var counts: [Int] = []
    var layouts: [SectionLayout] = []

    /// Empty working space; it grows to what the largest layout solved in it needs.
    public init() {
        arrangement.reserveTypical()
        arrangement.keepSpares()
    }

    /// Working space for a single solve (`solve(_:in:)`): no spare template buffers kept for a
    /// next solve that will not come.
    init(forOneSolve: Void) {
        arrangement.reserveTypical()
    }

    /// Empties `solution` for a solve into it, keeping its storage: its cells, sections and
    /// supplementaries, and the templates' cells its stamped sections kept and their sections'
    /// z-indices, which go to the spare template arrays. With `keepingCells`, the cells stay as
    /// they are, for a solve that overwrites them (`FrameBuffer.overwrite`) and empties them
    /// too if it throws.
    mutating func reuseStorage(of solution: inout Solution, keepingCells: Bool = false) {
        for index in solution.sections.indices {
            // Each now holds the only reference left, unless the caller kept a copy of the
            // solution: then emptying it for the pool copies its storage, and the copy keeps its own.
            arrangement.zIndexBuffers.giveBack(&solution.sections[index].leafZIndices)
            guard var stamp = solution.sections[index].cellStamp else { continue }
            solution.sections[index].cellStamp = nil
            arrangement.leafBuffers.giveBack(&stamp.leaves)
        }
        solution.sections.truncate(to: 0)
        solution.supplementaries.truncate(to: 0)
        if !keepingCells { solution.cells.removeAllKeepingCapacity() }
        solution.container = Size(width: 0, height: 0)
        solution.contentSize = Size(width: 0, height: 0)
    }
}
