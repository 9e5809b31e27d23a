/// A file a folder walk found and did not read, with the reason, for the note that says so:
/// a command never passes over a file in silence unless its name is hidden.
struct SkippedFile: Equatable {
    var path: String
    var reason: String

    static func notJSON(_ path: String) -> SkippedFile { SkippedFile(path: path, reason: "not a .json file") }

    /// The line for standard error, made safe for the terminal.
    var note: String { terminalSafe("note: \(path): skipped (\(reason))") }
}
