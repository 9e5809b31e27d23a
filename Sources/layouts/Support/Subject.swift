#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
import LayoutCatalog

/// Where a layout document comes from, as written on the command line.
///
/// - `-`: standard input;
/// - `REV:path`: a file as git holds it at a revision (`main:layouts/grid.json`), read with `git show`;
/// - a path: a file that exists, or anything with a `/` or ending in `.json`;
/// - otherwise `NAME` or `NAME@N`: a stored revision.
///
/// A file wins over a layout of the same name, so `grid.json` in the current folder is the file.
enum Subject: Equatable {
    case standardInput
    case file(String)
    case git(revision: String, path: String)
    case stored(RevisionReference)

    init(parsing text: String) throws {
        if text == "-" {
            self = .standardInput
        } else if FileManager.default.fileExists(atPath: text) || text.hasSuffix(".json") && !text.contains(":") {
            self = .file(text)
        } else if let colon = text.firstIndex(of: ":"), colon != text.startIndex {
            self = .git(revision: String(text[..<colon]), path: String(text[text.index(after: colon)...]))
        } else if text.contains("/") {
            self = .file(text)
        } else {
            self = .stored(try RevisionReference(parsing: text))
        }
    }

    /// `--file PATH` (a path or `-`, never a layout name) when given, else the positional subject.
    init(argument: String?, file: String?) throws {
        if let file {
            self = file == "-" ? .standardInput : .file(file)
        } else {
            self = try Subject(parsing: argument ?? "")
        }
    }

    /// True when reading it needs a catalogue.
    var isStored: Bool {
        if case .stored = self { return true }
        return false
    }

    /// How messages name it.
    var title: String {
        switch self {
        case .standardInput: "<stdin>"
        case .file(let path): path
        case .git(let revision, let path): "\(revision):\(path)"
        case .stored(let reference): reference.description
        }
    }

    /// The document's bytes, for the forms that are not stored revisions.
    func bytes() throws -> [UInt8] {
        switch self {
        case .standardInput: try readInput("-")
        case .file(let path): try readInput(path)
        case .git(let revision, let path): try GitFile.read(revision: revision, path: path)
        case .stored(let reference):
            throw CLIError("\(reference): no such file (a layout name reads as a stored revision, which has no file here; write ./\(reference) for a file)")
        }
    }
}

extension Subject {
    /// The layout's name for a generated function: the stored name, or the file's name
    /// without its folder and extension; `nil` for standard input.
    var layoutName: String? {
        switch self {
        case .stored(let reference): reference.name
        case .standardInput: nil
        case .file(let path), .git(_, let path):
            PathSyntax.removingExtension(of: PathSyntax.lastComponent(of: path))
        }
    }
}
