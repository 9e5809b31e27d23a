import LayoutCatalog
import LayoutEngine

/// What `solve`, `render`, `show`, `export` and `diff` work on: a stored revision (`NAME[@N]`),
/// a document file, standard input or a file at a git revision (see `Subject`).
struct SolveSubject {
    /// `NAME@N` or the file's name, for titles and labels.
    var title: String
    /// The revision, when a stored one is used: its hash keys the cache without re-encoding.
    var stored: StoredRevision?
    var document: LayoutDocument

    /// Reads a subject; only a stored revision reads the catalogue.
    static func load(_ subject: Subject, from catalog: @autoclosure () throws -> Catalog) throws -> SolveSubject {
        guard case .stored(let reference) = subject else {
            return SolveSubject(title: subject.title, stored: nil,
                                document: try decodeDocument(subject.bytes(), named: subject.title))
        }
        return try load(catalog().revision(reference))
    }

    static func load(_ stored: StoredRevision) -> SolveSubject {
        SolveSubject(title: stored.info.reference.description, stored: stored, document: stored.document)
    }

    /// Solves through the catalogue's frame cache.
    func solve(in environment: SolveEnvironment, with catalog: Catalog, useCache: Bool = true) throws -> SolveOutcome {
        if let stored { return try catalog.solve(stored, in: environment, useCache: useCache) }
        return try catalog.solve(document, label: title, in: environment, useCache: useCache)
    }
}

/// Says once, on standard error, that fresh frames could not be kept in the cache.
func warnAboutCacheWrites(_ outcomes: [SolveOutcome]) {
    guard let failure = outcomes.lazy.compactMap(\.cacheWriteFailure).first else { return }
    printError("warning: the frame cache could not be written (\(terminalSafe(failure))); the frames above are right but were not kept")
}
