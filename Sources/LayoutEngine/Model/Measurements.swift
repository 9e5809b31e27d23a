/// Measured sizes of self-sizing elements (format.md "Measurements", semantics §18): what a
/// running app's cells and headers measured, given to the solver instead of their estimates.
/// A solve input like the container size, never part of a layout document.
public struct Measurements: Hashable, Sendable {
    /// The only version of the measurements format this engine reads and writes.
    public static let currentVersion = 1

    /// By section name.
    public var sections: [String: SectionMeasurements]

    /// The text size the sizes were measured at (`"contentSizeCategory"`), so that a request at
    /// that size picks this set among several; `nil` for a set that names none, which serves
    /// every text size no other set names.
    public var contentSizeCategory: ContentSizeCategory?

    /// Measurements for the named sections, measured at `contentSizeCategory` when one is named;
    /// a section not named keeps its estimates.
    public init(sections: [String: SectionMeasurements] = [:], contentSizeCategory: ContentSizeCategory? = nil) {
        self.sections = sections
        self.contentSizeCategory = contentSizeCategory
    }

    /// No measurements: every estimate stands (semantics §3).
    public static let none = Measurements()

    /// Whether no section is measured.
    public var isEmpty: Bool { sections.isEmpty }
}

/// A measured width, height or both; `nil` where the measurement says nothing.
///
/// Stored as two plain `Double`s, an absent value as a private signalling NaN, so that a set of
/// every item's sizes takes 16 bytes an item rather than the 32 of two `Double?` (1.6 MB, not
/// 3.2, for a 100,000-row feed, read by validation and by the flow on every solve). No
/// arithmetic yields a signalling NaN, so a value given as NaN stays a (refused) NaN, never an
/// absent one.
public struct MeasuredSize: Hashable, Sendable {
    private var storedWidth: Double
    private var storedHeight: Double

    /// The measured width, `nil` when the measurement gives none.
    public var width: Double? {
        get { Self.value(storedWidth) }
        set { storedWidth = newValue ?? Self.absent }
    }

    /// The measured height, `nil` when the measurement gives none.
    public var height: Double? {
        get { Self.value(storedHeight) }
        set { storedHeight = newValue ?? Self.absent }
    }

    /// A size measuring the axes given and leaving the others to their estimates.
    public init(width: Double? = nil, height: Double? = nil) {
        storedWidth = width ?? Self.absent
        storedHeight = height ?? Self.absent
    }

    private static let absent = Double(nan: 0x5A_5A5A, signaling: true)

    @inline(__always) private static func value(_ stored: Double) -> Double? {
        stored.bitPattern == absent.bitPattern ? nil : stored
    }

    /// Whether each value present is finite and ≥ 0 (format.md "Measurements").
    var isValid: Bool { Self.isValid(storedWidth) && Self.isValid(storedHeight) }

    /// `isValid` of every size, in one pass over the stored bit patterns (a set of every item's
    /// sizes is checked on each solve). A value is finite and ≥ 0 when its bits, as an unsigned
    /// number, are below infinity's (the sign bit clear, the exponent not all ones), so a valid
    /// value mostly costs one comparison; above that, only -0 and an absent value are valid.
    static func allValid(_ sizes: [MeasuredSize]) -> Bool {
        // Two stored `Double`s and nothing else: the array is a run of bit patterns.
        guard MemoryLayout<MeasuredSize>.stride == 2 * MemoryLayout<UInt64>.stride else {
            return sizes.allSatisfy(\.isValid)
        }
        let infinity = Double.infinity.bitPattern
        let negativeZero = (-0.0 as Double).bitPattern
        return sizes.withUnsafeBytes { bytes in
            // Loads of a trivial type from raw bytes: defined whatever the memory is bound to.
            for offset in stride(from: 0, to: bytes.count, by: MemoryLayout<UInt64>.stride) {
                let bits = bytes.load(fromByteOffset: offset, as: UInt64.self)
                if bits >= infinity && bits != absent.bitPattern && bits != negativeZero { return false }
            }
            return true
        }
    }

    /// The rule for one measured length: finite and ≥ 0.
    static func isValidLength(_ value: Double) -> Bool { value.isFinite && value >= 0 }

    @inline(__always) private static func isValid(_ stored: Double) -> Bool {
        stored.bitPattern == absent.bitPattern || isValidLength(stored)
    }

    /// Equal as two `Double?` would be: absent equals absent, and a NaN value equals nothing.
    public static func == (a: MeasuredSize, b: MeasuredSize) -> Bool {
        a.width == b.width && a.height == b.height
    }

    /// Hashes the two values as `Double?`s, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
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
    /// Boundary items (headers, footers) by element kind (semantics §18).
    public var boundaryItems: [String: MeasuredSize]

    /// A section's measurements; any part not given measures nothing.
    public init(allItems: MeasuredSize? = nil, ranges: [ClosedRange<Int>: MeasuredSize] = [:],
                indices: IndexedMeasurements = [:], boundaryItems: [String: MeasuredSize] = [:]) {
        self.allItems = allItems
        self.ranges = ranges
        self.indices = indices
        self.boundaryItems = boundaryItems
    }

    /// Whether any item (not boundary item) is measured.
    public var measuresItems: Bool { allItems != nil || !ranges.isEmpty || !indices.isEmpty }

    /// Whether any item's height is measured (a width alone leaves rows at their estimate).
    public var measuresItemHeights: Bool {
        allItems?.height != nil || ranges.values.contains { $0.height != nil } || indices.sizes.contains { $0.height != nil }
    }

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
