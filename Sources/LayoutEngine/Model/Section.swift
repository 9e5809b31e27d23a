/// How a section scrolls along the axis orthogonal to the layout's
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum OrthogonalScrollingBehavior: String, CaseIterable, Hashable, Sendable {
    /// `none` stacks groups along the scroll axis; every other value lays them out in one row
    /// across it that never wraps (semantics §7). Only `groupPagingCentered` changes frames: it
    /// centres each group; the others change where scrolling comes to rest.
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// UIKit's horizontal size class; `compact` below 600 points of container width unless told.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
    /// Narrow (most iPhones in portrait) or wide (iPads, large iPhones in landscape).
    case compact, regular
}

/// A section of the layout (`NSCollectionLayoutSection`), repeated over its items.
public struct Section: Hashable, Sendable {
    /// Unique in the document; 1–64 characters of `a-z 0-9 - _ .`.
    public var name: String
    /// How many cells the data source supplies; a solve may override it.
    public var itemCount: Int
    /// A group section's group; `LayoutItem.listRowGroup`, what its rows amount to, for a list
    /// section. Stored apart from `listConfiguration` rather than as one `SectionKind`: the
    /// solver reads the group of every section of every solve, and taking a payload out of an
    /// enum copied the whole tree's top (retaining all it holds) each time.
    private var storedGroup: LayoutItem
    /// A list section's configuration; `nil` for a group section.
    private var listConfiguration: ListConfiguration?
    /// Insets, spacing, orthogonal scrolling, boundary items, `supplementariesFollowContentInsets`
    /// and the supplementary reference are group-section keys: a list section keeps their
    /// defaults (validation refuses anything else).
    public var contentInsets: DirectionalInsets = .zero
    /// Space between group instances only, never after the last (semantics §6.1).
    public var interGroupSpacing: Double = 0
    /// Whether the section scrolls across the layout's axis, and how (semantics §7).
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// The section's headers and footers (semantics §8.1).
    public var boundarySupplementaryItems: [BoundaryItem] = []
    /// Backgrounds covering the section (semantics §10).
    public var decorationItems: [DecorationItem] = []
    /// Deprecated in iOS 16, default true: boundary items span the band inside the section's leading
    /// and trailing insets; false spans the whole reference band (semantics §8.1, §13).
    public var supplementariesFollowContentInsets: Bool = true
    /// What the content insets are measured from; `automatic` follows the configuration.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// What boundary items' band is measured from; `automatic` follows `contentInsetsReference`.
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// Scroll physics of an orthogonal section; no effect on frames (semantics §13).
    public var orthogonalScrollingProperties: OrthogonalScrollingProperties = .automatic
    /// Adaptive alternatives; the first whose condition holds replaces the keys it sets.
    public var variants: [SectionVariant] = []

    /// A group section repeating `group` over `itemCount` items, with UIKit's defaults for every
    /// key not given.
    public init(name: String, itemCount: Int, group: LayoutItem,
                contentInsets: DirectionalInsets = .zero, interGroupSpacing: Double = 0,
                orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
                boundarySupplementaryItems: [BoundaryItem] = [], decorationItems: [DecorationItem] = [],
                supplementariesFollowContentInsets: Bool = true,
                contentInsetsReference: ContentInsetsReference = .automatic,
                supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
                orthogonalScrollingProperties: OrthogonalScrollingProperties = .automatic,
                variants: [SectionVariant] = []) {
        self.name = name
        self.itemCount = itemCount
        storedGroup = group
        // The keys a variant can replace are set as a variant sets them: one list of them.
        apply(SectionVariant(
            when: VariantCondition(), contentInsets: contentInsets, interGroupSpacing: interGroupSpacing,
            orthogonalScrollingBehavior: orthogonalScrollingBehavior,
            boundarySupplementaryItems: boundarySupplementaryItems, decorationItems: decorationItems,
            supplementariesFollowContentInsets: supplementariesFollowContentInsets,
            contentInsetsReference: contentInsetsReference,
            supplementaryContentInsetsReference: supplementaryContentInsetsReference,
            orthogonalScrollingProperties: orthogonalScrollingProperties))
        self.variants = variants
    }
}

extension Section {
    /// A list section (format.md "Additions to version 1 (list sections)").
    public init(name: String, itemCount: Int, list: ListConfiguration, decorationItems: [DecorationItem] = [],
                contentInsetsReference: ContentInsetsReference = .automatic, variants: [SectionVariant] = []) {
        self.init(name: name, itemCount: itemCount, group: .listRowGroup, decorationItems: decorationItems,
                  contentInsetsReference: contentInsetsReference, variants: variants)
        kind = .list(list)
    }

    /// A group section's group, or a list section's configuration (format.md, semantics §19).
    public var kind: SectionKind {
        get { listConfiguration.map(SectionKind.list) ?? .group(storedGroup) }
        set {
            switch newValue {
            case .group(let group): self.group = group
            case .list(let configuration):
                storedGroup = .listRowGroup
                listConfiguration = configuration
            }
        }
    }

    /// The group of a group section. A list section has none and reads as `LayoutItem.listRowGroup`,
    /// the group its rows amount to (§19 L1); setting a group makes the section a group section.
    public var group: LayoutItem {
        get { storedGroup }
        set {
            storedGroup = newValue
            listConfiguration = nil
        }
    }

    /// The list configuration of a list section; `nil` for a group section.
    public var list: ListConfiguration? { listConfiguration }

    /// The group of the section at `section`, where it is stored: the solver reads it through
    /// this pointer, as it reads the nodes below it, so that no solve copies it.
    static func group(of section: UnsafePointer<Section>) -> UnsafePointer<LayoutItem> {
        UnsafeRawPointer(section).advanced(by: storedGroupOffset).assumingMemoryBound(to: LayoutItem.self)
    }

    /// `storedGroup`'s place in a section's memory: a stored property held inline, which
    /// `MemoryLayout.offset(of:)` always answers for.
    private static let storedGroupOffset = MemoryLayout<Section>.offset(of: \Section.storedGroup)!
}

/// When a variant applies. Every condition given must hold.
public struct VariantCondition: Hashable, Sendable {
    /// The narrowest container width, in points, at which the variant applies (inclusive).
    public var minWidth: Double?
    /// The widest container width, in points, at which the variant applies (inclusive).
    public var maxWidth: Double?
    /// The narrowest effective content width at which the variant applies (inclusive): the
    /// container's width less its content-insets reference, UIKit's
    /// `environment.container.effectiveContentSize.width` (semantics §1).
    public var minEffectiveWidth: Double?
    /// The widest effective content width at which the variant applies (inclusive).
    public var maxEffectiveWidth: Double?
    /// The horizontal size class the variant applies in.
    public var horizontalSizeClass: SizeClass?
    /// The vertical size class the variant applies in (compact: an iPhone in landscape).
    public var verticalSizeClass: SizeClass?
    /// The kind of device the variant applies on.
    public var idiom: UserInterfaceIdiom?
    /// The smallest text size at which the variant applies (inclusive).
    public var minContentSizeCategory: ContentSizeCategory?
    /// The largest text size at which the variant applies (inclusive).
    public var maxContentSizeCategory: ContentSizeCategory?

    /// A condition on the bounds and traits given; one with none holds everywhere.
    public init(minWidth: Double? = nil, maxWidth: Double? = nil, horizontalSizeClass: SizeClass? = nil,
                verticalSizeClass: SizeClass? = nil, idiom: UserInterfaceIdiom? = nil,
                minContentSizeCategory: ContentSizeCategory? = nil,
                maxContentSizeCategory: ContentSizeCategory? = nil,
                minEffectiveWidth: Double? = nil, maxEffectiveWidth: Double? = nil) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minEffectiveWidth = minEffectiveWidth
        self.maxEffectiveWidth = maxEffectiveWidth
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
        self.minContentSizeCategory = minContentSizeCategory
        self.maxContentSizeCategory = maxContentSizeCategory
    }

    /// Whether the condition names no bound and no trait.
    public var isEmpty: Bool { self == VariantCondition() }

    /// Whether every bound given holds at `width` and `sizeClass`, the other traits a portrait
    /// iPhone's at the default text size (bounds inclusive, semantics §1).
    public func holds(width: Double, sizeClass: SizeClass) -> Bool {
        holds(VariantTraits(width: width, horizontalSizeClass: sizeClass))
    }

    /// Whether every bound and trait given holds for `traits` (bounds inclusive, semantics §1).
    public func holds(_ traits: VariantTraits) -> Bool {
        if let minWidth, traits.width < minWidth { return false }
        if let maxWidth, traits.width > maxWidth { return false }
        let effective = traits.effectiveWidth ?? traits.width
        if let minEffectiveWidth, effective < minEffectiveWidth { return false }
        if let maxEffectiveWidth, effective > maxEffectiveWidth { return false }
        if let horizontalSizeClass, horizontalSizeClass != traits.horizontalSizeClass { return false }
        if let verticalSizeClass, verticalSizeClass != traits.verticalSizeClass { return false }
        if let idiom, idiom != traits.idiom { return false }
        if let minContentSizeCategory, traits.contentSizeCategory < minContentSizeCategory { return false }
        if let maxContentSizeCategory, traits.contentSizeCategory > maxContentSizeCategory { return false }
        return true
    }

    /// Whether the condition reads the effective width.
    public var readsEffectiveWidth: Bool { minEffectiveWidth != nil || maxEffectiveWidth != nil }
}

/// An adaptive alternative of a section: the declarative form of a section provider.
/// Every key left `nil` keeps the section's own value.
public struct SectionVariant: Hashable, Sendable {
    /// Where the variant applies.
    public var when: VariantCondition
    /// The group in place of the section's.
    public var group: LayoutItem?
    /// Only on a variant of a list section: the whole configuration where the variant applies.
    public var list: ListConfiguration?
    /// The content insets in place of the section's.
    public var contentInsets: DirectionalInsets?
    /// The inter-group spacing in place of the section's.
    public var interGroupSpacing: Double?
    /// The orthogonal scrolling behaviour in place of the section's.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior?
    /// The boundary items in place of the section's: the whole list, not a merge.
    public var boundarySupplementaryItems: [BoundaryItem]?
    /// The backgrounds in place of the section's: the whole list, not a merge.
    public var decorationItems: [DecorationItem]?
    /// `supplementariesFollowContentInsets` in place of the section's.
    public var supplementariesFollowContentInsets: Bool?
    /// The content insets reference in place of the section's.
    public var contentInsetsReference: ContentInsetsReference?
    /// The boundary items' reference in place of the section's.
    public var supplementaryContentInsetsReference: ContentInsetsReference?
    /// The orthogonal scrolling properties in place of the section's.
    public var orthogonalScrollingProperties: OrthogonalScrollingProperties?

    /// A variant applying `when` and replacing only the keys given.
    public init(when: VariantCondition, group: LayoutItem? = nil, contentInsets: DirectionalInsets? = nil,
                interGroupSpacing: Double? = nil, orthogonalScrollingBehavior: OrthogonalScrollingBehavior? = nil,
                boundarySupplementaryItems: [BoundaryItem]? = nil, decorationItems: [DecorationItem]? = nil,
                supplementariesFollowContentInsets: Bool? = nil,
                contentInsetsReference: ContentInsetsReference? = nil,
                supplementaryContentInsetsReference: ContentInsetsReference? = nil,
                orthogonalScrollingProperties: OrthogonalScrollingProperties? = nil,
                list: ListConfiguration? = nil) {
        self.when = when
        self.group = group
        self.list = list
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.orthogonalScrollingProperties = orthogonalScrollingProperties
    }
}

extension Section {
    /// The section as it applies at this width and size class, the other traits a portrait
    /// iPhone's at the default text size: the first matching variant's keys replace the
    /// section's own; no variant matching leaves the section as written.
    public func resolved(width: Double, sizeClass: SizeClass) -> Section {
        resolved(for: VariantTraits(width: width, horizontalSizeClass: sizeClass))
    }

    /// The section as it applies for `traits`: the first variant whose condition holds replaces
    /// the keys it sets; no variant holding leaves the section as written (semantics §1).
    public func resolved(for traits: VariantTraits) -> Section {
        guard let variant = variants.first(where: { $0.when.holds(traits) }) else { return self }
        return applying(variant)
    }

    /// The section with `variant`'s keys in place of its own and no variants: what it is where
    /// `variant` is the first whose condition holds.
    public func applying(_ variant: SectionVariant) -> Section {
        var section = self
        section.apply(variant)
        return section
    }

    /// Puts `variant`'s keys in place of this section's own, in place (a section is a large
    /// value: the decoder and the initialiser would copy it whole for every key otherwise),
    /// and drops the variants.
    mutating func apply(_ variant: SectionVariant) {
        if let v = variant.group { group = v }
        if let v = variant.list { kind = .list(v) }
        if let v = variant.contentInsets { contentInsets = v }
        if let v = variant.interGroupSpacing { interGroupSpacing = v }
        if let v = variant.orthogonalScrollingBehavior { orthogonalScrollingBehavior = v }
        if let v = variant.boundarySupplementaryItems { boundarySupplementaryItems = v }
        if let v = variant.decorationItems { decorationItems = v }
        if let v = variant.supplementariesFollowContentInsets { supplementariesFollowContentInsets = v }
        if let v = variant.contentInsetsReference { contentInsetsReference = v }
        if let v = variant.supplementaryContentInsetsReference { supplementaryContentInsetsReference = v }
        if let v = variant.orthogonalScrollingProperties { orthogonalScrollingProperties = v }
        variants = []
    }
}
