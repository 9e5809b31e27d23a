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
            // One label for the layout's rows, which share its storage (a label past 15 bytes is
            // allocated each time it is made); each outcome is read in place, not copied (a copy
            // retains and releases every array of its solution): both were a tenth of a warm
            // `solve --all`.
            let label = result.label
            for index in outcomes.indices where index < containers.count {
                if outcomes[index].cacheWriteFailure != nil { cacheWriteErrors.append(outcomes[index]) }
                rows.append(BatchRow(layout: label, containerIndex: index,
                                     contentSize: outcomes[index].solution.contentSize,
                                     cellCount: outcomes[index].solution.cells.count,
                                     fromCache: outcomes[index].fromCache))
            }
            return outcomes.count
        case .failure(let error):
            failures.append(BatchFailure(layout: result.label, lines: messageLines(of: error)))
            return containers.count
        }
    }
}

extension BatchReport {
    /// `solve --all`'s batch: every layout's latest revision of `catalog` in every container of
    /// `request`, through the frame cache when `useCache`, a progress bar on standard error when
    /// `showsProgress`. The catalogue streams one layout at a time and keeps nothing; only each
    /// solve's figures are kept, never its frames. A layout that cannot be read or solved is
    /// reported for itself; the rest go on and keep their cache fills. Returns the report and
    /// the outcomes whose frames could not be kept.
    package static func solvingAll(_ catalog: Catalog, _ request: SolveRequest, useCache: Bool,
                                   showsProgress: Bool) throws -> (report: BatchReport, cacheWriteErrors: [SolveOutcome]) {
        let containers = request.containers
        var progress = ProgressBar(total: try catalog.layoutCount() * containers.count, enabled: showsProgress)
        var batch = BatchCollection()
        let start = ContinuousClock.now
        try catalog.solveAll(request, useCache: useCache) { result in
            progress.skip(batch.add(result, containers: containers), label: result.layout)
        }
        progress.finish()
        let report = BatchReport(containers: containers, rows: batch.rows, failures: batch.failures,
                                 layoutCount: batch.layoutCount, cacheUsed: useCache, wall: ContinuousClock.now - start)
        return (report, batch.cacheWriteErrors)
    }
}

extension BatchReport {
    /// The report in `format`: JSON rows, CSV rows, or the table and its summary line.
    package func write(_ format: SolveFormat, to out: inout BufferedOutput) {
        switch format {
        case .json: out.write(jsonValue.prettyText + "\n")
        case .csv: writeCSV(to: &out)
        case .table: out.write(table + "\n\n" + summaryLine + "\n")
        }
    }
}
