/// A list section's configuration (`UICollectionLayoutListConfiguration`, semantics §19): the
/// inputs that change frames. Separators, colours and swipe actions draw or behave; they place
/// no element, so the format does not carry them.
public struct ListConfiguration: Hashable, Sendable {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: String, CaseIterable, Hashable, Sendable {
        /// UIKit's five list appearances; the grouped ones (`grouped`, `insetGrouped`) leave space above
        /// and below a section's rows, the inset ones take side insets from the layout margins (semantics §19).
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, CaseIterable, Hashable, Sendable {
        /// No header.
        case none
        /// A boundary supplementary of kind `UICollectionElementKindSectionHeader`.
        case supplementary
        /// The section's first item is an ordinary cell that plays the header.
        case firstItemInSection
    }

    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: String, CaseIterable, Hashable, Sendable {
        /// No footer.
        case none
        /// A boundary supplementary of kind `UICollectionElementKindSectionFooter`.
        case supplementary
    }

    /// UIKit's element kind of a list section's header (`UICollectionView.elementKindSectionHeader`).
    public static let headerElementKind = "UICollectionElementKindSectionHeader"
    /// UIKit's element kind of a list section's footer (`UICollectionView.elementKindSectionFooter`).
    public static let footerElementKind = "UICollectionElementKindSectionFooter"

    /// The list's look, which decides its insets and spacing (docs/lists.md).
    public var appearance: Appearance
    /// Whether the section has a header, and what plays it.
    public var headerMode: HeaderMode
    /// Whether the section has a footer.
    public var footerMode: FooterMode
    /// Extra space above each section header, in points (iOS 15+); `nil`: the system default
    /// (docs/lists.md). Finite and ≥ 0.
    public var headerTopPadding: Double?

    /// A list of `appearance` with no header or footer unless given.
    public init(appearance: Appearance, headerMode: HeaderMode = .none, footerMode: FooterMode = .none,
                headerTopPadding: Double? = nil) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.headerTopPadding = headerTopPadding
    }
}

/// What lays out a section's items: a group repeated over them (`NSCollectionLayoutSection(group:)`)
/// or a list configuration (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`). Never both.
public enum SectionKind: Hashable, Sendable {
    /// The section's group: a node whose kind is `.group` or `.custom`.
    case group(LayoutItem)
    /// The section is a list: rows, headers and footers come from the configuration (semantics §19).
    case list(ListConfiguration)
}

extension LayoutItem {
    /// What a list section's rows amount to as a group (§19 L1): one full-width row of estimated
    /// height 44, repeated down the section. The solver lays list rows out with it, and the checks
    /// that read a section's group (work, depth, measurements) see a list section through it.
    public static let listRowGroup = LayoutItem(
        size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        kind: .group(LayoutGroup(axis: .horizontal, subitems: [
            LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44))),
        ])))
}
