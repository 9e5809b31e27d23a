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
    static let lengthDimensions: KeyList = ["absolute", "estimated"]
    /// A Spacing's one key, `fixed` then `flexible`; both are lengths.
    static let spacing: KeyList = ["fixed", "flexible"]
    /// A node's `kind`, in the order the decoder reads their positions.
    static let kinds: KeyList = ["item", "horizontal", "vertical", "custom"]
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
/// checking an object's keys makes no string and hashes nothing.
struct KeyList: Sendable, ExpressibleByArrayLiteral {
    /// The keys, each once.
    let names: [String]
    private let utf8: [[UInt8]]

    init(_ names: [String]) {
        var distinct: [String] = []
        for name in names where !distinct.contains(name) { distinct.append(name) }
        self.names = distinct
        utf8 = distinct.map { Array($0.utf8) }
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
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for position in utf8.indices where utf8[position].count == bytes.count {
            if utf8[position].withUnsafeBufferPointer({ sameBytes($0, bytes) }) { return position }
        }
        return nil
    }
}
