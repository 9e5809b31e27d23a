import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

extension PictureLimit {
    /// One panel of the gallery: `document` (called `label`) solved in `container`, sections it
    /// lacks ignored, refused over the limit before it is solved and again before it is drawn;
    /// a failure names the layout and the container.
    public func solveForGallery(_ document: LayoutDocument, label: String, container: SolveContainer) throws -> Solution {
        let environment = container.environment(for: document, unknownSections: .ignore)
        try check(environment.cellCount(of: document), of: "\(label) at \(container.caption)")
        let solution: Solution
        do {
            solution = try LayoutEngine.solve(document, in: environment)
        } catch {
            throw WorkspaceError(lines: messageLines(of: error).map { "\(label) at \(container.caption): \($0)" })
        }
        try checkDrawn([solution], of: document, what: "\(label) at \(container.caption)")
        return solution
    }
}
