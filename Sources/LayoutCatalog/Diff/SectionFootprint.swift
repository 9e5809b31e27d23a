import LayoutEngine

/// One section's footprint in a solution, what a reviewer reads before the cells: how many cells
/// stand side by side, how big the first one is, and how far the section reaches.
public struct SectionFootprint: Hashable, Sendable {
    /// The cells the section holds.
    public var cellCount: Int
    /// Cells side by side in the first group instance (`SectionSolution.columns`).
    public var columns: Int
    /// The size of the section's first cell; `nil` when it has none.
    public var cellSize: Size?
    /// The section's extent along the layout's scroll axis: its height in a vertical layout,
    /// its width in a horizontal one.
    public var extent: Double

    /// The shape of `section` in `solution`, its extent read along the scroll axis (`vertical`).
    public init(_ section: SectionSolution, in solution: Solution, vertical: Bool) {
        cellCount = section.cellCount
        columns = section.columns
        cellSize = section.cellCount > 0
            ? Size(width: solution.cells[section.firstCell].width, height: solution.cells[section.firstCell].height) : nil
        extent = vertical ? section.frame.height : section.frame.width
    }

    /// A shape from its parts.
    public init(cellCount: Int, columns: Int, cellSize: Size?, extent: Double) {
        (self.cellCount, self.columns, self.cellSize, self.extent) = (cellCount, columns, cellSize, extent)
    }

    /// Whether `other` reads the same, sizes and extents within `tolerance` points.
    func matches(_ other: SectionFootprint, tolerance: Double) -> Bool {
        guard cellCount == other.cellCount, columns == other.columns, abs(extent - other.extent) <= tolerance else {
            return false
        }
        switch (cellSize, other.cellSize) {
        case (nil, nil): return true
        case (let a?, let b?): return abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
        default: return false
        }
    }
}

/// A section whose footprint differs between the two sides of a frame diff, or that only one side has.
public struct SectionFootprintChange: Hashable, Sendable {
    /// The section's name.
    public var name: String
    /// Its shape before; `nil` when the old side has no such section.
    public var old: SectionFootprint?
    /// Its shape after; `nil` when the new side has no such section.
    public var new: SectionFootprint?
    /// Whether the layout scrolls vertically, so that `extent` is a height (else a width).
    public var vertical: Bool

    /// A change from its parts.
    public init(name: String, old: SectionFootprint?, new: SectionFootprint?, vertical: Bool) {
        (self.name, self.old, self.new, self.vertical) = (name, old, new, vertical)
    }

    /// The sections whose footprints differ between `old` and `new`, matched by name, in the old
    /// side's order and then the new side's additions.
    static func changes(old: Solution, new: Solution, tolerance: Double) -> [SectionFootprintChange] {
        // A vertical layout's content is the container's width (Solution.contentSize).
        let oldVertical = old.contentSize.width == old.container.width
        let newVertical = new.contentSize.width == new.container.width
        let newByName = Dictionary(new.sections.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let oldNames = Set(old.sections.map(\.name))
        var changes: [SectionFootprintChange] = []
        for section in old.sections {
            let before = SectionFootprint(section, in: old, vertical: oldVertical)
            let after = newByName[section.name].map { SectionFootprint($0, in: new, vertical: newVertical) }
            if let after, before.matches(after, tolerance: tolerance) { continue }
            changes.append(SectionFootprintChange(name: section.name, old: before, new: after, vertical: newVertical))
        }
        for section in new.sections where !oldNames.contains(section.name) {
            changes.append(SectionFootprintChange(name: section.name, old: nil,
                                              new: SectionFootprint(section, in: new, vertical: newVertical), vertical: newVertical))
        }
        return changes
    }
}
