import LayoutCatalog
import LayoutEngine

/// What `solve`, `render` and `diff` work on: a stored revision (`NAME[@N]`) or a document file.
struct SolveSubject {
    /// `NAME@N` or the file's name, for titles and labels.
    var title: String
    /// The revision, when a stored one is used: its hash keys the cache without re-encoding.
    var stored: StoredRevision?
    var document: LayoutDocument

    /// Reads the file when one is given, else the revision `reference` names.
    static func load(reference: String?, file: String?, from catalog: Catalog) throws -> SolveSubject {
        if let file {
            return SolveSubject(title: displayName(ofInput: file), stored: nil, document: try decodeDocument(at: file))
        }
        let stored = try catalog.revision(RevisionReference(parsing: reference ?? ""))
        return SolveSubject(title: stored.info.reference.description, stored: stored,
                            document: stored.document)
    }

    /// Solves through the catalogue's frame cache.
    func solve(in environment: SolveEnvironment, with catalog: Catalog, useCache: Bool = true) throws -> SolveOutcome {
        if let stored { return try catalog.solve(stored, in: environment, useCache: useCache) }
        return try catalog.solve(document, in: environment, useCache: useCache)
    }
}

/// Says once, on standard error, that fresh frames could not be kept in the cache.
func warnAboutCacheWrites(_ outcomes: [SolveOutcome]) {
    guard let failure = outcomes.lazy.compactMap(\.cacheWriteFailure).first else { return }
    printError("warning: the frame cache could not be written (\(terminalSafe(failure))); the frames above are right but were not kept")
}
