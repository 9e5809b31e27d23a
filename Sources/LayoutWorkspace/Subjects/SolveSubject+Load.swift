import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

extension SolveSubject {
    /// Reads a subject; only a stored revision reads the catalogue.
    static func load(_ subject: Subject, from catalog: @autoclosure () throws -> Catalog) throws -> SolveSubject {
        guard case .stored(let reference) = subject else {
            return SolveSubject(document: try decodeDocument(subject.bytes(), named: subject.title), title: subject.title)
        }
        return SolveSubject(try storedRevision(reference, from: catalog()))
    }
}

/// The stored revision a bare `NAME` or `NAME@N` names. `Subject` never reads such a word as a
/// file, so when a file or folder of that name is in the current folder the user is told which
/// was read: a note when the layout was, and the way to the file when there is no such layout.
func storedRevision(_ reference: RevisionReference, from catalog: Catalog) throws -> StoredRevision {
    let word = reference.description
    let fileHere = FileKind(atPath: word) != .missing
    do {
        let stored = try catalog.revision(reference)
        if fileHere {
            printError(terminalSafe("note: \(word): read the stored layout, not the file here (write ./\(word) for the file)"))
        }
        return stored
    } catch let error as CatalogError where fileHere {
        switch error {
        case .layoutNotFound, .revisionNotFound:
            throw CLIError("\(error); the file ./\(word) here was not read: a bare name is a stored layout, write ./\(word) for the file")
        default:
            throw error
        }
    }
}

/// Says once, on standard error, that fresh frames could not be kept in the cache.
func warnAboutCacheWrites(_ outcomes: [SolveOutcome]) {
    guard let failure = outcomes.lazy.compactMap(\.cacheWriteFailure).first else { return }
    printError("warning: the frame cache could not be written (\(terminalSafe(failure))); the frames above are right but were not kept")
}
