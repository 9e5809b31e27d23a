import LayoutEngine

/// What `layouts check` found in one file.
struct CheckedFile {
    enum Base { case unchanged, changed, added }

    var path: String
    /// Validation errors (or why the file could not be read), each with its line.
    var errors: [(line: Int, message: String)] = []
    var findings: [(line: Int, finding: LintFinding)] = []
    /// With the settings' `minimumWidth`: where the layout has no room, if anywhere.
    var noRoom: (line: Int, message: String)?
    var base: Base = .added
    /// Per container with changes: its label, how many frames changed and the largest change in points.
    var frameChanges: [(container: String, count: Int, largest: Double)] = []
    var pictures: [String] = []
}
