import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

/// `diff --render FOLDER`: for each container whose frames changed, one before/after sheet
/// with every changed frame marked on both sides (moved, resized, added or removed).
package struct DiffPictures {
    package var folder: String
    package var style: RenderStyle

    /// Sheets written into `folder`, drawn in `style`.
    package init(folder: String, style: RenderStyle) {
        self.folder = folder
        self.style = style
    }

    /// Writes the sheets; returns their paths.
    package func write(_ diff: LayoutDiff, solutions: [(old: Solution, new: Solution)], containers: [SolveContainer],
               old: LayoutDocument, new: LayoutDocument) throws -> [String] {
        let changed = zip(containers, zip(diff.frames, solutions)).filter { !$0.1.0.isEmpty }
        guard !changed.isEmpty else { return [] }
        try createFolder(folder)
        return try changed.map { container, pair in
            let (frames, solved) = pair
            let before = try RenderPanel(solution: solved.old, container: container, document: old,
                                     caption: "before: \(diff.oldLabel) · \(container.caption)",
                                     marked: frames.changes.compactMap { change in change.old.map { MarkedFrame(frame: $0, note: Self.note(change)) } })
            let after = try RenderPanel(solution: solved.new, container: container, document: new,
                                    caption: "after: \(diff.newLabel) · \(container.caption)",
                                    marked: frames.changes.compactMap { change in change.new.map { MarkedFrame(frame: $0, note: Self.note(change)) } })
            let title = "\(diff.oldLabel) → \(diff.newLabel) · \(plural(frames.changes.count, "frame")) changed at \(container.caption)"
            let sheet = SVGSheet(title: title, panels: [before, after], style: style)
            // A file is named by its stem (`main:layouts/grid.json` → grid), a revision as itself (photo-grid-2).
            let name = SVGText.identifier(PathSyntax.removingExtension(of: PathSyntax.lastComponent(of: diff.newLabel)))
            let path = PathSyntax.appending("\(name).\(SVGText.identifier(container.shortName)).svg", to: folder)
            try StreamedFile.write(to: path) { sheet.write(to: &$0) }
            return path
        }
    }

    /// `diff` with its pictures: the measurements checked against both sides (warnings to
    /// `warn`), `old` and `new` compared by `catalog` in `request`, and, when
    /// `pictures` is given, both sides of each container kept and the sheets written (refused
    /// over `limit` before anything is solved, and again before anything is drawn; two
    /// containers that would share a file name refused first). Returns the diff, the solves'
    /// outcomes (for the cache warning) and the sheets written.
    package static func diff(_ old: SolveSubject, _ new: SolveSubject, by catalog: Catalog, in request: SolveRequest,
                             tolerance: Double, useCache: Bool, pictures: DiffPictures?,
                             limit: PictureLimit, warn: (String) -> Void) throws -> (diff: LayoutDiff, outcomes: [SolveOutcome], written: [String]) {
        try checkMeasurements(ofSides: [old.document, new.document], in: request.containers, warn: warn)
        let title = "\(old.title) → \(new.title)"
        if let pictures {
            try refuseSharedNames(request.containers, folder: pictures.folder)
            try limit.checkDiff(old.document, new.document, in: request.containers.map(\.environment), title: title)
        }
        var solved: [(old: Solution, new: Solution)] = []
        var outcomes: [SolveOutcome] = []
        let diff = try catalog.diff(old, new, in: request, tolerance: tolerance, useCache: useCache,
                                    each: { _, oldSolution, newSolution in
                                        // Both sides' solutions are kept only for the pictures.
                                        guard pictures != nil else { return }
                                        try limit.checkDrawn([(oldSolution, old.document), (newSolution, new.document)],
                                                             what: title)
                                        solved.append((oldSolution, newSolution))
                                    },
                                    solved: { outcomes += $1 })
        let written = try pictures?.write(diff, solutions: solved, containers: request.containers,
                                          old: old.document, new: new.document) ?? []
        return (diff, outcomes, written)
    }

    /// Refuses, before anything is solved or written, two different containers whose sheets
    /// would have one file name: widths that differ by less than the 0.01 pt a name shows
    /// (390.001 and 390.004 are both `390pt`) would leave one picture for two containers.
    package static func refuseSharedNames(_ containers: [SolveContainer], folder: String) throws {
        var firstByName: [String: SolveContainer] = [:]
        for container in containers {
            let name = SVGText.identifier(container.shortName)
            guard let first = firstByName[name] else { firstByName[name] = container; continue }
            guard first == container else {
                let size = { (c: SolveContainer) in "\(formatPoints(c.width, digits: 6)) × \(formatPoints(c.height, digits: 6))" }
                throw PictureError("--render \(folder): the containers \(size(first)) and \(size(container)) would share one picture, NAME.\(name).svg; give widths that differ by at least 0.01 pt")
            }
        }
    }

    /// `cell photos item 3: moved, resized`.
    package static func note(_ change: FrameChange) -> String {
        let what = change.category == .cell ? "cell" : (change.elementKind ?? change.category.rawValue)
        var how: [String] = []
        if change.isAdded { how.append("added") }
        if change.isRemoved { how.append("removed") }
        if change.moved { how.append("moved") }
        if change.resized { how.append("resized") }
        return "\(what) \(change.section ?? "layout") item \(change.item): \(how.joined(separator: ", "))"
    }
}
