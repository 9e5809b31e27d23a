import LayoutCatalog

/// The two sides `layouts diff` compares, from its arguments: two subjects (`A B`, or `A --file F`),
/// a range `NAME@A..B`, or one stored revision against its parent (`NAME` is the latest).
public enum DiffSides {
    /// Two subjects, old and new.
    case pair(Subject, Subject)
    /// A stored revision and the one numbered before it.
    case parentOf(RevisionReference)

    /// The sides `old`, `new` and `--file` name; a lone file is a `UsageError`.
    public init(old: String, new: String?, file: String?) throws {
        if new != nil || file != nil {
            let pair = (try Subject(parsing: old), try Subject(argument: new, file: file))
            if case .standardInput = pair.0, case .standardInput = pair.1 { throw Subject.standardInputTwice }
            self = .pair(pair.0, pair.1)
        } else if let range = old.firstRange(of: ".."), let at = old[..<range.lowerBound].lastIndex(of: "@") {
            // NAME@A..B: both ends are revisions of NAME.
            let name = String(old[..<at])
            let first = try RevisionReference(parsing: String(old[..<range.lowerBound]))
            let second = try RevisionReference(parsing: name + "@" + old[range.upperBound...])
            self = .pair(.stored(first), .stored(second))
        } else {
            guard case .stored(let reference) = try Subject(parsing: old) else {
                throw UsageError("'\(old)' is a file: give a second side to compare it with (a revision, a file, or REV:path).")
            }
            self = .parentOf(reference)
        }
    }

    /// The subjects named, old first (one for a revision against its parent).
    public var subjects: [Subject] {
        switch self {
        case .pair(let old, let new): [old, new]
        case .parentOf(let reference): [.stored(reference)]
        }
    }

    /// Reads both sides; a revision's parent is the one numbered before it. `note` is told
    /// when a bare name was read as a stored layout while a file of that name is here.
    public func load(from catalog: Catalog, note: (String) -> Void) throws -> (old: SolveSubject, new: SolveSubject) {
        switch self {
        case .pair(let old, let new):
            return (try SolveSubject.load(old, from: catalog, note: note), try SolveSubject.load(new, from: catalog, note: note))
        case .parentOf(let reference):
            let new = try storedRevision(reference, from: catalog, note: note)
            guard new.info.number > 1 else {
                throw WorkspaceError("\(new.info.reference) is the first revision: it has no parent to compare with")
            }
            let old = try catalog.revision(RevisionReference(name: new.info.layout, number: new.info.number - 1))
            return (SolveSubject(old), SolveSubject(new))
        }
    }
}
