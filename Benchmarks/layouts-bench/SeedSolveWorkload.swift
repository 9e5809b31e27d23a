import BenchAllocations
import LayoutCatalog
import LayoutEngine

/// Workload 14: every seed layout at every device preset, solved again and again as a batch
/// solves small layouts, against a raw loop writing the same frames into a buffer it reuses;
/// and how many heap allocations one solve makes once warm (the target is none).
struct SeedSolveWorkload {
    static let title = "14 seed-sized solves"

    let measurer: Measurer

    /// One layout at one preset, with the frames it solves to.
    private struct Case {
        var document: LayoutDocument
        var environment: SolveEnvironment
        var frames: [Double]
    }

    func run(into report: inout BenchReport) throws {
        let catalog = try Catalog.builtInExamples()
        let tokens = try catalog.defaultTokens()
        // Tokens read once a document, as the catalogue's batch reads them for a request.
        let documents = try catalog.latestRevisions().map { try $0.document.resolvedForAnalysis(with: tokens) }
        let environments = try SeedCatalogue.devices().map(BatchWorkload.environment)
        // A layout some preset refuses (a group with no room) is left out at that preset, on
        // both sides alike.
        let cases = documents.flatMap { document in
            environments.compactMap { environment -> Case? in
                guard let solution = try? LayoutEngine.solve(document, in: environment) else { return nil }
                return Case(document: document, environment: environment, frames: solution.cells.storage)
            }
        }
        guard !cases.isEmpty else { throw BenchError("no seed layout solved at any preset") }
        let frameValues = cases.reduce(0) { $0 + $1.frames.count }
        // The solver's working space is kept from one solve to the next, as a batch's thread keeps
        // it; the solution too, as the raw loop keeps its buffer.
        var scratch = SolveScratch()
        var solution = Solution()
        let solves = measurer.nanosecondsPerUnit(units: cases.count) {
            for each in cases {
                try? LayoutEngine.solve(each.document, in: each.environment, into: &solution, scratch: &scratch)
                blackhole(solution)
            }
        }
        let newSolutions = measurer.nanosecondsPerUnit(units: cases.count) {
            for each in cases {
                blackhole(try? LayoutEngine.solve(each.document, in: each.environment, scratch: &scratch))
            }
        }
        var buffer = [Double](repeating: 0, count: cases.map(\.frames.count).max() ?? 0)
        let raw = measurer.nanosecondsPerUnit(units: cases.count) {
            for each in cases {
                buffer.withUnsafeMutableBufferPointer { out in
                    for (i, value) in each.frames.enumerated() { out[i] = value }
                }
                blackhole(buffer)
            }
        }
        // Bit for bit: the solver's frames again, against what the raw loop writes.
        var solved: [Double] = [], written: [Double] = []
        for each in cases {
            try LayoutEngine.solve(each.document, in: each.environment, into: &solution, scratch: &scratch)
            solved += solution.cells.storage
            written += each.frames
        }
        report.frameChecks.append(FrameCheck(name: "\(Self.title): \(cases.count) solves", solver: solved, raw: written))

        // Warm: every case solved once more, then counted passes: into the solution kept, into a
        // new solution each with the scratch kept, and with neither (what `solve(_:in:)` pays).
        func allocationsPerSolve(_ solveAll: () -> Void) -> Double {
            bench_allocations_start()
            solveAll()
            return Double(bench_allocations_stop()) / Double(cases.count)
        }
        for each in cases {
            try? LayoutEngine.solve(each.document, in: each.environment, into: &solution, scratch: &scratch)
        }
        let allocations = allocationsPerSolve {
            for each in cases {
                try? LayoutEngine.solve(each.document, in: each.environment, into: &solution, scratch: &scratch)
            }
        }
        let allocationsNewSolution = allocationsPerSolve {
            for each in cases { blackhole(try? LayoutEngine.solve(each.document, in: each.environment, scratch: &scratch)) }
        }
        let allocationsWithoutScratch = allocationsPerSolve {
            for each in cases { blackhole(try? LayoutEngine.solve(each.document, in: each.environment)) }
        }

        let name = "\(documents.count) seed layouts × \(environments.count) presets (\(cases.count) solves, "
            + "\((frameValues / 4 / cases.count).grouped) cells each on average)"
        report.rows.append(ResultRow(
            workload: Self.title, name: name, unit: "ns/solve",
            subjectLabel: "solve into one solution", subject: solves,
            baselineLabel: "raw loop writing the frames", baseline: raw,
            target: Target(measure: .ratio, limit: 5, text: "≤ 5× raw loop")))
        report.rows.append(ResultRow(
            workload: Self.title, name: "same, a new solution each", unit: "ns/solve",
            subjectLabel: "LayoutEngine.solve, scratch kept", subject: newSolutions,
            baselineLabel: "raw loop writing the frames", baseline: raw, target: nil))
        report.rows.append(ResultRow(
            workload: Self.title, name: "heap allocations a solve, warm", unit: "allocations",
            subjectLabel: "solve into one solution", subject: Statistics([allocations]),
            baselineLabel: nil, baseline: nil,
            target: Target(measure: .value, limit: 0, text: "none")))
        report.rows.append(ResultRow(
            workload: Self.title, name: "heap allocations a solve, warm, a new solution each", unit: "allocations",
            subjectLabel: "LayoutEngine.solve, scratch kept", subject: Statistics([allocationsNewSolution]),
            baselineLabel: nil, baseline: nil, target: nil))
        report.rows.append(ResultRow(
            workload: Self.title, name: "heap allocations a solve, warm, a new scratch each", unit: "allocations",
            subjectLabel: "LayoutEngine.solve", subject: Statistics([allocationsWithoutScratch]),
            baselineLabel: nil, baseline: nil, target: nil))
    }
}
