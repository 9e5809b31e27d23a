import Foundation
import LayoutReports
import Testing

/// Numbers too large to draw or to round (docs/limits.md): refused with the option or the
/// element that carries them, never written into a picture as `inf`.
@Suite struct HugeNumberTests {
    @Test(arguments: [
        (["--offset", "1e308"], "--offset 1e+308: a scroll offset must be a number from 0 to 10000000000 points."),
        (["--height", "1e308"], "--height 1e+308: a height must be at most 10000000000 points."),
        (["--widths", "1e11"], "--widths 100000000000: a width must be at most 10000000000 points."),
        (["--safe-area", "1e308,0,0,0"],
         "--safe-area 1e308,0,0,0: expected four numbers from 0 to 10000000000, TOP,LEADING,BOTTOM,TRAILING (e.g. 47,0,34,0)."),
        (["--scale", "1e306"], "--scale 1e+306: a scale must be 0 (exact values) or a number of pixels a point from 1 to 1000."),
        // Below 1 a pixel is larger than a point: rows and headers floor to nothing.
        (["--scale", "0.5"], "--scale 0.5: a scale must be 0 (exact values) or a number of pixels a point from 1 to 1000."),
        (["--scale", "1e-300"], "--scale 1e-300: a scale must be 0 (exact values) or a number of pixels a point from 1 to 1000."),
        (["--scroll", "photos=1e300"], "--scroll photos=1e300: expected SECTION=X with X a number from 0 to 10000000000."),
    ])
    func hugeOptionsAreRefusedByName(_ options: [String], _ message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("photos.json", CLIFixtures.rows(("photos", 3)))
        let result = try sandbox.run(["render", "./photos.json", "--output", "x.svg"]
                                     + (options.first == "--widths" ? [] : ["--widths", "390"]) + options)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: " + message))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("x.svg")))
    }

    /// An inset of 1e308 points solves (1e308 plus a few hundred points is still finite), but
    /// no picture can draw it: the section is named and nothing is written.
    @Test func aDocumentTooLargeToDrawIsRefusedNamingTheSection() throws {
        let sandbox = try Sandbox()
        try sandbox.write("huge.json", """
            { "formatVersion": 1, "sections": [ { "name": "far", "itemCount": 2, "contentInsets": { "top": 1e308 },
              "group": { "kind": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                         "subitems": [ { "kind": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
            """)
        let result = try sandbox.run(["render", "./huge.json", "--widths", "390", "--output", "x.svg"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot draw 390 × 844 pt: section 'far' reaches 1e+308 points, beyond the "
                + "10000000000 a picture draws; is a size, an inset or an offset too large?\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("x.svg")))
        let gallery = try sandbox.run(["gallery", "huge.json", "--widths", "390", "--output", "out"])
        #expect(gallery.status == 2)
        #expect(gallery.stderr.contains("section 'far' reaches 1e+308 points"))
    }
}
