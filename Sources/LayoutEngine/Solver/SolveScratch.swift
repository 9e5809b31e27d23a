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
    }
}
