import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

extension PictureLimit {
    /// `render`'s panels: `subject` solved by `catalog` in every container of `request`, a
    /// picture over the limit refused before any panel is solved (the counts are known from the
    /// document and the request) and again before any is drawn. Returns the panels in the
    /// request's order and the solves' outcomes (whether each was kept in the cache).
    public func solvePanels(_ subject: SolveSubject, _ request: SolveRequest,
                            by catalog: Catalog) throws -> (panels: [RenderPanel], outcomes: [SolveOutcome]) {
        try check(request.containers.map { $0.environment.cellCount(of: subject.document) }, of: subject.title)
        let outcomes = try catalog.solve(subject, request)
        try checkDrawn(outcomes.map(\.solution), of: subject.document, what: subject.title)
        let panels = try zip(request.containers, outcomes).map { container, outcome in
            try RenderPanel(solution: outcome.solution, container: container, document: subject.document)
        }
        return (panels, outcomes)
    }
}

extension [RenderPanel] {
    /// What a picture of these panels holds, as `render` reports it: `24 cells, 390 × 1288 pt`.
    public var summary: String {
        let cells = reduce(0) { $0.addingSaturating($1.solution.cells.count) }
        let sizes = map { "\(formatPoints($0.solution.contentSize.width)) × \(formatPoints($0.solution.contentSize.height))" }
        return "\(plural(cells, "cell")), \(sizes.joined(separator: ", ")) pt"
    }
}
