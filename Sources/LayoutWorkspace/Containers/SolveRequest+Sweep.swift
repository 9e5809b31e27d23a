import LayoutCatalog
import LayoutEngine

extension SolveRequest {
    /// The container every width of a sweep shares all but its width with: the device's, when
    /// the request has one, else its first bare width's, `height` points high (844, the most
    /// common iPhone height and `solve`'s own default, when nil), with the size class and
    /// margin left to follow the width. (The request also holds the range's widths as bare
    /// containers, each with the height of a preset of its width: not wanted here.)
    public func sweepBase(height: Double?) -> SolveContainer {
        if let device = containers.first(where: { $0.device != nil }) { return device }
        var container = containers[0]
        container.environment.height = height ?? 844
        container.environment.sizeClass = nil
        container.environment.layoutMargin = nil
        return container
    }
}

extension SolveSubject {
    /// The subject swept across `range` in `base` with only the width changing: its sections
    /// given counts by `base` (a section the subject lacks refused, or ignored for a sweep of
    /// every layout) and its design tokens read from `base`'s set, or refused naming the subject.
    public func sweep(in base: SolveContainer, range: WidthRange,
                      unknownSections: SolveContainer.UnknownSections) throws -> WidthSweep {
        let environment = base.environment(for: document, unknownSections: unknownSections)
        let resolved: LayoutDocument
        do {
            resolved = try document.resolvedForAnalysis(with: environment.tokens)
            // An error of the request (too many cells, a section it names that is not there)
            // holds at every width: refused as `solve` refuses it, not swept as no room.
            var first = environment
            first.width = range.lower
            try checkRequest(resolved, in: first)
        } catch {
            throw WorkspaceError("\(title): \(error)")
        }
        return WidthSweep(document: resolved, environment: environment, range: range)
    }
}
