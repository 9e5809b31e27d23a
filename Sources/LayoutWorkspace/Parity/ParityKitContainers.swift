import LayoutCatalog
import LayoutSwift

extension ParityKit.Layout {
    /// A stored revision with the item counts `container` gives its sections (counts for
    /// sections it lacks are ignored).
    public init(_ stored: StoredRevision, in container: SolveContainer) {
        let environment = container.environment(for: stored.document, unknownSections: .ignore)
        self.init(name: stored.info.layout, revision: stored.info.number, document: stored.document,
                  itemCounts: stored.document.sections.map(environment.itemCount(of:)))
    }
}

extension ParityKit.Container {
    /// A request's container as the parity kit sets up its collection view.
    public init(_ container: SolveContainer) {
        self.init(device: container.device, orientation: container.orientation.rawValue,
                  width: container.width, height: container.height,
                  safeArea: container.environment.safeArea,
                  // What the solver used: --layout-margins, else the safe area plus
                  // the device's (or the width's) minimum margin.
                  layoutMargins: container.environment.effectiveLayoutMargins,
                  horizontalSizeClass: container.environment.effectiveSizeClass,
                  layoutDirection: container.environment.layoutDirection,
                  scale: container.environment.scale)
    }
}
