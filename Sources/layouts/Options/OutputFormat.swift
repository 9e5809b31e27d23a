import ArgumentParser
import LayoutReports

/// `--format` for commands that print a listing.
enum ListingFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json
}

extension SolveFormat: ExpressibleByArgument {}

/// `--format` for `diff`.
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
