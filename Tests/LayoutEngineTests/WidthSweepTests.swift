import LayoutEngine
import Testing
import TestSupport

private typealias F = SolverFixture

/// `WidthSweep`: the intervals of a width range over which a layout's shape holds, each
/// boundary worked out by hand from the rules it rests on.
@Suite struct WidthSweepTests {
    private static let base = SolveEnvironment(width: 1, height: 844)

    private static func sweep(_ sections: [Section], _ range: WidthRange, samplingStep: Double = WidthSweep.defaultSamplingStep)
        -> WidthSweep {
        WidthSweep(document: F.document(sections), environment: base, range: range, samplingStep: samplingStep)
    }

    /// The intervals as (from, to) pairs.
    private static func spans(_ sweep: WidthSweep) -> [[Double]] { sweep.intervals.map { [$0.from, $0.to] } }

    /// 100-point items with fixed(10) spacing cycle while they fit (§5.1): k fit when
    /// 100k + 10(k − 1) ≤ W, i.e. W ≥ 110k − 10: 3 from 320, 4 from 430, 5 from 540, 6 from 650.
    @Test func adaptiveColumnCount() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(100), [F.item(.absolute(100), .fractionalHeight(1))],
                            spacing: .fixed(10))
        let sweep = Self.sweep([F.section(items: 100, group: group)], try WidthRange(lower: 320, upper: 700))
        #expect(Self.spans(sweep) == [[320, 429], [430, 539], [540, 649], [650, 700]])
        #expect(sweep.intervals.map { $0.shape.sections[0].columns } == [3, 4, 5, 6])
        // 844 / 100: 8 whole rows a screen at every width.
        #expect(sweep.intervals.allSatisfy { $0.shape.sections[0].rowsPerScreen == 8 })
        #expect(sweep.noRoomBelow == nil && !sweep.hasNoRoom && sweep.unproved.isEmpty)
        // 381 widths; sampling every 8 points and halving lays out far fewer.
        #expect(sweep.widthsLaidOut < 381 / 4)
    }

    /// Variants by width (§ variants): up to 400 the first (1 column of fw 1), from 500 the
    /// second (4 columns of fw 0.25), none between (2 columns of fw 0.5). maxWidth is inclusive,
    /// so 400 is still variant 0 and 401 has none; minWidth is inclusive, so 500 is variant 1.
    @Test func variantsSwitchAtTheirWidths() throws {
        func columns(_ fraction: Double) -> LayoutItem {
            F.group(.horizontal, .fractionalWidth(1), .absolute(100), [F.item(.fractionalWidth(fraction), .fractionalHeight(1))])
        }
        let section = F.section(items: 40, group: columns(0.5), variants: [
            SectionVariant(when: VariantCondition(maxWidth: 400), group: columns(1)),
            SectionVariant(when: VariantCondition(minWidth: 500), group: columns(0.25)),
        ])
        let sweep = Self.sweep([section], try WidthRange(lower: 320, upper: 1000))
        #expect(Self.spans(sweep) == [[320, 400], [401, 499], [500, 1000]])
        #expect(sweep.intervals.map { $0.shape.sections[0].variant } == [0, nil, 1])
        #expect(sweep.intervals.map { $0.shape.sections[0].columns } == [1, 2, 4])
        // Half-point resolution: 400.5 is the first width above the inclusive maxWidth.
        let fine = Self.sweep([section], try WidthRange(lower: 320, upper: 1000, step: 0.5))
        #expect(Self.spans(fine) == [[320, 400], [400.5, 499.5], [500, 1000]])
    }

    /// Variants by effective width (§1): under the `layoutMargins` reference a bare width loses
    /// 16 points a side below 600, so the effective width is W − 32, and a variant for 500–502
    /// holds from W = 532 to 534. The sweep samples both sides of those widths, so a variant
    /// three points wide is found, not stepped over.
    @Test func effectiveWidthVariantsAreFound() throws {
        func columns(_ fraction: Double) -> LayoutItem {
            F.group(.horizontal, .fractionalWidth(1), .absolute(100), [F.item(.fractionalWidth(fraction), .fractionalHeight(1))])
        }
        let section = F.section(items: 20, group: columns(0.25), variants: [
            SectionVariant(when: VariantCondition(minEffectiveWidth: 500, maxEffectiveWidth: 502), group: columns(0.5)),
        ])
        var document = F.document([section])
        document.configuration.contentInsetsReference = .layoutMargins
        let sweep = WidthSweep(document: document, environment: Self.base, range: try WidthRange(lower: 495, upper: 545))
        #expect(Self.spans(sweep) == [[495, 531], [532, 534], [535, 545]])
        #expect(sweep.intervals.map { $0.shape.sections[0].variant } == [nil, 0, nil])
        #expect(sweep.intervals.map { $0.shape.sections[0].columns } == [4, 2, 4])
    }

    /// An orthogonal section (§7) with a 313-point group after a 20-point leading inset: its
    /// first group ends at 333, so it fits the container from W = 333.
    @Test func carouselFirstGroupStopsFitting() throws {
        let group = F.group(.horizontal, .absolute(313), .absolute(200), [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = F.section(items: 10, group: group, insets: DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                                orthogonal: .continuous)
        let sweep = Self.sweep([section], try WidthRange(lower: 320, upper: 400))
        #expect(Self.spans(sweep) == [[320, 332], [333, 400]])
        #expect(sweep.intervals.map { $0.shape.sections[0].firstGroupFits } == [false, true])
        #expect(sweep.intervals.allSatisfy { $0.shape.sections[0].rowsPerScreen == nil })
        #expect(!sweep.hasNoRoom)  // an orthogonal row scrolls: a wide group has room
    }

    /// Insets of 1e308 above and below: the content starts at 1e308 and ends at 1e308 + 4 ×
    /// 44 + 1e308, past the largest double, so `solve` refuses every width (frames overflow to
    /// infinity) and the sweep finds no room at any of them, never room with rows a screen.
    @Test func overflowingFramesHaveNoRoom() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .absolute(44), [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = F.section(items: 4, group: group, insets: DirectionalInsets(top: 1e308, leading: 0, bottom: 1e308, trailing: 0))
        let environment = SolveEnvironment(width: 390, height: 844)
        #expect(throws: SolveError.self) { try LayoutEngine.solve(F.document([section]), in: environment) }
        let sweep = Self.sweep([section], try WidthRange(lower: 320, upper: 400))
        // No width of the range has room: room would begin one step past its end.
        #expect(sweep.noRoomBelow == 401)
        #expect(sweep.intervals.count == 1)
        #expect(sweep.intervals[0].shape.noRoom?.hasPrefix("the solver refuses: ") == true, "\(sweep.intervals)")
        #expect(sweep.hasNoRoom)
    }

    /// A first section 1.7e308 high, then an empty section whose custom group has a frame at
    /// y 1.7e308: 1.7e308 + 1.7e308 overflows, but the section holds no item, so solve stamps
    /// nothing there and succeeds. The sweep checks the cells solve stamps, no more: room.
    @Test func framesNoItemHoldsDoNotTakeRoom() throws {
        let tall = F.section("tall", items: 1, group: F.group(.vertical, .fractionalWidth(1), .absolute(1.7e308),
                                                                [F.item(.fractionalWidth(1), .fractionalHeight(1))]))
        let custom = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                                kind: .custom([CustomGroupItem(frame: F.rect(0, 1.7e308, 10, 10))]))
        let empty = F.section("empty", items: 0, group: custom)
        _ = try LayoutEngine.solve(F.document([tall, empty]), in: SolveEnvironment(width: 390, height: 844))
        let sweep = Self.sweep([tall, empty], try WidthRange(lower: 320, upper: 400))
        #expect(!sweep.hasNoRoom, "\(sweep.intervals)")
    }

    /// An absolute group 300 wide in a section inset 10 on both sides: its container is W − 20,
    /// which holds it from W = 320. At a quarter-point resolution the last width without room
    /// is 319.75.
    @Test func absoluteGroupHasNoRoomBelowAWorkedWidth() throws {
        let group = F.group(.horizontal, .absolute(300), .absolute(100), [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let section = F.section(items: 6, group: group, insets: DirectionalInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        let sweep = Self.sweep([section], try WidthRange(lower: 280, upper: 400, step: 0.25))
        #expect(Self.spans(sweep) == [[280, 319.75], [320, 400]])
        #expect(sweep.intervals[0].shape.noRoom == "section 's': its group is wider than its container (a fixed part exceeds it)")
        #expect(sweep.intervals[1].shape.noRoom == nil)
        #expect(sweep.noRoomBelow == 320)
        #expect(sweep.unproved.isEmpty)
    }

    /// A 200-point item after a fixed leading edge of 30 (§4) needs 230 points: below that the
    /// group's first child does not fit, and the solver places it anyway, past the group's end.
    @Test func firstChildWithoutRoom() throws {
        let item = F.item(.absolute(200), .fractionalHeight(1), edges: EdgeSpacing(leading: .fixed(30)))
        let section = F.section(items: 3, group: F.group(.horizontal, .fractionalWidth(1), .absolute(50), [item]))
        let sweep = Self.sweep([section], try WidthRange(lower: 200, upper: 300))
        #expect(Self.spans(sweep) == [[200, 229], [230, 300]])
        #expect(sweep.intervals[0].shape.noRoom == "section 's': a cell of its group lies outside the group (a fixed part exceeds it)")
        #expect(sweep.noRoomBelow == 230)
    }

    /// Rows of height fw 0.5 (W/2) with no spacing: ⌊844 / (W/2)⌋ = ⌊1688 / W⌋ rows a screen:
    /// 5 up to 337.6, 4 up to 422, 3 up to 562.67, then 2.
    @Test func rowsPerScreenFollowTheRowHeight() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.5), [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let sweep = Self.sweep([F.section(items: 100, group: group)], try WidthRange(lower: 320, upper: 700))
        #expect(Self.spans(sweep) == [[320, 337], [338, 422], [423, 562], [563, 700]])
        #expect(sweep.intervals.map { $0.shape.sections[0].rowsPerScreen } == [5, 4, 3, 2])
    }

    /// Two headers (§6.2, the band is the longest): 'a' 50 high, 'b' a tenth of the width. 'b'
    /// is longer from W > 500; at 500 they tie and the first, 'a', holds the band.
    @Test func headerBandChangesHolder() throws {
        let a = F.header("a", height: 50)
        let b = BoundaryItem(elementKind: "b", size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.1)),
                             alignment: .top)
        let section = F.section(items: 4, group: F.group(.horizontal, .fractionalWidth(1), .absolute(100),
                                                         [F.item(.fractionalWidth(0.25), .fractionalHeight(1))]),
                                boundary: [a, b])
        let sweep = Self.sweep([section], try WidthRange(lower: 400, upper: 600))
        #expect(Self.spans(sweep) == [[400, 500], [501, 600]])
        #expect(sweep.intervals.map { $0.shape.sections[0].headerBand } == ["a", "b"])
    }

    /// Sampling and halving finds what laying out every width finds (a sampling step of one
    /// width of the range samples them all).
    @Test func agreesWithEveryWidth() throws {
        let group = F.group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.3),
                            [F.item(.absolute(90), .fractionalHeight(1))], spacing: .fixed(8))
        let sections = [F.section(items: 50, group: group, insets: DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16))]
        let range = try WidthRange(lower: 320, upper: 1366)
        let quick = Self.sweep(sections, range)
        let every = Self.sweep(sections, range, samplingStep: 1)
        #expect(every.widthsLaidOut == range.count)
        #expect(quick.intervals == every.intervals)
        #expect(quick.widthsLaidOut < range.count / 4)
    }
}
