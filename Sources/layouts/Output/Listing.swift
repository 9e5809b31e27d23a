import LayoutEngine

extension ListingFormat {
    /// Prints a listing as asked: pretty JSON for scripts, text (a table) for people. Only the
    /// one asked for is built.
    func print(json: () -> JSONValue, text: () -> String) {
        switch self {
        case .json: Swift.print(json().prettyText)
        case .table: Swift.print(text())
        }
    }
}
