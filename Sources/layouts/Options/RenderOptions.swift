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
            help: ArgumentHelp("Refuse a picture of more cells than this.", valueName: "N"))
    var cellLimit = RenderOptions.defaultCellLimit

    func validate() throws {
        guard (1...100).contains(screens) else {
            throw ValidationError("--screens \(screens): give a number of screens from 1 to 100.")
        }
        guard cellLimit >= 1 else { throw ValidationError("--cell-limit \(cellLimit): give a positive number of cells.") }
    }

    var style: RenderStyle { RenderStyle(screens: screens, dimensions: dimensions) }

    /// The picture limit `--cell-limit` sets.
    var limit: PictureLimit { PictureLimit(cellLimit: cellLimit) }
}
