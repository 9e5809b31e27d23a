import CSQLite
import LayoutCatalog
import LayoutEngine

/// Workload 6: saving a 1,000-cell layout as a new revision, each save its own transaction,
/// against inserting the same canonical JSON text through the C binding in a transaction of
/// its own. The catalogue also validates, encodes, hashes the document and each section, and
/// writes the section rows; the figure is what a `layouts save` costs past process start-up.
struct SaveWorkload {
    static let title = "6 catalogue saves"
    static let cells = 1_000

    let measurer: Measurer
    let directory: TemporaryDirectory
    let savesPerRun: Int

    func run(into report: inout BenchReport) throws {
        // Two documents that differ, saved in turn, so that every save writes a revision.
        let documents = [PhotoGrid.document(itemCount: Self.cells, itemInset: 2.5),
                         PhotoGrid.document(itemCount: Self.cells, itemInset: 3)]
        let catalog = try Catalog(path: directory.file("saves.sqlite"), mode: .createIfMissing)
        var saved = 0
        let catalogue = try measurer.timedRuns {
            try measurer.time {
                for i in 0..<savesPerRun {
                    if case .created = try catalog.save(documents[i % 2], as: "grid") { saved += 1 }
                }
            }
        }
        let expected = savesPerRun * (measurer.plan.warmups + measurer.plan.runs)
        guard saved == expected else { throw BenchError("\(expected - saved) saves created no revision") }

        let texts = documents.map(\.canonicalJSON)
        let connection = try RawConnection(path: directory.file("raw-saves.sqlite"))
        try connection.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, document TEXT NOT NULL)")
        let insert = try connection.prepare("INSERT INTO t (document) VALUES (?)")
        defer { sqlite3_finalize(insert) }
        let raw = try measurer.timedRuns {
            try measurer.time {
                for i in 0..<savesPerRun {
                    try connection.execute("BEGIN IMMEDIATE")
                    texts[i % 2].utf8CString.withUnsafeBufferPointer { text in
                        _ = sqlite3_bind_text(insert, 1, text.baseAddress, Int32(text.count - 1), csqlite_transient())
                    }
                    try connection.check(sqlite3_step(insert), expecting: SQLITE_DONE, "INSERT")
                    sqlite3_reset(insert)
                    try connection.execute("COMMIT")
                }
            }
        }
        report.rows.append(ResultRow(
            workload: Self.title,
            name: "\(Self.cells.grouped)-cell grid, \(texts[0].utf8.count.grouped) B document, \((savesPerRun * measurer.plan.runs).grouped) saves",
            unit: "µs/save", subjectLabel: "catalog.save (new revision)", subject: microseconds(catalogue),
            baselineLabel: "raw INSERT + COMMIT", baseline: microseconds(raw),
            target: Target(measure: .ratio, limit: 3, text: "≤ 3× raw insert")))
    }

    private func microseconds(_ samples: [Duration]) -> Statistics {
        Statistics(samples.map { $0.nanoseconds / 1_000 / Double(savesPerRun) })
    }
}
