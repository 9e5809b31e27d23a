import LayoutEngine

/// How a list section (semantics §19) is drawn, so that a designer recognises a list rather
/// than a column of boxes: the rows without boxes of their own, on one background for the
/// grouped appearances (rounded for the inset ones), hairline separators between consecutive
/// rows, and the header and footer as text. The rules, their labels and sources are in
/// docs/lists.md, "Pictures". Only drawing: the frames are the solver's.
package struct ListPicture: Equatable {
    /// UIKit's corner radius of an inset-grouped section: 10 points (inferred: no Apple
    /// documentation gives it; TimOliver/TOInsetGroupedTableView, an iOS 12 back-port of the
    /// style, hard-codes 10 as "the same value as in iOS 13"). docs/lists.md, "Pictures".
    package static let insetCornerRadius = 10.0

    package var list: ListConfiguration
    /// How far a separator starts from its row's leading edge: UIKit aligns it with the cell's
    /// primary text (`UICollectionViewListCell.separatorLayoutGuide`), which starts at the cell's
    /// layout margin; the environment's minimum layout margin stands for it (docs/lists.md, a choice).
    package var separatorInset: Double
    package var rightToLeft: Bool

    /// `firstItemInSection`: row 0 is an ordinary cell that plays the header (§19), drawn as one.
    package var hasHeaderRow: Bool { list.headerMode == .firstItemInSection }

    /// The inset appearances round their background; `grouped` draws a square band.
    package var cornerRadius: Double {
        switch list.appearance {
        case .insetGrouped, .sidebar: Self.insetCornerRadius
        case .plain, .grouped, .sidebarPlain: 0
        }
    }

    /// The grouped appearances set their rows on one background; plain lists have none.
    package var drawsBackground: Bool {
        switch list.appearance {
        case .grouped, .insetGrouped, .sidebar: true
        case .plain, .sidebarPlain: false
        }
    }

    /// The rows that are list rows proper: all of them but a header row.
    package func bodyRows(count: Int) -> Range<Int> {
        let first = hasHeaderRow ? min(1, count) : 0
        return first..<max(first, count)
    }

    /// The background behind the body rows: from the first one's top to the last one's bottom,
    /// across their band. Nil without body rows or for a plain appearance.
    package func background(first: Rect, last: Rect) -> Rect? {
        guard drawsBackground else { return nil }
        let x = min(first.x, last.x), y = min(first.y, last.y)
        return Rect(x: x, y: y, width: max(first.maxX, last.maxX) - x, height: max(first.maxY, last.maxY) - y)
    }

    /// The separator above `row` (UIKit draws it along the bottom of the row above, which ends
    /// where this one starts): along the row's top edge, from `separatorInset` after its leading
    /// edge to its trailing edge. Nil when the row is too narrow to hold one.
    package func separator(above row: Rect) -> (x1: Double, x2: Double, y: Double)? {
        let inset = min(separatorInset, row.width)
        guard row.width - inset > 0 else { return nil }
        return rightToLeft ? (row.x, row.maxX - inset, row.y) : (row.x + inset, row.maxX, row.y)
    }

    /// The separators of `rows` rows: one between each two consecutive body rows.
    package func separatorCount(rows: Int) -> Int { max(0, bodyRows(count: rows).count - 1) }

    /// What a picture draws beyond the cells and supplementary views of `document` solved into
    /// `solution`: each list section's background and separators. A bound that needs no
    /// environment (a variant may change the appearance, never make a list of a group section):
    /// a background and a separator between consecutive rows are at most as many as the rows.
    package static func extraElements(of solution: Solution, document: LayoutDocument) -> Int {
        var count = 0
        for (index, section) in solution.sections.enumerated()
        where index < document.sections.count && document.sections[index].list != nil {
            count = count.addingSaturating(section.cellCount)
        }
        return count
    }
}
