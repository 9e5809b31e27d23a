import LayoutEngine

/// One container a request solves in: the complete environment, and the device preset and
/// orientation it stands for (`nil` device for a bare width).
public struct SolveContainer: Hashable, Sendable {
    /// Everything the solver needs for this container (semantics §17).
    public var environment: SolveEnvironment
    /// The device preset's identifier; `nil` for a bare width.
    public var device: String?
    /// The orientation the preset is held in; `portrait` for a bare width.
    public var orientation: DeviceOrientation

    /// A container of `environment`, standing for `device` held in `orientation`.
    public init(environment: SolveEnvironment, device: String?, orientation: DeviceOrientation) {
        self.environment = environment
        self.device = device
        self.orientation = orientation
    }

    /// The container's width in points.
    public var width: Double { environment.width }
    /// The container's height in points.
    public var height: Double { environment.height }

    /// What to do with counts and scroll positions that name a section a document lacks.
    public enum UnknownSections: Sendable {
        /// Pass them on, so the solver names them in its error (one subject).
        case refuse
        /// Drop them, so one request serves a whole catalogue.
        case ignore
    }

    /// The environment for one document.
    public func environment(for document: LayoutDocument, unknownSections: UnknownSections = .refuse) -> SolveEnvironment {
        guard unknownSections == .ignore else { return environment }
        return environment.restricted(to: document.sections.map(\.name))
    }
}

/// What to solve in, parsed once from `SolveOptions`: the containers in the order asked, each
/// carrying every environment input (sizes, size class, safe area, margins, direction, scroll
/// positions, counts, pixel grid).
public struct SolveRequest: Hashable, Sendable {
    /// The containers, in the order asked; each document is solved in every one.
    public var containers: [SolveContainer]

    /// A request to solve in `containers`.
    public init(containers: [SolveContainer]) {
        self.containers = containers
    }
}
