import LayoutEngine

/// What `layouts check` found in one file.
public struct CheckedFile {
    /// How the file compares with its version at the base revision (`added`: none there).
    public enum Base { case unchanged, changed, added }

    /// The file as the command line named it.
    public var path: String
    /// The file from the repository's top folder, as GitHub resolves an annotation's path and
    /// git names it at a revision, whatever the folder `check` ran in; `path` when git cannot say.
    public var repositoryPath: String
    /// Validation errors (or why the file could not be read), each with its line.
    public var errors: [(line: Int, message: String)] = []
    /// Lint findings, each with its line.
    public var findings: [(line: Int, finding: LintFinding)] = []
    /// The first line that differs from the form `layouts fmt` writes, when the file is not in
    /// it and the settings' `format` is on.
    public var unformattedLine: Int?
    /// Whether lint findings are errors (the settings' `lint.warningsAsErrors`).
    public var findingsAreErrors = false
    /// With the settings' `minimumWidth`: where the layout has no room, if anywhere.
    public var noRoom: (line: Int, message: String)?
    /// How the file compares with the base.
    public var base: Base = .added
    /// Per container with changes: its label, how many frames changed and the largest change in points.
    public var frameChanges: [(container: String, count: Int, largest: Double)] = []
    /// The old and new pictures written for it (`check --pictures`).
    public var pictures: [String] = []

    /// A file at `path` (`repositoryPath` from the repository's top) with nothing found yet.
    public init(path: String, repositoryPath: String? = nil) {
        self.path = path
        self.repositoryPath = repositoryPath ?? path
    }
}

extension [CheckedFile] {
    /// The status `check` exits with: 2 when a file is invalid or cannot be read; 1 when frames
    /// changed beyond the tolerance, a layout has no room, or findings count as errors; else 0.
    package var exitStatus: Int32 {
        if contains(where: { !$0.errors.isEmpty }) { return 2 }
        let differs = contains { !$0.frameChanges.isEmpty || $0.noRoom != nil || ($0.findingsAreErrors && !$0.findings.isEmpty) }
        return differs ? 1 : 0
    }
}
