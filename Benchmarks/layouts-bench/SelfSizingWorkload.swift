import LayoutEngine

/// Workload 7: sections solved instance by instance from measured sizes (semantics §18): a
/// 100,000-cell feed of estimated rows with measured heights and a 100,000-item tag cloud, each
/// against a raw loop that writes the same frames from the same sizes, in the same run.
struct SelfSizingWorkload {
    static let title = "7 self-sizing"
    static let width = 390.0
    static let height = 844.0
    static let cells = 100_000
    static let spacing = 8.0

    let measurer: Measurer

    /// Varied, as real text is: 60–259 points tall, 40–159 points wide.
    static func height(of item: Int) -> Double { 60 + Double(item * 37 % 200) }
    static func width(of item: Int) -> Double { 40 + Double(item * 53 % 120) }

    func run(into report: inout BenchReport) throws {
        try measure("feed of estimated rows, measured heights", document: Self.feed(), environment: Self.feedEnvironment(),
                    raw: Self.rawFeed, into: &report)
        try measure("tag cloud, measured widths", document: Self.tagCloud(), environment: Self.tagEnvironment(),
                    raw: Self.rawTagCloud, into: &report)
    }

    private func measure(_ name: String, document: LayoutDocument, environment: SolveEnvironment,
                         raw: @escaping (Int) -> [Double], into report: inout BenchReport) throws {
        let count = Self.cells
        let solved = try LayoutEngine.solve(document, in: environment)
        report.frameChecks.append(FrameCheck(name: "\(Self.title): \(name)",
                                             solver: solved.cells.storage,
                                             raw: raw(count)))
        let solver = try measurer.nanosecondsPerUnit(units: count) {
            blackhole(try LayoutEngine.solve(document, in: environment))
        }
        let baseline = measurer.nanosecondsPerUnit(units: count) { blackhole(raw(count)) }
        report.rows.append(ResultRow(
            workload: Self.title, name: "\(name), \(count.grouped) cells at \(Self.width.formatted) pt",
            unit: "ns/cell", subjectLabel: "solver", subject: solver,
            baselineLabel: "raw loop, same sizes", baseline: baseline,
            target: Target(measure: .ratio, limit: 5, text: "≤ 5× raw loop")))
    }

    // MARK: The feed: rows fw 1 × estimated(120), 8 apart, one item fw 1 × estimated(120) each.

    static func feed() -> LayoutDocument {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(120)))
        let row = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(120)),
                             kind: .group(LayoutGroup(axis: .horizontal, subitems: [item])))
        return LayoutDocument(sections: [Section(name: "feed", itemCount: cells, group: row, interGroupSpacing: spacing)])
    }

    static func feedEnvironment() -> SolveEnvironment {
        var indices = IndexedMeasurements()
        for i in 0..<cells { indices[i] = MeasuredSize(height: height(of: i)) }
        return SolveEnvironment(width: width, height: height, measurements: Measurements(
            sections: ["feed": SectionMeasurements(indices: indices)]))
    }

    /// Row i at the running sum of the heights before it and their gaps.
    static func rawFeed(_ count: Int) -> [Double] {
        var frames = [Double](repeating: 0, count: count * 4)
        var y = 0.0
        for i in 0..<count {
            let h = height(of: i)
            frames[4 * i + 1] = y
            frames[4 * i + 2] = width
            frames[4 * i + 3] = h
            y += h + spacing
        }
        return frames
    }

    // MARK: The tag cloud: rows fw 1 × estimated(32) of items estimated(80) × absolute(32), 8 apart.

    static func tagCloud() -> LayoutDocument {
        let tag = LayoutItem(size: LayoutSize(width: .estimated(80), height: .absolute(32)))
        let row = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(32)),
                             kind: .group(LayoutGroup(axis: .horizontal, subitems: [tag], interItemSpacing: .fixed(spacing))))
        return LayoutDocument(sections: [Section(name: "tags", itemCount: cells, group: row, interGroupSpacing: spacing)])
    }

    static func tagEnvironment() -> SolveEnvironment {
        var indices = IndexedMeasurements()
        for i in 0..<cells { indices[i] = MeasuredSize(width: width(of: i)) }
        return SolveEnvironment(width: width, height: height, measurements: Measurements(
            sections: ["tags": SectionMeasurements(indices: indices)]))
    }

    /// Tags left to right while they fit in the width, then the next row 32 + 8 lower.
    static func rawTagCloud(_ count: Int) -> [Double] {
        var frames = [Double](repeating: 0, count: count * 4)
        var x = 0.0, y = 0.0
        var first = true
        for i in 0..<count {
            let w = width(of: i)
            if !first && x + spacing + w > width {
                x = 0
                y += 32 + spacing
                first = true
            }
            if !first { x += spacing }
            frames[4 * i] = x
            frames[4 * i + 1] = y
            frames[4 * i + 2] = w
            frames[4 * i + 3] = 32
            x += w
            first = false
        }
        return frames
    }
}
