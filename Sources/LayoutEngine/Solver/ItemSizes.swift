/// One section's measured item sizes, expanded for a solve: a value per item and axis, NaN where
/// nothing was measured. Built once in O(items + keys), so the solver's per-item look-up is an
/// array read (semantics §18: measured sections are solved in one linear pass).
struct ItemSizes {
    private var widths: [Double]
    private var heights: [Double]

    init(_ measurements: SectionMeasurements, count: Int) {
        widths = []
        heights = []
        // Specific beats general: `*` first, then ranges over it, then indices over those. One
        // pass over each key set; an axis nobody measures stays empty.
        set(measurements.allItems, at: 0..<count, count: count)
        for (range, size) in measurements.ranges where range.lowerBound < count && range.upperBound >= 0 {
            set(size, at: max(range.lowerBound, 0)..<min(range.upperBound + 1, count), count: count)
        }
        for (index, size) in measurements.indices where index >= 0 && index < count {
            set(size, at: index..<(index + 1), count: count)
        }
    }

    private mutating func set(_ size: MeasuredSize?, at items: Range<Int>, count: Int) {
        if let width = size?.width {
            if widths.isEmpty { widths = [Double](repeating: .nan, count: count) }
            for i in items { widths[i] = width }
        }
        if let height = size?.height {
            if heights.isEmpty { heights = [Double](repeating: .nan, count: count) }
            for i in items { heights[i] = height }
        }
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
