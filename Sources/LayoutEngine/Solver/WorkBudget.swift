/// The work one solve may do laying out groups (docs/limits.md, "The work budget"): one budget for
/// the whole solve, shared by measuring estimated groups and placing nodes, so that nested counts,
/// which multiply, cannot stall a batch. `SolveWork` works out the same spending from the document
/// alone, so validation refuses what every solve would.
///
/// What is spent, in units:
/// - placing a node into a template: 1, plus 1 for each of its own supplementary items, plus
///   1 for each frame of a custom group;
/// - arranging a group's children (to place or to measure it): 1 for each child slot, spent
///   before the slots are allocated.
struct WorkBudget {
    /// Thrown when the budget runs out; the caller names the section.
    struct Exhausted: Error {}

    private(set) var remaining: Int

    init(limit: Int = SolveError.workLimit) {
        remaining = limit
    }

    /// Takes `units` from the budget, or throws if fewer remain.
    mutating func spend(_ units: Int) throws(Exhausted) {
        guard units <= remaining else {
            remaining = -1
            throw Exhausted()
        }
        remaining -= units
    }
}
