import LayoutEngine

/// The most elements a picture may draw (`--cell-limit`), checked before anything is solved
/// (`check`, from the counts) and again before anything is drawn (`checkDrawn`, from the
/// solutions), so that a picture no design tool could open is refused with the way round it.
public struct PictureLimit: Hashable, Sendable {
    /// The most cells (and, once solved, elements) a picture may hold.
    public var cellLimit: Int

    /// A limit of `cellLimit` cells.
    public init(cellLimit: Int) { self.cellLimit = cellLimit }

    /// Refuses solved panels whose cells and supplementary views together are over the limit,
    /// before anything is drawn: the cell count was checked before solving, but a document may
    /// give every cell dozens of badges, each drawn like a cell. A list section's background and
    /// separators count too (`ListPicture.extraElements`, a bound: about one per row).
    public func checkDrawn(_ solutions: [Solution], of document: LayoutDocument, what: String) throws {
        try checkDrawn(solutions.map { ($0, document) }, what: what)
    }

    /// The same for panels of different documents in one picture (a diff's before and after).
    public func checkDrawn(_ panels: [(solution: Solution, document: LayoutDocument)], what: String) throws {
        let cells = panels.reduce(0) { $0.addingSaturating($1.solution.cells.count) }
        let views = panels.reduce(0) { $0.addingSaturating($1.solution.supplementaries.count) }
        let lists = panels.reduce(0) {
            $0.addingSaturating(ListPicture.extraElements(of: $1.solution, document: $1.document))
        }
        let total = cells.addingSaturating(views).addingSaturating(lists)
        guard total > cellLimit else { return }
        let listText = lists == 0 ? "" : " and \(lists) list backgrounds and separators"
        let viewText = views == 1 ? "1 supplementary view" : "\(views) supplementary views"
        let parts = lists == 0 ? "\(cells) cells and \(viewText)" : "\(cells) cells, \(viewText)"
        throw PictureError("\(what): \(parts)\(listText) are \(total) elements to draw, over "
                       + "the render limit of \(cellLimit); raise it with --cell-limit \(total), or draw fewer cells with --items")
    }

    /// Refuses a picture of several panels whose cells together are over the limit.
    public func check(_ panelCells: [Int], of what: String) throws {
        try check(panelCells.reduce(0) { $0.addingSaturating($1) }, of: what)
    }

    /// Refuses a picture of `cells` cells over the limit, naming what it is of.
    public func check(_ cells: Int, of what: String) throws {
        guard cells > cellLimit else { return }
        guard cells < Int.max else {
            throw PictureError("\(what): too many cells for any picture (the counts overflow); draw fewer cells with --items")
        }
        throw PictureError("\(what): \(cells) cells is over the render limit of \(cellLimit) cells; raise it with --cell-limit \(cells), or draw fewer cells with --items")
    }
}
