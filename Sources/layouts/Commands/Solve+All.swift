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
        var batch = BatchCollection()
        let batchStart = ContinuousClock.now
        // The catalogue streams one layout at a time and keeps nothing; only each solve's
        // summary is kept here, never its frames. A layout that cannot be read or solved is
        // reported for itself; the rest go on and keep their cache fills.
        try catalog.solveAll(request, useCache: useCache) { result in
            progress.skip(batch.add(result, containers: containers), label: result.layout)
        }
        progress.finish()
        var report = BatchReport(containers: containers, rows: batch.rows, failures: batch.failures, layoutCount: batch.layoutCount,
                                 cacheUsed: useCache, wall: ContinuousClock.now - batchStart)
        report.timings = timings
        report.width = standardOutputWidth()
        var out = BufferedOutput.standardOutput
        switch format {
        case .json: out.write(report.jsonValue.prettyText + "\n")
        case .csv: report.writeCSV(to: &out)
        case .table: out.write(report.table + "\n\n" + report.summaryLine + "\n")
        }
        // JSON and CSV stay what a script reads; the times go beside them.
        if timings, format != .table { printError(report.summaryLine) }
        out.flush()
        warnAboutCacheWrites(batch.cacheWriteErrors)
        // Every layout that failed is named; the batch as a whole then fails.
        for line in batch.failures.flatMap(\.lines) { printError("error: " + terminalSafe(line)) }
        try out.finishStandardOutput()
        if !batch.failures.isEmpty { throw ExitCode.trouble }
    }
}
