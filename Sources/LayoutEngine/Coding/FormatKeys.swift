/// The keys format.md allows in each kind of object; any other key is an error.
/// Built once, not per object decoded.
enum FormatKeys {
    /// The keys a variant may replace: every section key but `name`, `itemCount` and `variants`.
    static let replaceableSectionKeys: Set<String> = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
        "boundarySupplementaryItems", "decorationItems", "supplementariesFollowContentInsets",
        "contentInsetsReference", "supplementaryContentInsetsReference", "orthogonalScrollingProperties",
    ]
    static let section = replaceableSectionKeys.union(["name", "itemCount", "variants", "list"])
    static let variant = replaceableSectionKeys.union(["when", "list"])
    /// The section keys that only mean something for a group section: errors on a list section
    /// and on its variants (format.md, list sections). A list section keeps `name`, `itemCount`,
    /// `list`, `variants`, `contentInsetsReference` and `decorationItems`.
    static let groupOnlySectionKeys: Set<String> = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
        "boundarySupplementaryItems", "supplementariesFollowContentInsets",
        "supplementaryContentInsetsReference", "orthogonalScrollingProperties",
    ]
    static let list: Set<String> = ["appearance", "headerMode", "footerMode", "headerTopPadding"]

    /// Keys of every node, then of each kind.
    static let item: Set<String> = ["kind", "size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    static let group = item.union(["subitems", "count", "repeatingCount", "adaptiveCount", "interItemSpacing"])
    /// A group's `adaptiveCount` (semantics §5.6).
    static let adaptiveCount: Set<String> = ["minimumWidth", "maximum"]
    static let customGroup = item.union(["frames"])

    static let anchor: Set<String> = ["edges", "absoluteOffset", "fractionalOffset"]
    static let boundaryItem: Set<String> = [
        "elementKind", "size", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds", "contentInsets", "zIndex",
    ]
    static let condition: Set<String> = [
        "minWidth", "maxWidth", "minEffectiveWidth", "maxEffectiveWidth", "horizontalSizeClass", "verticalSizeClass", "idiom",
        "minContentSizeCategory", "maxContentSizeCategory",
    ]
    static let configuration: Set<String> = [
        "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "contentInsetsReference",
    ]
    static let decorationItem: Set<String> = ["elementKind", "contentInsets", "zIndex"]
    /// `$schema` names the JSON Schema for editors; it is checked to be a string and never
    /// stored, so it changes no hash.
    static let document: Set<String> = ["$schema", "formatVersion", "configuration", "lintDisabled", "sections"]
    static let edgeSpacing: Set<String> = ["leading", "top", "trailing", "bottom"]
    /// A custom group's item: its frame and z-index.
    static let customItem: Set<String> = ["x", "y", "width", "height", "zIndex"]
    static let orthogonalScrollingProperties: Set<String> = ["bounce", "decelerationRate"]
    static let insets: Set<String> = ["top", "leading", "bottom", "trailing"]
    static let point: Set<String> = ["x", "y"]
    static let size: Set<String> = ["width", "height"]
    static let supplementaryItem: Set<String> = ["elementKind", "size", "containerAnchor", "itemAnchor", "zIndex"]
}
