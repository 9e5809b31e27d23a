import LayoutEngine

/// The benchmark's uniform layout: the Lickability photo grid (seed `photo-grid`), three square
/// columns, each photo inset by `itemInset` inside its slot and the section by `sectionInset`.
enum PhotoGrid {
    static let columns = 3

    static func document(itemCount: Int, itemInset: Double = 2.5, sectionInset: Double = 2.5) -> LayoutDocument {
        let third = 1.0 / Double(columns)
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(third), height: .fractionalHeight(1)),
            contentInsets: DirectionalInsets(top: itemInset, leading: itemInset, bottom: itemInset, trailing: itemInset))
        let group = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(third)),
            kind: .group(LayoutGroup(axis: .horizontal, subitems: [item])))
        let section = Section(
            name: "photos", itemCount: itemCount, group: group,
            contentInsets: DirectionalInsets(top: sectionInset, leading: sectionInset,
                                             bottom: sectionInset, trailing: sectionInset))
        return LayoutDocument(sections: [section])
    }
}

/// The baseline the solver is held to: the photo grid's frames written by a plain loop, with the
/// geometry worked out by hand instead of from a layout tree.
///
/// At width W with section inset s and item inset i, a column is `w = (W − 2s)/3` wide and a row
/// `h = w` tall; cell (row, column) is `x = column·w + (s + i)`, `y = row·h + (s + i)`, `w − 2i` by `h − 2i`.
/// At W = 390: w = 128.333…, so cell 4 (row 1, column 1) is (133.333…, 133.333…, 123.333…, 123.333…).
struct RawGridLoop {
    let columnWidth: Double
    let rowHeight: Double
    let inset: Double
    let frameWidth: Double
    let frameHeight: Double

    init(width: Double, itemInset: Double = 2.5, sectionInset: Double = 2.5) {
        columnWidth = (width - 2 * sectionInset) * (1.0 / Double(PhotoGrid.columns))
        rowHeight = columnWidth
        inset = sectionInset + itemInset
        frameWidth = columnWidth - 2 * itemInset
        frameHeight = rowHeight - 2 * itemInset
    }

    /// A fresh array of `count` frames, four `Double`s each, as the solver returns them.
    func frames(count: Int) -> [Double] {
        [Double](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            if let base = buffer.baseAddress { write(count: count, into: base) }
            initialized = count * 4
        }
    }

    /// Writes `count` frames at `output`: one pass, row by row.
    func write(count: Int, into output: UnsafeMutablePointer<Double>) {
        let columns = PhotoGrid.columns
        var out = output
        var written = 0
        var row = 0
        while written < count {
            let y = Double(row) * rowHeight + inset
            let cells = min(columns, count - written)
            for column in 0..<cells {
                out[0] = Double(column) * columnWidth + inset
                out[1] = y
                out[2] = frameWidth
                out[3] = frameHeight
                out += 4
            }
            written += cells
            row += 1
        }
    }
}
