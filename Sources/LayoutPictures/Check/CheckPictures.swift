import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

/// The pictures `layouts check --pictures FOLDER` writes for a changed layout: its old and new
/// wireframes at one container, as FOLDER/NAME.old.svg and FOLDER/NAME.new.svg.
public struct CheckPictures {
    /// The folder the pictures go into (created when missing).
    public var folder: String

    /// Pictures written into `folder`.
    public init(folder: String) { self.folder = folder }

    /// Draws `old` and `new` at `container`, titled by the file's `name`; returns the two files.
    public func draw(old: LayoutDocument, new: LayoutDocument, at container: CheckContainer, name: String) throws -> [String] {
        try createFolder(folder)
        let stem = PictureStem.of(name)
        return try [("old", old), ("new", new)].map { side, document in
            let solution = try LayoutEngine.solve(document, in: container.environment)
            let file = PathSyntax.appending("\(stem).\(side).svg", to: folder)
            let panel = try RenderPanel(solution: solution,
                                    container: SolveContainer(environment: container.environment, device: nil, orientation: .portrait),
                                    document: document, caption: container.label)
            let sheet = SVGSheet(title: "\(name) (\(side), \(container.label))", panels: [panel], style: RenderStyle())
            try StreamedFile.write(to: file) { sheet.write(to: &$0) }
            return file
        }
    }
}
