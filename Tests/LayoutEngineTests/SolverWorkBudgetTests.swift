@testable import LayoutEngine
import Testing

private typealias F = SolverFixture

/// The work budget (docs/limits.md): one budget for the whole solve, shared by measuring and
/// placing, worked out the same way from the document by `SolveWork`, so that `validate` refuses
/// what every solve would.
@Suite struct SolverWorkBudgetTests {
    /// Nested groups of `depth` levels, each an estimated-height group of `count` equal slots
    /// around the level below, an estimated item at the bottom: the shape that stalled batches.
    private static func nested(depth: Int, count: Int) -> LayoutItem {
        var node = F.item(.fractionalWidth(1), .estimated(10))
        for level in 1...depth {
            node = F.group(level % 2 == 1 ? .vertical : .horizontal, .fractionalWidth(1), .estimated(10), [node],
                           repetition: .count(count))
        }
        return node
    }

    /// A horizontal group of 3 equal slots (fixed size) around a vertical group estimated(10)
    /// of 2 slots around an item. By the rules of `WorkBudget`:
    /// - measuring the outer group: 0 (no estimated axis);
    /// - arranging the outer group: 3 slots + measuring the vertical group once (its 2 slots) = 5;
    /// - placing a vertical group: 1 + its 2 slots + 2 items placed at 1 each = 5;
    /// - placing the outer group: 1 + 5 + 3 × 5 = 21.
    @Test func unitsOfASmallTreeAreWorkedByHand() throws {
        let inner = F.group(.vertical, .fractionalWidth(1), .estimated(10), [F.item(.fractionalWidth(1), .fractionalHeight(0.5))],
                            repetition: .count(2))
        let outer = F.group(.horizontal, .fractionalWidth(1), .absolute(100), [inner], repetition: .count(3))
        #expect(SolveWork.units(ofSectionGroup: outer) == 21)

        // The solver spends exactly that: 21 units solve the section, 20 do not.
        let document = F.document([F.section(items: 6, group: outer)])
        let environment = SolveEnvironment(width: 390, height: 844)
        var enough = WorkBudget(limit: 21)
        _ = try solve(document, in: environment, budget: &enough)
        #expect(enough.remaining == 0)
        var short = WorkBudget(limit: 20)
        #expect(throws: SolveError.groupTooLarge(section: "s", limit: SolveError.workLimit)) {
            try solve(document, in: environment, budget: &short)
        }
    }

    /// Ten slots a level, all estimated. With M(d) the units of measuring level d and P(d) of
    /// placing it: M(0) = 0, M(d) = 10 + M(d−1) = 10d; P(0) = 1, P(d) = 1 + (10 + M(d−1)) + 10·P(d−1).
    /// P(1) = 21, P(2) = 231, P(3) = 2,341, P(4) = 23,451, P(5) = 234,561, P(6) = 2,345,671.
    /// A section spends M + P: 234,611 at depth 5 (under the 2,000,000 limit), 2,345,731 at
    /// depth 6 (over it).
    @Test func nestedCountsAreCountedWithoutMultiplyingTheWork() throws {
        #expect(SolveWork.units(ofSectionGroup: Self.nested(depth: 5, count: 10)) == 234_611)
        #expect(SolveWork.units(ofSectionGroup: Self.nested(depth: 6, count: 10)) == 2_345_731)

        let five = F.document([F.section(items: 1, group: Self.nested(depth: 5, count: 10))])
        #expect(five.validate().isEmpty)
        var budget = WorkBudget()
        _ = try solve(five, in: SolveEnvironment(width: 390, height: 844), budget: &budget)
        #expect(SolveError.workLimit - budget.remaining == 234_611)
    }

    /// What a solve would refuse at every width, validation refuses, naming the group.
    @Test func validationRefusesWhatEverySolveWouldRefuse() {
        let six = F.document([F.section(items: 1, group: Self.nested(depth: 6, count: 10))])
        let errors = six.validate()
        #expect(errors.count == 1)
        #expect(errors.first?.path == "sections[0].group")
        #expect(errors.first?.message.contains("at least 2345731 steps") == true)
        #expect(throws: SolveError.groupTooLarge(section: "s", limit: SolveError.workLimit)) {
            try solve(six, in: SolveEnvironment(width: 390, height: 844))
        }
    }

    /// The budget is one for the whole solve. A fixed-size row repeating a zero-width item
    /// 600,000 times spends 1 (the row) + 600,000 (its slots) + 600,000 (the items placed) =
    /// 1,200,001 units: one such section is under the 2,000,000 limit, two (2,400,002) are over
    /// it, and the second section is the one that runs the budget out.
    @Test func theBudgetIsSharedByEverySection() {
        let row = F.group(.horizontal, .fractionalWidth(1), .absolute(10), [F.item(.absolute(0), .absolute(10))],
                          repetition: .repeating(600_000))
        #expect(SolveWork.units(ofSectionGroup: row) == 1_200_001)
        let one = F.document([F.section("a", items: 1, group: row)])
        #expect(one.validate().isEmpty)
        let two = F.document([F.section("a", items: 1, group: row), F.section("b", items: 1, group: row)])
        #expect(two.validate().map(\.path) == ["sections"])
        #expect(throws: SolveError.groupTooLarge(section: "b", limit: SolveError.workLimit)) {
            try solve(two, in: SolveEnvironment(width: 390, height: 844))
        }
    }

    /// A count past `Int.max` when multiplied saturates rather than trapping: 20 levels of
    /// 10,000 slots is 10^80 nodes.
    @Test func absurdProductsSaturate() {
        let group = Self.nested(depth: 20, count: 10_000)
        #expect(SolveWork.units(ofSectionGroup: group) == Int.max)
        let document = F.document([F.section(items: 1, group: group)])
        #expect(document.validate().first?.message.contains("an unbounded number of steps") == true)
    }

    /// Seeded fuzzing of nested groups with estimated sizes, counts, repeating counts and cycles:
    /// whatever validation accepts, a solve at each of three widths either finishes within the
    /// budget or refuses it; what validation refuses, every solve refuses; and the validator's
    /// figure is never more than what a solve spends (it is a lower bound, exact without cycles).
    @Test func fuzzedNestedGroupsStayWithinTheBudget() throws {
        var random = SplitMix64(seed: 0x5EED_2026)
        for _ in 0..<300 {
            let depth = 1 + Int(random.next() % 7)
            let group = Self.randomTree(depth: depth, random: &random)
            guard case .group = group.kind else { continue }
            let document = F.document([F.section(items: 1 + Int(random.next() % 50), group: group)])
            let estimate = SolveWork.units(ofSectionGroup: group)
            let accepted = document.validate().isEmpty
            #expect(accepted == (estimate <= SolveError.workLimit))
            for width in [320.0, 390, 1024] {
                var budget = WorkBudget()
                do {
                    _ = try solve(document, in: SolveEnvironment(width: width, height: 844), budget: &budget)
                    #expect(accepted, "a solve accepted what validation refused")
                    #expect(SolveError.workLimit - budget.remaining >= estimate)
                    if !Self.hasCycle(group) { #expect(SolveError.workLimit - budget.remaining == estimate) }
                } catch {
                    // Only the budget refuses these documents, and only what it could not pay for.
                    #expect(error == .groupTooLarge(section: "s", limit: SolveError.workLimit))
                    #expect(budget.remaining < 0)
                }
            }
        }
    }

    private static func randomTree(depth: Int, random: inout SplitMix64) -> LayoutItem {
        let height: Dimension = random.next() % 2 == 0 ? .estimated(Double(1 + random.next() % 40)) : .absolute(20)
        guard depth > 0 else {
            return F.item(.fractionalWidth(1.0 / Double(1 + random.next() % 4)), height)
        }
        let child = randomTree(depth: depth - 1, random: &random)
        let repetition: LayoutGroup.Repetition
        switch random.next() % 3 {
        case 0: repetition = .count(1 + Int(random.next() % 12))
        case 1: repetition = .repeating(1 + Int(random.next() % 12))
        default: repetition = .cycle
        }
        return F.group(random.next() % 2 == 0 ? .horizontal : .vertical, .fractionalWidth(1), height, [child],
                       repetition: repetition)
    }

    private static func hasCycle(_ node: LayoutItem) -> Bool {
        guard case .group(let group) = node.kind else { return false }
        if case .cycle = group.repetition { return true }
        return group.subitems.contains(where: hasCycle)
    }
}

/// A small deterministic generator (SplitMix64), so that a failing case can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
