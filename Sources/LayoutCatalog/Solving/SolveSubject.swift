import LayoutEngine

/// What `solve`, `render` and `diff` work on: a stored revision, or a document read from
/// elsewhere (a file, standard input, a file in git) with the title it goes by.
public struct SolveSubject: Hashable, Sendable {
    /// `NAME@N` or the file's name, for titles, labels and errors.
    public var title: String
    /// The revision, when a stored one is used: its stored hash keys the cache, so its document
    /// is never encoded and hashed again.
    public var stored: StoredRevision?
    /// The document to solve.
    public var document: LayoutDocument

    /// A stored revision, titled `NAME@N`.
    public init(_ stored: StoredRevision) {
        self.title = stored.info.reference.description
        self.stored = stored
        self.document = stored.document
    }

    /// A document that is not (or not known to be) stored.
    public init(document: LayoutDocument, title: String) {
        self.title = title
        self.stored = nil
        self.document = document
    }
}
