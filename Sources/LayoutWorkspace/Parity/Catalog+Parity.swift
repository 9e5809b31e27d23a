import LayoutCatalog
import LayoutEngine
import LayoutSwift

extension Catalog {
    /// Writes the parity kit of every layout's latest revision for `request`'s containers into
    /// `folder` (created if missing): each layout as Swift, and the XCTest file. Everything is
    /// generated before the folder is touched. Returns how many layouts and containers it holds.
    public func writeParityKit(for request: SolveRequest, into folder: String) throws -> (layouts: Int, containers: Int) {
        let layouts = try latestRevisions().map { try ParityKit.Layout($0, in: request.containers[0]) }
        let containers = request.containers.map(ParityKit.Container.init)
        let files = try ParityKit.files(layouts: layouts, containers: containers)
        try createFolder(folder)
        for file in files {
            try writeFile(file.contents, to: PathSyntax.appending(file.name, to: folder))
        }
        return (layouts.count, containers.count)
    }

    /// Compares UIKit's frames in `dump` (a parity kit's dump, called `dumpName` in errors) with
    /// the solver's: each layout it names (NAME@revision) is solved in the container the dump
    /// records (`ParityDump.Solution.environment(for:presets:windows:)`, a device or a window
    /// preset), and `each` is given the
    /// comparison, the revision's name and the container, in the dump's order.
    public func compare(_ dump: ParityDump, named dumpName: String, tolerance: Double,
                        each: (ParityComparison, _ title: String, ParityDump.Container) -> Void) throws {
        let (presets, windows) = (try devices(), try SeedCatalogue.windows())
        for result in dump.results {
            let stored = try revision(RevisionReference(name: result.layout, number: result.revision))
            let title = stored.info.reference.description
            for solution in result.solutions {
                let environment: SolveEnvironment
                do {
                    environment = try solution.environment(for: stored.document, presets: presets, windows: windows)
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
