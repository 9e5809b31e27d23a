import ArgumentParser
import LayoutEngine
import LayoutPictures
import LayoutReports

/// How pictures are drawn and how big they may be, shared by `render`, `gallery` and `diff --render`.
struct RenderOptions: ParsableArguments {
    /// Over this many cells a picture is refused unless `--cell-limit` raises it: a quarter
    /// of a million cells is already a 60 MB SVG that no design tool opens comfortably.
    static let defaultCellLimit = 250_000

    @Option(help: ArgumentHelp("Draw carousels (orthogonal sections) up to this many screens wide; a marker counts the rest.",
                               valueName: "N"))
    var screens = 2

    @Flag(help: "Beside each section's name: its first cell's size, the gap to the next cell, where the first cell starts, and the count.")
    var dimensions = false

    @Option(name: .customLong("cell-limit"),
            help: ArgumentHelp("Refuse a picture of more cells than this (default \(RenderOptions.defaultCellLimit)).", valueName: "N"))
    var cellLimit = RenderOptions.defaultCellLimit

    func validate() throws {
        guard (1...100).contains(screens) else {
            throw ValidationError("--screens \(screens): give a number of screens from 1 to 100.")
        }
        guard cellLimit >= 1 else { throw ValidationError("--cell-limit \(cellLimit): give a positive number of cells.") }
    }

    /// Refuses solved panels whose cells and supplementary views together are over the limit,
    /// before anything is drawn: the cell count was checked before solving, but a document may
    /// give every cell dozens of badges, each drawn like a cell. A list section's background and
    /// separators count too (`ListPicture.extraElements`, a bound: about one per row).
    func checkDrawn(_ solutions: [Solution], of document: LayoutDocument, what: String) throws {
        try checkDrawn(solutions.map { ($0, document) }, what: what)
    }

    /// The same for panels of different documents in one picture (a diff's before and after).
    func checkDrawn(_ panels: [(solution: Solution, document: LayoutDocument)], what: String) throws {
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
        throw CLIError("\(what): \(parts)\(listText) are \(total) elements to draw, over "
                       + "the render limit of \(cellLimit); raise it with --cell-limit \(total), or draw fewer cells with --items")
    }

    /// Refuses a picture of several panels whose cells together are over the limit.
    func check(_ panelCells: [Int], of what: String) throws {
        try check(panelCells.reduce(0) { $0.addingSaturating($1) }, of: what)
    }

    var style: RenderStyle { RenderStyle(screens: screens, dimensions: dimensions) }

    /// Refuses a picture of `cells` cells over the limit, naming what it is of.
    func check(_ cells: Int, of what: String) throws {
        guard cells > cellLimit else { return }
        guard cells < Int.max else {
            throw CLIError("\(what): too many cells for any picture (the counts overflow); draw fewer cells with --items")
        }
        throw CLIError("\(what): \(cells) cells is over the render limit of \(cellLimit) cells; raise it with --cell-limit \(cells), or draw fewer cells with --items")
    }
}
