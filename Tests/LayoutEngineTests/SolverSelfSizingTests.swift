import LayoutEngine
import Testing

private typealias F = SolverFixture

/// Semantics §18, one test per bullet, numbers worked by hand from the spec.
@Suite struct SolverSelfSizingTests {
    private func solve(_ sections: [Section], width: Double, measurements: String,
                       direction: LayoutDirection = .leftToRight) throws -> Solution {
        try LayoutEngine.solve(F.document(sections),
                               in: SolveEnvironment(width: width, height: 844, layoutDirection: direction,
                                                    measurements: Measurements(json: measurements)))
    }

    /// A feed row: group fw 1 × estimated(44) holding an item fw 1 × estimated(44) with 8-point
    /// insets. Width 390. The height is estimated, so the item's top and bottom insets are
    /// dropped and its height is the measured one: `*` 100, item 1 240. The width is fractional:
    /// 390 − 8 − 8 = 374 at x = 8, and item 2's measured width 150 is ignored.
    /// Rows stack: y = 0, 100, 340; content 440.
    @Test func measuredHeightsOnAnEstimatedAxisOnly() throws {
        let row = F.group(.vertical, .fractionalWidth(1), .estimated(44),
                          [F.item(.fractionalWidth(1), .estimated(44), insets: F.all(8))])
        let json = #"{"measurementsVersion":1,"sections":{"feed":{"items":{"*":{"height":100},"1":{"height":240},"2":{"width":150}}}}}"#
        let solution = try solve([F.section("feed", items: 3, group: row)], width: 390, measurements: json)
        #expect(F.cells(solution) == [F.rect(8, 0, 374, 100), F.rect(8, 100, 374, 240), F.rect(8, 340, 374, 100)])
        #expect(solution.contentSize.height == 440)
    }

    /// The width given for item 2 lands on a fractional axis: a warning naming its path.
    @Test func aSizeOnAFixedAxisIsAWarning() throws {
        let row = F.group(.vertical, .fractionalWidth(1), .estimated(44), [F.item(.fractionalWidth(1), .estimated(44))])
        let document = F.document([F.section("feed", items: 3, group: row)])
        let environment = SolveEnvironment(width: 390, height: 844, measurements: try Measurements(
            json: #"{"measurementsVersion":1,"sections":{"feed":{"items":{"2":{"width":150,"height":10}}}}}"#))
        let warnings = measurementWarnings(for: document, in: environment)
        #expect(warnings.map(\.path) == ["sections.feed.items.2.width"])
    }

    /// A tag cloud: rows fw 1 × absolute(32) of items estimated(80) × absolute(32), 8 apart, in a
    /// 300-point container, rows 8 apart. Measured widths 100, 120, 60, 200, 50, 40, 90.
    /// Row 1: 100, +8+120 = 228, +8+60 = 296 ≤ 300, +8+200 = 504 > 300 → three items.
    /// Row 2: 200, +8+50 = 258, +8+40 = 306 > 300 → two. Row 3: 40, +8+90 = 138 → two.
    /// Rows at y = 0, 40, 80; content 112.
    @Test func aTagCloudWrapsEachRowByItsOwnWidths() throws {
        let row = F.group(.horizontal, .fractionalWidth(1), .absolute(32),
                          [F.item(.estimated(80), .absolute(32))], spacing: .fixed(8))
        let widths = [100, 120, 60, 200, 50, 40, 90]
        let items = widths.enumerated().map { #""\#($0.offset)":{"width":\#($0.element)}"# }.joined(separator: ",")
        let json = #"{"measurementsVersion":1,"sections":{"tags":{"items":{"# + items + "}}}}"
        let solution = try solve([F.section("tags", items: 7, group: row, interGroupSpacing: 8)], width: 300,
                                 measurements: json)
        #expect(F.cells(solution) == [
            F.rect(0, 0, 100, 32), F.rect(108, 0, 120, 32), F.rect(236, 0, 60, 32),
            F.rect(0, 40, 200, 32), F.rect(208, 40, 50, 32),
            F.rect(0, 80, 40, 32), F.rect(48, 80, 90, 32),
        ])
        #expect(solution.contentSize.height == 112)
        #expect(solution.sections[0].columns == 3)
    }

    /// Without measurements the same cloud keeps its estimates: 80 + 8 + 80 + 8 + 80 = 256,
    /// a fourth would need 344, so three a row and 7 items take 3 rows, as before §18.
    @Test func withoutMeasurementsTheTemplateStays() throws {
        let row = F.group(.horizontal, .fractionalWidth(1), .absolute(32),
                          [F.item(.estimated(80), .absolute(32))], spacing: .fixed(8))
        let solution = try F.solveSection(F.section("tags", items: 7, group: row, interGroupSpacing: 8), width: 300)
        #expect(solution.cells[3] == F.rect(0, 40, 80, 32))
        #expect(solution.cells[6] == F.rect(0, 80, 80, 32))
        #expect(solution.sections[0].itemsPerGroup == 3)
    }

    /// Uniform siblings in one instance: a row fw 1 × estimated(50) of two items
    /// fw 0.5 × uniformAcrossSiblings(50), width 400. Heights measured 30, 70, 40, 20: row 1's
    /// siblings share 70, row 2's share 40. Rows at y = 0 and 70; content 110.
    @Test func uniformSiblingsShareTheirInstancesLargest() throws {
        let row = F.group(.horizontal, .fractionalWidth(1), .estimated(50),
                          [F.item(.fractionalWidth(0.5), .uniformAcrossSiblings(50))])
        let json = #"{"measurementsVersion":1,"sections":{"cards":{"items":{"0":{"height":30},"1":{"height":70},"2":{"height":40},"3":{"height":20}}}}}"#
        let solution = try solve([F.section("cards", items: 4, group: row)], width: 400, measurements: json)
        #expect(F.cells(solution) == [F.rect(0, 0, 200, 70), F.rect(200, 0, 200, 70),
                                      F.rect(0, 70, 200, 40), F.rect(200, 70, 200, 40)])
        #expect(solution.contentSize.height == 110)
    }

    /// Uniform across the section: the same rows, but the section's group is itself
    /// fw 1 × uniformAcrossSiblings(50), so every row takes the largest row extent, 70: row 2
    /// starts at 70 and ends at 140 (its cells keep their shared 40). Content 140.
    @Test func uniformOutermostGroupEqualisesTheSection() throws {
        let row = F.group(.horizontal, .fractionalWidth(1), .uniformAcrossSiblings(50),
                          [F.item(.fractionalWidth(0.5), .uniformAcrossSiblings(50))])
        let json = #"{"measurementsVersion":1,"sections":{"cards":{"items":{"0":{"height":30},"1":{"height":70},"2":{"height":40},"3":{"height":20},"4":{"height":10}}}}}"#
        let solution = try solve([F.section("cards", items: 5, group: row, interGroupSpacing: 10)], width: 400,
                                 measurements: json)
        // Rows at 0, 70 + 10 = 80, 80 + 70 + 10 = 160; the last row holds item 4 alone (10 tall).
        #expect(solution.cells[2] == F.rect(0, 80, 200, 40))
        #expect(solution.cells[4] == F.rect(0, 160, 200, 10))
        #expect(solution.contentSize.height == 230)
    }

    /// Headers: a header fw 1 × estimated(44) measured 64 pushes the section's two 50-point rows
    /// to y = 64 and 114, and the next section (one 50-point row) to 164; content 214.
    @Test func measuredHeadersPushWhatFollows() throws {
        let header = BoundaryItem(elementKind: "header",
                                  size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), alignment: .top)
        let row = F.group(.horizontal, .fractionalWidth(1), .absolute(50), [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let json = #"{"measurementsVersion":1,"sections":{"a":{"boundaryItems":{"header":{"height":64}}}}}"#
        let solution = try solve([F.section("a", items: 2, group: row, boundary: [header]),
                                  F.section("b", items: 1, group: row)], width: 390, measurements: json)
        #expect(F.supplementaries(solution, kind: "header").map(\.frame) == [F.rect(0, 0, 390, 64)])
        #expect(F.cells(solution) == [F.rect(0, 64, 390, 50), F.rect(0, 114, 390, 50), F.rect(0, 164, 390, 50)])
        #expect(solution.contentSize.height == 214)
    }

    /// A fixed group does not grow: rows fw 1 × absolute(50) holding an item fw 1 × estimated(44).
    /// Item 0 measured 80 keeps 80 and overlaps row 2, which still starts at 50; item 1 has no
    /// measurement and keeps its estimate 44. Content 100.
    @Test func aFixedGroupDoesNotGrow() throws {
        let row = F.group(.vertical, .fractionalWidth(1), .absolute(50), [F.item(.fractionalWidth(1), .estimated(44))])
        let json = #"{"measurementsVersion":1,"sections":{"s":{"items":{"0":{"height":80}}}}}"#
        let solution = try solve([F.section("s", items: 2, group: row)], width: 390, measurements: json)
        #expect(F.cells(solution) == [F.rect(0, 0, 390, 80), F.rect(0, 50, 390, 44)])
        #expect(solution.contentSize.height == 100)
    }

    /// A nested feed cell: an outer row fw 1 × estimated(44) holding a vertical group
    /// fw 1 × estimated(44) of one item fw 1 × estimated(44); each holds one item, as the next
    /// would not fit.
    /// Width 390; a range 1..2 measures 60 and index 2 overrides to 90: 44, 60, 90 tall, so
    /// rows start at 0, 44, 104 and the content is 194.
    @Test func rangesAndIndicesAcrossNestedEstimatedGroups() throws {
        let inner = F.group(.vertical, .fractionalWidth(1), .estimated(44), [F.item(.fractionalWidth(1), .estimated(44))])
        let json = #"{"measurementsVersion":1,"sections":{"s":{"items":{"1..2":{"height":60},"2":{"height":90}}}}}"#
        let outer = F.group(.horizontal, .fractionalWidth(1), .estimated(44), [inner])
        let solution = try solve([F.section("s", items: 3, group: outer)], width: 390, measurements: json)
        #expect(F.cells(solution) == [F.rect(0, 0, 390, 44), F.rect(0, 44, 390, 60), F.rect(0, 104, 390, 90)])
        #expect(solution.contentSize.height == 194)
    }

    /// Right-to-left mirrors measured cells like any other: the tag cloud's first row at width
    /// 300 lands at x = 300 − 0 − 100 = 200, 300 − 108 − 120 = 72 and 300 − 236 − 60 = 4.
    @Test func rightToLeftMirrorsMeasuredCells() throws {
        let row = F.group(.horizontal, .fractionalWidth(1), .absolute(32),
                          [F.item(.estimated(80), .absolute(32))], spacing: .fixed(8))
        let json = #"{"measurementsVersion":1,"sections":{"tags":{"items":{"0":{"width":100},"1":{"width":120},"2":{"width":60}}}}}"#
        let solution = try solve([F.section("tags", items: 3, group: row)], width: 300, measurements: json,
                                 direction: .rightToLeft)
        #expect(F.cells(solution) == [F.rect(200, 0, 100, 32), F.rect(72, 0, 120, 32), F.rect(4, 0, 60, 32)])
    }

    /// A section with no estimated dimension keeps the stamped template even when measured (the
    /// values only warn): three fw 1/3 × fw 1/3 cells a row, so one instance holds 3 cells, and
    /// the frames are those of the solve without measurements.
    @Test func aSectionWithoutEstimatesKeepsItsTemplate() throws {
        let row = F.group(.horizontal, .fractionalWidth(1), .fractionalWidth(1.0 / 3),
                          [F.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        let section = F.section("photos", items: 6, group: row)
        let json = #"{"measurementsVersion":1,"sections":{"photos":{"items":{"*":{"height":500}}}}}"#
        let measured = try solve([section], width: 300, measurements: json)
        #expect(measured.sections[0].itemsPerGroup == 3)
        #expect(measured.cells == (try F.solveSection(section, width: 300)).cells)
        #expect(measured.cells[4] == F.rect(100, 100, 100, 100))
    }

    /// Feed rows and tag clouds take a flat fast path; a zero edge spacing on the leaf sends the
    /// same section down the general per-instance path. Both must give the same frames, for
    /// measured widths and heights that vary per item, with insets, spacing and a partial last row.
    @Test func theFastPathMatchesTheGeneralFlow() throws {
        let items = 97
        var indices = IndexedMeasurements()
        for i in 0..<items where i % 5 != 0 {
            indices[i] = MeasuredSize(width: Double(30 + i * 53 % 120), height: Double(20 + i * 37 % 90))
        }
        let measurements = Measurements(sections: ["s": SectionMeasurements(allItems: MeasuredSize(height: 44),
                                                                           indices: indices)])
        func cells(edges: EdgeSpacing, orthogonal: OrthogonalScrollingBehavior, rtl: Bool) throws -> [Rect] {
            let leaf = F.item(.estimated(80), .estimated(40), insets: F.all(2), edges: edges)
            let row = F.group(.horizontal, .fractionalWidth(orthogonal == .none ? 1 : 0.8), .estimated(40), [leaf],
                              spacing: .fixed(6), insets: DirectionalInsets(leading: 4, trailing: 4))
            let section = F.section("s", items: items, group: row, insets: F.all(10), interGroupSpacing: 7,
                                    orthogonal: orthogonal)
            return F.cells(try LayoutEngine.solve(F.document([section]), in: SolveEnvironment(
                width: 390, height: 844, layoutDirection: rtl ? .rightToLeft : .leftToRight, measurements: measurements)))
        }
        for orthogonal in [OrthogonalScrollingBehavior.none, .continuous] {
            for rtl in [false, true] {
                let fast = try cells(edges: .none, orthogonal: orthogonal, rtl: rtl)
                let general = try cells(edges: EdgeSpacing(leading: .fixed(0)), orthogonal: orthogonal, rtl: rtl)
                #expect(fast == general, "orthogonal \(orthogonal), rtl \(rtl)")
            }
        }
    }

    /// A row of children fixed along it (§5.1): every instance starts with the first child, so
    /// all hold the same children at the same places and the fast path tests the fit once for
    /// the section. Widths 100, 100 and 150 in a 362-point box, 6 apart, fill it exactly
    /// (100 + 6 + 100 + 6 + 150 = 362); a fourth would not fit, so each instance holds three.
    @Test func aRowOfChildrenFixedAlongItFitsOnce() throws {
        let items = 31
        var indices = IndexedMeasurements()
        for i in 0..<items where i % 4 != 3 { indices[i] = MeasuredSize(width: 999, height: Double(20 + i * 37 % 90)) }
        indices[0] = MeasuredSize(height: 50)
        indices[2] = MeasuredSize(height: 80)
        let measurements = Measurements(sections: ["s": SectionMeasurements(indices: indices)])
        func solved(edges: EdgeSpacing, orthogonal: OrthogonalScrollingBehavior, rtl: Bool) throws -> [Rect] {
            let children = [F.item(.absolute(100), .estimated(40), insets: F.all(2), edges: edges),
                            F.item(.absolute(100), .absolute(30)), F.item(.absolute(150), .estimated(40))]
            let row = F.group(.horizontal, .fractionalWidth(1), .estimated(40), children, spacing: .fixed(6),
                              insets: DirectionalInsets(leading: 4, trailing: 4))
            let section = F.section("s", items: items, group: row, insets: F.all(10), interGroupSpacing: 7,
                                    orthogonal: orthogonal)
            return F.cells(try LayoutEngine.solve(F.document([section]), in: SolveEnvironment(
                width: 390, height: 844, layoutDirection: rtl ? .rightToLeft : .leftToRight, measurements: measurements)))
        }
        let fast = try solved(edges: .none, orthogonal: .none, rtl: false)
        // Instance 0, items 0 to 2, at the insets (10 + 4 along, 10 across). Item 0's insets apply
        // along its fixed width only (§4): x 16, width 96; its height is measured, 50. Item 1 sits
        // 100 + 6 further at its fixed 30 (the measured 999 × … is on axes it does not estimate);
        // item 2 another 100 + 6 further, 150 wide, 80 tall: the instance is 80 tall.
        #expect(fast[0] == F.rect(16, 10, 96, 50))
        #expect(fast[1] == F.rect(120, 10, 100, 30))
        #expect(fast[2] == F.rect(226, 10, 150, 80))
        // Instance 1 (items 3 to 5) starts with the first child again, 80 + 7 lower.
        #expect(fast[3].x == 16 && fast[3].y == 97 && fast[5].x == 226 && fast[6].x == 16 && fast[6].y > 97)
        for orthogonal in [OrthogonalScrollingBehavior.none, .continuous] {
            for rtl in [false, true] {
                let fast = try solved(edges: .none, orthogonal: orthogonal, rtl: rtl)
                let general = try solved(edges: EdgeSpacing(leading: .fixed(0)), orthogonal: orthogonal, rtl: rtl)
                #expect(fast == general, "orthogonal \(orthogonal), rtl \(rtl)")
            }
        }
    }

    /// A list: a vertical group whose one child fills its fixed height, so every instance holds
    /// one item, solved without a fit test per instance. Its measured widths are across the
    /// group; with the general flow's frames, and by hand: 60 then 70 wide, 100 tall, 5 apart.
    @Test func aGroupHoldingOneItemPerInstanceMatchesTheGeneralFlow() throws {
        let items = 23
        var indices = IndexedMeasurements()
        for i in 0..<items where i % 6 != 5 { indices[i] = MeasuredSize(width: Double(60 + i * 10)) }
        let measurements = Measurements(sections: ["s": SectionMeasurements(indices: indices)])
        func solved(edges: EdgeSpacing, direction: ScrollDirection, orthogonal: OrthogonalScrollingBehavior,
                    rtl: Bool) throws -> [Rect] {
            let leaf = F.item(.estimated(44), .absolute(100), insets: F.all(3), edges: edges)
            let column = F.group(.vertical, .estimated(44), .absolute(100), [leaf], spacing: .fixed(6),
                                 insets: DirectionalInsets(top: 2, bottom: 2))
            let section = F.section("s", items: items, group: column, interGroupSpacing: 5, orthogonal: orthogonal)
            return F.cells(try LayoutEngine.solve(F.document([section], direction: direction), in: SolveEnvironment(
                width: 390, height: 844, layoutDirection: rtl ? .rightToLeft : .leftToRight, measurements: measurements)))
        }
        let fast = try solved(edges: .none, direction: .horizontal, orthogonal: .none, rtl: false)
        // Scrolling horizontally, instances sit side by side: the leaf's insets apply to its fixed
        // height only (y 2 + 3 = 5, height 100 - 6 = 94); item 1 starts at 60 + 5.
        #expect(fast[0] == F.rect(0, 5, 60, 94))
        #expect(fast[1] == F.rect(65, 5, 70, 94))
        for direction in [ScrollDirection.vertical, .horizontal] {
            for orthogonal in [OrthogonalScrollingBehavior.none, .continuous] {
                for rtl in [false, true] {
                    let fast = try solved(edges: .none, direction: direction, orthogonal: orthogonal, rtl: rtl)
                    let general = try solved(edges: EdgeSpacing(top: .fixed(0)), direction: direction,
                                             orthogonal: orthogonal, rtl: rtl)
                    #expect(fast == general, "\(direction), orthogonal \(orthogonal), rtl \(rtl)")
                }
            }
        }
    }

    /// Measured sizes are kept as two plain values with a private mark for "not measured":
    /// they still read, compare and hash as two optionals, and a NaN given as a value stays a
    /// value that validation refuses, never an absent one.
    @Test func measuredSizesKeepTheirOptionalMeaning() {
        #expect(MeasuredSize().width == nil && MeasuredSize().height == nil)
        #expect(MeasuredSize(height: 44) == MeasuredSize(width: nil, height: 44))
        #expect(MeasuredSize(width: 0) != MeasuredSize())
        #expect(Set([MeasuredSize(height: 44), MeasuredSize(width: nil, height: 44)]).count == 1)
        var size = MeasuredSize(width: 10, height: 20)
        size.width = nil
        #expect(size == MeasuredSize(height: 20))
        let nan = MeasuredSize(width: .nan)
        #expect(nan.width?.isNaN == true)
        #expect(nan != nan)
        let refused = Measurements(sections: ["s": SectionMeasurements(indices: [0: nan, 1: MeasuredSize(height: -0.0)])])
        #expect(refused.validate().map(\.path) == ["sections.s.items.0.width"])
        let accepted = Measurements(sections: ["s": SectionMeasurements(indices: [0: MeasuredSize(width: -0.0)])])
        #expect(accepted.validate().isEmpty)
    }

    /// A set that measures every index and nothing else is read as stored, without expanding it;
    /// the same sizes given over a `*` (which sends them through the expansion) give the same frames.
    @Test func aSetOfEveryIndexGivesTheFramesOfItsExpansion() throws {
        let items = 41
        var every = IndexedMeasurements()
        for i in 0..<items { every[i] = MeasuredSize(width: Double(30 + i * 53 % 120), height: Double(20 + i * 37 % 90)) }
        let leaf = F.item(.estimated(80), .estimated(40), insets: F.all(2))
        let row = F.group(.horizontal, .fractionalWidth(1), .estimated(40), [leaf], spacing: .fixed(6))
        let document = F.document([F.section("s", items: items, group: row, insets: F.all(10), interGroupSpacing: 7)])
        func cells(_ section: SectionMeasurements) throws -> [Rect] {
            F.cells(try LayoutEngine.solve(document, in: SolveEnvironment(
                width: 390, height: 844, measurements: Measurements(sections: ["s": section]))))
        }
        let direct = try cells(SectionMeasurements(indices: every))
        let expanded = try cells(SectionMeasurements(allItems: MeasuredSize(width: 1, height: 1), indices: every))
        #expect(direct == expanded)
        // Item 0: 30 × 20 at the section's inset; the leaf's insets are on estimated axes, so
        // ignored (§4). Item 1 (83 × 57) fits beside it: 10 + 30 + 6 = 46.
        #expect(direct[0] == F.rect(10, 10, 30, 20))
        #expect(direct[1] == F.rect(46, 10, 83, 57))
    }

    /// A layout whose cells all come from one measured section hands that section's buffer over
    /// instead of stamping it into a new one: the frames are those of the same section stamped
    /// next to another section's cells.
    @Test func aLoneMeasuredSectionKeepsItsFramesWhenHandedOver() throws {
        let leaf = F.item(.fractionalWidth(1), .estimated(50))
        let row = F.group(.horizontal, .fractionalWidth(1), .estimated(50), [leaf])
        let feed = F.section("feed", items: 3, group: row, insets: F.all(10), interGroupSpacing: 5)
        let after = F.section("after", items: 1, group: F.group(.horizontal, .fractionalWidth(1), .absolute(20),
                                                                 [F.item(.fractionalWidth(1), .absolute(20))]))
        let measurements = Measurements(sections: ["feed": SectionMeasurements(indices: [
            0: MeasuredSize(height: 30), 1: MeasuredSize(height: 70), 2: MeasuredSize(height: 40),
        ])])
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let environment = SolveEnvironment(width: 320, height: 568, layoutDirection: direction,
                                               measurements: measurements)
            let alone = F.cells(try LayoutEngine.solve(F.document([feed]), in: environment))
            let followed = F.cells(try LayoutEngine.solve(F.document([feed, after]), in: environment))
            // Rows 30, 70 and 40 tall, 5 apart, inside 10-point insets: y = 10, 45, 120.
            #expect(alone == [F.rect(10, 10, 300, 30), F.rect(10, 45, 300, 70), F.rect(10, 120, 300, 40)])
            #expect(Array(followed.prefix(3)) == alone)
            // At the content's origin there is nothing to move: y = 0, 35, 110.
            var atOrigin = feed
            atOrigin.contentInsets = .zero
            let unmoved = F.cells(try LayoutEngine.solve(F.document([atOrigin]), in: environment))
            #expect(unmoved == [F.rect(0, 0, 320, 30), F.rect(0, 35, 320, 70), F.rect(0, 110, 320, 40)])
            #expect(unmoved == Array(F.cells(try LayoutEngine.solve(F.document([atOrigin, after]), in: environment))
                .prefix(3)))
        }
    }

    /// A child that does not fit is dropped with its cells' z-indexes. Width 390; a row
    /// fw 1 × estimated(50) of a leaf estimated(100) × estimated(50) and a custom group 200 × 50
    /// whose cells are (0, 0, 100, 50) at z 0 and (100, 0, 100, 50) at z 7; 5 items, item 0
    /// measured 250 wide, items 1 and 4 100 wide. Row 1: item 0 (250); the custom group would end
    /// at 450 > 390, so it moves on, its z-indexes with it. Row 2: item 1 (100), the custom
    /// group's cells at 100 and 200 (items 2 and 3); item 4 would end at 400. Row 3: item 4.
    /// Rows are 50 high: z-indexes 0, 0, 0, 7, 0.
    @Test func aChildThatDoesNotFitTakesItsZIndexesWithIt() throws {
        let custom = LayoutItem(size: LayoutSize(width: .absolute(200), height: .absolute(50)),
                                kind: .custom([CustomGroupItem(frame: F.rect(0, 0, 100, 50)),
                                               CustomGroupItem(frame: F.rect(100, 0, 100, 50), zIndex: 7)]))
        let row = F.group(.horizontal, .fractionalWidth(1), .estimated(50),
                          [F.item(.estimated(100), .estimated(50)), custom])
        let json = #"{"measurementsVersion":1,"sections":{"row":{"items":{"0":{"width":250},"1":{"width":100},"4":{"width":100}}}}}"#
        let solution = try solve([F.section("row", items: 5, group: row)], width: 390, measurements: json)
        #expect(F.cells(solution) == [F.rect(0, 0, 250, 50), F.rect(0, 50, 100, 50), F.rect(100, 50, 100, 50),
                                      F.rect(200, 50, 100, 50), F.rect(0, 100, 100, 50)])
        #expect((0..<5).map { solution.cellZIndex(section: 0, item: $0) } == [0, 0, 0, 7, 0])
    }
}
