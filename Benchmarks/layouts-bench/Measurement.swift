/// How often each workload runs.
struct RunPlan: Equatable {
    /// Runs timed and thrown away before the samples (caches, page faults, lazy initialisation).
    var warmups: Int
    /// Timed runs that become the statistics.
    var runs: Int
    /// A run repeats a short body until it lasts at least this long, so the clock's resolution and
    /// its own overhead stay negligible.
    var minimumRunTime: Duration

    static let full = RunPlan(warmups: 2, runs: 11, minimumRunTime: .milliseconds(20))
    static let quick = RunPlan(warmups: 1, runs: 5, minimumRunTime: .milliseconds(3))
}

extension Duration {
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) * 1e-9
    }
}

/// Times workloads with `ContinuousClock`, after warm-up, as per-unit figures.
struct Measurer {
    let plan: RunPlan
    private let clock = ContinuousClock()

    init(plan: RunPlan) {
        self.plan = plan
    }

    /// Times `body`, which does `units` units of work (cells, hits) per call; returns nanoseconds
    /// per unit. Fast bodies are repeated within a run up to `plan.minimumRunTime`.
    func nanosecondsPerUnit(units: Int, _ body: () throws -> Void) rethrows -> Statistics {
        // The first call is a warm-up too; it also sizes the repetitions.
        let first = try clock.measure(body)
        let repetitions = max(1, Int((plan.minimumRunTime.nanoseconds / max(first.nanoseconds, 1)).rounded(.up)))
        let samples = try timedRuns { () throws -> Duration in
            try clock.measure {
                for _ in 0..<repetitions { try body() }
            }
        }
        let perRun = Double(repetitions * max(units, 1))
        return Statistics(samples.map { $0.nanoseconds / perRun })
    }

    /// Runs `run` warm-up plus timed times; `run` does its own untimed setup and returns the
    /// duration of its timed part.
    func timedRuns(_ run: () throws -> Duration) rethrows -> [Duration] {
        for _ in 0..<plan.warmups { _ = try run() }
        var samples: [Duration] = []
        samples.reserveCapacity(plan.runs)
        for _ in 0..<plan.runs { samples.append(try run()) }
        return samples
    }

    /// Times `body` once.
    func time(_ body: () throws -> Void) rethrows -> Duration {
        try clock.measure(body)
    }
}
