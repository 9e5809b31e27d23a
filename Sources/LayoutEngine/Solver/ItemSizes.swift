/// One section's measured item sizes, expanded for a solve: a value per item and axis, NaN where
/// nothing was measured. Built once in O(items + keys), so the solver's per-item look-up is an
/// array read (semantics §18: measured sections are solved in one linear pass).
struct ItemSizes {
    private var widths: [Double]
    private var heights: [Double]

    init(_ measurements: SectionMeasurements, count: Int) {
        widths = Self.expand(measurements, count: count, \.width)
        heights = Self.expand(measurements, count: count, \.height)
    }

    /// Specific beats general: `*` first, then ranges over it, then indices over those.
    private static func expand(_ m: SectionMeasurements, count: Int, _ axis: KeyPath<MeasuredSize, Double?>)
        -> [Double] {
        let hasAny = m.allItems?[keyPath: axis] != nil || m.ranges.values.contains { $0[keyPath: axis] != nil }
            || m.indices.values.contains { $0[keyPath: axis] != nil }
        guard hasAny else { return [] }
        var values = [Double](repeating: m.allItems?[keyPath: axis] ?? .nan, count: count)
        for (range, size) in m.ranges {
            guard let value = size[keyPath: axis] else { continue }
            for i in range.clamped(to: 0...max(count - 1, 0)) where i < count { values[i] = value }
        }
        for (index, size) in m.indices where index < count {
            if let value = size[keyPath: axis] { values[index] = value }
        }
        return values
    }

    /// The measured width of item `i`, if any.
    @inline(__always) func width(_ i: Int) -> Double? {
        i < widths.count && !widths[i].isNaN ? widths[i] : nil
    }

    /// The measured height of item `i`, if any.
    @inline(__always) func height(_ i: Int) -> Double? {
        i < heights.count && !heights[i].isNaN ? heights[i] : nil
    }
}
