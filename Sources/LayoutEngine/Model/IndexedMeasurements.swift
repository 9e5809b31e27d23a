/// Measured sizes keyed by item index (the `N` keys of format.md "Measurements"), kept in
/// ascending index order in contiguous storage.
///
/// A set can hold one index per cell: a 100,000-row feed measures every row. As a dictionary,
/// every solve paid two passes in hash order over such a set (checking it, then expanding it per
/// item). Sorted, both passes read memory in order, and the smallest and largest index are at
/// the ends (semantics §18: measured sections are solved in one linear pass).
public struct IndexedMeasurements: Hashable, Sendable {
    /// Ascending, each index once.
    public private(set) var itemIndices: [Int]
    /// `sizes[k]` is the size measured for item `itemIndices[k]`.
    public private(set) var sizes: [MeasuredSize]

    /// An empty set.
    public init() {
        itemIndices = []
        sizes = []
    }

    /// From a dictionary, as a decoder collects the keys of a JSON object.
    public init(_ sizes: [Int: MeasuredSize]) {
        let sorted = sizes.sorted { $0.key < $1.key }
        itemIndices = sorted.map(\.key)
        self.sizes = sorted.map(\.value)
    }

    /// The number of measured items.
    public var count: Int { itemIndices.count }
    /// Whether no item is measured.
    public var isEmpty: Bool { itemIndices.isEmpty }

    /// The smallest and largest measured index, `nil` when none is.
    public var smallestIndex: Int? { itemIndices.first }
    /// The largest measured index, `nil` when none is: the cell count a set needs.
    public var largestIndex: Int? { itemIndices.last }

    /// The size measured for item `index`; setting `nil` removes it. Setting indices in
    /// ascending order appends; any other order inserts (linear per call), so build a large set
    /// in order or from a dictionary.
    public subscript(index: Int) -> MeasuredSize? {
        get {
            let position = insertionPoint(of: index)
            return position < itemIndices.count && itemIndices[position] == index ? sizes[position] : nil
        }
        set {
            if let newValue, itemIndices.last.map({ $0 < index }) ?? true {
                itemIndices.append(index)
                sizes.append(newValue)
                return
            }
            let position = insertionPoint(of: index)
            let present = position < itemIndices.count && itemIndices[position] == index
            switch (newValue, present) {
            case (let size?, true): sizes[position] = size
            case (let size?, false):
                itemIndices.insert(index, at: position)
                sizes.insert(size, at: position)
            case (nil, true):
                itemIndices.remove(at: position)
                sizes.remove(at: position)
            case (nil, false): break
            }
        }
    }

    /// The first position whose index is not below `index` (binary search).
    private func insertionPoint(of index: Int) -> Int {
        var low = 0, high = itemIndices.count
        while low < high {
            let middle = low + (high - low) / 2
            if itemIndices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension IndexedMeasurements: Sequence {
    /// The pairs in ascending index order.
    public func makeIterator() -> some IteratorProtocol<(index: Int, size: MeasuredSize)> {
        zip(itemIndices, sizes).lazy.map { (index: $0, size: $1) }.makeIterator()
    }

    /// The number of measured items.
    public var underestimatedCount: Int { count }
}

extension IndexedMeasurements: ExpressibleByDictionaryLiteral {
    /// A later pair for the same index wins, as assignments to a dictionary do.
    public init(dictionaryLiteral elements: (Int, MeasuredSize)...) {
        self.init()
        for (index, size) in elements { self[index] = size }
    }
}

extension IndexedMeasurements {
    /// Every size passed through `transform`, the indices kept: one pass, in place.
    mutating func transformSizes(_ transform: (MeasuredSize) -> MeasuredSize) {
        for k in sizes.indices { sizes[k] = transform(sizes[k]) }
    }
}
