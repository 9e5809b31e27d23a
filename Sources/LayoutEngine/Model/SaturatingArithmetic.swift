extension Int {
    /// `self + other`, held at `Int.max` or `Int.min` instead of trapping: for counts a user or
    /// another program wrote (a document, the catalogue file), whose sums must not trap.
    public func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, held at `Int.max` or `Int.min` instead of trapping.
    public func subtractingSaturating(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }

    /// `self × other`, held at `Int.max` or `Int.min` instead of trapping.
    public func multipliedSaturating(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }
}
