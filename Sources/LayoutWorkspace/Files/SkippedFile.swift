/// A file a folder walk found and did not read, with the reason, for the note that says so:
/// a command never passes over a file in silence unless its name is hidden.
package struct SkippedFile: Equatable {
    package var path: String
    package var reason: String

    /// `path`, passed over for `reason`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package static func notJSON(_ path: String) -> SkippedFile { SkippedFile(path: path, reason: "not a .json file") }

    /// The line for standard error, made safe for the terminal.
    package var note: String { terminalSafe("note: \(path): skipped (\(reason))") }
}
