/// A performance target printed next to a figure. Missing it is reported, never a failure.
struct Target: Equatable {
    enum Measure: String, Equatable {
        /// The figure's median divided by its baseline's median.
        case ratio
        /// The figure's median itself, at most the limit.
        case value
        /// The figure's median itself, at least the limit (a throughput).
        case atLeast
    }

    var measure: Measure
    var limit: Double
    /// What is promised, e.g. "≤ 2× raw loop".
    var text: String
    /// false: `--quick` runs the workload too small for the target to mean anything, so its
    /// verdict is "not measured in --quick" rather than PASS or MISS.
    var measuredInQuick = true
}

/// One line of the report: a figure, the baseline it is compared with, and its target.
struct ResultRow: Equatable {
    /// The workload's number and title, e.g. "1 uniform grid".
    var workload: String
    /// What was run, e.g. "390 pt, 100,000 cells".
    var name: String
    /// The unit of the statistics, e.g. "ns/cell".
    var unit: String
    var subjectLabel: String
    var subject: Statistics
    var baselineLabel: String?
    var baseline: Statistics?
    var target: Target?

    /// Median over median.
    var ratio: Double? {
        guard let baseline, baseline.median > 0 else { return nil }
        return subject.median / baseline.median
    }

    /// nil when there is no target (or no ratio to hold it to).
    var targetMet: Bool? {
        guard let target else { return nil }
        switch target.measure {
        case .ratio: return ratio.map { $0 <= target.limit }
        case .value: return subject.median <= target.limit
        case .atLeast: return subject.median >= target.limit
        }
    }
}

/// Where the figures were measured.
struct MachineDescription: Equatable {
    var processors: Int
    var cpuModel: String
}

/// Everything one run of the bench found.
struct BenchReport: Equatable {
    var machine: MachineDescription
    var quick: Bool
    var plan: RunPlan
    var rows: [ResultRow] = []
    var frameChecks: [FrameCheck] = []
    /// Problems that are not figures (a cache that never hit, a probe that failed).
    var notes: [String] = []

    /// PASS, MISS, "not measured in --quick", or nothing for a row without a target.
    func verdict(_ row: ResultRow) -> String {
        guard let target = row.target, let met = row.targetMet else { return "" }
        if quick && !target.measuredInQuick { return "not measured in --quick" }
        return met ? "PASS" : "MISS"
    }

    /// Only disagreeing frames fail the run: timings vary with the machine.
    var framesAgree: Bool { frameChecks.allSatisfy(\.passed) }
}
