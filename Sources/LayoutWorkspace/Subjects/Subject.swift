import LayoutCatalog

/// Where a layout document comes from, as written on the command line. One rule, which never
/// looks at the files that happen to be in the current folder, so that a file or folder named
/// like a layout cannot stand in for it (docs/files.md, "A layout or a file"):
///
/// - `-`: standard input;
/// - `.`, `..` and a path that starts with `/`, `./` or `../`: a file or folder (`./grid` for a
///   file without `.json`, `./a:b.json` for a file with a colon);
/// - `REV:path`: a file as git holds it at a revision (`main:layouts/grid.json`,
///   `origin/main:grid.json`), read with `git show`;
/// - anything else with a `/` or ending in `.json`: a file;
/// - otherwise `NAME` or `NAME@N`: a stored revision.
public enum Subject: Equatable {
    /// `-`: the document on standard input.
    case standardInput
    /// A file, by its path.
    case file(String)
    /// `REV:path`: a file as git holds it at a revision.
    case git(revision: String, path: String)
    /// `NAME` or `NAME@N`: a revision stored in a catalogue.
    case stored(RevisionReference)

    /// The subject `text` names by the rule above; a name that is not valid is an error.
    public init(parsing text: String) throws {
        if let subject = Self.unlessName(text) {
            self = subject
        } else {
            self = .stored(try RevisionReference(parsing: text))
        }
    }

    /// For a command that reads no stored layout (`validate`, `check`, `fmt`, `gallery FILES`):
    /// what is not standard input or `REV:path` is a path, with or without a `/`.
    public init(path text: String) {
        self = Self.unlessName(text) ?? .file(text)
    }

    /// The subject `text` is by the rule when it is not a layout name, else nil.
    private static func unlessName(_ text: String) -> Subject? {
        if text == "-" { return .standardInput }
        if text == "." || text == ".." || text.hasPrefix("/") || text.hasPrefix("./") || text.hasPrefix("../") {
            return .file(text)
        }
        if let colon = text.firstIndex(of: ":"), colon != text.startIndex {
            return .git(revision: String(text[..<colon]), path: String(text[text.index(after: colon)...]))
        }
        if text.contains("/") || text.hasSuffix(".json") { return .file(text) }
        return nil
    }

    /// `--file PATH` (a path or `-`, never a layout name) when given, else the positional subject.
    public init(argument: String?, file: String?) throws {
        if let file {
            self = file == "-" ? .standardInput : .file(file)
        } else {
            self = try Subject(parsing: argument ?? "")
        }
    }

    /// True when reading it needs a catalogue.
    public var isStored: Bool {
        if case .stored = self { return true }
        return false
    }

    /// How messages name it.
    public var title: String {
        switch self {
        case .standardInput: "<stdin>"
        case .file(let path): path
        case .git(let revision, let path): "\(revision):\(path)"
        case .stored(let reference): reference.description
        }
    }

    /// The document's bytes, for the forms that are not stored revisions.
    public func bytes() throws -> [UInt8] {
        switch self {
        case .standardInput: try readInput("-")
        case .file(let path): try readInput(path)
        case .git(let revision, let path): try GitFile.read(revision: revision, path: path)
        case .stored(let reference):
            throw WorkspaceError("\(reference): no such file (a layout name reads as a stored revision, which has no file here; write ./\(reference) for a file)")
        }
    }
}

extension Subject {
    /// The layout's name for a generated function: the stored name, or the file's name
    /// without its folder and extension; `nil` for standard input.
    public var layoutName: String? {
        switch self {
        case .stored(let reference): reference.name
        case .standardInput: nil
        case .file(let path), .git(_, let path):
            PathSyntax.removingExtension(of: PathSyntax.lastComponent(of: path))
        }
    }
}
