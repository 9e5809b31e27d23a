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
        setIndices(measurements.indices, count: count)
    }

    /// Indices can number one per cell: one pass over them in index order, writing through
    /// buffer pointers.
    private mutating func setIndices(_ indices: IndexedMeasurements, count: Int) {
        guard !indices.isEmpty else { return }
        // An axis no index measures gets no array: a feed measures heights only.
        if widths.isEmpty && indices.sizes.contains(where: { $0.width != nil }) {
            widths = [Double](repeating: .nan, count: count)
        }
        if heights.isEmpty && indices.sizes.contains(where: { $0.height != nil }) {
            heights = [Double](repeating: .nan, count: count)
        }
        widths.withUnsafeMutableBufferPointer { widths in
            heights.withUnsafeMutableBufferPointer { heights in
                indices.itemIndices.withUnsafeBufferPointer { itemIndices in
                    indices.sizes.withUnsafeBufferPointer { sizes in
                        for k in itemIndices.indices {
                            let index = itemIndices[k]
                            guard index >= 0 else { continue }
                            guard index < count else { break }  // ascending: none of the rest fits
                            if let width = sizes[k].width { widths[index] = width }
                            if let height = sizes[k].height { heights[index] = height }
                        }
                    }
                }
            }
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

    /// Both axes' values, NaN where unmeasured, each empty when no item measures that axis: for
    /// a loop that reads one per item without a bounds check.
    func withUnsafeValues<R>(_ body: (UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>) -> R) -> R {
        widths.withUnsafeBufferPointer { w in heights.withUnsafeBufferPointer { h in body(w, h) } }
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
