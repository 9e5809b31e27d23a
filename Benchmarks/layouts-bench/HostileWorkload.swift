import LayoutEngine

/// Workload 12: documents a contributor could put in a pull request to stall a batch
/// (docs/limits.md, "The work budget"): nested counts that multiply, the most one solve may do,
/// a budget run out in the last section. Each is decoded, validated and solved at three widths,
/// as `check` does with a file; the time of one such pass is held to a second, against a large
/// legitimate solve in the same run (the photo grid of 1,000,000 cells at 390 pt).
struct HostileWorkload {
    static let title = "12 hostile documents"
    static let widths = [320.0, 390, 1024]

    let measurer: Measurer

    /// `depth` levels of estimated-height groups of `count` equal slots around an estimated item.
    static func nested(depth: Int, count: Int) -> String {
        var node = #"{"kind":"item","size":{"width":{"fractionalWidth":1},"height":{"estimated":10}}}"#
        for level in 1...depth {
            node = #"{"kind":"\#(level % 2 == 1 ? "vertical" : "horizontal")","count":\#(count),"#
                + #""size":{"width":{"fractionalWidth":1},"height":{"estimated":10}},"subitems":[\#(node)]}"#
        }
        return #"{"formatVersion":1,"sections":[{"name":"s","itemCount":1,"group":\#(node)}]}"#
    }

    /// `sections` sections, each a fixed row repeating a zero-width item `count` times:
    /// 1 + 2·count steps a section.
    static func zeroWidthRows(sections: Int, count: Int) -> String {
        let row = #"{"kind":"horizontal","repeatingCount":\#(count),"size":{"width":{"fractionalWidth":1},"#
            + #""height":{"absolute":10}},"subitems":[{"kind":"item","size":{"width":{"absolute":0},"#
            + #""height":{"absolute":10}}}]}"#
        let list = (0..<sections).map { #"{"name":"s\#($0)","itemCount":1,"group":\#(row)}"# }
        return #"{"formatVersion":1,"sections":[\#(list.joined(separator: ","))]}"#
    }

    static let cases: [(name: String, json: String)] = [
        ("nested counts, 6 levels of 10 (refused by validation)", nested(depth: 6, count: 10)),
        ("nested counts, 5 levels of 10 (234,611 steps)", nested(depth: 5, count: 10)),
        ("20 levels of 10,000 (refused: the product saturates)", nested(depth: 20, count: 10_000)),
        ("999,999 zero-width items (1,999,999 steps, the most)", zeroWidthRows(sections: 1, count: 999_999)),
        ("two sections of 600,000 (the second runs the budget out)", zeroWidthRows(sections: 2, count: 600_000)),
    ]

    /// Decodes, validates and solves at every width; what is refused is refused, not an error here.
    static func check(_ bytes: [UInt8]) {
        guard let document = try? LayoutDocument(json: bytes) else { return }
        for width in widths {
            blackhole(try? LayoutEngine.solve(document, in: SolveEnvironment(width: width, height: 844)))
        }
    }

    func run(into report: inout BenchReport) throws {
        let grid = PhotoGrid.document(itemCount: 1_000_000)
        let environment = SolveEnvironment(width: 390, height: 844)
        let baseline = try measurer.nanosecondsPerUnit(units: 1) { blackhole(try LayoutEngine.solve(grid, in: environment)) }
        for c in Self.cases {
            let bytes = Array(c.json.utf8)
            let subject = measurer.nanosecondsPerUnit(units: 1) { Self.check(bytes) }
            report.rows.append(ResultRow(
                workload: Self.title, name: "\(c.name), \(bytes.count.grouped) bytes",
                unit: "ns/document", subjectLabel: "decode, validate, solve ×3", subject: subject,
                baselineLabel: "photo grid, 1,000,000 cells", baseline: baseline,
                target: Target(measure: .value, limit: 1e9, text: "≤ 1 s")))
        }
    }
}
