import LayoutEngine

/// The frame diff of two solutions at one container size: which cells, supplementaries and
/// decorations moved, resized, appeared or disappeared, beyond a tolerance in points.
public struct FrameDiff: Hashable, Sendable {
    /// The container size both sides were solved in (the new side's).
    public var container: Size
    /// The old side's scrollable content size.
    public var oldContentSize: Size
    /// The new side's content size; equal to the old one when they differ by no more than the tolerance.
    public var newContentSize: Size
    /// Every element whose frame changed, appeared or disappeared.
    public var changes: FrameChanges
    /// The sections whose shape (columns, first cell's size, extent, cell count) differs, or
    /// that one side lacks: the summary a reviewer reads before the cells.
    public var sectionFootprints: [SectionFootprintChange]
    /// The text size the container stands for in a text size sweep (`accessibilityLarge`), so
    /// two containers of one size tell apart; `nil` otherwise.
    public var textSize: String?
    /// The device and its orientation (`ipad-10-split-1-3 landscape`) when another container of
    /// the same diff has the same size and text size (a Split View third and Slide Over), so the
    /// two tell apart; `nil` otherwise.
    public var device: String?

    // Counted without gathering: a filtered array held every change of a million-cell diff again.
    /// How many elements moved.
    public var movedCount: Int { changes.reduce(0) { $0 + ($1.moved ? 1 : 0) } }
    /// How many elements changed size.
    public var resizedCount: Int { changes.reduce(0) { $0 + ($1.resized ? 1 : 0) } }
    /// How many elements only the new side has.
    public var addedCount: Int { changes.reduce(0) { $0 + ($1.isAdded ? 1 : 0) } }
    /// How many elements only the old side has.
    public var removedCount: Int { changes.reduce(0) { $0 + ($1.isRemoved ? 1 : 0) } }
    /// Whether nothing changed: no frame and no content size.
    public var isEmpty: Bool { changes.isEmpty && oldContentSize == newContentSize }

    /// Compares `old` with `new`, sections matched by the names the solutions carry.
    public init(old: Solution, new: Solution, tolerance: Double = 0.001) {
        let oldSections = old.sections.map(\.name)
        let newSections = new.sections.map(\.name)
        container = new.container
        oldContentSize = old.contentSize
        newContentSize = new.contentSize
        sectionFootprints = SectionFootprintChange.changes(old: old, new: new, tolerance: tolerance)

        let (sections, cells) = Self.cellChanges(old: old, oldSections: oldSections, new: new,
                                                 newSections: newSections, tolerance: tolerance)
        let others = Self.otherChanges(old: old, oldSections: oldSections, new: new, newSections: newSections,
                                       tolerance: tolerance)
        self.changes = FrameChanges(oldCells: old.cells, newCells: new.cells, sections: sections, cells: cells,
                                    tolerance: tolerance, others: others)
        if Self.same(Rect(x: 0, y: 0, width: oldContentSize.width, height: oldContentSize.height),
                     Rect(x: 0, y: 0, width: newContentSize.width, height: newContentSize.height), tolerance) {
            self.newContentSize = self.oldContentSize
        }
    }

    /// Cells, section by section, matched by section name and item index: one 8-byte entry
    /// per changed cell, its frames read from the solutions when asked for.
    private static func cellChanges(old: Solution, oldSections: [String], new: Solution, newSections: [String],
                                    tolerance: Double)
        -> (sections: [FrameChanges.SectionPair], cells: [FrameChanges.CellEntry]) {
        var sections: [FrameChanges.SectionPair] = []
        var cells: [FrameChanges.CellEntry] = []
        // Room for every cell to change: pages that are never written cost nothing, and a
        // million moved cells are not copied from one growing buffer to the next.
        cells.reserveCapacity(max(old.cells.count, new.cells.count))
        func compare(_ pair: FrameChanges.SectionPair) {
            let index = UInt32(sections.count)
            sections.append(pair)
            let shared = min(pair.oldCount, pair.newCount)
            for item in 0..<shared
            where !same(old.cells[pair.oldFirst + item], new.cells[pair.newFirst + item], tolerance) {
                cells.append(FrameChanges.CellEntry(section: index, item: UInt32(item)))
            }
            for item in shared..<max(pair.oldCount, pair.newCount) {
                cells.append(FrameChanges.CellEntry(section: index, item: UInt32(item)))
            }
        }
        let newSectionIndex = Dictionary(newSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var seen = Set<String>()
        for (i, name) in oldSections.enumerated() {
            seen.insert(name)
            let a = old.sections[i]
            let b = newSectionIndex[name].map { new.sections[$0] }
            compare(FrameChanges.SectionPair(name: name, oldFirst: a.firstCell, oldCount: a.cellCount,
                                             newFirst: b?.firstCell ?? 0, newCount: b?.cellCount ?? 0))
        }
        for (j, name) in newSections.enumerated() where !seen.contains(name) {
            let b = new.sections[j]
            compare(FrameChanges.SectionPair(name: name, oldFirst: 0, oldCount: 0,
                                             newFirst: b.firstCell, newCount: b.cellCount))
        }
        return (sections, cells)
    }

    /// Supplementaries and decorations, matched by category, kind, section name and item,
    /// then by order of appearance among equal keys.
    private static func otherChanges(old: Solution, oldSections: [String], new: Solution, newSections: [String],
                                     tolerance: Double) -> [FrameChange] {
        var others: [FrameChange] = []
        func key(_ a: SupplementaryAttributes, _ names: [String]) -> SupplementaryKey {
            SupplementaryKey(category: a.category, elementKind: a.elementKind,
                             section: a.section.map { names[$0] }, item: a.item)
        }
        var remaining: [SupplementaryKey: [Rect]] = [:]
        var order: [SupplementaryKey] = []
        for a in new.supplementaries {
            let k = key(a, newSections)
            if remaining[k] == nil { order.append(k) }
            remaining[k, default: []].append(a.frame)
        }
        for a in old.supplementaries {
            let k = key(a, oldSections)
            if var frames = remaining[k], !frames.isEmpty {
                let after = frames.removeFirst()
                remaining[k] = frames
                if !same(a.frame, after, tolerance) {
                    others.append(FrameChange(category: k.category, elementKind: k.elementKind, section: k.section,
                                               item: k.item, old: a.frame, new: after, tolerance: tolerance))
                }
            } else {
                others.append(FrameChange(category: k.category, elementKind: k.elementKind, section: k.section,
                                           item: k.item, old: a.frame, new: nil, tolerance: tolerance))
            }
        }
        for k in order {
            for frame in remaining[k] ?? [] {
                others.append(FrameChange(category: k.category, elementKind: k.elementKind, section: k.section,
                                           item: k.item, old: nil, new: frame, tolerance: tolerance))
            }
        }
        return others
    }

    static func same(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}

private struct SupplementaryKey: Hashable {
    var category: AttributeCategory
    var elementKind: String
    var section: String?
    var item: Int
}
