import LayoutCatalog
import LayoutWorkspace

/// What `solve --all` keeps of a batch while it runs, for its report: each solve's figures,
/// each layout that failed, and the outcomes whose frames could not be kept in the cache.
package struct BatchCollection {
    /// Each solve's figures, in the order solved.
    package var rows: [BatchRow] = []
    /// Each layout that could not be read or solved.
    package var failures: [BatchFailure] = []
    /// The outcomes whose fresh frames could not be kept.
    package var cacheWriteErrors: [SolveOutcome] = []
    /// How many layouts the batch gave, solved or not.
    package var layoutCount = 0

    /// Nothing kept yet.
    package init() {}

    /// Keeps one layout's result; returns how many steps of the batch it accounts for (one per
    /// container, solved or not).
    package mutating func add(_ result: BatchResult, containers: [SolveContainer]) -> Int {
        layoutCount += 1
        switch result.outcomes {
        case .success(let outcomes):
            for (container, outcome) in zip(containers, outcomes) {
                if outcome.cacheWriteFailure != nil { cacheWriteErrors.append(outcome) }
                rows.append(BatchRow(layout: result.label, container: container,
                                     contentSize: outcome.solution.contentSize,
                                     cellCount: outcome.solution.cells.count,
                                     fromCache: outcome.fromCache))
            }
            return outcomes.count
        case .failure(let error):
            failures.append(BatchFailure(layout: result.label, lines: messageLines(of: error)))
            return containers.count
        }
    }
}
