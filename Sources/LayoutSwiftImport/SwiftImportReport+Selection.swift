#if SwiftImport
extension SwiftImportReport {
    /// The report kept to the layout `wanted`, by its kebab-case or its Swift name (`nil` keeps
    /// every layout); `nil` when no layout, imported or not, has that name.
    public func selecting(_ wanted: String?) -> SwiftImportReport? {
        guard let wanted else { return self }
        var kept = self
        kept.layouts = layouts.filter { $0.name == wanted || $0.declaration == wanted }
        kept.failures = failures.filter { $0.name == wanted || $0.declaration == wanted }
        return kept.layouts.isEmpty && kept.failures.isEmpty ? nil : kept
    }

    /// Moves each layout whose name `problem` refuses (the catalogue's rule for names) to the
    /// failures, located at its declaration, so it fails alone and the others are still written.
    public mutating func refuseNames(where problem: (String) -> String?) {
        layouts.removeAll { layout in
            guard let reason = problem(layout.name) else { return false }
            let error = SwiftImportError(
                file: layout.file, line: layout.line, column: 1,
                reason: "`\(layout.declaration)` is named \(layout.name): \(reason); import it alone with --layout \(layout.declaration) --name NAME")
            failures.append(LayoutImportFailure(name: layout.name, declaration: layout.declaration, file: layout.file,
                                                line: layout.line, errors: [error]))
            return true
        }
    }

    /// Every reason a layout did not import, located (`FILE:LINE:COLUMN: reason`), in order.
    public var problems: [String] { failures.flatMap { $0.errors.map(\.description) } }
}

extension SwiftImportOptions {
    /// The values `--value NAME=VALUE` gives, by the expression the code reads them with
    /// (whitespace in the name ignored, so `view.bounds .width` is `view.bounds.width`);
    /// assignments without `=` are left out (the command refuses them first).
    public static func values(fromAssignments assignments: [String]) -> [String: String] {
        var given: [String: String] = [:]
        for assignment in assignments {
            let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            given[parts[0].filter { !$0.isWhitespace }] = String(parts[1])
        }
        return given
    }
}
#endif
