/// What the solver needs to know about the collection view and its screen: its size, the data
/// source's counts, the safe area and margins, the layout direction, the pixel grid and the
/// scroll positions (semantics §17). Never stored in a document.
public struct SolveEnvironment: Hashable, Sendable {
    /// Container (collection view bounds) width; finite and > 0.
    public var width: Double
    /// Container height; finite and > 0.
    public var height: Double
    /// Item counts by section name, overriding the document's.
    public var itemCounts: [String: Int]
    /// The item count of every section not named in `itemCounts`.
    public var defaultItemCount: Int?
    /// The screen scale: when set, every fractional dimension and count-group slot is floored to
    /// `1/scale` before its children are laid out, as iOS 17 does (semantics §12). `nil`: exact.
    public var scale: Double?
    /// `nil`: compact below 600 points of width, regular from 600.
    public var sizeClass: SizeClass?
    /// The vertical size class variants are matched against; `nil`: regular (semantics §1).
    public var verticalSizeClass: SizeClass?
    /// The kind of device variants are matched against; `nil`: a phone below 600 points of
    /// width, a pad from 600 (semantics §1).
    public var idiom: UserInterfaceIdiom?
    /// The text size variants are matched against; UIKit's default is `large`.
    public var contentSizeCategory: ContentSizeCategory
    /// The safe area `(top, leading, bottom, trailing)`. Across the scroll axis it is the
    /// `safeArea` reference of §2/§17; along it, it shortens the visible range pinned items use.
    public var safeArea: DirectionalInsets
    /// The system minimum layout margin added to the safe area by the `layoutMargins` reference;
    /// `nil`: 16 points below 600 points of width, 20 from 600 (semantics §17, a documented choice).
    public var layoutMargin: Double?
    /// The collection view's layout margins `(top, leading, bottom, trailing)` in points, as the
    /// caller measured or chose them (`--layout-margins`); they replace the safe area plus
    /// `layoutMargin` wherever the margins are read: the `layoutMargins` and `readableContent`
    /// references (§17) and the inset list appearances (§19 L2). Each finite and ≥ 0.
    public var layoutMargins: DirectionalInsets?
    /// Left to right (the default) or right to left, which mirrors every frame (semantics §17).
    public var layoutDirection: LayoutDirection
    /// How far the layout is scrolled along its scroll axis, in points, from the resting position
    /// (UIKit's `contentOffset` plus the adjusted content inset on that side); finite and ≥ 0.
    /// Only pinned boundary items follow it (semantics §8.1).
    public var contentOffset: Double
    /// Scroll positions of orthogonal sections by name, in points from rest; finite and ≥ 0.
    /// A section's cells and their supplementaries move, its header, footer and background do not.
    public var orthogonalOffsets: [String: Double]
    /// Measured sizes of self-sizing cells and boundary items (semantics §18); none: estimates.
    public var measurements: Measurements
    /// The design tokens a document's references are read from (format.md "Tokens"); nil for
    /// none, when a document that names tokens cannot be solved.
    public var tokens: DesignTokens?

    /// An environment of `width` × `height` points with the document's item counts, no safe area,
    /// the default layout margin, left to right, at rest, exact (no pixel grid), without
    /// measurements and with the default traits (semantics §1), unless given.
    public init(width: Double, height: Double, itemCounts: [String: Int] = [:], defaultItemCount: Int? = nil,
                scale: Double? = nil, sizeClass: SizeClass? = nil, safeArea: DirectionalInsets = .zero,
                layoutMargin: Double? = nil, layoutMargins: DirectionalInsets? = nil,
                layoutDirection: LayoutDirection = .leftToRight,
                contentOffset: Double = 0, orthogonalOffsets: [String: Double] = [:],
                measurements: Measurements = .none, verticalSizeClass: SizeClass? = nil,
                idiom: UserInterfaceIdiom? = nil, contentSizeCategory: ContentSizeCategory = .large) {
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
        self.contentSizeCategory = contentSizeCategory
        self.width = width
        self.height = height
        self.itemCounts = itemCounts
        self.defaultItemCount = defaultItemCount
        self.scale = scale
        self.sizeClass = sizeClass
        self.safeArea = safeArea
        self.layoutMargin = layoutMargin
        self.layoutMargins = layoutMargins
        self.layoutDirection = layoutDirection
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
        self.measurements = measurements
    }

    /// The size class variants are matched against.
    public var effectiveSizeClass: SizeClass {
        sizeClass ?? (width < 600 ? .compact : .regular)
    }

    /// The width of the layout environment's container less its content insets, UIKit's
    /// `environment.container.effectiveContentSize.width`, which variants' `minEffectiveWidth`
    /// and `maxEffectiveWidth` read (semantics §1): the configuration's content-insets
    /// reference narrows a vertical layout by its leading and trailing insets; a horizontal
    /// layout's leading and trailing insets become the scroll view's, and it keeps its width.
    public func effectiveContentWidth(under configuration: LayoutConfiguration) -> Double {
        guard configuration.scrollDirection == .vertical else { return width }
        let reference = ReferenceInsets.insets(of: configuration.contentInsetsReference, in: self)
        return max(0, width - reference.leading - reference.trailing)
    }

    /// The vertical size class variants are matched against.
    public var effectiveVerticalSizeClass: SizeClass { verticalSizeClass ?? .regular }

    /// The kind of device variants are matched against.
    public var effectiveIdiom: UserInterfaceIdiom { idiom ?? (width < 600 ? .phone : .pad) }

    /// Whether the traits besides the width and horizontal size class are the ones a request
    /// that names none of them gets: the vertical size class regular, the idiom the width's,
    /// the text size `large`.
    public var hasDefaultTraits: Bool {
        effectiveVerticalSizeClass == .regular && effectiveIdiom == (width < 600 ? .phone : .pad)
            && contentSizeCategory == .large
    }

    /// What variants are matched against in this environment (semantics §1).
    public var variantTraits: VariantTraits {
        VariantTraits(width: width, horizontalSizeClass: effectiveSizeClass,
                      verticalSizeClass: effectiveVerticalSizeClass, idiom: effectiveIdiom,
                      contentSizeCategory: contentSizeCategory)
    }

    /// What variants are matched against under `configuration`, the effective content width
    /// included (semantics §1).
    public func variantTraits(under configuration: LayoutConfiguration) -> VariantTraits {
        var traits = variantTraits
        traits.effectiveWidth = effectiveContentWidth(under: configuration)
        return traits
    }

    /// The layout margin the `layoutMargins` reference adds to the safe area.
    public var effectiveLayoutMargin: Double {
        layoutMargin ?? (width < 600 ? 16 : 20)
    }

    /// The collection view's layout margins (§17): `layoutMargins` when given, otherwise the
    /// safe area plus the minimum margin on the leading and trailing edges (UIKit's root views
    /// have no top or bottom minimum margin).
    public var effectiveLayoutMargins: DirectionalInsets {
        if let layoutMargins { return layoutMargins }
        var margins = safeArea
        margins.leading += effectiveLayoutMargin
        margins.trailing += effectiveLayoutMargin
        return margins
    }

    /// The largest pixel grid scale a solve accepts: screens have 1 to 3 pixels a point; beyond
    /// a thousand, flooring a length to the grid (`floor(x · scale) / scale`) would overflow for
    /// lengths a layout really has.
    public static let largestScale = 1000.0
    /// The smallest scale a solve takes: a pixel is never larger than a point on any screen, and
    /// below 1 the pixel grid floors whole rows and headers to nothing.
    public static let smallestScale = 1.0

    /// The largest length, in points, that the command line takes for a container, an offset or
    /// an inset, and that a picture draws: ten billion points, far beyond any screen or content,
    /// and far from where sums of lengths overflow (docs/limits.md).
    public static let largestLength = 10_000_000_000.0

    /// How many cells `section` holds in this environment.
    public func itemCount(of section: Section) -> Int {
        itemCount(named: section.name, declared: section.itemCount)
    }

    /// How many cells a solve of `document` in this environment holds, known before solving, so
    /// that a caller can refuse what is too large before anything is allocated. Negative counts
    /// (which a solve refuses) count as 0; a sum past `Int.max` saturates.
    public func cellCount(of document: LayoutDocument) -> Int {
        document.sections.reduce(0) { $0.addingSaturating(max(0, itemCount(of: $1))) }
    }

    /// The count of the section named `name` whose document declares `declared` items: for a
    /// caller that reads the section's fields without copying it.
    public func itemCount(named name: String, declared: Int) -> Int {
        itemCounts[name] ?? defaultItemCount ?? declared
    }

    /// The error for the first section outside `names` (sorted, so it does not depend on
    /// hashing) that the environment gives a scroll position, a count or measurements: the
    /// check every solve runs, and a diff runs against the names of either side.
    public func unknownSectionError(outside names: Set<String>, place: String = "in the layout") -> SolveError? {
        if let unknown = orthogonalOffsets.keys.filter({ !names.contains($0) }).min() {
            return .unknownScrollSection(unknown)
        }
        if let unknown = itemCounts.keys.filter({ !names.contains($0) }).min() {
            return .unknownSection(unknown)
        }
        if let unknown = measurements.sections.keys.filter({ !names.contains($0) }).min() {
            return .invalidMeasurements(path: Measurements.path(section: unknown),
                                        message: "no section named '\(unknown)' \(place)")
        }
        return nil
    }

    /// True when no count, scroll position or measurement names a section: the environment is
    /// then the same for every document.
    public var namesNoSection: Bool {
        itemCounts.isEmpty && orthogonalOffsets.isEmpty && measurements.sections.isEmpty
    }

    /// The environment without the item counts, scroll positions and measurements that name a
    /// section outside `sections`: one request serving several documents (a batch, both sides
    /// of a diff) gives each only what applies to it. The solver refuses such names otherwise.
    public func restricted(to sections: some Sequence<String>) -> SolveEnvironment {
        // Most requests name no section: nothing to drop, and no set to build per document.
        if namesNoSection { return self }
        let names = Set(sections)
        var copy = self
        copy.itemCounts = itemCounts.filter { names.contains($0.key) }
        copy.orthogonalOffsets = orthogonalOffsets.filter { names.contains($0.key) }
        copy.measurements.sections = measurements.sections.filter { names.contains($0.key) }
        return copy
    }
}

/// The direction of the user interface, as `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// The two directions of writing; right to left mirrors frames about the content's width.
    case leftToRight, rightToLeft
}
