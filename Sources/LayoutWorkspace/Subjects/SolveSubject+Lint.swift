import LayoutCatalog
import LayoutEngine

extension SolveSubject {
    /// What `layouts lint` finds in the subject: the lint rules and the width below which it has
    /// no room, read with the numbers of `tokens` (a layout naming a token the set lacks is
    /// refused, as a solve refuses it) and `measurements`, which are checked against the
    /// document first as a solve checks them (`measurementsFile` names them in errors; warnings
    /// go to `warn`).
    public func lintFindings(measurements: Measurements?, measurementsFile: String?, tokens: DesignTokens?,
                             warn: (String) -> Void) throws -> [LintFinding] {
        let document: LayoutDocument
        do {
            document = try self.document.resolvedForAnalysis(with: tokens)
        } catch {
            throw WorkspaceError("\(title): \(error)")
        }
        if let measurements {
            // The set must fit the layout as a solve would require, or its rows mean nothing.
            let environment = SolveEnvironment(width: 0, height: 0, measurements: measurements)
            try checkMeasurements(of: document, in: [environment], file: measurementsFile, warn: warn)
        }
        let room = document.roomSweep(environment: SolveEnvironment(width: 1, height: 844, measurements: measurements ?? .none))
        return document.lint(measurements: measurements ?? .none)
            + [document.roomFinding(room)].compactMap { $0 }.filter { !document.lintDisabled.contains($0.rule) }
    }
}
