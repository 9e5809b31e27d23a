import LayoutCatalog
import LayoutEngine

/// An error's messages, one per `error:` line. Errors that list several problems give one
/// line each, so a newline inside a key or name is escaped rather than starting a line.
public func messageLines(of error: any Error) -> [String] {
    switch error {
    case let error as WorkspaceError:
        return error.lines
    case let error as DocumentErrors:
        return error.errors.map(\.description)
    case let error as CatalogError:
        return error.lines
    default:
        return "\(error)".split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
