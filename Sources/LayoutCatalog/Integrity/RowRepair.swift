/// What `Catalog.repairStoredRows()` did: each repair as a sentence, and the damage it left,
/// each finding with what mends it instead (a backup, `layouts rename`).
public struct RowRepair: Sendable {
    /// Each repair made, as a sentence.
    public var repaired: [String] = []
    /// The damage left, each finding saying what mends it.
    public var remaining: [IntegrityReport.Finding] = []

    /// A report of `repaired` and `remaining`.
    public init(repaired: [String] = [], remaining: [IntegrityReport.Finding] = []) {
        self.repaired = repaired
        self.remaining = remaining
    }
}
