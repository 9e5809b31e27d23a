import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

extension PictureLimit {
    /// The most intervals `render --breakpoints` draws side by side: past it a sheet is too wide
    /// to review, and a narrower range says more.
    public static let mostBreakpoints = 40

    /// `render --breakpoints`: `subject` swept across `range` in `base` (as `layouts sweep`
    /// finds its intervals) and drawn once in each interval where it has room, at the
    /// interval's first width, the panel captioned with the interval (`320–411 pt`). Intervals
    /// without room cannot be drawn; they are returned for the caller to name. Refuses more than
    /// `mostBreakpoints` panels, and a picture over the limit, before anything is drawn.
    public func solveBreakpoints(_ subject: SolveSubject, in base: SolveContainer, range: WidthRange, by catalog: Catalog)
        throws -> (panels: [RenderPanel], outcomes: [SolveOutcome], request: SolveRequest, noRoom: [ShapeInterval]) {
        let sweep = try subject.sweep(in: base, range: range, unknownSections: .refuse)
        let drawn = sweep.intervals.filter { $0.shape.noRoom == nil }
        guard drawn.count <= Self.mostBreakpoints else {
            throw PictureError("\(subject.title): \(drawn.count) intervals from \(formatPoints(range.lower)) to "
                               + "\(formatPoints(range.upper)) points, over the \(Self.mostBreakpoints) a sheet draws; "
                               + "give a narrower --widths A..B (`layouts sweep` lists them all)")
        }
        guard !drawn.isEmpty else {
            throw PictureError("\(subject.title): no room at any width from \(formatPoints(range.lower)) to \(formatPoints(range.upper)) points")
        }
        let request = SolveRequest(containers: drawn.map { interval in
            var container = base
            container.environment.width = interval.from
            return container
        })
        var (panels, outcomes) = try solvePanels(subject, request, by: catalog)
        for (index, interval) in drawn.enumerated() {
            let widths = interval.from == interval.to
                ? formatPoints(interval.from) : "\(formatPoints(interval.from))–\(formatPoints(interval.to))"
            panels[index].caption = "\(widths) pt" + (base.deviceName.map { " · \($0)" } ?? "")
        }
        return (panels, outcomes, request, sweep.intervals.filter { $0.shape.noRoom != nil })
    }

    /// `render`'s panels: one per container of `request`, or with `breakpoints` one per interval
    /// of that range (`solveBreakpoints`, in `request.sweepBase(height:)`), an interval without
    /// room told to `note`. Returns the panels, the solves' outcomes and the request drawn.
    public func solvePanels(_ subject: SolveSubject, _ request: SolveRequest, breakpoints: WidthRange?, height: Double?,
                            by catalog: Catalog,
                            note: (String) -> Void) throws -> (panels: [RenderPanel], outcomes: [SolveOutcome], request: SolveRequest) {
        guard let range = breakpoints else {
            let (panels, outcomes) = try solvePanels(subject, request, by: catalog)
            return (panels, outcomes, request)
        }
        let drawn = try solveBreakpoints(subject, in: request.sweepBase(height: height), range: range, by: catalog)
        for interval in drawn.noRoom {
            note(terminalSafe("note: \(subject.title): no room from \(formatPoints(interval.from)) to \(formatPoints(interval.to)) points; not drawn"))
        }
        return (drawn.panels, drawn.outcomes, drawn.request)
    }
}
