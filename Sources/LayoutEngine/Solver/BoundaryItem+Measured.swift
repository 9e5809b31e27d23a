extension BoundaryItem {
    /// The item with its measured size on its estimated axes (semantics §18): the measurement
    /// stands in for the estimate, so its band grows and everything after it moves.
    func measured(by size: MeasuredSize?) -> BoundaryItem {
        guard let size else { return self }
        var item = self
        if let width = size.width, let estimate = item.size.width.measured(width) { item.size.width = estimate }
        if let height = size.height, let estimate = item.size.height.measured(height) { item.size.height = estimate }
        return item
    }
}

extension Dimension {
    /// This self-sizing dimension with `value` as its size; `nil` for a fixed one, which ignores measurements.
    func measured(_ value: Double) -> Dimension? {
        switch self {
        case .estimated: return .estimated(value)
        case .uniformAcrossSiblings: return .uniformAcrossSiblings(value)
        default: return nil
        }
    }
}
