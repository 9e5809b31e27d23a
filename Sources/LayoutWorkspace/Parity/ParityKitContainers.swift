import LayoutCatalog
import LayoutEngine
import LayoutSwift

extension ParityKit.Layout {
    /// A stored revision with the item counts `container` gives its sections (counts for
    /// sections it lacks are ignored), and the design tokens it names read from the
    /// container's set: the kit is written with the numbers its layouts are solved with.
    public init(_ stored: StoredRevision, in container: SolveContainer) throws {
        let environment = container.environment(for: stored.document, unknownSections: .ignore)
        var document = stored.document
        if document.namesTokens, let tokens = environment.tokens {
            do {
                document = try document.resolvingTokens(tokens)
            } catch {
                throw WorkspaceError(lines: error.errors.map { "\(stored.info.layout): \($0)" })
            }
        }
        // What `solve` refuses for every size (too many cells, a negative count) is not
        // written into a kit for UIKit to be asked.
        do {
            try checkRequest(document, in: environment)
        } catch {
            throw WorkspaceError("\(stored.info.layout): \(error)")
        }
        self.init(name: stored.info.layout, revision: stored.info.number, document: document,
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
