import LayoutEngine

/// What `layouts check` found in one file.
package struct CheckedFile {
    package enum Base { case unchanged, changed, added }

    package var path: String
    /// Validation errors (or why the file could not be read), each with its line.
    package var errors: [(line: Int, message: String)] = []
    package var findings: [(line: Int, finding: LintFinding)] = []
    package var base: Base = .added
    /// Per container with changes: its label, how many frames changed and the largest change in points.
    package var frameChanges: [(container: String, count: Int, largest: Double)] = []
    package var pictures: [String] = []

    /// A file at `path` with nothing found yet.
    package init(path: String) {
        self.path = path
    }
}
