/// What the solver needs to know about the collection view: its size and the data source's counts.
public struct SolveEnvironment: Hashable, Sendable {
    /// Container (collection view bounds) width; finite and > 0.
    public var width: Double
    /// Container height; finite and > 0.
    public var height: Double
    /// Item counts by section name, overriding the document's.
    public var itemCounts: [String: Int]
    /// The item count of every section not named in `itemCounts`.
    public var defaultItemCount: Int?
    /// When set, x, y, width and height are each rounded to the nearest `1/scale` (semantics §12).
    public var scale: Double?
    /// `nil`: compact below 600 points of width, regular from 600.
    public var sizeClass: SizeClass?
    /// Safe-area style insets of the layout container (semantics §2). Only the edges across the scroll
    /// axis move content; the others become the scroll view's content inset.
    public var referenceInsets: DirectionalInsets
    /// How far the layout is scrolled along its scroll axis, in points, from the resting position
    /// (UIKit's `contentOffset` plus the adjusted content inset on that side); finite and ≥ 0.
    /// Only pinned boundary items follow it (semantics §8.1).
    public var contentOffset: Double

    public init(width: Double, height: Double, itemCounts: [String: Int] = [:], defaultItemCount: Int? = nil,
                scale: Double? = nil, sizeClass: SizeClass? = nil, referenceInsets: DirectionalInsets = .zero,
                contentOffset: Double = 0) {
        self.width = width
        self.height = height
        self.itemCounts = itemCounts
        self.defaultItemCount = defaultItemCount
        self.scale = scale
        self.sizeClass = sizeClass
        self.referenceInsets = referenceInsets
        self.contentOffset = contentOffset
    }

    /// The size class variants are matched against.
    public var effectiveSizeClass: SizeClass {
        sizeClass ?? (width < 600 ? .compact : .regular)
    }

    /// How many cells `section` holds in this environment.
    public func itemCount(of section: Section) -> Int {
        itemCounts[section.name] ?? defaultItemCount ?? section.itemCount
    }
}
