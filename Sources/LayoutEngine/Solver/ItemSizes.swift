/// One section's measured item sizes, expanded for a solve: a value per item and axis, NaN where
/// nothing was measured. Built once in O(items + keys), so the solver's per-item look-up is an
/// array read (semantics §18: measured sections are solved in one linear pass).
struct ItemSizes {
    private var widths: [Double]
    private var heights: [Double]

    init(_ measurements: SectionMeasurements, count: Int) {
        widths = Self.expand(measurements, count: count) { $0.width }
        heights = Self.expand(measurements, count: count) { $0.height }
    }

    /// Specific beats general: `*` first, then ranges over it, then indices over those.
    private static func expand(_ m: SectionMeasurements, count: Int, _ axis: (MeasuredSize) -> Double?) -> [Double] {
        var values: [Double] = []
        func value(_ i: Int) -> Double {
            if values.isEmpty { values = [Double](repeating: m.allItems.flatMap(axis) ?? .nan, count: count) }
            return values[i]
        }
        if m.allItems.flatMap(axis) != nil { _ = value(0) }
        for (range, size) in m.ranges {
            guard let given = axis(size) else { continue }
            for i in range.clamped(to: 0...max(count - 1, 0)) where i < count {
                _ = value(i)
                values[i] = given
            }
        }
        for (index, size) in m.indices where index < count {
            guard let given = axis(size) else { continue }
            _ = value(index)
            values[index] = given
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
