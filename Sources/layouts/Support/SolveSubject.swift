import LayoutCatalog
import LayoutEngine

extension SolveSubject {
    /// Reads a subject; only a stored revision reads the catalogue.
    static func load(_ subject: Subject, from catalog: @autoclosure () throws -> Catalog) throws -> SolveSubject {
        guard case .stored(let reference) = subject else {
            return SolveSubject(document: try decodeDocument(subject.bytes(), named: subject.title), title: subject.title)
        }
        return SolveSubject(try catalog().revision(reference))
    }
}

/// Says once, on standard error, that fresh frames could not be kept in the cache.
func warnAboutCacheWrites(_ outcomes: [SolveOutcome]) {
    guard let failure = outcomes.lazy.compactMap(\.cacheWriteFailure).first else { return }
    printError("warning: the frame cache could not be written (\(terminalSafe(failure))); the frames above are right but were not kept")
}
