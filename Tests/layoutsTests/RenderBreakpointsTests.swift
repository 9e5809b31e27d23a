import Foundation
import Testing

/// Issue 40, item 4: `render --breakpoints` draws a layout once in each interval of widths where
/// its structure holds, labelled with the interval.
@Suite struct RenderBreakpointsTests {
    /// As many 100-point columns as fit, no insets or spacing: floor(w / 100) columns, 12 cells of
    /// 50 points in rows.
    private static func columns(minimum: Int, maximum: Int) -> String {
        """
        { "formatVersion": 1, "sections": [ { "name": "cards", "itemCount": 12,
          "group": { "kind": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                     "adaptiveCount": { "minimumWidth": \(minimum), "maximum": \(maximum) },
                     "subitems": [ { "kind": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """
    }

    /// From 320 to 520: 3 columns up to 399 (4 rows, 200 high), 4 from 400 (3 rows, 150), 5 from
    /// 500 (3 rows, 150); each drawn at its first width.
    @Test func onePanelPerIntervalAtItsFirstWidth() throws {
        let sandbox = try Sandbox()
        try sandbox.write("cards.json", Self.columns(minimum: 100, maximum: 10))
        let result = try sandbox.run(["render", "--file", "cards.json", "--breakpoints", "--widths", "320..520",
                                      "--output", "cards.svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "cards.svg: 36 cells, 320 × 200, 400 × 150, 500 × 150 pt\n")
        let svg = try sandbox.read("cards.svg")
        for caption in ["320–399 pt", "400–499 pt", "500–520 pt"] { #expect(svg.contains(">\(caption)<"), "\(caption)") }
    }

    @Test func tooManyIntervalsAndOtherWidthsAreRefused() throws {
        let sandbox = try Sandbox()
        // 10-point columns up to 100 of them: from 320 a new interval every 10 points, 69 in all.
        try sandbox.write("fine.json", Self.columns(minimum: 10, maximum: 100))
        let many = try sandbox.run(["render", "--file", "fine.json", "--breakpoints"])
        #expect(many.status == 2)
        #expect(many.stderr == "error: fine.json: 69 intervals from 320 to 1366 points, over the 40 a sheet draws; "
                + "give a narrower --widths A..B (`layouts sweep` lists them all)\n")
        let list = try sandbox.run(["render", "photo-grid", "--breakpoints", "--widths", "320,390"])
        #expect(list.status == 64)
        #expect(list.stderr.contains("render --breakpoints takes one range --widths A..B[/STEP] and at most one --device."))
        // One text size at a time: a list would be cut to its first (the hostile review).
        let sizes = try sandbox.run(["render", "photo-grid", "--breakpoints", "--content-size-categories", "large,accessibilityLarge"])
        #expect(sizes.status == 64)
    }
}
