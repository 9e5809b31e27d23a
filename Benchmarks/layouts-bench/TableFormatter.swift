/// The default output: one aligned table per workload, figures and baselines side by side.
enum TableFormatter {
    static let header = ["case", "unit", "measured", "median", "min", "max",
                         "baseline", "median", "min", "max", "ratio", "target", ""]

    static func format(_ report: BenchReport) -> String {
        var out = "layouts-bench — \(report.quick ? "quick" : "full") run: "
            + "\(report.plan.warmups) warm-up(s), \(report.plan.runs) timed runs per figure; "
            + "\(report.machine.processors) CPU(s), \(report.machine.cpuModel)\n"
        var workloads: [String] = []
        for row in report.rows where !workloads.contains(row.workload) { workloads.append(row.workload) }
        for workload in workloads {
            out += "\n" + workload + "\n"
            let lines = [header] + report.rows.filter { $0.workload == workload }.map { cells($0, verdict: report.verdict($0)) }
            out += aligned(lines)
        }
        out += "\nframe checks (solver vs raw loop, tolerance \(FrameCheck.tolerance) relative): "
        let failed = report.frameChecks.filter { !$0.passed }
        let exact = report.frameChecks.allSatisfy { $0.exact == $0.values }
        let values = report.frameChecks.reduce(0) { $0 + $1.values }
        if report.frameChecks.isEmpty {
            out += "none (workload 1 did not run)\n"
        } else if failed.isEmpty {
            let worst = report.frameChecks.map(\.maximumDifference).max() ?? 0
            out += "\(report.frameChecks.count) grids, \(values.grouped) values agree "
                + (exact ? "exactly" : "(largest difference \(worst))") + "\n"
        } else {
            out += "\(failed.count) MISMATCH(ES)\n"
            for check in failed {
                out += "  \(check.name): " + (check.sameCount ? "frame \(check.firstMismatch ?? -1) differs by up to \(check.maximumDifference)" : "frame counts differ") + "\n"
            }
        }
        for note in report.notes { out += "note: \(note)\n" }
        return out
    }

    private static func cells(_ row: ResultRow, verdict: String) -> [String] {
        let baseline = row.baseline
        return [
            row.name, row.unit, row.subjectLabel,
            row.subject.median.significant(), row.subject.min.significant(), row.subject.max.significant(),
            row.baselineLabel ?? "—",
            baseline?.median.significant() ?? "", baseline?.min.significant() ?? "", baseline?.max.significant() ?? "",
            row.ratio.map { $0.fixed(2) + "×" } ?? "",
            row.target?.text ?? "",
            verdict,
        ]
    }

    /// Left-aligned text columns, right-aligned numbers, two spaces between columns.
    private static func aligned(_ lines: [[String]]) -> String {
        let columns = lines.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for line in lines {
            for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        let numeric: Set<Int> = [3, 4, 5, 7, 8, 9, 10]
        var out = ""
        for line in lines {
            var text = "  "
            for (index, cell) in line.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                text += numeric.contains(index) ? padding + cell : cell + padding
                if index < line.count - 1 { text += "  " }
            }
            while text.last == " " { text.removeLast() }
            out += text + "\n"
        }
        return out
    }
}
