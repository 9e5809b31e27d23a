import LayoutCatalog
import LayoutEngine

/// Workload 11: the frame diff of two photo grids at one width, against solving both. The new
/// grid's section inset is 3 points instead of 2.5, so every cell moves: the most a frame diff
/// can find. The diff is `LayoutDiff` as `layouts diff` and `layouts check` run it, each side
/// solved by the engine (the catalogue's cache is workload 4's). Its memory beyond the two
/// solutions is measured in a child process (`--diff-memory-probe`).
struct DiffWorkload {
    static let title = "11 frame diff"

    let measurer: Measurer
    let cells: Int
    let quick: Bool

    static let environment = SolveEnvironment(width: 390, height: 844)

    static func documents(cells: Int) -> (old: LayoutDocument, new: LayoutDocument) {
        (PhotoGrid.document(itemCount: cells), PhotoGrid.document(itemCount: cells, sectionInset: 3))
    }

    /// The diff as the product runs it: both sides solved, then compared.
    static func diff(_ old: LayoutDocument, _ new: LayoutDocument,
                     solve: (LayoutDiff.Side) throws -> Solution) throws -> LayoutDiff {
        try LayoutDiff(old: old, oldLabel: "old", new: new, newLabel: "new", environments: [environment]) { side, _ in
            try solve(side)
        }
    }

    func run(into report: inout BenchReport) throws {
        let (old, new) = Self.documents(cells: cells)
        var changes = 0
        let diffs = try measurer.timedRuns {
            try measurer.time {
                let diff = try Self.diff(old, new) { try LayoutEngine.solve($0 == .old ? old : new, in: Self.environment) }
                changes = diff.frames[0].changes.count
                blackhole(diff)
            }
        }
        guard changes == cells else { throw BenchError("the frame diff found \(changes) changes, not \(cells)") }
        // Both solutions alive at once, as any comparison of them needs.
        let solves = try measurer.timedRuns {
            try measurer.time {
                let both = (try LayoutEngine.solve(old, in: Self.environment), try LayoutEngine.solve(new, in: Self.environment))
                blackhole(both)
            }
        }
        let probe = try ChildProcess.runSelf(["--diff-memory-probe", String(cells)])
        let fields = probe.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard probe.status == 0, fields.count == 2 else {
            throw BenchError("the diff memory probe failed (exit \(probe.status)): \(probe.output)")
        }

        let scale = "\(cells.grouped) cells a side, every cell moved"
        report.rows.append(ResultRow(
            workload: Self.title, name: "frame diff at 390 pt, \(scale)", unit: "ms/diff",
            subjectLabel: "LayoutDiff", subject: Statistics(diffs.map { $0.nanoseconds / 1e6 }),
            baselineLabel: "solving both", baseline: Statistics(solves.map { $0.nanoseconds / 1e6 }),
            target: Target(measure: .ratio, limit: 2, text: "≤ 2× solving both", measuredInQuick: !quick)))
        report.rows.append(ResultRow(
            workload: Self.title, name: "peak memory of the diff beyond both solutions, \(scale)", unit: "B/cell",
            subjectLabel: "LayoutDiff", subject: Statistics([Double(fields[1] - fields[0]) / Double(cells)]),
            baselineLabel: nil, baseline: nil,
            target: Target(measure: .value, limit: 64, text: "≤ 64 B/cell", measuredInQuick: !quick)))
    }
}

/// The child side of workload 11 (`layouts-bench --diff-memory-probe CELLS`): the process's
/// peak once both sides are solved, and its peak after the diff of those solutions, printed
/// as "SOLVED DIFFED".
enum DiffMemoryProbe {
    static func run(cells: Int) throws -> String {
        let (old, new) = DiffWorkload.documents(cells: cells)
        let solutions = (old: try LayoutEngine.solve(old, in: DiffWorkload.environment),
                         new: try LayoutEngine.solve(new, in: DiffWorkload.environment))
        guard let solved = ProcFile.statusBytes("VmHWM") else { throw BenchError("no VmHWM in /proc/self/status") }
        let diff = try DiffWorkload.diff(old, new) { $0 == .old ? solutions.old : solutions.new }
        guard let diffed = ProcFile.statusBytes("VmHWM") else { throw BenchError("no VmHWM in /proc/self/status") }
        blackhole(diff)
        return "\(solved) \(diffed)"
    }
}
