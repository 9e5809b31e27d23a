import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

extension Solve {
    /// `solve --all`: every layout's latest revision at every size, through the frame cache.
    func solveAll(in catalog: Catalog, request: SolveRequest) throws {
        let useCache = !noCache
        let containers = request.containers
        let total = try catalog.layoutCount() * containers.count
        var progress = ProgressBar(total: total, enabled: isatty(2) != 0 && format == .table)
        var rows: [BatchRow] = []
        var failures: [BatchFailure] = []
        var cacheWriteErrors: [SolveOutcome] = []
        var layoutCount = 0
        let batchStart = ContinuousClock.now
        // The catalogue streams one layout at a time and keeps nothing; only each solve's
        // summary is kept here, never its frames. A layout that cannot be read or solved is
        // reported for itself; the rest go on and keep their cache fills.
        var started = ContinuousClock.now
        try catalog.solveAll(request, useCache: useCache) { result in
            layoutCount += 1
            // Each solve of a layout is given the layout's mean time.
            let elapsed = (ContinuousClock.now - started) / max(1, containers.count)
            switch result.outcomes {
            case .success(let outcomes):
                for (container, outcome) in zip(containers, outcomes) {
                    if outcome.cacheWriteFailure != nil { cacheWriteErrors.append(outcome) }
                    rows.append(BatchRow(layout: result.label, container: container,
                                         contentSize: outcome.solution.contentSize,
                                         cellCount: outcome.solution.cells.count,
                                         fromCache: outcome.fromCache, elapsed: elapsed))
                }
                progress.skip(outcomes.count, label: result.layout)
            case .failure(let error):
                failures.append(BatchFailure(layout: result.label, lines: errorLines(error)))
                progress.skip(containers.count, label: result.layout)
            }
            started = ContinuousClock.now
        }
        progress.finish()
        let wall = ContinuousClock.now - batchStart
        let report = BatchReport(containers: containers, rows: rows, failures: failures, layoutCount: layoutCount,
                                 cacheUsed: useCache, wall: wall)
        var out = BufferedOutput.standardOutput
        switch format {
        case .json: out.write(report.jsonValue.prettyText + "\n")
        case .csv: report.writeCSV(to: &out)
        case .table: out.write(report.table + "\n\n" + report.summaryLine + "\n")
        }
        out.flush()
        warnAboutCacheWrites(cacheWriteErrors)
        // Every layout that failed is named; the batch as a whole then fails.
        for line in failures.flatMap(\.lines) { printError("error: " + terminalSafe(line)) }
        try out.finishStandardOutput()
        if !failures.isEmpty { throw ExitCode.trouble }
    }
}
