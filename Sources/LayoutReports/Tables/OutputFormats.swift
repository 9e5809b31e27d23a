import LayoutEngine

/// `--format` for commands that print a listing: a table for people, JSON for scripts.
package enum ListingFormat: String, CaseIterable, Sendable {
    case table, json

    /// Prints a listing as asked: pretty JSON for scripts, text (a table) for people. Only the
    /// one asked for is built.
    package func print(json: () -> JSONValue, text: () -> String) {
        switch self {
        case .json: Swift.print(json().prettyText)
        case .table: Swift.print(text())
        }
    }
}

/// `--format` for `diff`: text for people, JSON for scripts.
package enum DiffFormat: String, CaseIterable, Sendable {
    case text, json
}
