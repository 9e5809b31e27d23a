/// What `Catalog.repairStoredRows()` did: each repair as a sentence, and the damage it left,
/// each finding with what mends it instead (a backup, `layouts rename`).
public struct RowRepair: Sendable {
    public var repaired: [String] = []
    public var remaining: [IntegrityReport.Finding] = []

    public init(repaired: [String] = [], remaining: [IntegrityReport.Finding] = []) {
        self.repaired = repaired
        self.remaining = remaining
    }
}
