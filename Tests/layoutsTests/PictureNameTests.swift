import Foundation
import LayoutReports
import Testing

/// Every picture a command writes into one folder has a name of its own: two files or two
/// containers never share one, so no picture silently replaces another.
@Suite struct PictureNameTests {
    /// `a__b/grid.json` and `a/b__grid.json` both flattened to `a__b__grid` before. With `/` as
    /// `__` and `_` as `_-`, they are `a_-_-b__grid` and `a__b_-_-grid`.
    @Test func checkPicturesOfPathsThatFlattenAlikeDoNotCollide() throws {
        let sandbox = try Sandbox(.nothing)
        let manager = FileManager.default
        try sandbox.git(["init", "-q"])
        try manager.createDirectory(atPath: sandbox.path("a__b"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: sandbox.path("a"), withIntermediateDirectories: true)
        try sandbox.write("a__b/grid.json", CLIFixtures.rows(("a", 2)))
        try sandbox.write("a/b__grid.json", CLIFixtures.rows(("a", 2)))
        try sandbox.commitAll("two layouts")
        try sandbox.write("a__b/grid.json", CLIFixtures.rows(("a", 3)))
        try sandbox.write("a/b__grid.json", CLIFixtures.rows(("a", 4)))
        let result = try sandbox.runRaw(["check", "a__b", "a", "--base", "HEAD", "--device", "iphone-16", "--pictures", "pics"],
                                        environment: ["LAYOUTS_DB": ""])
        #expect(result.status == 1, "\(result.stderr)")
        let pictures = try manager.contentsOfDirectory(atPath: sandbox.path("pics")).sorted()
        #expect(pictures == ["a_-_-b__grid.new.svg", "a_-_-b__grid.old.svg", "a__b_-_-grid.new.svg", "a__b_-_-grid.old.svg"])
        // Each picture is its own file's: 3 cells for a__b/grid.json, 4 for a/b__grid.json.
        let three = try String(contentsOfFile: sandbox.path("pics/a_-_-b__grid.new.svg"), encoding: .utf8)
        let four = try String(contentsOfFile: sandbox.path("pics/a__b_-_-grid.new.svg"), encoding: .utf8)
        #expect(three.contains("a__b/grid.json (new") && four.contains("a/b__grid.json (new"))
    }

    /// 390.001 and 390.004 are both `390pt` in a file name: refused before anything is written.
    @Test func diffRenderRefusesTwoWidthsWithOnePictureName() throws {
        let sandbox = try Sandbox()
        let old = try sandbox.write("old.json", CLIFixtures.rows(("rows", 3)))
        let new = try sandbox.write("new.json", CLIFixtures.rows(("rows", 4)))
        let result = try sandbox.run(["diff", old, new, "--widths", "390.001,390.004", "--render", "pictures"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: --render pictures: the containers 390.001 × 844 and 390.004 × 844 would share one picture, NAME.390pt.svg; give widths that differ by at least 0.01 pt\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("pictures")))
        // Widths a name tells apart are drawn one picture each.
        let apart = try sandbox.run(["diff", old, new, "--widths", "390,390.5", "--render", "pictures"])
        #expect(apart.status == 1, "\(apart.stderr)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("pictures")).sorted()
        #expect(pictures == ["new.390-5pt.svg", "new.390pt.svg"])
    }
}
