import BenchAllocations
import CSQLite
import LayoutCatalog
import LayoutEngine

/// Workload 4: a warm frame-cache hit through the catalogue, against a primary-key blob look-up
/// of the same bytes through the C binding.
struct CacheHitWorkload {
    static let title = "4 cache hits"
    static let cells = 1_000
    static let width = 390.0
    static let height = 844.0

    let measurer: Measurer
    let directory: TemporaryDirectory
    /// Hits per timed run; warm-ups and runs come from the measurer's plan.
    let hitsPerRun: Int

    func run(into report: inout BenchReport) throws {
        let path = directory.file("hits.sqlite")
        let catalog = try Catalog(path: path, mode: .createIfMissing)
        _ = try catalog.save(PhotoGrid.document(itemCount: Self.cells), as: "grid")
        let revision = try catalog.revision(RevisionReference(name: "grid"))
        let environment = SolveEnvironment(width: Self.width, height: Self.height)
        guard try !catalog.solve(revision, in: environment).fromCache else {
            throw BenchError("a fresh catalogue already held the frames")
        }
        let blob = try RawConnection(path: path).blobs("SELECT frames FROM frame_cache")
        guard blob.count == 1 else { throw BenchError("expected one cache row, found \(blob.count)") }

        var misses = 0
        let catalogue = try measurer.timedRuns {
            try measurer.time {
                for _ in 0..<hitsPerRun {
                    let outcome = try catalog.solve(revision, in: environment)
                    if !outcome.fromCache { misses += 1 }
                    blackhole(outcome)
                }
            }
        }
        if misses > 0 { report.notes.append("cache hits: \(misses) look-ups missed the warm cache") }
        // Counted apart from the timed runs: the counter's own cost stays out of the figures.
        bench_allocations_start()
        for _ in 0..<hitsPerRun { blackhole(try catalog.solve(revision, in: environment)) }
        let allocations = Double(bench_allocations_stop()) / Double(hitsPerRun)

        let raw = try rawLookups(of: blob[0], path: directory.file("raw-hits.sqlite"))
        report.rows.append(ResultRow(
            workload: Self.title,
            name: "\(Self.cells.grouped)-cell grid at \(Self.width.formatted) pt, \(blob[0].count.grouped) B blob, \((hitsPerRun * measurer.plan.runs).grouped) hits",
            unit: "µs/hit", subjectLabel: "catalog.solve (warm)", subject: microseconds(catalogue),
            baselineLabel: "raw SELECT by id", baseline: microseconds(raw),
            target: Target(measure: .ratio, limit: 2, text: "≤ 2× raw look-up")))
        report.rows.append(ResultRow(
            workload: Self.title, name: "heap allocations a hit", unit: "allocations",
            subjectLabel: "catalog.solve (warm)", subject: Statistics([allocations]),
            baselineLabel: nil, baseline: nil, target: nil))
    }

    /// The baseline: `blob` stored as row 1 of `t(id, frames)` in a fresh file, read back by a
    /// prepared `SELECT frames FROM t WHERE id = ?` and copied into a `[UInt8]`.
    private func rawLookups(of blob: [UInt8], path: String) throws -> [Duration] {
        let connection = try RawConnection(path: path)
        try connection.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, frames BLOB NOT NULL)")
        let insert = try connection.prepare("INSERT INTO t (id, frames) VALUES (1, ?)")
        blob.withUnsafeBytes { _ = sqlite3_bind_blob(insert, 1, $0.baseAddress, Int32($0.count), csqlite_transient()) }
        try connection.check(sqlite3_step(insert), expecting: SQLITE_DONE, "INSERT")
        sqlite3_finalize(insert)

        let select = try connection.prepare("SELECT frames FROM t WHERE id = ?")
        defer { sqlite3_finalize(select) }
        return try measurer.timedRuns {
            try measurer.time {
                for _ in 0..<hitsPerRun {
                    sqlite3_bind_int64(select, 1, 1)
                    try connection.check(sqlite3_step(select), expecting: SQLITE_ROW, "SELECT")
                    let pointer = sqlite3_column_blob(select, 0)
                    let count = Int(sqlite3_column_bytes(select, 0))
                    blackhole(Array(UnsafeRawBufferPointer(start: pointer, count: count)))
                    sqlite3_reset(select)
                }
            }
        }
    }

    private func microseconds(_ samples: [Duration]) -> Statistics {
        Statistics(samples.map { $0.nanoseconds / 1_000 / Double(hitsPerRun) })
    }
}
