import LayoutCatalog
import LayoutEngine

/// Workload 2: seed layouts with nested groups and orthogonal sections, against the raw grid
/// loop writing the same number of cells.
struct NestedWorkload {
    static let title = "2 nested patterns"
    static let width = 390.0
    static let height = 844.0

    /// A seed layout and the cells to give it.
    struct Case {
        var layout: String
        var description: String
        /// Spread over the sections, rounded up: nested-groups has 3 sections of 33,334.
        var totalCells: Int?
        var cellsPerSection: Int?
    }

    static let cases = [
        Case(layout: "nested-groups", description: "large item + two vertical groups", totalCells: 100_000),
        Case(layout: "nested-groups-unrepeated", description: "large item + one vertical group", totalCells: 100_000),
        Case(layout: "big-item-and-tiny-columns", description: "0.4 + three 0.2 columns", totalCells: 100_000),
        Case(layout: "music-app-home", description: "music app, orthogonal + headers", cellsPerSection: 1_000),
        // List rows are one row group stamped per row (§19, docs/lists.md): the per-cell cost
        // of a group section of one-item rows, plus the headers and footers.
        Case(layout: "settings-inset-grouped", description: "inset-grouped list, headers", totalCells: 100_000),
    ]

    let measurer: Measurer

    func run(into report: inout BenchReport) throws {
        let seed = try SeedCatalogue.layouts()
        for c in Self.cases {
            guard let document = seed.first(where: { $0.name == c.layout })?.document else {
                throw BenchError("seed layout \(c.layout) is missing")
            }
            let sections = max(1, document.sections.count)
            let perSection = c.cellsPerSection ?? ((c.totalCells ?? 0) + sections - 1) / sections
            let environment = SolveEnvironment(width: Self.width, height: Self.height, defaultItemCount: perSection)
            let cells = try LayoutEngine.solve(document, in: environment).cells.count
            let raw = RawGridLoop(width: Self.width)
            let solver = try measurer.nanosecondsPerUnit(units: cells) {
                blackhole(try LayoutEngine.solve(document, in: environment))
            }
            let baseline = measurer.nanosecondsPerUnit(units: cells) { blackhole(raw.frames(count: cells)) }
            report.rows.append(ResultRow(
                workload: Self.title,
                name: "\(c.layout) (\(c.description)), \(sections) × \(perSection.grouped) cells",
                unit: "ns/cell", subjectLabel: "solver", subject: solver,
                baselineLabel: "raw grid loop", baseline: baseline,
                target: Target(measure: .ratio, limit: 4, text: "≤ 4× raw loop")))
        }
    }
}

