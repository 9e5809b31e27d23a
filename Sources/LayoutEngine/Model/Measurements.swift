/// Measured sizes of self-sizing elements (format.md "Measurements", semantics §18): what a
/// running app's cells and headers measured, given to the solver instead of their estimates.
/// A solve input like the container size, never part of a layout document.
public struct Measurements: Hashable, Sendable {
    public static let currentVersion = 1

    /// By section name.
    public var sections: [String: SectionMeasurements]

    public init(sections: [String: SectionMeasurements] = [:]) {
        self.sections = sections
    }

    public static let none = Measurements()

    public var isEmpty: Bool { sections.isEmpty }
}

/// A measured width, height or both; `nil` where the measurement says nothing.
public struct MeasuredSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// This size's values, with `fallback`'s on the axes this one leaves out.
    func over(_ fallback: MeasuredSize?) -> MeasuredSize {
        MeasuredSize(width: width ?? fallback?.width, height: height ?? fallback?.height)
    }
}

/// One section's measurements: items by `*`, range or index, and boundary items by element kind.
public struct SectionMeasurements: Hashable, Sendable {
    /// `*`: every item.
    public var allItems: MeasuredSize?
    /// `A..B`, inclusive; ranges may not overlap.
    public var ranges: [ClosedRange<Int>: MeasuredSize]
    /// `N`: one item.
    public var indices: IndexedMeasurements
    public var boundaryItems: [String: MeasuredSize]

    public init(allItems: MeasuredSize? = nil, ranges: [ClosedRange<Int>: MeasuredSize] = [:],
                indices: IndexedMeasurements = [:], boundaryItems: [String: MeasuredSize] = [:]) {
        self.allItems = allItems
        self.ranges = ranges
        self.indices = indices
        self.boundaryItems = boundaryItems
    }

    /// Whether any item (not boundary item) is measured.
    public var measuresItems: Bool { allItems != nil || !ranges.isEmpty || !indices.isEmpty }

    /// The measured size of item `index`: an index beats a range, a range beats `*`, axis by axis.
    public func size(ofItem index: Int) -> MeasuredSize {
        let range = ranges.first { $0.key.contains(index) }?.value
        let general = (range ?? MeasuredSize()).over(allItems)
        return (indices[index] ?? MeasuredSize()).over(general)
    }

    /// Every item key with its JSON spelling, in a stable order: `*`, ranges, indices.
    var itemKeys: [(key: String, size: MeasuredSize)] {
        var keys: [(String, MeasuredSize)] = allItems.map { [("*", $0)] } ?? []
        for (range, size) in ranges.sorted(by: { $0.key.lowerBound < $1.key.lowerBound }) {
            keys.append(("\(range.lowerBound)..\(range.upperBound)", size))
        }
        for (index, size) in indices { keys.append((String(index), size)) }  // already in order
        return keys
    }
}
