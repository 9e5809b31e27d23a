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
        var (report, cacheWriteErrors) = try BatchReport.solvingAll(catalog, request, useCache: !noCache,
                                                                    showsProgress: isatty(2) != 0 && format == .table)
        report.timings = timings
        report.width = standardOutputWidth()
        var out = BufferedOutput.standardOutput
        report.write(format, to: &out)
        // JSON and CSV stay what a script reads; the times go beside them.
        if timings, format != .table { printError(report.summaryLine) }
        out.flush()
        warnAboutCacheWrites(cacheWriteErrors)
        // Every layout that failed is named; the batch as a whole then fails.
        for line in report.failures.flatMap(\.lines) { printError("error: " + terminalSafe(line)) }
        try out.finishStandardOutput()
        if !report.failures.isEmpty { throw ExitCode.trouble }
    }
}
