import Foundation
import LayoutCatalog
import LayoutEngine
import LayoutPictures
import LayoutWorkspace
import Testing
import TestSupport

/// The cell limit of pictures, the sheet's title and check's pictures.
@Suite struct PictureLimitTests {
    /// One section of `count` items, four a row, each a square a quarter of the width wide.
    private func document(_ count: Int) -> LayoutDocument {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalWidth(0.25)))
        let group = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.25)),
                               kind: .group(LayoutGroup(axis: .horizontal, subitems: [item])))
        return LayoutDocument(configuration: LayoutConfiguration(),
                              sections: [Section(name: "grid", itemCount: count, group: group)])
    }

    @Test func theLimitItselfIsAllowedAndOneMoreIsNot() throws {
        let limit = PictureLimit(cellLimit: 10)
        try limit.check(10, of: "grid")
        #expect(throws: PictureError("grid: 11 cells is over the render limit of 10 cells; raise it with --cell-limit 11, or draw fewer cells with --items")) {
            try limit.check([6, 5], of: "grid")
        }
        #expect(throws: PictureError("grid: too many cells for any picture (the counts overflow); draw fewer cells with --items")) {
            try limit.check([Int.max, 1], of: "grid")
        }
    }

    /// A diff's picture holds both sides: 4 cells before and 8 after are 12, over 10, though
    /// each side alone is under it.
    @Test func aDiffCountsBothSides() throws {
        let environments = [SolveEnvironment(width: 400, height: 800)]
        try PictureLimit(cellLimit: 12).checkDiff(document(4), document(8), in: environments, title: "a → b")
        #expect(throws: PictureError("a → b: 12 cells is over the render limit of 10 cells; raise it with --cell-limit 12, or draw fewer cells with --items")) {
            try PictureLimit(cellLimit: 10).checkDiff(document(4), document(8), in: environments, title: "a → b")
        }
    }

    @Test func theSheetTitleSaysWhatDiffersFromRest() {
        let environment = SolveEnvironment(width: 390, height: 844, itemCounts: ["hero": 2], defaultItemCount: 5,
                                           layoutDirection: .rightToLeft, contentOffset: 120)
        let request = SolveRequest(containers: [SolveContainer(environment: environment, device: nil, orientation: .portrait)])
        #expect(SVGSheet.title("grid", request: request)
                == "grid · scrolled to 120 · right to left · 5 items a section · hero: 2 items")
        #expect(SVGSheet.title("grid", request: SolveRequest(containers: [])) == "grid")
    }

    /// check --pictures writes STEM.old.svg and STEM.new.svg, the stem flattening the path.
    @Test func checkPicturesWriteBothSides() throws {
        let scratch = try ScratchFolder(prefix: "PictureLimitTests")
        let folder = scratch.path("pictures")
        let container = CheckContainer(SolveContainer(environment: SolveEnvironment(width: 400, height: 800), device: nil,
                                                      orientation: .portrait))
        #expect(container.label == "400 × 800")
        let files = try CheckPictures(folder: folder).draw(old: document(4), new: document(8), at: container,
                                                           name: "layouts/grid.json")
        #expect(files == [folder + "/layouts__grid.old.svg", folder + "/layouts__grid.new.svg"])
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("<svg"))
        }
    }
}
