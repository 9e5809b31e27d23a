import LayoutEngine

/// The child side of workload 5 (`layouts-bench --memory-probe`): resident memory before a
/// 1,000,000-cell solve and the process's peak after it, printed as "BEFORE PEAK CELLS".
///
/// A process of its own, so the peak is this solve's and not the parent's other workloads'.
enum MemoryProbe {
    static let cells = 1_000_000

    static func run() throws -> String {
        let document = PhotoGrid.document(itemCount: cells)
        let environment = SolveEnvironment(width: 390, height: 844)
        guard let before = ProcFile.statusBytes("VmRSS") else { throw BenchError("no VmRSS in /proc/self/status") }
        let solution = try LayoutEngine.solve(document, in: environment)
        guard let peak = ProcFile.statusBytes("VmHWM") else { throw BenchError("no VmHWM in /proc/self/status") }
        blackhole(solution)
        return "\(before) \(peak) \(solution.cells.count)"
    }
}
