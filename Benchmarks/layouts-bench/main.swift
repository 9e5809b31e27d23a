#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `swift run -c release layouts-bench [--quick] [--format table|json]`
///
/// Exit codes: 0 whatever the timings, 1 when a frame check fails or a workload cannot run,
/// 2 for a bad command line.

/// One line to standard error (C's `stderr` is a global Swift 6 will not touch).
func writeError(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Runs every workload in order and returns what they found.
func runWorkloads(quick: Bool, only: Set<Int>) throws -> BenchReport {
    let plan = quick ? RunPlan.quick : RunPlan.full
    let measurer = Measurer(plan: plan)
    let directory = try TemporaryDirectory()
    var report = BenchReport(machine: .current(), quick: quick, plan: plan)
    // Progress goes to stderr so that stdout stays a clean table or JSON document.
    func runs(_ number: Int, _ title: String) -> Bool {
        guard only.isEmpty || only.contains(number) else { return false }
        writeError("layouts-bench: \(title)…")
        return true
    }
    if runs(1, GridWorkload.title) {
        try GridWorkload(measurer: measurer).run(into: &report)
    }
    if runs(2, NestedWorkload.title) {
        try NestedWorkload(measurer: measurer).run(into: &report)
    }
    if runs(3, CatalogWriteWorkload.title) {
        // Each catalogue run fills a fresh file: fewer runs than the in-memory workloads.
        let writePlan = quick ? RunPlan(warmups: 1, runs: 3, minimumRunTime: .zero)
                              : RunPlan(warmups: 1, runs: 5, minimumRunTime: .zero)
        try CatalogWriteWorkload(measurer: Measurer(plan: writePlan), directory: directory,
                                 layoutCount: quick ? 100 : 1_000).run(into: &report)
    }
    if runs(4, CacheHitWorkload.title) {
        // Full: 10 timed runs of 1,000 hits = 10,000 hits after 1,000 warm-up hits.
        let hitPlan = quick ? RunPlan(warmups: 1, runs: 5, minimumRunTime: .zero)
                            : RunPlan(warmups: 1, runs: 10, minimumRunTime: .zero)
        try CacheHitWorkload(measurer: Measurer(plan: hitPlan), directory: directory,
                             hitsPerRun: quick ? 400 : 1_000).run(into: &report)
    }
    if runs(5, MemoryWorkload.title) {
        try MemoryWorkload(probes: quick ? 1 : 3).run(into: &report)
    }
    if runs(6, SaveWorkload.title) {
        let savePlan = quick ? RunPlan(warmups: 1, runs: 3, minimumRunTime: .zero)
                             : RunPlan(warmups: 1, runs: 10, minimumRunTime: .zero)
        try SaveWorkload(measurer: Measurer(plan: savePlan), directory: directory,
                         savesPerRun: quick ? 20 : 100).run(into: &report)
    }
    if runs(7, SelfSizingWorkload.title) {
        try SelfSizingWorkload(measurer: measurer).run(into: &report)
    }
    if runs(8, BatchWorkload.title) {
        // A batch takes seconds: fewer runs. The quick catalogue only proves the workload runs.
        let batchPlan = quick ? RunPlan(warmups: 0, runs: 1, minimumRunTime: .zero)
                              : RunPlan(warmups: 1, runs: 5, minimumRunTime: .zero)
        try BatchWorkload(measurer: Measurer(plan: batchPlan), directory: directory,
                          layoutCount: quick ? 56 : 10_000, quick: quick).run(into: &report)
    }
    if runs(9, StartupWorkload.title) {
        let startupPlan = quick ? RunPlan(warmups: 1, runs: 3, minimumRunTime: .zero)
                                : RunPlan(warmups: 2, runs: 11, minimumRunTime: .zero)
        try StartupWorkload(measurer: Measurer(plan: startupPlan), directory: directory).run(into: &report)
    }
    if runs(10, RenderWorkload.title) {
        let renderPlan = quick ? RunPlan(warmups: 0, runs: 1, minimumRunTime: .zero)
                               : RunPlan(warmups: 1, runs: 5, minimumRunTime: .zero)
        try RenderWorkload(measurer: Measurer(plan: renderPlan), directory: directory,
                           cells: quick ? 20_000 : 1_000_000, quick: quick).run(into: &report)
    }
    if runs(11, DiffWorkload.title) {
        let diffPlan = quick ? RunPlan(warmups: 0, runs: 1, minimumRunTime: .zero)
                             : RunPlan(warmups: 1, runs: 5, minimumRunTime: .zero)
        try DiffWorkload(measurer: Measurer(plan: diffPlan), cells: quick ? 20_000 : 1_000_000,
                         quick: quick).run(into: &report)
    }
    if runs(12, HostileWorkload.title) {
        let hostilePlan = quick ? RunPlan(warmups: 0, runs: 1, minimumRunTime: .zero)
            : RunPlan(warmups: 1, runs: 5, minimumRunTime: .zero)
        try HostileWorkload(measurer: Measurer(plan: hostilePlan)).run(into: &report)
    }
    if runs(13, SweepWorkload.title) {
        let sweepPlan = quick ? RunPlan(warmups: 0, runs: 1, minimumRunTime: .zero)
            : RunPlan(warmups: 1, runs: 5, minimumRunTime: .zero)
        try SweepWorkload(measurer: Measurer(plan: sweepPlan)).run(into: &report)
    }
    if runs(14, SeedSolveWorkload.title) {
        try SeedSolveWorkload(measurer: measurer).run(into: &report)
    }
    return report
}

let options: BenchOptions
do {
    options = try BenchOptions.parse(CommandLine.arguments.dropFirst())
} catch {
    writeError("error: \(error)\n\n\(BenchOptions.usage)")
    exit(2)
}

if options.help {
    print(BenchOptions.usage)
    exit(0)
}

do {
    if let path = options.generateCatalogue {
        let cells = try GeneratedCatalogue.create(at: path, count: options.generatedLayouts)
        print("\(path): \(options.generatedLayouts) layouts, \(cells) cells")
        exit(0)
    }
    if options.memoryProbe {
        print(try MemoryProbe.run())
        exit(0)
    }
    if let cells = options.diffMemoryProbe {
        print(try DiffMemoryProbe.run(cells: cells))
        exit(0)
    }
    let report = try runWorkloads(quick: options.quick, only: options.only)
    switch options.format {
    case .table: print(TableFormatter.format(report), terminator: "")
    case .json: print(report.jsonValue.prettyText)
    }
    if !report.framesAgree {
        writeError("layouts-bench: the solver and the raw loop disagree on frames")
        exit(1)
    }
} catch {
    writeError("layouts-bench: \(error)")
    exit(1)
}
