/// One problem in a layout document, and where it is.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: a path into the document such as `sections[1].group.size.width`,
    /// `line 3, column 7` for a syntax error, or empty for the document as a whole.
    public var path: String
    /// What is wrong there, in words a document's author can act on.
    public var message: String

    /// An error at `path` (empty for the document as a whole).
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, or the message alone when there is no path.
    public var description: String {
        path.isEmpty ? message : "\(path): \(message)"
    }
}

/// Every problem found in a document: decoding and validation report them all, not the first.
public struct DocumentErrors: Error, Sendable, CustomStringConvertible {
    /// The problems, in the order they were found.
    public var errors: [DocumentError]

    /// Wraps the problems found; callers throw it only when there is at least one.
    public init(_ errors: [DocumentError]) {
        self.errors = errors
    }

    /// One error per line.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
