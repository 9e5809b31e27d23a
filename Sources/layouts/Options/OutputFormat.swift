import ArgumentParser

/// `--format` for commands that print a listing.
enum ListingFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json
}

/// `--format` for `solve`.
enum SolveFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json, csv
}

/// `--format` for `diff`.
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
