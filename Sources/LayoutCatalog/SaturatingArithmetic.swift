extension Int {
    /// `self + other`, held at `Int.max` or `Int.min` instead of trapping: for counters read
    /// back from the catalogue file, which any program can have written.
    func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
