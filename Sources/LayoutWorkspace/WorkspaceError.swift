/// A failure in the workspace (a file that cannot be read or written, a git revision that does
/// not exist, a settings file that is not valid), worded for the person who named the file:
/// one line each, `PATH: what is wrong`.
public struct WorkspaceError: Error, CustomStringConvertible, Equatable {
    /// One message each, every one naming what it is about.
    public var lines: [String]
    /// The messages, one a line.
    public var description: String { lines.joined(separator: "\n") }

    /// One message.
    public init(_ description: String) { lines = [description] }

    /// Several messages, such as every problem of one document.
    public init(lines: [String]) { self.lines = lines }
}
