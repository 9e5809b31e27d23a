import LayoutEngine

/// What `Catalog.solveAll` says about one layout: its latest revision solved in every
/// environment asked, in order, or the error that stopped it (a revision that cannot be read,
/// a document that does not solve).
public struct BatchResult {
    /// The layout's name.
    public var layout: String
    /// The revision solved: the latest when the batch read it.
    public var revision: Int
    /// One outcome per environment, in the order asked; or the layout's failure.
    public var outcomes: Result<[SolveOutcome], any Error>

    /// "NAME@N".
    public var label: String { RevisionReference(name: layout, number: revision).description }
}
