/// The keys format.md allows in each kind of object; any other key is an error.
/// Built once, not per object decoded.
enum FormatKeys {
    /// The keys a variant may replace: every section key but `name`, `itemCount` and `variants`.
    static let replaceableSectionKeys: KeyList = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
        "boundarySupplementaryItems", "decorationItems", "supplementariesFollowContentInsets",
        "contentInsetsReference", "supplementaryContentInsetsReference", "orthogonalScrollingProperties",
    ]
    static let section = replaceableSectionKeys.union(["name", "itemCount", "variants", "list"])
    static let variant = replaceableSectionKeys.union(["when", "list"])
    /// The section keys that only mean something for a group section: errors on a list section
    /// and on its variants (format.md, list sections). A list section keeps `name`, `itemCount`,
    /// `list`, `variants`, `contentInsetsReference` and `decorationItems`.
    static let groupOnlySectionKeys: KeyList = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
        "boundarySupplementaryItems", "supplementariesFollowContentInsets",
        "supplementaryContentInsetsReference", "orthogonalScrollingProperties",
    ]
    static let list: KeyList = ["appearance", "headerMode", "footerMode", "headerTopPadding"]

    /// Keys of every node, then of each kind.
    static let item: KeyList = ["kind", "size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    static let group = item.union(["subitems", "count", "repeatingCount", "adaptiveCount", "interItemSpacing"])
    /// A group's `adaptiveCount` (semantics §5.6).
    static let adaptiveCount: KeyList = ["minimumWidth", "maximum"]
    static let customGroup = item.union(["frames"])

    static let anchor: KeyList = ["edges", "absoluteOffset", "fractionalOffset"]
    static let boundaryItem: KeyList = [
        "elementKind", "size", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds", "contentInsets", "zIndex",
    ]
    static let condition: KeyList = [
        "minWidth", "maxWidth", "minEffectiveWidth", "maxEffectiveWidth", "horizontalSizeClass", "verticalSizeClass", "idiom",
        "minContentSizeCategory", "maxContentSizeCategory",
    ]
    static let configuration: KeyList = [
        "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "contentInsetsReference",
    ]
    /// A Dimension's one key, in the order the decoder reads their positions; the two that are
    /// lengths (and may name a design token).
    static let dimension: KeyList = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]
    static let lengthDimensionPositions = ["absolute", "estimated"].map { dimension.names.firstIndex(of: $0)! }
    /// A Spacing's one key, `fixed` then `flexible`; both are lengths.
    static let spacing: KeyList = ["fixed", "flexible"]
    static let lengthSpacingPositions = Array(spacing.names.indices)
    /// A node's `kind`, in the order the decoder reads their positions.
    static let kinds: KeyList = ["item", "horizontal", "vertical", "custom"]
    static let itemKind = kinds.names.firstIndex(of: "item")!, horizontalKind = kinds.names.firstIndex(of: "horizontal")!,
               verticalKind = kinds.names.firstIndex(of: "vertical")!, customKind = kinds.names.firstIndex(of: "custom")!
    static let decorationItem: KeyList = ["elementKind", "contentInsets", "zIndex"]
    /// `$schema` names the JSON Schema for editors; it is checked to be a string and never
    /// stored, so it changes no hash.
    static let document: KeyList = ["$schema", "formatVersion", "configuration", "lintDisabled", "sections"]
    static let edgeSpacing: KeyList = ["leading", "top", "trailing", "bottom"]
    /// A custom group's item: its frame and z-index.
    static let customItem: KeyList = ["x", "y", "width", "height", "zIndex"]
    static let orthogonalScrollingProperties: KeyList = ["bounce", "decelerationRate"]
    static let insets: KeyList = ["top", "leading", "bottom", "trailing"]
    static let point: KeyList = ["x", "y"]
    static let size: KeyList = ["width", "height"]
    static let supplementaryItem: KeyList = ["elementKind", "size", "containerAnchor", "itemAnchor", "zIndex"]
}

/// A fixed list of object keys. A key read from a document is looked up by its bytes, so
/// checking an object's keys makes no string and hashes nothing; the keys are kept in one run of
/// bytes, grouped by the bit an object's node sets for them (``JSONTape/keyBit(_:)``), so that a
/// look-up compares the one or two keys that share its bit.
struct KeyList: Sendable, ExpressibleByArrayLiteral {
    /// The keys, each once.
    let names: [String]
    /// Every key's UTF-8, one after another, in the order of `entries`.
    private let bytes: [UInt8]
    /// Each key's bytes in `bytes` and its position in `names`, grouped by bit.
    private let entries: [Entry]
    /// Where each bit's entries start in `entries`; the seventeenth is their end.
    private let bitStarts: [Int]
    /// The bits of all the keys, as an object node's `keyBits`.
    let keyBits: UInt16

    private struct Entry: Sendable {
        var offset: Int
        var count: Int
        var position: Int
    }

    init(_ names: [String]) {
        var distinct: [String] = []
        for name in names where !distinct.contains(name) { distinct.append(name) }
        self.names = distinct
        let utf8 = distinct.map { Array($0.utf8) }
        let bits = utf8.map { key in key.withUnsafeBufferPointer { JSONTape.keyBit($0).trailingZeroBitCount } }
        var bytes: [UInt8] = []
        var entries: [Entry] = []
        var bitStarts: [Int] = []
        var keyBits: UInt16 = 0
        for bit in 0..<16 {
            bitStarts.append(entries.count)
            for position in utf8.indices where bits[position] == bit {
                entries.append(Entry(offset: bytes.count, count: utf8[position].count, position: position))
                bytes += utf8[position]
                keyBits |= 1 << UInt16(bit)
            }
        }
        bitStarts.append(entries.count)
        self.bytes = bytes
        self.entries = entries
        self.bitStarts = bitStarts
        self.keyBits = keyBits
    }

    init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// These keys and `more`.
    func union(_ more: [String]) -> KeyList {
        KeyList(names + more)
    }

    func contains(_ name: String) -> Bool {
        names.contains(name)
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index(of: bytes) != nil
    }

    /// The position in ``names`` of the key spelled by `bytes`.
    @inline(__always)
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let bit = JSONTape.keyBit(key)
        guard keyBits & bit != 0 else { return nil }
        let bucket = bit.trailingZeroBitCount
        return entries.withUnsafeBufferPointer { entries in
            bytes.withUnsafeBufferPointer { bytes in
                var next = bitStarts[bucket]
                let end = bitStarts[bucket + 1]
                while next < end {
                    let entry = entries[next]
                    if entry.count == key.count,
                       sameBytes(UnsafeBufferPointer(start: bytes.baseAddress! + entry.offset, count: entry.count), key) {
                        return entry.position
                    }
                    next += 1
                }
                return nil
            }
        }
    }
}
