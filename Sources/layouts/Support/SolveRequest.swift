import LayoutCatalog
import LayoutEngine

/// One container a request solves in: the complete environment, and the device preset and
/// orientation it stands for (`nil` device for a bare width).
struct SolveContainer: Hashable {
    var environment: SolveEnvironment
    var device: String?
    var orientation: DeviceOrientation

    var width: Double { environment.width }
    var height: Double { environment.height }

    /// The environment for one document. With `strictSections`, counts and scroll positions that
    /// name a section the document lacks reach the solver and its error; without, they are
    /// dropped, so one request can serve a whole catalogue.
    func environment(for document: LayoutDocument, strictSections: Bool) -> SolveEnvironment {
        guard !strictSections else { return environment }
        let names = Set(document.sections.map(\.name))
        var environment = environment
        environment.itemCounts = environment.itemCounts.filter { names.contains($0.key) }
        environment.orthogonalOffsets = environment.orthogonalOffsets.filter { names.contains($0.key) }
        environment.measurements.sections = environment.measurements.sections.filter { names.contains($0.key) }
        return environment
    }
}

/// What to solve in, parsed once from `SolveOptions`: the containers in the order asked, each
/// carrying every environment input (sizes, size class, safe area, margins, direction, scroll
/// positions, counts, pixel grid).
struct SolveRequest: Hashable {
    var containers: [SolveContainer]
}
