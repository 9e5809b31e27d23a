extension Int {
    /// `self + other`, held at `Int.max` or `Int.min` instead of trapping: for counters read
    /// back from the catalogue file, which any program can have written.
    func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, held at `Int.max` or `Int.min` instead of trapping.
    func subtractingSaturating(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }
}
