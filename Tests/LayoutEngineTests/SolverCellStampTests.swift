import LayoutEngine
import Testing
import TestSupport

private typealias F = SolverFixture

/// §6.1: a section's cells are its group template stamped once per instance. A solution keeps
/// the stamp of each section of more than one instance, and the stamp gives the cells exactly.
@Suite struct SolverCellStampTests {
    /// Two leaves, instance 0 at (16, 8), each next one 30 lower. By hand: instance k moves
    /// the leaves by (16, 8 + 30k); the 5th cell is leaf 0 of instance 2, at y = 8 + 60.
    @Test func aStampMovesEachInstanceByOriginPlusStep() {
        let stamp = CellStamp(leaves: [0, 0, 10, 20, 12, 0, 10, 20], origin: Point(x: 16, y: 8), step: Point(x: 0, y: 30))
        #expect(stamp.leafCount == 2)
        let cells = [Double](unsafeUninitializedCapacity: 20) { buffer, count in
            stamp.stamp(count: 5, into: buffer.baseAddress!)
            count = 20
        }
        #expect(cells == [16, 8, 10, 20, 28, 8, 10, 20,
                          16, 38, 10, 20, 28, 38, 10, 20,
                          16, 68, 10, 20])
        #expect(stamp.gives(cells, from: 0, count: 5))
        #expect(stamp.gives([0, 0, 0, 0] + cells, from: 1, count: 5))
        #expect(stamp.gives(cells, from: 0, count: 3))
        // One value one unit in the last place off, or of the other zero, and it does not.
        var off = cells
        off[17] = 68.00000000000001
        #expect(!stamp.gives(off, from: 0, count: 5))
        let zero = CellStamp(leaves: [0, 0, 1, 1], origin: .zero, step: Point(x: 0, y: 1))
        #expect(zero.gives([0, 0, 1, 1, 0, 1, 1, 1], from: 0, count: 2))
        #expect(!zero.gives([-0.0, 0, 1, 1, 0, 1, 1, 1], from: 0, count: 2))
        // No cells of no storage are given; out of range asks nothing of the storage.
        #expect(stamp.gives([], from: 0, count: 0))
        #expect(!stamp.gives(cells, from: 1, count: 5))
        #expect(!stamp.gives(cells, from: -1, count: 1))
        #expect(!stamp.gives(cells, from: 0, count: 6))
    }

    /// Templates of 1 to 6 leaves (the stamp reads up to 4 leaves once, before its loop, and
    /// walks any more), at counts that end before, at and inside an instance: cell i is leaf
    /// i mod L moved by origin + (i div L) · step, worked here from that rule alone. Leaves are
    /// at (10j, 7j), 9 + j wide and 20 tall; instances start at (2.5, 4) and move by (0.5, 31).
    @Test func everyTemplateSizeStampsLeafPlusOriginPlusInstanceTimesStep() {
        for leafCount in 1...6 {
            let leaves = (0..<leafCount).flatMap { j -> [Double] in [10 * Double(j), 7 * Double(j), 9 + Double(j), 20] }
            let stamp = CellStamp(leaves: leaves, origin: Point(x: 2.5, y: 4), step: Point(x: 0.5, y: 31))
            for count in Set([1, max(1, leafCount - 1), leafCount, leafCount + 1, 3 * leafCount + 2]) {
                let expected = (0..<count).flatMap { i -> [Double] in
                    let (instance, leaf) = (Double(i / leafCount), Double(i % leafCount))
                    return [10 * leaf + 2.5 + instance * 0.5, 7 * leaf + 4 + instance * 31, 9 + leaf, 20]
                }
                let cells = [Double](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                    stamp.stamp(count: count, into: buffer.baseAddress!)
                    initialized = count * 4
                }
                #expect(cells.map(\.bitPattern) == expected.map(\.bitPattern), "\(leafCount) leaves, \(count) cells")
                #expect(stamp.gives(expected, from: 0, count: count))
                var off = expected
                off[off.count - 3] += 1  // the last cell's y
                #expect(!stamp.gives(off, from: 0, count: count), "\(leafCount) leaves, \(count) cells")
            }
        }
    }

    /// A 400-wide section of 5 items in rows of 2 (each 200 × 50), groups 10 apart, insets 4
    /// all round: the template's leaves are (0, 0) and (196, 0), 196 × 50 (half of 392); instance
    /// 0 sits at the insets (4, 4), each next one 60 lower.
    @Test func aSectionOfSeveralInstancesKeepsItsStamp() throws {
        let rows = F.group(.horizontal, .fractionalWidth(1), .absolute(50), [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let solution = try F.solveSection(F.section(items: 5, group: rows, insets: F.all(4), interGroupSpacing: 10), width: 400)
        let stamp = try #require(solution.sections[0].cellStamp)
        #expect(stamp.leaves == [0, 0, 196, 50, 196, 0, 196, 50])
        #expect(stamp.origin == Point(x: 4, y: 4))
        #expect(stamp.step == Point(x: 0, y: 60))
        #expect(stamp.gives(solution.cells.storage, from: 0, count: 5))
        expectApprox(solution.cells[4], F.rect(4, 124, 196, 50))
    }

    /// One instance (the items fit one group) keeps no stamp: its cells are its template.
    @Test func aSectionOfOneInstanceKeepsNone() throws {
        let rows = F.group(.horizontal, .fractionalWidth(1), .absolute(50), [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let one = try F.solveSection(F.section(items: 2, group: rows), width: 400)
        #expect(one.sections[0].cellStamp == nil)
        let empty = try F.solveSection(F.section(items: 0, group: rows), width: 400)
        #expect(empty.sections[0].cellStamp == nil)
    }

    /// Whatever moves the cells after the template (right to left, a pixel grid of thirds, an
    /// orthogonal section's row, a horizontal layout, later sections) moves the stamp with them.
    @Test func theStampGivesTheCellsInEveryArrangement() throws {
        let thirds = F.group(.horizontal, .fractionalWidth(1), .absolute(41), [F.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        let paging = F.group(.horizontal, .fractionalWidth(0.8), .absolute(120), [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let document = F.document([F.section("a", items: 2, group: thirds),
                                   F.section("b", items: 10, group: thirds, insets: F.all(5), interGroupSpacing: 7),
                                   F.section("c", items: 6, group: paging, interGroupSpacing: 9, orthogonal: .groupPaging)],
                                  interSectionSpacing: 13)
        var environments: [SolveEnvironment] = []
        for width in F.widths {
            var environment = SolveEnvironment(width: width, height: 800)
            environments.append(environment)
            environment.scale = 3
            environments.append(environment)
            environment.layoutDirection = .rightToLeft
            environments.append(environment)
        }
        for environment in environments {
            let solution = try solve(document, in: environment)
            #expect(solution.sections.map { $0.cellStamp != nil } == [false, true, true])
            for section in solution.sections {
                guard let stamp = section.cellStamp else { continue }
                #expect(stamp.gives(solution.cells.storage, from: section.firstCell, count: section.cellCount),
                        "\(section.name) at \(environment.width), scale \(environment.scale)")
            }
        }
        let sideways = try solve(F.document([F.section(items: 9, group: F.group(.vertical, .absolute(90), .fractionalHeight(1),
                                                                                 [F.item(.fractionalWidth(1), .fractionalHeight(1.0 / 3))]),
                                                       interGroupSpacing: 3)], direction: .horizontal),
                                 in: SolveEnvironment(width: 390, height: 300))
        let stamp = try #require(sideways.sections[0].cellStamp)
        #expect(stamp.step == Point(x: 93, y: 0))
        #expect(stamp.gives(sideways.cells.storage, from: 0, count: 9))
    }
}
