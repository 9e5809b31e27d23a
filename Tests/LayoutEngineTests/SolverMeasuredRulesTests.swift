import LayoutEngine
import Testing
import TestSupport

private typealias F = SolverFixture

// The seven rules semantics.md labels *measured* (§2, §3, §5.2, §5.5, §6.2, §7, §12, with §11 and
// §16 for the horizontal-layout swap). Every expected number below was worked by hand from the
// spec's rules; the arithmetic is in the comment above each expectation. Where an older rule gave
// a different number it is quoted as "old:", so a failure can be told apart from a slip.

// MARK: - Helpers

/// A leaf that fills its slot.
private let fill = F.item(.fractionalWidth(1), .fractionalHeight(1))

private func solveLayout(_ sections: [Section], width: Double = 390, height: Double = 844,
                         direction: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
                         scale: Double? = nil, safeArea: DirectionalInsets = .zero) throws -> Solution {
    try solve(F.document(sections, direction: direction, interSectionSpacing: interSectionSpacing),
              in: SolveEnvironment(width: width, height: height, scale: scale, safeArea: safeArea))
}

private func insets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> DirectionalInsets {
    DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

// MARK: - Rule 1: orthogonal sections resolve fractionalWidth against We (§2, §7)

@Suite("Measured rule 1: orthogonal fractionalWidth ignores leading/trailing section insets")
struct SolverMeasuredRulesOrthogonalTests {
    /// §7 worked example: W = 390, insets (0, 20, 0, 20), group fw 0.5 × abs 100, continuous,
    /// interGroupSpacing 10, 3 groups.
    @Test func specExample() throws {
        let group = F.group(.horizontal, .fractionalWidth(0.5), .absolute(100), [fill])
        let section = F.section(items: 3, group: group, insets: insets(0, 20, 0, 20), interGroupSpacing: 10,
                                orthogonal: .continuous)
        let solution = try solveLayout([section])
        // Ws = We = 390 → gw = 0.5 · 390 = 195 (old: 0.5 · 350 = 175).
        // x_k = 20 + k · (195 + 10) = 20, 225, 430 (old: 20, 205, 390).
        expectApprox(F.cells(solution), [F.rect(20, 0, 195, 100), F.rect(225, 0, 195, 100), F.rect(430, 0, 195, 100)],
                     "cells")
        // 20 + 3 · 195 + 2 · 10 + 20 = 645 (old: 20 + 525 + 20 + 20 = 585).
        expectApprox(solution.sections[0].orthogonalContentSize?.width ?? -1, 645, "orthogonal content width")
        // Section extent along y: 0 + 100 + 0.
        expectApprox(solution.contentSize.height, 100, "content height")
    }

    /// W = 430 × 932, insets (8, 16, 8, 24), group fw 0.8 × fw 0.5 of two fw 0.5 × fh 1 items,
    /// continuousGroupLeadingBoundary, interGroupSpacing 12, 4 items (2 groups).
    @Test func otherWidthWithFractionalWidthHeight() throws {
        let group = F.group(.horizontal, .fractionalWidth(0.8), .fractionalWidth(0.5),
                            [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let section = F.section(items: 4, group: group, insets: insets(8, 16, 8, 24), interGroupSpacing: 12,
                                orthogonal: .continuousGroupLeadingBoundary)
        let solution = try solveLayout([section], width: 430, height: 932)
        // Ws = 430 → gw = 0.8 · 430 = 344, gh = 0.5 · 430 = 215 (old: Ws = 390 → 312 × 195).
        // Items 344 / 2 = 172 × 215. Group 0 at (16, 8); group 1 at x = 16 + 344 + 12 = 372.
        expectApprox(F.cells(solution), [
            F.rect(16, 8, 172, 215), F.rect(188, 8, 172, 215), F.rect(372, 8, 172, 215), F.rect(544, 8, 172, 215),
        ], "cells")
        // 16 + 2 · 344 + 12 + 24 = 740 (old: 16 + 624 + 12 + 24 = 676).
        expectApprox(solution.sections[0].orthogonalContentSize?.width ?? -1, 740, "orthogonal content width")
        // 8 + 215 + 8 = 231 (old: 8 + 195 + 8 = 211).
        expectApprox(solution.contentSize.height, 231, "content height")
    }

    /// Landscape 844 × 390 with reference insets 47 on each side: We = 844 − 94 = 750. Section
    /// insets (0, 10, 0, 10), group fw 0.5 × abs 120, groupPaging, 3 items.
    @Test func referenceInsetsStillShrinkButSectionInsetsDoNot() throws {
        let group = F.group(.horizontal, .fractionalWidth(0.5), .absolute(120), [fill])
        let section = F.section(items: 3, group: group, insets: insets(0, 10, 0, 10), orthogonal: .groupPaging)
        let solution = try solveLayout([section], width: 844, height: 390,
                                       safeArea: DirectionalInsets(leading: 47, trailing: 47))
        // gw = 0.5 · 750 = 375 (old: 0.5 · 730 = 365); x_k = 47 + 10 + k · 375 = 57, 432, 807
        // (old: 57, 422, 787).
        expectApprox(F.cells(solution), [F.rect(57, 0, 375, 120), F.rect(432, 0, 375, 120), F.rect(807, 0, 375, 120)],
                     "cells")
        // sec.l + 3 · 375 + sec.t = 10 + 1125 + 10 = 1145 (old: 10 + 1095 + 10 = 1115).
        expectApprox(solution.sections[0].orthogonalContentSize?.width ?? -1, 1145, "orthogonal content width")
    }

    /// The top/bottom half of §2's orthogonal container (inferred): Hs = He − top − bottom still.
    /// W = 390 × 600, insets (20, 10, 30, 10), group fw 0.6 × fh 0.5, one item.
    @Test func fractionalHeightStillUsesTheInsetHeight() throws {
        let group = F.group(.horizontal, .fractionalWidth(0.6), .fractionalHeight(0.5), [fill])
        let section = F.section(items: 1, group: group, insets: insets(20, 10, 30, 10), orthogonal: .continuous)
        let solution = try solveLayout([section], width: 390, height: 600)
        // gw = 0.6 · 390 = 234 (old: 0.6 · 370 = 222); gh = 0.5 · (600 − 20 − 30) = 275 (unchanged).
        expectApprox(solution.cells[0], F.rect(10, 20, 234, 275), "cell 0")
        // 10 + 234 + 10 = 254 (old: 10 + 222 + 10 = 242).
        expectApprox(solution.sections[0].orthogonalContentSize?.width ?? -1, 254, "orthogonal content width")
    }
}

// MARK: - Rule 2: fractionalHeight of an ordinary section ignores its top/bottom insets (§2, §11)

@Suite("Measured rule 2: section containers shrink only across the group direction")
struct SolverMeasuredRulesContainerTests {
    /// §2 worked example: W = 390, H = 700, insets 10 on every edge, group fw 1 × fh 0.5.
    /// The spec puts the second group at (10, 370): that needs interGroupSpacing 10
    /// (10 + 350 + 10); with none, §6.2 gives 10 + 350 = 360. Both are checked.
    @Test func specExample() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .fractionalHeight(0.5), [fill])
        let spaced = try solveLayout([F.section(items: 2, group: group, insets: F.all(10), interGroupSpacing: 10)],
                                     width: 390, height: 700)
        // Ws = 390 − 20 = 370; Hs = He = 700 → 370 × 350 (old: Hs = 680 → 370 × 340).
        // Group 0 at (10, 10); group 1 at 10 + 350 + 10 = 370 (old: 10 + 340 + 10 = 360).
        expectApprox(F.cells(spaced), [F.rect(10, 10, 370, 350), F.rect(10, 370, 370, 350)], "cells, spacing 10")
        // 10 + 350 + 10 + 350 + 10 = 730 (old: 710).
        expectApprox(spaced.contentSize.height, 730, "content height, spacing 10")

        let tight = try solveLayout([F.section(items: 2, group: group, insets: F.all(10))], width: 390, height: 700)
        // 10 + 350 = 360 (old: 10 + 340 = 350).
        expectApprox(F.cells(tight), [F.rect(10, 10, 370, 350), F.rect(10, 360, 370, 350)], "cells, no spacing")
    }

    /// W = 375 × 812, insets (20, 0, 30, 0), rows fw 1 × fh 0.25 of two fw 0.5 × fh 1 items,
    /// interGroupSpacing 5, 4 items.
    @Test func topAndBottomInsetsOnly() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .fractionalHeight(0.25),
                            [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let solution = try solveLayout([F.section(items: 4, group: group, insets: insets(20, 0, 30, 0),
                                                  interGroupSpacing: 5)], width: 375, height: 812)
        // gh = 0.25 · 812 = 203 (old: 0.25 · 762 = 190.5). Row 1 at 20 + 203 + 5 = 228 (old: 215.5).
        expectApprox(F.cells(solution), [
            F.rect(0, 20, 187.5, 203), F.rect(187.5, 20, 187.5, 203),
            F.rect(0, 228, 187.5, 203), F.rect(187.5, 228, 187.5, 203),
        ], "cells")
        // 20 + 2 · 203 + 5 + 30 = 461 (old: 20 + 381 + 5 + 30 = 436).
        expectApprox(solution.contentSize.height, 461, "content height")
    }

    /// Vertical layout, 390 × 844, reference insets top 47 / bottom 34 (they never shrink He = H),
    /// section insets (16, 0, 16, 0), group fw 1 × fh 0.5, 2 items.
    @Test func referenceTopAndBottomDoNotShrinkEither() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .fractionalHeight(0.5), [fill])
        let solution = try solveLayout([F.section(items: 2, group: group, insets: insets(16, 0, 16, 0))],
                                       safeArea: DirectionalInsets(top: 47, bottom: 34))
        // gh = 0.5 · 844 = 422 (old: 0.5 · 812 = 406); rows at 16 and 16 + 422 = 438 (old: 422).
        expectApprox(F.cells(solution), [F.rect(0, 16, 390, 422), F.rect(0, 438, 390, 422)], "cells")
        // 16 + 844 + 16 = 876 (old: 16 + 812 + 16 = 844).
        expectApprox(solution.contentSize.height, 876, "content height")
    }

    /// Horizontal layout 400 × 300, ordinary section, insets (10, 20, 10, 20): Ws = We = 400,
    /// Hs = 300 − 20 = 280. Vertical group fw 0.5 × fh 1 of fw 1 × fh 0.5 items, spacing 8, 4 items.
    @Test func horizontalLayoutOrdinarySection() throws {
        let group = F.group(.vertical, .fractionalWidth(0.5), .fractionalHeight(1),
                            [F.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let solution = try solveLayout([F.section(items: 4, group: group, insets: insets(10, 20, 10, 20),
                                                  interGroupSpacing: 8)],
                                       width: 400, height: 300, direction: .horizontal)
        // gw = 0.5 · 400 = 200 (old: 0.5 · 360 = 180); gh = 280; items 200 × 140.
        // Group 0 at (20, 10); group 1 at x = 20 + 200 + 8 = 228 (old: 20 + 180 + 8 = 208).
        expectApprox(F.cells(solution), [
            F.rect(20, 10, 200, 140), F.rect(20, 150, 200, 140), F.rect(228, 10, 200, 140), F.rect(228, 150, 200, 140),
        ], "cells")
        // Width 20 + 200 + 8 + 200 + 20 = 448 (old: 408); height = H.
        expectApprox(solution.contentSize.width, 448, "content width")
        expectApprox(solution.contentSize.height, 300, "content height")
    }

    /// Horizontal layout 400 × 300, orthogonal section (groups stack along y), insets (10, 20, 10, 20):
    /// Ws = 400 − 40 = 360, Hs = He = 300. Group fw 0.5 × fh 0.5, spacing 6, 2 items.
    @Test func horizontalLayoutOrthogonalSection() throws {
        let group = F.group(.vertical, .fractionalWidth(0.5), .fractionalHeight(0.5), [fill])
        let solution = try solveLayout([F.section(items: 2, group: group, insets: insets(10, 20, 10, 20),
                                                  interGroupSpacing: 6, orthogonal: .continuous)],
                                       width: 400, height: 300, direction: .horizontal)
        // gw = 0.5 · 360 = 180; gh = 0.5 · 300 = 150 (old: 0.5 · 280 = 140).
        // Group 0 at (20, 10); group 1 at y = 10 + 150 + 6 = 166 (old: 10 + 140 + 6 = 156).
        expectApprox(F.cells(solution), [F.rect(20, 10, 180, 150), F.rect(20, 166, 180, 150)], "cells")
        // sec.top + 2 · 150 + 6 + sec.bottom = 326 (old: 10 + 280 + 6 + 10 = 306).
        expectApprox(solution.sections[0].orthogonalContentSize?.height ?? -1, 326, "orthogonal content height")
        // Along x: 20 + 180 + 20 = 220.
        expectApprox(solution.contentSize.width, 220, "content width")
    }
}

// MARK: - Rule 3: an empty section takes no content space (§6.2)

@Suite("Measured rule 3: empty sections skip their insets but keep bands and spacing")
struct SolverMeasuredRulesEmptySectionTests {
    private static let row44 = F.group(.horizontal, .fractionalWidth(1), .absolute(44), [fill])

    /// §6.2 worked example: [a: 0 items, insets 16], [b: 3 rows of 44], interSectionSpacing 8.
    @Test func specExample() throws {
        let a = F.section("a", items: 0, group: Self.row44, insets: F.all(16))
        let b = F.section("b", items: 3, group: Self.row44)
        let solution = try solveLayout([a, b], interSectionSpacing: 8)
        // a is 0 tall at y = 0 (old: 16 + 16 = 32); b starts at 0 + 8 = 8 (old: 40).
        expectApprox(solution.sections[0].frame, F.rect(0, 0, 390, 0), "section a")
        // b's rows at 8, 52, 96 (old: 40, 84, 128).
        expectApprox(F.cells(solution), [F.rect(0, 8, 390, 44), F.rect(0, 52, 390, 44), F.rect(0, 96, 390, 44)],
                     "cells of b")
        // 0 + 8 + 3 · 44 = 140 (old: 172).
        expectApprox(solution.contentSize.height, 140, "content height")
    }

    /// a: 0 items, insets (12, 0, 20, 0), header 30 and footer 20; b: one 44 row; spacing 10.
    @Test func headerAndFooterBandsOfAnEmptySection() throws {
        let a = F.section("a", items: 0, group: Self.row44, insets: insets(12, 0, 20, 0),
                          boundary: [F.header(height: 30), F.header("footer", height: 20, alignment: .bottom)])
        let b = F.section("b", items: 1, group: Self.row44)
        let solution = try solveLayout([a, b], interSectionSpacing: 10)
        // Header at 0; the footer directly below the header band: 0 + 30 = 30 (old: 30 + 12 + 20 = 62).
        expectApprox(F.supplementaries(solution, kind: "header").map(\.frame), [F.rect(0, 0, 390, 30)], "header")
        expectApprox(F.supplementaries(solution, kind: "footer").map(\.frame), [F.rect(0, 30, 390, 20)], "footer")
        // a = 30 + 20 = 50 tall (old: 82); b at 50 + 10 = 60 (old: 92).
        expectApprox(solution.sections[0].frame, F.rect(0, 0, 390, 50), "section a")
        expectApprox(solution.cells[0], F.rect(0, 60, 390, 44), "b's cell")
        // 60 + 44 = 104 (old: 136).
        expectApprox(solution.contentSize.height, 104, "content height")
    }

    /// [a: 2 rows of 50, insets (5, 0, 5, 0)], [b: empty, insets 40], [c: one 30 row], spacing 4.
    @Test func emptySectionBetweenTwoOthers() throws {
        let rows50 = F.group(.horizontal, .fractionalWidth(1), .absolute(50), [fill])
        let row30 = F.group(.horizontal, .fractionalWidth(1), .absolute(30), [fill])
        let solution = try solveLayout([
            F.section("a", items: 2, group: rows50, insets: insets(5, 0, 5, 0)),
            F.section("b", items: 0, group: rows50, insets: F.all(40)),
            F.section("c", items: 1, group: row30),
        ], interSectionSpacing: 4)
        // a: 5 + 100 + 5 = 110. b at 110 + 4 = 114, 0 tall (old: 80 tall). c at 114 + 0 + 4 = 118 (old: 198).
        expectApprox(solution.sections.map(\.frame), [
            F.rect(0, 0, 390, 110), F.rect(0, 114, 390, 0), F.rect(0, 118, 390, 30),
        ], "section frames")
        expectApprox(solution.cellFrame(section: 2, item: 0), F.rect(0, 118, 390, 30), "c's cell")
        // 118 + 30 = 148 (old: 228).
        expectApprox(solution.contentSize.height, 148, "content height")
    }

    /// Horizontal layout 390 × 844: [a: empty, insets (0, 25, 0, 25)], [b: two columns abs 100 × fh 1],
    /// interSectionSpacing 10.
    @Test func emptySectionInAHorizontalLayout() throws {
        let column = F.group(.vertical, .absolute(100), .fractionalHeight(1), [fill])
        let solution = try solveLayout([
            F.section("a", items: 0, group: column, insets: insets(0, 25, 0, 25)),
            F.section("b", items: 2, group: column),
        ], direction: .horizontal, interSectionSpacing: 10)
        // a is 0 wide (old: 50); b starts at x = 0 + 10 = 10 (old: 60); columns at 10 and 110.
        expectApprox(F.cells(solution), [F.rect(10, 0, 100, 844), F.rect(110, 0, 100, 844)], "cells of b")
        // 10 + 200 = 210 (old: 260).
        expectApprox(solution.contentSize.width, 210, "content width")
    }

    /// [a: one 44 row], [b: empty last section, insets (10, 0, 10, 0), footer 24], spacing 6.
    @Test func emptyLastSectionWithAFooter() throws {
        let solution = try solveLayout([
            F.section("a", items: 1, group: Self.row44),
            F.section("b", items: 0, group: Self.row44, insets: insets(10, 0, 10, 0),
                      boundary: [F.header("footer", height: 24, alignment: .bottom)]),
        ], interSectionSpacing: 6)
        // b starts at 44 + 6 = 50; no header band, no insets: footer at 50 (old: 50 + 10 + 10 = 70).
        expectApprox(F.supplementaries(solution, kind: "footer").map(\.frame), [F.rect(0, 50, 390, 24)], "footer")
        // 50 + 24 = 74 (old: 94).
        expectApprox(solution.contentSize.height, 74, "content height")
    }

    /// An empty orthogonal section, insets 8, header 20: the header band only.
    @Test func emptyOrthogonalSectionKeepsItsHeaderOnly() throws {
        let group = F.group(.horizontal, .fractionalWidth(0.8), .absolute(100), [fill])
        let solution = try solveLayout([F.section(items: 0, group: group, insets: F.all(8), orthogonal: .continuous,
                                                  boundary: [F.header(height: 20)])])
        // 20 (old: 20 + 8 + 8 = 36); nothing scrolls across.
        expectApprox(solution.contentSize.height, 20, "content height")
        expectApprox(solution.sections[0].orthogonalContentSize?.width ?? -1, 0, "orthogonal content width")
    }
}

// MARK: - Rule 4: count groups resolve fractions against L − (count − 1)·spacing (§5.2)

@Suite("Measured rule 4: count groups shrink the main axis their children resolve against")
struct SolverMeasuredRulesCountGroupTests {
    /// §5.2 worked example: horizontal count 3, fw 1 at W = 390, fixed 15, item height fw 1/3.
    @Test func specExampleSquareCells() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(200),
                            [F.item(.fractionalWidth(0.9), .fractionalWidth(1.0 / 3))], repetition: .count(3),
                            spacing: .fixed(15))
        let solution = try solveLayout([F.section(items: 3, group: group)])
        // slot = (390 − 2 · 15) / 3 = 120 (the item's fw 0.9 is ignored); height = (390 − 30) / 3 = 120
        // (old: 390 / 3 = 130). x = k · (120 + 15) = 0, 135, 270.
        expectApprox(F.cells(solution), [F.rect(0, 0, 120, 120), F.rect(135, 0, 120, 120), F.rect(270, 0, 120, 120)],
                     "cells")
    }

    /// fractionalHeight in a horizontal count group still uses the content-box height: count 4, fixed 10,
    /// group fw 1 × abs 90 with insets top 10 → box 390 × 80; item fw 0.25 × fh 0.5.
    @Test func fractionalHeightStillUsesTheContentBox() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(90),
                            [F.item(.fractionalWidth(0.25), .fractionalHeight(0.5))], repetition: .count(4),
                            spacing: .fixed(10), insets: DirectionalInsets(top: 10))
        let solution = try solveLayout([F.section(items: 4, group: group)])
        // slot = (390 − 30) / 4 = 90; height = 0.5 · 80 = 40; x = k · 100; y = 10.
        expectApprox(F.cells(solution), [
            F.rect(0, 10, 90, 40), F.rect(100, 10, 90, 40), F.rect(200, 10, 90, 40), F.rect(300, 10, 90, 40),
        ], "cells")
    }

    /// A vertical count 3 group fw 1 × abs 300 with fixed 12: the main axis is y, so a width of
    /// fractionalHeight(0.5) refers to 300 − 2 · 12 = 276.
    @Test func verticalCountGroup() throws {
        let group = F.group(.vertical, .fractionalWidth(1), .absolute(300),
                            [F.item(.fractionalHeight(0.5), .fractionalHeight(1))], repetition: .count(3),
                            spacing: .fixed(12))
        let solution = try solveLayout([F.section(items: 3, group: group)])
        // slot = 276 / 3 = 92; width = 0.5 · 276 = 138 (old: 0.5 · 300 = 150); y = k · (92 + 12) = 0, 104, 208.
        expectApprox(F.cells(solution), [F.rect(0, 0, 138, 92), F.rect(0, 104, 138, 92), F.rect(0, 208, 138, 92)],
                     "cells")
    }

    /// Group insets first, then the spacing: count 2, fixed 20, group fw 1 × abs 100 with insets
    /// leading/trailing 10 at 390 → box 370, L' = 350; item height fw 0.2.
    @Test func countGroupWithContentInsets() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                            [F.item(.fractionalWidth(1), .fractionalWidth(0.2))], repetition: .count(2),
                            spacing: .fixed(20), insets: DirectionalInsets(leading: 10, trailing: 10))
        let solution = try solveLayout([F.section(items: 2, group: group)])
        // slot = 350 / 2 = 175; height = 0.2 · 350 = 70 (old: 0.2 · 370 = 74); x = 10 and 10 + 195 = 205.
        expectApprox(F.cells(solution), [F.rect(10, 0, 175, 70), F.rect(205, 0, 175, 70)], "cells")
    }

    /// Nested count groups at W = 320: a row fw 1 × abs 100 cycling a count-2 group fw 0.5 × fh 1
    /// (fixed 10) whose item height is fw 0.4.
    @Test func nestedCountGroups() throws {
        let pair = F.group(.horizontal, .fractionalWidth(0.5), .fractionalHeight(1),
                           [F.item(.fractionalWidth(1), .fractionalWidth(0.4))], repetition: .count(2),
                           spacing: .fixed(10))
        let row = F.group(.horizontal, .fractionalWidth(1), .absolute(100), [pair])
        let solution = try solveLayout([F.section(items: 4, group: row)], width: 320)
        // Pairs 160 wide at x = 0, 160. L' = 160 − 10 = 150, slot 75, height 0.4 · 150 = 60
        // (old: 0.4 · 160 = 64). Items at 0, 85, 160, 245.
        expectApprox(F.cells(solution), [
            F.rect(0, 0, 75, 60), F.rect(85, 0, 75, 60), F.rect(160, 0, 75, 60), F.rect(245, 0, 75, 60),
        ], "cells")
    }
}

// MARK: - Rule 5: group supplementaries use the group's content box (§5.5, §9)

@Suite("Measured rule 5: group supplementaries anchor to the group's content box")
struct SolverMeasuredRulesGroupSupplementaryTests {
    private static func supplementary(_ width: Dimension, _ height: Dimension, _ edges: Edges,
                                      _ offset: AnchorOffset? = nil) -> SupplementaryItem {
        SupplementaryItem(elementKind: "tag", size: LayoutSize(width: width, height: height),
                          containerAnchor: Anchor(edges: edges, offset: offset))
    }

    /// §5.5 worked example: group (0, 0, 390, 100), contentInsets.trailing 30, 20 × 40 supplementary,
    /// anchor [.trailing] with fractional offset (1, 0).
    @Test func specExample() throws {
        let tag = Self.supplementary(.absolute(20), .absolute(40), [.trailing], .fractional(Point(x: 1, y: 0)))
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100), [fill],
                            insets: DirectionalInsets(trailing: 30), supplementaries: [tag])
        let solution = try solveLayout([F.section(items: 1, group: group)])
        // Box (0, 0, 360, 100): x = (360 − 20) · 1 + 1 · 20 = 360 (old: (390 − 20) + 20 = 390),
        // y = (100 − 40) / 2 = 30.
        expectApprox(F.supplementaries(solution, kind: "tag").map(\.frame), [F.rect(360, 30, 20, 40)], "tag")
        expectApprox(solution.cells[0], F.rect(0, 0, 360, 100), "cell")
    }

    /// Insets on every edge and a fractional size: W = 375, group fw 1 × abs 120, insets (10, 15, 20, 25)
    /// → box (15, 10, 335, 90); supplementary fw 0.2 × fh 0.5 at [.top, .leading].
    @Test func allEdgeInsetsAndFractionalSize() throws {
        let tag = Self.supplementary(.fractionalWidth(0.2), .fractionalHeight(0.5), [.top, .leading])
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(120), [fill],
                            insets: insets(10, 15, 20, 25), supplementaries: [tag])
        let solution = try solveLayout([F.section(items: 1, group: group)], width: 375)
        // 0.2 · 335 = 67, 0.5 · 90 = 45 at the box origin (15, 10) (old: 75 × 60 at (0, 0)).
        expectApprox(F.supplementaries(solution, kind: "tag").map(\.frame), [F.rect(15, 10, 67, 45)], "tag")
    }

    /// The same box (15, 10, 335, 90), a 30 × 20 supplementary at [.bottom, .trailing] with absolute
    /// offset (−4, −4).
    @Test func bottomTrailingWithAbsoluteOffset() throws {
        let tag = Self.supplementary(.absolute(30), .absolute(20), [.bottom, .trailing],
                                     .absolute(Point(x: -4, y: -4)))
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(120), [fill],
                            insets: insets(10, 15, 20, 25), supplementaries: [tag])
        let solution = try solveLayout([F.section(items: 1, group: group)], width: 375)
        // x = 15 + (335 − 30) − 4 = 316 (old: 0 + 345 − 4 = 341); y = 10 + (90 − 20) − 4 = 76 (old: 96).
        expectApprox(F.supplementaries(solution, kind: "tag").map(\.frame), [F.rect(316, 76, 30, 20)], "tag")
    }

    /// Stamped per instance: W = 390, section insets (0, 20, 0, 20), interGroupSpacing 10, group fw 1 × abs 80
    /// with insets 8, a centred abs 40 × fh 0.5 supplementary, 2 items.
    @Test func centredOnEachInstanceBox() throws {
        let tag = Self.supplementary(.absolute(40), .fractionalHeight(0.5), [])
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(80), [fill], insets: F.all(8),
                            supplementaries: [tag])
        let solution = try solveLayout([F.section(items: 2, group: group, insets: insets(0, 20, 0, 20),
                                                  interGroupSpacing: 10)])
        // Group k frame (20, 90k, 350, 80) → box (28, 90k + 8, 334, 64). Height 0.5 · 64 = 32 (old: 40);
        // x = 28 + (334 − 40) / 2 = 175; y = 90k + 8 + (64 − 32) / 2 = 24, 114 (old: 20, 110).
        let tags = F.supplementaries(solution, kind: "tag")
        expectApprox(tags.map(\.frame), [F.rect(175, 24, 40, 32), F.rect(175, 114, 40, 32)], "tags")
        #expect(tags.map(\.item) == [0, 1])
    }

    /// A nested group's supplementary uses the nested group's box: W = 400, row fw 1 × abs 100 cycling a
    /// vertical group fw 0.5 × fh 1 with insets 10 (two fw 1 × fh 0.5 items) that carries a 10 × 10
    /// [.top, .trailing] supplementary.
    @Test func nestedGroupSupplementary() throws {
        let tag = Self.supplementary(.absolute(10), .absolute(10), [.top, .trailing])
        let column = F.group(.vertical, .fractionalWidth(0.5), .fractionalHeight(1),
                             [F.item(.fractionalWidth(1), .fractionalHeight(0.5))], insets: F.all(10),
                             supplementaries: [tag])
        let row = F.group(.horizontal, .fractionalWidth(1), .absolute(100), [column])
        let solution = try solveLayout([F.section(items: 4, group: row)], width: 400)
        // Columns (0, 0, 200, 100) and (200, 0, 200, 100) → boxes (10, 10, 180, 80) and (210, 10, 180, 80).
        // Tags at x = 10 + 170 = 180 and 380, y = 10 (old: 190 and 390, y = 0).
        expectApprox(F.supplementaries(solution, kind: "tag").map(\.frame),
                     [F.rect(180, 10, 10, 10), F.rect(380, 10, 10, 10)], "tags")
        // Items: 180 × 40 each (unchanged rule, a sanity check of the box).
        expectApprox(F.cells(solution), [
            F.rect(10, 10, 180, 40), F.rect(10, 50, 180, 40), F.rect(210, 10, 180, 40), F.rect(210, 50, 180, 40),
        ], "cells")
    }
}

// MARK: - Rule 6: fractions in an estimated group refer to the estimate (§3)

@Suite("Measured rule 6: fractions inside an estimated group resolve against the estimate")
struct SolverMeasuredRulesEstimatedGroupTests {
    /// §3 worked example: a vertical group fw 1 × estimated(600) holding rows fh 0.5 and fh 0.25, 4 items.
    @Test func specExample() throws {
        let half = F.group(.horizontal, .fractionalWidth(1), .fractionalHeight(0.5), [fill])
        let quarter = F.group(.horizontal, .fractionalWidth(1), .fractionalHeight(0.25), [fill])
        let group = F.group(.vertical, .fractionalWidth(1), .estimated(600), [half, quarter])
        let solution = try solveLayout([F.section(items: 4, group: group)])
        // Rows 0.5 · 600 = 300 and 0.25 · 600 = 150 (old: halves/quarters of the 450 extent, 225 and 112.5);
        // the next half row would end at 750 > 600, so 2 leaves. Extent 300 + 150 = 450: instance 1 at 450.
        expectApprox(F.cells(solution), [
            F.rect(0, 0, 390, 300), F.rect(0, 300, 390, 150), F.rect(0, 450, 390, 300), F.rect(0, 750, 390, 150),
        ], "cells")
        #expect(solution.sections[0].itemsPerGroup == 2)
        // The group's own extent stays its content's: 2 · 450 = 900.
        expectApprox(solution.contentSize.height, 900, "content height")
    }

    /// Orthogonal section, horizontal group estimated(300) × abs 100 cycling fw 0.5 and fw 0.25 items,
    /// interGroupSpacing 10, 4 items.
    @Test func estimatedWidthInAnOrthogonalSection() throws {
        let group = F.group(.horizontal, .estimated(300), .absolute(100),
                            [F.item(.fractionalWidth(0.5), .fractionalHeight(1)),
                             F.item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let solution = try solveLayout([F.section(items: 4, group: group, interGroupSpacing: 10,
                                                  orthogonal: .continuous)])
        // 0.5 · 300 = 150, 0.25 · 300 = 75 (old: 112.5 and 56.25 of the 225 extent); the next 150 would
        // end at 375 > 300. Extent 225, so instance 1 at 225 + 10 = 235.
        expectApprox(F.cells(solution), [
            F.rect(0, 0, 150, 100), F.rect(150, 0, 75, 100), F.rect(235, 0, 150, 100), F.rect(385, 0, 75, 100),
        ], "cells")
        // 2 · 225 + 10 = 460.
        expectApprox(solution.sections[0].orthogonalContentSize?.width ?? -1, 460, "orthogonal content width")
    }

    /// The fit test runs at the estimate too: vertical group fw 1 × estimated(200) with insets leading/trailing
    /// 20 cycling fw 1 × fh 0.4 items, 3 items.
    @Test func fitTestAtTheEstimate() throws {
        let group = F.group(.vertical, .fractionalWidth(1), .estimated(200),
                            [F.item(.fractionalWidth(1), .fractionalHeight(0.4))],
                            insets: DirectionalInsets(leading: 20, trailing: 20))
        let solution = try solveLayout([F.section(items: 3, group: group)])
        // Box 350 × 200: 0.4 · 200 = 80 (old: 0.4 · 160 = 64); 80, 160, then 240 > 200: 2 leaves.
        // Extent 160, so item 2 starts instance 1 at y = 160.
        expectApprox(F.cells(solution), [F.rect(20, 0, 350, 80), F.rect(20, 80, 350, 80), F.rect(20, 160, 350, 80)],
                     "cells")
        // 2 · 160 = 320.
        expectApprox(solution.contentSize.height, 320, "content height")
    }

    /// Cross axis: horizontal group fw 1 × estimated(120) of [fw 0.5 × abs 80, fw 0.5 × fh 0.5], 4 items.
    @Test func crossAxisFractionUsesTheEstimate() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .estimated(120),
                            [F.item(.fractionalWidth(0.5), .absolute(80)),
                             F.item(.fractionalWidth(0.5), .fractionalHeight(0.5))])
        let solution = try solveLayout([F.section(items: 4, group: group)])
        // Heights 80 and 0.5 · 120 = 60 (old: 0.5 · 80 = 40); extent max(80, 60) = 80, instance 1 at y = 80.
        expectApprox(F.cells(solution), [
            F.rect(0, 0, 195, 80), F.rect(195, 0, 195, 60), F.rect(0, 80, 195, 80), F.rect(195, 80, 195, 60),
        ], "cells")
        expectApprox(solution.contentSize.height, 160, "content height")
    }
}

// MARK: - Rule 7: pixel grid, iOS 17 flooring (§12)

@Suite("Measured rule 7: with a scale every resolved dimension is floored to the pixel grid")
struct SolverMeasuredRulesPixelGridTests {
    /// A row fw 1 × abs 100 cycling `item`.
    private static func row100(_ item: LayoutItem) -> LayoutItem {
        F.group(.horizontal, .fractionalWidth(1), .absolute(100), [item])
    }

    /// §12 worked example: 393 at 3×, five fw 0.2 columns.
    @Test func fiveColumnsAt393() throws {
        let group = Self.row100(F.item(.fractionalWidth(0.2), .fractionalHeight(1)))
        let solution = try solveLayout([F.section(items: 5, group: group)], width: 393, scale: 3)
        // 0.2 · 393 = 78.6 → floor(235.8) / 3 = 235/3 = 78.333… (old: nearest, 236/3 = 78.667).
        // x_k = k · 235/3: the 5th at 940/3 = 313.333… (old: 943.2 → 943/3 = 314.333…).
        let w = 235.0 / 3
        expectApprox(F.cells(solution), (0..<5).map { F.rect(Double($0) * w, 0, w, 100) }, "cells")
    }

    /// §12 worked example: 393 at 3×, four fw 0.25 columns.
    @Test func fourColumnsAt393() throws {
        let group = Self.row100(F.item(.fractionalWidth(0.25), .fractionalHeight(1)))
        let solution = try solveLayout([F.section(items: 4, group: group)], width: 393, scale: 3)
        // 98.25 → floor(294.75) / 3 = 98; x = 0, 98, 196, 294 (old: 98.333 wide at 0, 98.333, 196.667, 294.667).
        expectApprox(F.cells(solution), [
            F.rect(0, 0, 98, 100), F.rect(98, 0, 98, 100), F.rect(196, 0, 98, 100), F.rect(294, 0, 98, 100),
        ], "cells")
    }

    /// Without a scale the values stay exact: 78.6 wide, the 5th at 314.4.
    @Test func noScaleStaysExact() throws {
        let group = Self.row100(F.item(.fractionalWidth(0.2), .fractionalHeight(1)))
        let solution = try solveLayout([F.section(items: 5, group: group)], width: 393)
        expectApprox(solution.cells[4], F.rect(314.4, 0, 78.6, 100), "cell 4", tolerance: 1e-9)
    }

    /// The section's group size and the cell heights are floored too; spacing stays exact.
    /// 393 at 3×, group fw 1 × fw 0.2, items fw 0.2 × fh 1, interGroupSpacing 0.5, 10 items.
    @Test func groupHeightAndCellHeightsAreFloored() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.2),
                            [F.item(.fractionalWidth(0.2), .fractionalHeight(1))])
        let solution = try solveLayout([F.section(items: 10, group: group, interGroupSpacing: 0.5)],
                                       width: 393, scale: 3)
        let s = 235.0 / 3   // floor(78.6 · 3) / 3, for the group's height and every cell's width
        // Cell height = fh 1 of the floored group height = 235/3 (old: 236/3).
        // Row 1 at 235/3 + 0.5 = 78.833… (old: 79.1 → 237.3 → 237/3 = 79).
        expectApprox(solution.cells[0], F.rect(0, 0, s, s), "cell 0")
        expectApprox(solution.cells[5], F.rect(0, s + 0.5, s, s), "cell 5")
        expectApprox(solution.cells[9], F.rect(4 * s, s + 0.5, s, s), "cell 9")
        // 2 · 235/3 + 0.5 = 157.1666… (old: 157.7 → 473.1 → 473/3 = 157.667).
        expectApprox(solution.contentSize.height, 2 * s + 0.5, "content height")
        expectApprox(solution.sections[0].frame.height, 2 * s + 0.5, "section height")
    }

    /// Nested floors at 2×: W = 391, row fw 1 × abs 100 cycling a group fw 0.3 × fh 1 that holds one
    /// fw 0.9 × fh 1 item.
    @Test func nestedFloorsAtTwoTimes() throws {
        let inner = F.group(.horizontal, .fractionalWidth(0.3), .fractionalHeight(1),
                            [F.item(.fractionalWidth(0.9), .fractionalHeight(1))])
        let solution = try solveLayout([F.section(items: 3, group: Self.row100(inner))], width: 391, scale: 2)
        // Inner: 0.3 · 391 = 117.3 → floor(234.6) / 2 = 117; 3 fit (351 ≤ 391, a 4th ends at 468).
        // Item: 0.9 · 117 = 105.3 → floor(210.6) / 2 = 105 (from the unfloored 117.3 it would be 105.5).
        // x = 0, 117, 234 (old: 117.3 → 117.5 and 234.6 → 234.5, width 105.57 → 105.5).
        expectApprox(F.cells(solution), [F.rect(0, 0, 105, 100), F.rect(117, 0, 105, 100), F.rect(234, 0, 105, 100)],
                     "cells")
    }

    /// Nested floors at 3×: W = 390, row fw 1 × abs 120 cycling [item fw 0.45 × fh 1,
    /// vertical group fw 0.55 × fh 1 of fw 0.9 × fh 0.5 items].
    @Test func nestedFloorsAtThreeTimes() throws {
        let column = F.group(.vertical, .fractionalWidth(0.55), .fractionalHeight(1),
                             [F.item(.fractionalWidth(0.9), .fractionalHeight(0.5))])
        let row = F.group(.horizontal, .fractionalWidth(1), .absolute(120),
                          [F.item(.fractionalWidth(0.45), .fractionalHeight(1)), column])
        let solution = try solveLayout([F.section(items: 3, group: row)], width: 390, scale: 3)
        // Item: 175.5 → floor(526.5) / 3 = 526/3 = 175.333…; column: 214.5 → 643/3 = 214.333… at x = 526/3;
        // 526/3 + 643/3 = 389.67 ≤ 390, the next 175.33 does not fit.
        // Column items: 0.9 · 643/3 = 192.9 → floor(578.7) / 3 = 578/3 = 192.667 (from 214.5: 193);
        // height 0.5 · 120 = 60, at y = 0 and 60.
        expectApprox(F.cells(solution), [
            F.rect(0, 0, 526.0 / 3, 120), F.rect(526.0 / 3, 0, 578.0 / 3, 60), F.rect(526.0 / 3, 60, 578.0 / 3, 60),
        ], "cells")
    }

    /// An item inside a floored group, with exact insets: W = 391 at 3×, section group fw 0.5 × abs 60
    /// holding an fw 1 × fh 1 item with insets 5, 2 items.
    @Test func itemInsideAFlooredGroup() throws {
        let group = F.group(.horizontal, .fractionalWidth(0.5), .absolute(60),
                            [F.item(.fractionalWidth(1), .fractionalHeight(1), insets: F.all(5))])
        let solution = try solveLayout([F.section(items: 2, group: group)], width: 391, scale: 3)
        // Group 195.5 → floor(586.5) / 3 = 586/3; slot 586/3 × 60; final = (5, 5, 586/3 − 10, 50)
        // = (5, 5, 556/3 = 185.333…, 50) (old: 185.5 → 556.5 → 557/3 = 185.667). Row 1 at 60 + 5.
        expectApprox(F.cells(solution), [F.rect(5, 5, 556.0 / 3, 50), F.rect(5, 65, 556.0 / 3, 50)], "cells")
    }

    /// Count-group slots are floored: 393 at 3×, count 4, fixed 10, items fw 1 × fh 1.
    @Test func countGroupSlotsAreFloored() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100), [fill], repetition: .count(4),
                            spacing: .fixed(10))
        let solution = try solveLayout([F.section(items: 4, group: group)], width: 393, scale: 3)
        // slot = (393 − 30) / 4 = 90.75 → floor(272.25) / 3 = 272/3; step 272/3 + 10 = 302/3;
        // x = 0, 302/3, 604/3, 302 (old: 201.5 → 605/3 = 201.667 and 302.25 → 907/3 = 302.333).
        let slot = 272.0 / 3
        expectApprox(F.cells(solution), (0..<4).map { F.rect(Double($0) * (slot + 10), 0, slot, 100) }, "cells")
    }

    /// Rules 1 and 7 together: the §7 example at W = 391 and 3×.
    @Test func orthogonalGroupsStepByFlooredWidths() throws {
        let group = F.group(.horizontal, .fractionalWidth(0.5), .absolute(100), [fill])
        let section = F.section(items: 3, group: group, insets: insets(0, 20, 0, 20), interGroupSpacing: 10,
                                orthogonal: .continuous)
        let solution = try solveLayout([section], width: 391, scale: 3)
        // gw = 0.5 · 391 = 195.5 → 586/3; x_k = 20 + k · (586/3 + 10) = 20, 676/3, 1292/3
        // (old: gw = 0.5 · 351 = 175.5 → 527/3, x = 20, 617/3, 391).
        let gw = 586.0 / 3
        expectApprox(F.cells(solution), (0..<3).map { F.rect(20 + Double($0) * (gw + 10), 0, gw, 100) }, "cells")
        // 20 + 3 · 586/3 + 2 · 10 + 20 = 646.
        expectApprox(solution.sections[0].orthogonalContentSize?.width ?? -1, 646, "orthogonal content width")
    }

    /// Supplementary sizes are floored and positioned from the floored size: 393 at 3×, headers
    /// fw 0.5 × abs 40 at .topLeading and .topTrailing.
    @Test func boundaryItemWidthsAreFloored() throws {
        let section = F.section(items: 1, group: Self.row100(fill), boundary: [
            F.header("lead", height: 40, alignment: .topLeading, width: .fractionalWidth(0.5)),
            F.header("trail", height: 40, alignment: .topTrailing, width: .fractionalWidth(0.5)),
        ])
        let solution = try solveLayout([section], width: 393, scale: 3)
        // 196.5 → floor(589.5) / 3 = 589/3 = 196.333… (old: 590/3 = 196.667);
        // trailing x = 393 − 589/3 = 590/3.
        expectApprox(F.supplementaries(solution, kind: "lead").map(\.frame), [F.rect(0, 0, 589.0 / 3, 40)], "lead")
        expectApprox(F.supplementaries(solution, kind: "trail").map(\.frame), [F.rect(590.0 / 3, 0, 589.0 / 3, 40)],
                     "trail")
    }
}
