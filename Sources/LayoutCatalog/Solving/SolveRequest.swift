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
    /// Whether the container is one of a sweep of text sizes (`--content-size-categories`), so
    /// that what names it names its content size category too.
    public var sweepsTextSize = false
    /// The `--measurements` argument the environment's measurements were read from, for
    /// messages about them; `nil` when none were given.
    public var measurementsSource: String?

    /// A container of `environment`, standing for `device` held in `orientation`.
    public init(environment: SolveEnvironment, device: String?, orientation: DeviceOrientation) {
        self.environment = environment
        self.device = device
        self.orientation = orientation
    }

    /// The container's content size category when it is one of a text size sweep, else `nil`:
    /// what labels add (`iphone-16 · accessibilityLarge`).
    public var textSizeLabel: String? { sweepsTextSize ? environment.contentSizeCategory.rawValue : nil }

    /// The device and its orientation as tables name them (`iphone-16`, `ipad-10 landscape`);
    /// `nil` for a bare width.
    public var deviceName: String? { device.map { orientation == .landscape ? "\($0) landscape" : $0 } }

    /// `deviceName`, else `bare`, followed by ` · ` and the text size in a text size sweep.
    public func label(bare: String) -> String {
        [deviceName ?? bare, textSizeLabel].compactMap { $0 }.joined(separator: " · ")
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
