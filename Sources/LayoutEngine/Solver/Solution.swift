/// Bumped whenever the solver's output could change for the same input; frame caches key on it.
public let solverVersion: Int = 6

/// The frames of a whole layout at one container size and scroll offset.
public struct Solution: Hashable, Sendable {
    /// The container the layout was solved in.
    public var container: Size
    /// The scrollable content size: the container's width by the stacked sections' extent
    /// (swapped for a horizontal layout).
    public var contentSize: Size
    /// Each section's geometry, in document order.
    public var sections: [SectionSolution]
    /// Every cell of every section, in index-path order; `sections[s].firstCell` is where section `s` begins.
    public var cells: FrameBuffer
    /// Supplementary views (boundary items, badges, group supplementaries) and decoration views.
    public var supplementaries: [SupplementaryAttributes]

    /// A solution from its parts; the solver builds it, and a frame cache rebuilds it from storage.
    public init(container: Size, contentSize: Size, sections: [SectionSolution], cells: FrameBuffer,
                supplementaries: [SupplementaryAttributes]) {
        self.container = container
        self.contentSize = contentSize
        self.sections = sections
        self.cells = cells
        self.supplementaries = supplementaries
    }

    /// An empty solution, in a zero container: no section, cell or supplementary. What
    /// `solve(_:in:into:scratch:)` first solves into.
    public init() {
        self.init(container: Size(width: 0, height: 0), contentSize: Size(width: 0, height: 0), sections: [],
                  cells: FrameBuffer(), supplementaries: [])
    }

    /// The final frame of one cell.
    public func cellFrame(section: Int, item: Int) -> Rect {
        let solved = sections[section]
        precondition(item >= 0 && item < solved.cellCount, "item \(item) is outside section \(section)")
        return cells[solved.firstCell + item]
    }

    /// The z-index of one cell: its custom group item's, raised above the section's backgrounds.
    public func cellZIndex(section: Int, item: Int) -> Int {
        sections[section].zIndex(ofItem: item)
    }
}

/// What the solver found for one section.
public struct SectionSolution: Hashable, Sendable {
    /// The section's name, as in the document.
    public var name: String
    /// The section geometry: the full effective cross extent, from the section's start (header band
    /// included) to its end (footer band included).
    public var frame: Rect
    /// Index of the section's first cell in `Solution.cells`.
    public var firstCell: Int
    /// The number of cells the section holds (its item count in this solve).
    public var cellCount: Int
    /// The leaf count of one group instance.
    public var itemsPerGroup: Int
    /// Cells side by side in the first group instance: the number of distinct leading positions
    /// across the scroll axis (x for a vertical layout) among its cell frames.
    public var columns: Int
    /// The content size of an orthogonal section's own scroller: across the scroll axis, the row
    /// of groups with the section's insets on both ends (§7); along it, the groups with the
    /// section's insets on both sides. `nil` for an ordinary section.
    public var orthogonalContentSize: Size?
    /// The z-index of each leaf of one group instance; empty when every cell's is 0.
    public var leafZIndices: [Int]
    /// How the section's cells were stamped, when it holds more than one group instance; nil
    /// for a section of one instance (its cells are its template) and one built by hand.
    public var cellStamp: CellStamp?

    /// A section's solution from its parts; the solver builds it, and a frame cache rebuilds it.
    public init(name: String, frame: Rect, firstCell: Int, cellCount: Int, itemsPerGroup: Int, columns: Int,
                orthogonalContentSize: Size?, leafZIndices: [Int] = [], cellStamp: CellStamp? = nil) {
        self.name = name
        self.frame = frame
        self.firstCell = firstCell
        self.cellCount = cellCount
        self.itemsPerGroup = itemsPerGroup
        self.columns = columns
        self.orthogonalContentSize = orthogonalContentSize
        self.leafZIndices = leafZIndices
        self.cellStamp = cellStamp
    }

    /// Whether the section scrolls across the layout's axis (semantics §7).
    public var orthogonal: Bool { orthogonalContentSize != nil }

    /// The z-index of the section's cell `item`.
    public func zIndex(ofItem item: Int) -> Int {
        leafZIndices.isEmpty || itemsPerGroup <= 0 ? 0 : leafZIndices[item % min(itemsPerGroup, leafZIndices.count)]
    }
}

/// The kind of view an attribute describes, as `UICollectionView.ElementCategory`.
public enum AttributeCategory: String, Hashable, Sendable {
    /// A cell (an item), a supplementary view (boundary item or badge), or a decoration view (a background).
    case cell, supplementary, decoration
}

/// The frame of a supplementary or decoration view.
public struct SupplementaryAttributes: Hashable, Sendable {
    /// Whether the view is a supplementary or a decoration.
    public var category: AttributeCategory
    /// The view's kind, as the document names it.
    public var elementKind: String
    /// The section, or `nil` for a layout-level boundary item.
    public var section: Int?
    /// The host cell's item for item- and group-anchored supplementaries (a group's first cell);
    /// for boundary and decoration items, the index among the host's items of that element kind.
    public var item: Int
    /// The view's final frame in the content's coordinates.
    public var frame: Rect
    /// The view's z-index, after lifting above the section's backgrounds (semantics §10).
    public var zIndex: Int

    /// The attributes of one supplementary or decoration view.
    public init(category: AttributeCategory, elementKind: String, section: Int?, item: Int, frame: Rect,
                zIndex: Int) {
        self.category = category
        self.elementKind = elementKind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
    }
}
