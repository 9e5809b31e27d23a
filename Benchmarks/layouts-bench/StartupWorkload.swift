#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutCatalog

/// Workload 9: `layouts list` on the seed catalogue as a whole process, against the `sqlite3`
/// shell running the same query on the same file: what a user waits for, start-up included.
struct StartupWorkload {
    static let title = "9 start-up"

    let measurer: Measurer
    let directory: TemporaryDirectory

    func run(into report: inout BenchReport) throws {
        guard let layouts = ChildProcess.sibling("layouts") else {
            report.notes.append("start-up not measured: build `layouts` beside the bench (swift build -c release)")
            return
        }
        let shells: [String] = ["/usr/bin/sqlite3", "/bin/sqlite3"]
        guard let shell = shells.first(where: { access($0, X_OK) == 0 }) else {
            report.notes.append("start-up not measured: no sqlite3 shell for the baseline (Debian: apt-get install sqlite3)")
            return
        }
        let path = directory.file("seed.sqlite")
        defer { directory.removeDatabase("seed.sqlite") }
        let created = try ChildProcess.run(layouts, ["init", "--examples", "--db", path], discardOutput: true)
        guard created.status == 0 else { throw BenchError("layouts init --examples failed (exit \(created.status))") }
        let clock = ContinuousClock()
        func timed(_ executable: String, _ arguments: [String]) throws -> Duration {
            var status: Int32 = 0
            let duration = try clock.measure {
                status = try ChildProcess.run(executable, arguments, discardOutput: true).status
            }
            guard status == 0 else { throw BenchError("\(executable) \(arguments.joined(separator: " ")) failed (exit \(status))") }
            return duration
        }
        let list = try measurer.timedRuns { try timed(layouts, ["list", "--db", path]) }
        let query = try measurer.timedRuns { try timed(shell, ["-readonly", path, Catalog.layoutsQuery]) }
        report.rows.append(ResultRow(
            workload: Self.title, name: "`layouts list` on the seed catalogue, whole process", unit: "ms/process",
            subjectLabel: "layouts list", subject: Statistics(list.map { $0.nanoseconds / 1e6 }),
            baselineLabel: "sqlite3 running the same query", baseline: Statistics(query.map { $0.nanoseconds / 1e6 }),
            target: Target(measure: .ratio, limit: 3, text: "≤ 3× sqlite3")))
    }
}
