import LayoutEngine
import LayoutSwift
import Testing

/// Reading a dump and comparing it with the solver, without the command line.
@Suite struct ParityComparisonTests {
    /// One section of two 50-point-high cells a row, and a header.
    let document = LayoutDocument(sections: [Section(
        name: "s", itemCount: 4,
        group: LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                          kind: .group(LayoutGroup(axis: .horizontal, subitems: [
                              LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))),
                          ]))),
        boundarySupplementaryItems: [BoundaryItem(elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
                                                  alignment: .top)])])

    private func dump(_ attributes: String, contentSize: String = #"{"width": 300, "height": 130}"#) throws -> ParityDump {
        try ParityDump(json: Array("""
            {"layout": "two", "revision": 2, "solutions": [{"container": {"width": 300, "height": 600},
             "contentSize": \(contentSize), "attributes": [\(attributes)]}]}
            """.utf8))
    }

    /// The frames worked out by hand at 300 points: header 30 high, then rows of 150 × 50.
    let handWorked = """
        {"category": "supplementary", "elementKind": "header", "section": 0, "item": 0, "frame": [0, 0, 300, 30]},
        {"category": "cell", "section": 0, "item": 0, "frame": [0, 30, 150, 50]},
        {"category": "cell", "section": 0, "item": 1, "frame": [150, 30, 150, 50]},
        {"category": "cell", "section": 0, "item": 2, "frame": [0, 80, 150, 50]}
        """

    @Test func aSingleSolveResultReadsAsADumpOfOneLayout() throws {
        let parsed = try dump(handWorked)
        #expect(parsed.results.count == 1)
        #expect(parsed.results[0].layout == "two")
        #expect(parsed.results[0].revision == 2)
        let solution = parsed.results[0].solutions[0]
        #expect(solution.container.width == 300)
        #expect(solution.attributes.count == 4)
        // Three cells in section 0: the counts the comparison solves with.
        #expect(ParityComparison.itemCounts(of: solution, sections: 1) == [3])
    }

    @Test func handWorkedFramesAgreeWithTheSolver() throws {
        let uikit = try dump(handWorked).results[0].solutions[0]
        let ours = try solve(document, in: SolveEnvironment(width: 300, height: 600, itemCounts: ["s": 3]))
        let comparison = ParityComparison(uikit: uikit, ours: ours, document: document, tolerance: 0.5)
        #expect(comparison.isEqual)
        #expect(comparison.elementsCompared == 4)
    }

    @Test func eachDifferenceNamesItsRule() throws {
        let shifted = handWorked
            .replacingOccurrences(of: "[0, 0, 300, 30]", with: "[0, 0, 300, 40]")
            .replacingOccurrences(of: "[150, 30, 150, 50]", with: "[160, 30, 150, 50]")
        let uikit = try dump(shifted, contentSize: #"{"width": 300, "height": 140}"#).results[0].solutions[0]
        let ours = try solve(document, in: SolveEnvironment(width: 300, height: 600, itemCounts: ["s": 4]))
        let comparison = ParityComparison(uikit: uikit, ours: ours, document: document, tolerance: 0.5)
        #expect(comparison.differences.map(\.element.label) == ["cell 0.1", "cell 0.3", "supplementary \"header\" 0.0"])
        #expect(comparison.differences.map(\.rule) == [
            "§5 Groups", "§6.1 Repetition and item consumption", "§8 Boundary supplementary items",
        ])
        #expect(comparison.differences[0].delta == Rect(x: 10, y: 0, width: 0, height: 0))
        #expect(comparison.differences[1].uikit == nil)
        #expect(comparison.contentSize?.uikit.height == 140)
        #expect(comparison.contentSize?.ours.height == 130)
    }

    @Test(arguments: [
        (#"{"solutions": []}"#, "layout: expected the layout's name (a string)"),
        (#"{"results": [{"layout": "a", "solutions": [{"container": {"width": 0, "height": 1}, "attributes": []}]}]}"#,
         "results[0].solutions[0].container: width and height must be > 0"),
        (#"{"layout": "a", "solutions": [{"container": {"width": 1, "height": 1}, "attributes": [{"category": "cell", "section": 0, "item": 1.5, "frame": [0, 0, 1, 1]}]}]}"#,
         "solutions[0].attributes[0].item: expected an integer ≥ 0"),
        (#"{"layout": "a", "solutions": [{"container": {"width": 1, "height": 1}, "attributes": [{"category": "badge", "item": 0, "frame": [0, 0, 1, 1]}]}]}"#,
         "solutions[0].attributes[0].category: expected cell, supplementary or decoration"),
        // Two cells listed, item 9,999,999 named: the counts would make a 10-million-cell solve.
        (#"{"layout": "a", "solutions": [{"container": {"width": 1, "height": 1}, "attributes": [{"category": "cell", "section": 0, "item": 9999999, "frame": [0, 0, 1, 1]}, {"category": "cell", "section": 0, "item": 0, "frame": [0, 0, 1, 1]}]}]}"#,
         "solutions[0].attributes[0].item: names item 9999999 of section 0 but the dump lists 2 of its cells; a dump lists every cell, items 0 to 9999999"),
    ])
    func aBadDumpIsNamedByItsPath(_ json: String, _ message: String) {
        #expect(throws: ParityDumpError.self) { try ParityDump(json: Array(json.utf8)) }
        do {
            _ = try ParityDump(json: Array(json.utf8))
        } catch {
            #expect(error.description == message)
        }
    }
}
