import LayoutCatalog
import LayoutEngine

/// A document file `layouts import` saves, with the layout name its file name gives.
public struct ImportedFile: Hashable, Sendable {
    /// The file as found in the folder.
    public var path: String
    /// The layout it is saved as: the file's name without `.json`.
    public var name: String
    /// The document it holds.
    public var document: LayoutDocument

    /// A file at `path` holding `document`, saved as `name`.
    public init(path: String, name: String, document: LayoutDocument) {
        (self.path, self.name, self.document) = (path, name, document)
    }

    /// Every file decoded and named after its file (`grid.json`: `grid`), or every problem at
    /// once (a name that is not a layout name, two files of one name, an invalid document).
    public static func read(_ files: [String]) throws -> [ImportedFile] {
        var documents: [ImportedFile] = []
        var problems: [String] = []
        var pathByName: [String: String] = [:]
        for path in files {
            let name = String(PathSyntax.lastComponent(of: path).dropLast(".json".count))
            if let problem = LayoutName.problem(with: name) {
                problems.append("\(path): cannot be a layout name: \(problem)")
            } else if let first = pathByName[name] {
                problems.append("\(path): the layout \(name) is also \(first)")
            } else {
                pathByName[name] = path
            }
            do {
                documents.append(ImportedFile(path: path, name: name, document: try decodeDocument(at: path)))
            } catch {
                problems += messageLines(of: error)
            }
        }
        guard problems.isEmpty else { throw WorkspaceError(lines: problems + ["nothing was imported"]) }
        return documents
    }
}
