import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

/// The two sides `layouts diff` compares, from its arguments: two subjects (`A B`, or `A --file F`),
/// a range `NAME@A..B`, or one stored revision against its parent (`NAME` is the latest).
enum DiffSides {
    case pair(Subject, Subject)
    case parentOf(RevisionReference)

    init(old: String, new: String?, file: String?) throws {
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
                throw ValidationError("'\(old)' is a file: give a second side to compare it with (a revision, a file, or REV:path).")
            }
            self = .parentOf(reference)
        }
    }

    var subjects: [Subject] {
        switch self {
        case .pair(let old, let new): [old, new]
        case .parentOf(let reference): [.stored(reference)]
        }
    }

    /// Reads both sides; a revision's parent is the one numbered before it.
    func load(from catalog: Catalog) throws -> (old: SolveSubject, new: SolveSubject) {
        switch self {
        case .pair(let old, let new):
            return (try SolveSubject.load(old, from: catalog), try SolveSubject.load(new, from: catalog))
        case .parentOf(let reference):
            let new = try storedRevision(reference, from: catalog)
            guard new.info.number > 1 else {
                throw CLIError("\(new.info.reference) is the first revision: it has no parent to compare with")
            }
            let old = try catalog.revision(RevisionReference(name: new.info.layout, number: new.info.number - 1))
            return (SolveSubject(old), SolveSubject(new))
        }
    }
}
