import ArgumentParser
import Foundation
import LayoutCatalog
import LayoutEngine

/// `solve --all`: every layout's latest revision at every size, through the frame cache.
struct BatchSolve {
    var catalog: Catalog
    var request: SolveRequest
    var useCache: Bool
    var format: SolveFormat

    func run() throws {
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
        try catalog.solveAll(useCache: useCache, environments: { document in
            containers.map { $0.environment(for: document, unknownSections: .ignore) }
        }) { result in
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
        switch format {
        case .json:
            print(JSONValue.array(rows.map { $0.jsonValue(cacheUsed: useCache) } + failures.map(\.jsonValue)).prettyText)
        case .csv:
            print("layout,width,height,content_width,content_height,cells,cache,milliseconds")
            for row in rows {
                print([row.layout, formatPoints(row.container.width, digits: 6), formatPoints(row.container.height, digits: 6),
                       formatPoints(row.contentSize.width, digits: 6), formatPoints(row.contentSize.height, digits: 6),
                       String(row.cellCount), row.cacheLabel(cacheUsed: useCache),
                       String(format: "%.3f", row.milliseconds)].joined(separator: ","))
            }
        case .table:
            print(summaryTable(rows))
            let hits = rows.filter(\.fromCache).count
            let cells = rows.reduce(0) { $0 + $1.cellCount }
            let seconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) * 1e-18
            let failed = failures.isEmpty ? "" : ", \(failures.count) failed"
            print("\n\(plural(layoutCount, "layout")) × \(plural(containers.count, "size")): \(plural(rows.count, "solve")), \(plural(cells, "cell")), \(hits) from the cache\(failed), in \(String(format: "%.1f", seconds * 1000)) ms")
        }
        warnAboutCacheWrites(cacheWriteErrors)
        // Every layout that failed is named; the batch as a whole then fails.
        for line in failures.flatMap(\.lines) { printError("error: " + terminalSafe(line)) }
        if !failures.isEmpty { throw ExitCode.failure }
    }

    /// One row per layout, one column per container: content height, time and cache use.
    private func summaryTable(_ rows: [BatchRow]) -> String {
        let containers = request.containers
        let headers = ["LAYOUT"] + containers.map { c in
            c.device ?? "w\(formatPoints(c.width))"
        }
        var table = TextTable(headers, alignments: [.left] + containers.map { _ in .right })
        var index = 0
        while index < rows.count {
            let slice = rows[index..<min(index + containers.count, rows.count)]
            table.append([slice.first!.layout] + slice.map { row in
                let cache = row.cacheLabel(cacheUsed: useCache)
                return "\(formatPoints(row.contentSize.height, digits: 1)) \(String(format: "%.2f", row.milliseconds))ms \(cache)"
            })
            index += containers.count
        }
        return table.rendered
    }
}
