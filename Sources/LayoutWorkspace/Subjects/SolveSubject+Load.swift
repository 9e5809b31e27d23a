import LayoutCatalog
import LayoutEngine

extension SolveSubject {
    /// Reads a subject; only a stored revision reads the catalogue. `note` is told when a bare
    /// name was read as a stored layout while a file of that name is here (`storedRevision`).
    public static func load(_ subject: Subject, from catalog: @autoclosure () throws -> Catalog,
                            note: (String) -> Void) throws -> SolveSubject {
        guard case .stored(let reference) = subject else {
            return SolveSubject(document: try decodeDocument(subject.bytes(), named: subject.title), title: subject.title)
        }
        return SolveSubject(try storedRevision(reference, from: catalog(), note: note))
    }
}

/// The stored revision a bare `NAME` or `NAME@N` names. `Subject` never reads such a word as a
/// file, so when a file or folder of that name is in the current folder the user is told which
/// was read: a note when the layout was, and the way to the file when there is no such layout.
public func storedRevision(_ reference: RevisionReference, from catalog: Catalog,
                           note: (String) -> Void) throws -> StoredRevision {
    let word = reference.description
    let fileHere = FileKind(atPath: word) != .missing
    do {
        let stored = try catalog.revision(reference)
        if fileHere {
            note(terminalSafe("note: \(word): read the stored layout, not the file here (write ./\(word) for the file)"))
        }
        return stored
    } catch let error as CatalogError where fileHere {
        switch error {
        case .layoutNotFound, .layoutDeleted, .revisionNotFound:
            throw WorkspaceError("\(error); the file ./\(word) here was not read: a bare name is a stored layout, write ./\(word) for the file")
        default:
            throw error
        }
    }
}
