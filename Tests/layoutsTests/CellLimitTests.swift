import Foundation
import LayoutReports
import Testing

/// Limits checked before anything is allocated (docs/limits.md): a picture's cells, a diff's
/// cells on both sides, known from the document and the request before any solve.
@Suite struct CellLimitTests {
    /// 10,000,001 cells at one width: a solve would refuse them itself ("too many cells"); the
    /// picture limit (250,000) is checked first, so that is what is said, at once.
    @Test func renderAndGalleryRefuseOverTheCellLimitBeforeSolving() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        let rendered = try sandbox.run(["render", "./rows.json", "--widths", "390", "--items", "10000001",
                                        "--output", "big.svg"])
        #expect(rendered.status == 2)
        #expect(rendered.stderr.contains("10000001 cells is over the render limit of 250000 cells"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("big.svg")))

        // Two panels of 200,000 are 400,000 together: over the limit, though each is under it.
        let two = try sandbox.run(["render", "./rows.json", "--widths", "390,400", "--items", "200000",
                                   "--output", "two.svg"])
        #expect(two.status == 2)
        #expect(two.stderr.contains("400000 cells is over the render limit of 250000 cells"))

        let gallery = try sandbox.run(["gallery", "rows.json", "--widths", "390", "--items", "10000001",
                                       "--output", "out"])
        #expect(gallery.status == 2)
        #expect(gallery.stderr.contains("10000001 cells is over the render limit of 250000 cells"))

        let pictures = try sandbox.run(["diff", "./rows.json", "./rows.json", "--widths", "390",
                                        "--items", "10000001", "--render", "pictures"])
        #expect(pictures.status == 2)
        // Both sides of the container are one picture.
        #expect(pictures.stderr.contains("20000002 cells is over the render limit of 250000 cells"))
    }

    /// A diff's picture holds both sides: 150,000 cells a side are 300,000 in one sheet, over
    /// the limit though each side is under it. Refused before solving, nothing written.
    @Test func aDiffPictureCountsBothSides() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        try sandbox.write("taller.json", CLIFixtures.rows(("a", 3)).replacingOccurrences(of: #""absolute": 50"#, with: #""absolute": 60"#))
        let result = try sandbox.run(["diff", "./rows.json", "./taller.json", "--widths", "390", "--items", "150000",
                                      "--render", "pictures"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("./rows.json → ./taller.json: 300000 cells is over the render limit of 250000 cells"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("pictures")))
    }

    /// A PNG has at most 32,767 pixels a side (librsvg's limit, a pixel a point here): a taller
    /// picture is refused before it is drawn, not after rsvg-convert has worked on it. 800 rows
    /// of 50 points are 40,000 points tall; the SVG of the same picture is written.
    @Test func aPNGTallerThanLibrsvgTakesIsRefusedBeforeDrawing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        let png = try sandbox.run(["render", "./rows.json", "--width", "390", "--items", "800", "--output", "tall.png"])
        #expect(png.status == 2)
        #expect(png.stderr.contains("tall.png: the picture is "))
        #expect(png.stderr.contains(" points, over the 32767 pixels a side PNG output can hold; write .svg, or draw fewer cells with --items"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("tall.png")))
        #expect(try sandbox.run(["render", "./rows.json", "--width", "390", "--items", "800", "--output", "tall.svg"]).status == 0)
    }

    /// Badges are drawn like cells: 4 cells with 2 badges each are 4 + 8 = 12 elements, over a
    /// limit of 10 that the 4 cells alone are under. Refused after solving, before drawing.
    @Test func supplementaryViewsCountTowardThePictureLimit() throws {
        let sandbox = try Sandbox()
        try sandbox.write("badges.json", """
            { "formatVersion": 1, "sections": [ { "name": "s", "itemCount": 4,
              "group": { "kind": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                "subitems": [ { "kind": "item", "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } },
                  "supplementaryItems": [
                    { "elementKind": "a", "size": { "width": { "absolute": 8 }, "height": { "absolute": 8 } }, "containerAnchor": { "edges": ["top"] } },
                    { "elementKind": "b", "size": { "width": { "absolute": 8 }, "height": { "absolute": 8 } }, "containerAnchor": { "edges": ["bottom"] } } ] } ] } } ] }
            """)
        let result = try sandbox.run(["render", "./badges.json", "--widths", "390", "--cell-limit", "10", "--output", "b.svg"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: ./badges.json: 4 cells and 8 supplementary views are 12 elements to draw, over the "
                + "render limit of 10; raise it with --cell-limit 12, or draw fewer cells with --items\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("b.svg")))
        #expect(try sandbox.run(["render", "./badges.json", "--widths", "390", "--cell-limit", "12", "--output", "b.svg"]).status == 0)
    }

    /// A diff keeps both sides of every container: 3,000,000 cells a side at 2 widths hold
    /// 12,000,000, over the 10,000,000 one diff may hold, refused before solving. At one width
    /// (6,000,000) the same diff runs: every row is 50 tall on both sides, so it finds nothing.
    @Test func aDiffRefusesMoreCellsThanItMayHoldBeforeSolving() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        let refused = try sandbox.run(["diff", "./rows.json", "./rows.json", "--widths", "390,400", "--items", "3000000"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(
            "too many cells to diff: 12000000 on both sides in 2 containers, the limit is 10000000"))
    }
}
