import LayoutCatalog
import LayoutEngine

/// Workload 13: the width sweep of every seed layout from 320 to 1,366 points at 1-point
/// resolution (`layouts sweep --all --examples`), against solving every one of those widths one
/// by one, in the same run. Before timing, each layout's sweep is checked against laying it out
/// at every width: the intervals must be the same.
struct SweepWorkload {
    static let title = "13 width sweep"
    static let range = try! WidthRange(lower: 320, upper: 1366)

    let measurer: Measurer

    func run(into report: inout BenchReport) throws {
        let catalog = try Catalog.builtInExamples()
        // The examples' design tokens read from their `default` set, as `layouts sweep` reads them.
        let tokens = try catalog.defaultTokens()
        let documents = try catalog.latestRevisions().map {
            ($0.info.reference.description, try $0.document.resolvedForAnalysis(with: tokens))
        }
        let environment = SolveEnvironment(width: 1, height: 1024)
        for (name, document) in documents {
            let quick = WidthSweep(document: document, environment: environment, range: Self.range)
            let every = WidthSweep(document: document, environment: environment, range: Self.range, samplingStep: Self.range.step)
            guard quick.intervals == every.intervals, quick.unproved.isEmpty else {
                throw BenchError("\(name): the sweep's \(quick.intervals.count) intervals differ from every width's \(every.intervals.count)")
            }
        }
        var laidOut = 0
        let sweeps = measurer.timedRuns {
            measurer.time {
                laidOut = 0
                for (_, document) in documents {
                    let sweep = WidthSweep(document: document, environment: environment, range: Self.range)
                    laidOut += sweep.widthsLaidOut
                    blackhole(sweep)
                }
            }
        }
        let solves = measurer.timedRuns {
            measurer.time {
                for (_, document) in documents {
                    for width in Self.range.widths {
                        var each = environment
                        each.width = width
                        blackhole(try? LayoutEngine.solve(document, in: each))
                    }
                }
            }
        }
        let widths = documents.count * Self.range.count
        report.rows.append(ResultRow(
            workload: Self.title,
            name: "\(documents.count) seed layouts, 320–1366 pt by 1 pt (\(laidOut.grouped) of \(widths.grouped) widths laid out)",
            unit: "ms/sweep", subjectLabel: "WidthSweep", subject: Statistics(sweeps.map { $0.nanoseconds / 1e6 }),
            baselineLabel: "solving every width", baseline: Statistics(solves.map { $0.nanoseconds / 1e6 }),
            target: Target(measure: .value, limit: 1000, text: "< 1 s")))
    }
}
