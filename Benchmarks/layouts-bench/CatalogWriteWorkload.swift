import CSQLite
import LayoutCatalog
import LayoutEngine

/// Workload 3: filling a cold frame cache through the catalogue, each layout solved at six
/// widths in one request (one cache row per layout), against inserting the same rows' blobs
/// with one prepared statement through the C binding.
struct CatalogWriteWorkload {
    static let title = "3 catalogue writes"
    static let widths: [Double] = [320, 375, 390, 430, 768, 1024]
    static let height = 844.0

    let measurer: Measurer
    let directory: TemporaryDirectory
    /// Stored layouts; each is solved at every width.
    let layoutCount: Int

    /// Layout `i` of the catalogue: the photo grid with 30…327 cells and insets 1…5.5, so no two
    /// share a content hash (and a cache entry).
    static func variation(_ i: Int) -> LayoutDocument {
        let inset = 1 + 0.5 * Double(i / 100 % 10)
        return PhotoGrid.document(itemCount: 30 + 3 * (i % 100), itemInset: inset, sectionInset: inset)
    }

    func run(into report: inout BenchReport) throws {
        var blobs: [[UInt8]] = []
        var run = 0
        let catalogue = try measurer.timedRuns { () throws -> Duration in
            run += 1
            let name = "writes-\(run).sqlite"
            defer { directory.removeDatabase(name) }
            let (duration, written) = try fillCache(path: directory.file(name), keepBlobs: blobs.isEmpty)
            if blobs.isEmpty { blobs = written }
            return duration
        }
        let writes = layoutCount * Self.widths.count
        guard blobs.count == layoutCount else {
            throw BenchError("the catalogue cached \(blobs.count) rows, expected one per layout, \(layoutCount)")
        }
        let raw = try measurer.timedRuns { () throws -> Duration in
            run += 1
            let name = "raw-writes-\(run).sqlite"
            defer { directory.removeDatabase(name) }
            return try insertRaw(blobs, path: directory.file(name))
        }
        let bytes = blobs.reduce(0) { $0 + $1.count }
        report.rows.append(ResultRow(
            workload: Self.title,
            name: "\(layoutCount.grouped) layouts × \(Self.widths.count) widths, cold cache (\((bytes / writes).grouped) B a solution)",
            unit: "µs/write",
            subjectLabel: "catalog.solve in batch", subject: microseconds(catalogue, per: writes),
            baselineLabel: "raw INSERT", baseline: microseconds(raw, per: writes),
            target: Target(measure: .ratio, limit: 1.5, text: "≤ 1.5× raw inserts")))
    }

    /// A fresh catalogue with the layouts saved (untimed), then one timed batch that solves each at
    /// every width into the cache. Returns the batch's duration and, if asked, the cached rows' blobs.
    private func fillCache(path: String, keepBlobs: Bool) throws -> (Duration, [[UInt8]]) {
        let catalog = try Catalog(path: path, mode: .createIfMissing)
        try catalog.batch {
            for i in 0..<layoutCount { _ = try catalog.save(Self.variation(i), as: "grid-\(i)") }
        }
        let revisions = try (0..<layoutCount).map { try catalog.revision(RevisionReference(name: "grid-\($0)")) }
        let request = SolveRequest(containers: Self.widths.map {
            SolveContainer(environment: SolveEnvironment(width: $0, height: Self.height), device: nil, orientation: .portrait)
        })

        var hits = 0
        let duration = try measurer.time {
            try catalog.batch {
                for revision in revisions {
                    for outcome in try catalog.solve(SolveSubject(revision), request) {
                        if outcome.fromCache { hits += 1 }
                        blackhole(outcome)
                    }
                }
            }
        }
        guard hits == 0 else { throw BenchError("a cold cache answered \(hits) solves") }
        let blobs = keepBlobs ? try RawConnection(path: path).blobs("SELECT frames FROM frame_cache ORDER BY rowid") : []
        return (duration, blobs)
    }

    /// The baseline: the same blobs into `t(id, frames)` of a fresh file, one prepared statement,
    /// one transaction.
    private func insertRaw(_ blobs: [[UInt8]], path: String) throws -> Duration {
        let connection = try RawConnection(path: path)
        try connection.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, frames BLOB NOT NULL)")
        return try measurer.time {
            try connection.execute("BEGIN IMMEDIATE")
            let insert = try connection.prepare("INSERT INTO t (id, frames) VALUES (?, ?)")
            defer { sqlite3_finalize(insert) }
            for (index, blob) in blobs.enumerated() {
                sqlite3_bind_int64(insert, 1, Int64(index + 1))
                blob.withUnsafeBytes { bytes in
                    _ = sqlite3_bind_blob(insert, 2, bytes.baseAddress, Int32(bytes.count), csqlite_transient())
                }
                try connection.check(sqlite3_step(insert), expecting: SQLITE_DONE, "INSERT")
                sqlite3_reset(insert)
            }
            try connection.execute("COMMIT")
        }
    }

    private func microseconds(_ samples: [Duration], per writes: Int) -> Statistics {
        Statistics(samples.map { $0.nanoseconds / 1_000 / Double(writes) })
    }
}
