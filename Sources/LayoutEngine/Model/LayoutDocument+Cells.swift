extension LayoutDocument {
    /// The sum of the sections' item counts, or nil when it does not fit in an `Int`: counts
    /// are user data, so their sum is checked rather than trusted not to overflow.
    public var totalItemCount: Int? {
        var total = 0
        for section in sections {
            let (sum, overflow) = total.addingReportingOverflow(section.itemCount)
            if overflow { return nil }
            total = sum
        }
        return total
    }
}
