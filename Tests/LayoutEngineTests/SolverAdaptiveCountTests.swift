import LayoutEngine
import Testing

/// `adaptiveCount` (semantics §5.6): `N = clamp(floor((L + s) / (m + s)), 1, maximum)` slots, then
/// sized as `count`'s are. Every count below is worked by hand from that formula.
@Suite("Adaptive columns")
struct SolverAdaptiveCountTests {
    typealias F = SolverFixture

    static let columns = AdaptiveCount(minimumWidth: 160, maximum: 6)

    /// m = 160, s = 10, so a column costs 170 and n columns need `170·n − 10`: 2 need 330, 3 need
    /// 500, 4 need 670, 6 need 1010, 7 would need 1180 but the maximum is 6. A hundredth below each
    /// threshold gives one fewer.
    @Test(arguments: [
        (100.0, 1), (329.99, 1), (330, 2), (375, 2), (499.99, 2), (500, 3), (669.99, 3), (670, 4),
        (1009.99, 5), (1010, 6), (1179.99, 6), (1180, 6), (100_000, 6),
    ])
    func countAtEitherSideOfEachThreshold(length: Double, expected: Int) {
        #expect(Self.columns.count(length: length, spacing: 10) == expected)
    }

    /// Without spacing, n columns of 100 need 100·n: 299.99 → 2, 300 → 3; nothing fits in 50 or 0,
    /// which still makes one slot.
    @Test func countWithoutSpacing() {
        let columns = AdaptiveCount(minimumWidth: 100, maximum: 10)
        #expect(columns.count(length: 299.99, spacing: 0) == 2)
        #expect(columns.count(length: 300, spacing: 0) == 3)
        #expect(columns.count(length: 50, spacing: 0) == 1)
        #expect(columns.count(length: 0, spacing: 0) == 1)
    }

    /// A flexible spacing counts at its minimum, as a count group treats it: flexible(10) with
    /// m = 100 at L = 320 is floor(330 / 110) = 3, as fixed(10) is.
    @Test func flexibleSpacingCountsAtItsMinimum() {
        let group = LayoutGroup(axis: .horizontal, subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))],
                                repetition: .adaptive(AdaptiveCount(minimumWidth: 100, maximum: 9)),
                                interItemSpacing: .flexible(10))
        #expect(group.equalSlotCount(length: 320) == 3)
        #expect(group.equalSlotCount(length: 319.99) == 2)
    }

    func grid(spacing: Spacing? = .fixed(10)) -> LayoutItem {
        F.group(.horizontal, .fractionalWidth(1), .absolute(100), [F.item(.fractionalWidth(1), .fractionalHeight(1))],
                repetition: .adaptive(Self.columns), spacing: spacing)
    }

    /// At 375: N = 2, slots (375 − 10) / 2 = 182.5, at x = 0 and 192.5; four items take two rows.
    @Test func framesAtTwoColumns() throws {
        let solution = try F.solveSection(F.section(items: 4, group: grid()), width: 375)
        #expect(F.cells(solution) == [F.rect(0, 0, 182.5, 100), F.rect(192.5, 0, 182.5, 100),
                                      F.rect(0, 100, 182.5, 100), F.rect(192.5, 100, 182.5, 100)])
    }

    /// At 500: N = 3, slots (500 − 20) / 3 = 160, at x = 0, 170, 340; the fourth item starts row 2.
    /// At 499.99 the same four items are in two columns of (499.99 − 10) / 2 = 244.995.
    @Test func framesEitherSideOfTheThreeColumnThreshold() throws {
        let three = try F.solveSection(F.section(items: 4, group: grid()), width: 500)
        #expect(F.cells(three) == [F.rect(0, 0, 160, 100), F.rect(170, 0, 160, 100), F.rect(340, 0, 160, 100),
                                   F.rect(0, 100, 160, 100)])
        let two = try F.solveSection(F.section(items: 4, group: grid()), width: 499.99)
        let slot = (499.99 - 10) / 2
        #expect(F.cells(two).map(\.width) == [slot, slot, slot, slot])
        #expect(F.cells(two).map(\.x) == [0, slot + 10, 0, slot + 10])
    }

    /// L is the group's content box along its axis: at 390 with section insets of 16 on each side
    /// the group is 358 wide, floor(368 / 170) = 2, slots (358 − 10) / 2 = 174 at x = 16 and 200.
    @Test func lengthIsTheGroupsOwn() throws {
        let section = F.section(items: 2, group: grid(), insets: DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let solution = try F.solveSection(section, width: 390)
        #expect(F.cells(solution) == [F.rect(16, 0, 174, 100), F.rect(200, 0, 174, 100)])
    }

    /// A vertical group measures along its own axis (a choice, semantics §5.6): 500 high with a
    /// minimum of 100 and no spacing gives floor(500 / 100) = 5 slots of 100 (maximum 9).
    @Test func verticalGroupMeasuresItsHeight() throws {
        let group = F.group(.vertical, .absolute(80), .absolute(500), [F.item(.fractionalWidth(1), .fractionalHeight(1))],
                            repetition: .adaptive(AdaptiveCount(minimumWidth: 100, maximum: 9)))
        let solution = try F.solveSection(F.section(items: 5, group: group), width: 390)
        #expect(F.cells(solution) == (0..<5).map { F.rect(0, Double($0) * 100, 80, 100) })
    }

    /// The pixel grid floors the slot as a count group's: at 3× and 377 points, N = 2 and the slot
    /// is (377 − 10) / 2 = 183.5, floor(550.5) / 3 = 550 / 3.
    @Test func slotIsFlooredToThePixelGrid() throws {
        let document = F.document([F.section(items: 2, group: grid())])
        let solution = try solve(document, in: SolveEnvironment(width: 377, height: 800, scale: 3))
        #expect(F.cells(solution).map(\.width) == [550.0 / 3, 550.0 / 3])
    }
}
