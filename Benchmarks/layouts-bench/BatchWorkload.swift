import LayoutCatalog
import LayoutEngine
import SQLite

/// Workload 8: `solve --all --devices all` on a generated catalogue (10,000 distinct layouts ×
/// the 13 device presets): without the cache against reading every document with one `SELECT`,
/// with a cold and a warm cache against the batch without it; reading the documents (parse,
/// decode, validate) against reading their bytes; and the whole command, as a child process,
/// against the library's batch, with its peak memory.
struct BatchWorkload {
    static let title = "8 catalogue batch"

    let measurer: Measurer
    let directory: TemporaryDirectory
    let layoutCount: Int
    /// A quick run measures a small catalogue, whose ratios say nothing of the targets.
    let quick: Bool

    func run(into report: inout BenchReport) throws {
        let path = directory.file("batch.sqlite")
        defer { directory.removeDatabase("batch.sqlite") }
        let cells = try GeneratedCatalogue.create(at: path, count: layoutCount)
        let catalog = try Catalog(path: path)
        let presets = try SeedCatalogue.devices()
        let environments = presets.map(Self.environment)
        let solves = layoutCount * environments.count

        let read = try measurer.timedRuns { try readEveryDocument(path: path) }
        let texts = try documentTexts(path: path)
        let documentBytes = texts.reduce(0) { $0 + $1.utf8.count }
        let parses = try measurer.timedRuns { () throws -> Duration in
            try measurer.time {
                for text in texts { blackhole(try LayoutDocument(json: text.utf8)) }
            }
        }
        var solvedCells = 0
        let uncached = try measurer.timedRuns { () throws -> Duration in
            solvedCells = 0
            return try measurer.time { solvedCells = try batch(catalog, useCache: false, environments).cells }
        }
        guard solvedCells > 0 else { throw BenchError("the batch solved no cell") }
        var cold: [Duration] = []
        var warm: [Duration] = []
        var warmHits = 0
        // Each run empties the cache, fills it (cold) and reads it back (warm).
        for run in 0..<(measurer.plan.warmups + measurer.plan.runs) {
            try catalog.clearCache()
            var tally = BatchTally()
            let fill = try measurer.time { tally = try batch(catalog, useCache: true, environments) }
            guard tally.hits == 0 else { throw BenchError("a cold cache answered \(tally.hits) solves") }
            let read = try measurer.time { tally = try batch(catalog, useCache: true, environments) }
            warmHits = tally.hits
            if run >= measurer.plan.warmups {
                cold.append(fill)
                warm.append(read)
            }
        }

        let size = "\(layoutCount.grouped) layouts (\((cells / max(1, layoutCount)).grouped) cells each on average) × \(environments.count) presets"
        report.rows.append(ResultRow(
            workload: Self.title, name: "\(size), no cache", unit: "ms/batch",
            subjectLabel: "catalog.solveAll", subject: milliseconds(uncached),
            baselineLabel: "one SELECT of every document", baseline: milliseconds(read),
            target: target(20, "≤ 20× reading")))
        report.rows.append(ResultRow(
            workload: Self.title, name: "same, warm cache (\(warmHits.grouped) of \(solves.grouped) solves hit)",
            unit: "ms/batch", subjectLabel: "catalog.solveAll", subject: milliseconds(warm),
            baselineLabel: "no cache", baseline: milliseconds(uncached),
            target: target(0.7, "≤ 0.7× no cache")))
        report.rows.append(ResultRow(
            workload: Self.title, name: "same, cold cache", unit: "ms/batch",
            subjectLabel: "catalog.solveAll", subject: milliseconds(cold),
            baselineLabel: "no cache", baseline: milliseconds(uncached),
            target: target(1.5, "≤ 1.5× no cache")))
        let megabytes = Double(documentBytes) / 1e6
        func throughput(_ samples: [Duration]) -> Statistics {
            Statistics(samples.map { megabytes / ($0.nanoseconds / 1e9) })
        }
        report.rows.append(ResultRow(
            workload: Self.title,
            name: "read \(texts.count.grouped) documents (\((documentBytes / max(1, texts.count)).grouped) B each on average): parse, decode, validate",
            unit: "MB/s", subjectLabel: "LayoutDocument(json:)", subject: throughput(parses),
            baselineLabel: "one SELECT of every document", baseline: throughput(read),
            target: Target(measure: .atLeast, limit: 150, text: "≥ 150 MB/s", measuredInQuick: false)))
        try measureCommand(path: path, size: size, library: milliseconds(uncached), into: &report)
    }

    /// The environment `--device ID` gives, portrait.
    static func environment(_ preset: DevicePreset) -> SolveEnvironment {
        let metrics = preset.metrics(.portrait)
        return SolveEnvironment(width: metrics.width, height: metrics.height, scale: preset.scale,
                                sizeClass: metrics.horizontalSizeClass, safeArea: metrics.safeArea,
                                layoutMargin: preset.layoutMargin)
    }

    struct BatchTally {
        var cells = 0
        var hits = 0
    }

    private func batch(_ catalog: Catalog, useCache: Bool, _ environments: [SolveEnvironment]) throws -> BatchTally {
        var tally = BatchTally()
        let request = SolveRequest(containers: environments.map {
            SolveContainer(environment: $0, device: nil, orientation: .portrait)
        })
        try catalog.solveAll(request, useCache: useCache) { result in
            for outcome in try result.outcomes.get() {
                tally.cells += outcome.solution.cells.count
                if outcome.fromCache { tally.hits += 1 }
                blackhole(outcome)
            }
        }
        return tally
    }

    /// The baseline: every revision's document, one `SELECT` through the SQLite layer, each read
    /// into a Swift string as the catalogue must.
    private func readEveryDocument(path: String) throws -> Duration {
        let db = try Database(opening: path, access: .readOnly)
        let statement = try db.makeStatement(sql: "SELECT document FROM revisions")
        var bytes = 0
        let duration = try measurer.time {
            while try statement.step() { bytes += try statement.column(at: 0, as: String.self).utf8.count }
            statement.reset()
        }
        guard bytes > 0 else { throw BenchError("the generated catalogue holds no document") }
        return duration
    }

    /// Every stored document's text, as the batch reads it.
    private func documentTexts(path: String) throws -> [String] {
        let db = try Database(opening: path, access: .readOnly)
        let statement = try db.makeStatement(sql: "SELECT document FROM revisions")
        var texts: [String] = []
        while try statement.step() { texts.append(try statement.column(at: 0, as: String.self)) }
        return texts
    }

    /// `layouts solve --all --devices all --no-cache --format csv` as a process of its own: the
    /// command a user runs, with every row it prints; its time against the library's batch
    /// (`library`), and its peak memory.
    private func measureCommand(path: String, size: String, library: Statistics, into report: inout BenchReport) throws {
        guard let layouts = ChildProcess.sibling("layouts") else {
            report.notes.append("the batch's command not measured: build `layouts` beside the bench (swift build -c release)")
            return
        }
        var samples: [Double] = []
        var times: [Duration] = []
        for _ in 0..<(quick ? 1 : 5) {
            var result: ChildProcess.Result?
            times.append(try measurer.time {
                result = try ChildProcess.run(layouts, ["solve", "--all", "--devices", "all", "--no-cache",
                                                        "--format", "csv", "--db", path], discardOutput: true)
            })
            guard let result, result.status == 0 else {
                throw BenchError("layouts solve --all failed (exit \(result?.status ?? -1))")
            }
            samples.append(Double(result.peakBytes) / 1_000_000)
        }
        report.rows.append(ResultRow(
            workload: Self.title, name: "same through `layouts solve --all --devices all --no-cache --format csv`, whole process",
            unit: "ms/batch", subjectLabel: "layouts (child process)", subject: milliseconds(times),
            baselineLabel: "catalog.solveAll, no cache", baseline: library,
            target: target(1.2, "≤ 1.2× the library")))
        report.rows.append(ResultRow(
            workload: Self.title, name: "\(size): peak memory of `layouts solve --all --devices all --no-cache`",
            unit: "MB", subjectLabel: "layouts (child process)", subject: Statistics(samples),
            baselineLabel: nil, baseline: nil,
            target: Target(measure: .value, limit: 100, text: "≤ 100 MB", measuredInQuick: false)))
    }

    private func target(_ limit: Double, _ text: String) -> Target {
        Target(measure: .ratio, limit: limit, text: text, measuredInQuick: false)
    }

    private func milliseconds(_ samples: [Duration]) -> Statistics {
        Statistics(samples.map { $0.nanoseconds / 1e6 })
    }
}
