import LayoutCatalog
import LayoutEngine
import LayoutSwift

extension Catalog {
    /// Compares UIKit's frames in `dump` (a parity kit's dump, called `dumpName` in errors) with
    /// the solver's: each layout it names (NAME@revision) is solved in the container the dump
    /// records (`ParityDump.Solution.environment(for:presets:)`), and `each` is given the
    /// comparison, the revision's name and the container, in the dump's order.
    public func compare(_ dump: ParityDump, named dumpName: String, tolerance: Double,
                        each: (ParityComparison, _ title: String, ParityDump.Container) -> Void) throws {
        let presets = try devices()
        for result in dump.results {
            let stored = try revision(RevisionReference(name: result.layout, number: result.revision))
            let title = stored.info.reference.description
            for solution in result.solutions {
                let environment: SolveEnvironment
                do {
                    environment = try solution.environment(for: stored.document, presets: presets)
                } catch {
                    throw WorkspaceError("\(dumpName): \(error)")
                }
                let ours: Solution
                do {
                    ours = try LayoutEngine.solve(stored.document, in: environment)
                } catch {
                    throw WorkspaceError("\(dumpName): \(solution.path): \(title) cannot be solved there: \(error)")
                }
                each(ParityComparison(uikit: solution, ours: ours, document: stored.document, tolerance: tolerance),
                     title, solution.container)
            }
        }
    }
}
