import LayoutEngine

/// The changes of a frame diff, in order: cells section by section (the old side's sections in
/// their order, then those only the new side has), then supplementaries and decorations.
///
/// A changed cell is kept as 8 bytes (its section and item) and the two solutions' frame
/// buffers are shared, not copied, so a diff in which a million cells moved costs 8 MB rather
/// than a `FrameChange` of 120 bytes each; each `FrameChange` is made when it is read.
public struct FrameChanges: RandomAccessCollection, Hashable, Sendable {
    /// A section of either side, with where its cells are in each solution (count 0 on the side
    /// that lacks it).
    struct SectionPair: Hashable, Sendable {
        var name: String
        var oldFirst: Int
        var oldCount: Int
        var newFirst: Int
        var newCount: Int
    }

    /// One changed cell: `SectionPair` index and item. Counts are at most
    /// `SolveError.cellLimit`, far below 2³².
    struct CellEntry: Hashable, Sendable {
        var section: UInt32
        var item: UInt32
    }

    let oldCells: FrameBuffer
    let newCells: FrameBuffer
    let sections: [SectionPair]
    let cells: [CellEntry]
    let tolerance: Double
    /// Supplementaries and decorations, after the cells.
    let others: [FrameChange]

    /// The first change's position: always 0.
    public var startIndex: Int { 0 }
    /// One past the last change: changed cells, then supplementaries and decorations.
    public var endIndex: Int { cells.count + others.count }

    /// The change at `position`, made when read: cells first, then the others.
    public subscript(position: Int) -> FrameChange {
        guard position < cells.count else { return others[position - cells.count] }
        let entry = cells[position]
        let section = sections[Int(entry.section)]
        let item = Int(entry.item)
        return FrameChange(category: .cell, elementKind: nil, section: section.name, item: item,
                           old: item < section.oldCount ? oldCells[section.oldFirst + item] : nil,
                           new: item < section.newCount ? newCells[section.newFirst + item] : nil,
                           tolerance: tolerance)
    }

    /// Equal when they list the same changes, however they are stored.
    public static func == (a: FrameChanges, b: FrameChanges) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }

    /// Hashes the changes themselves, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for change in self { hasher.combine(change) }
    }
}
