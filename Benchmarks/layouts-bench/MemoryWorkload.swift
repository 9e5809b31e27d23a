/// Workload 5: peak resident memory of a 1,000,000-cell solve, in bytes per cell, measured in a
/// child process (`--memory-probe`) as (VmHWM − VmRSS before the solve) / cells.
struct MemoryWorkload {
    static let title = "5 memory"

    /// Child processes to run; the figure is their median.
    let probes: Int

    func run(into report: inout BenchReport) throws {
        var samples: [Double] = []
        for _ in 0..<probes {
            let result = try ChildProcess.runSelf(["--memory-probe"])
            let fields = result.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            guard result.status == 0, fields.count == 3, fields[2] > 0 else {
                throw BenchError("the memory probe failed (exit \(result.status)): \(result.output)")
            }
            samples.append(Double(fields[1] - fields[0]) / Double(fields[2]))
        }
        report.rows.append(ResultRow(
            workload: Self.title, name: "peak RSS of a \(MemoryProbe.cells.grouped)-cell grid solve (child process)",
            unit: "B/cell", subjectLabel: "solver", subject: Statistics(samples),
            baselineLabel: nil, baseline: nil,
            target: Target(measure: .value, limit: 64, text: "≤ 64 B/cell")))
    }
}
