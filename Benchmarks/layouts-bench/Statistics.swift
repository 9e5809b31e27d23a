/// Median, minimum and maximum of one workload's samples, in the unit the workload reports
/// (nanoseconds per cell, microseconds per write, bytes per cell…).
struct Statistics: Equatable {
    var median: Double
    var min: Double
    var max: Double
    var runs: Int

    /// `samples` must not be empty. An even count takes the mean of the middle two.
    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "statistics of no samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
        runs = sorted.count
    }
}
