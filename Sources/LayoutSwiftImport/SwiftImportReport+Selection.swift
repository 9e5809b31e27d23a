#if SwiftImport
extension SwiftImportReport {
    /// The report kept to the layout `wanted`, by its kebab-case or its Swift name (`nil` keeps
    /// every layout); `nil` when no layout, imported or not, has that name.
    public func selecting(_ wanted: String?) -> SwiftImportReport? {
        guard let wanted else { return self }
        var kept = self
        kept.layouts = layouts.filter { $0.name == wanted || $0.declaration == wanted }
        kept.failures = failures.filter { $0.name == wanted || $0.declaration == wanted }
        kept.leftOut = leftOut.filter { $0.name == wanted || $0.declaration == wanted }
        return kept.layouts.isEmpty && kept.failures.isEmpty && kept.leftOut.isEmpty ? nil : kept
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

    /// Every reason a layout did not import, located (`FILE:LINE:COLUMN: reason`), in order,
    /// each once: two layouts failing at one place (one calls the other) say it once.
    public var problems: [String] {
        var seen = Set<String>()
        return failures.flatMap { $0.errors.map(\.description) }.filter { seen.insert($0).inserted }
    }
}

extension SwiftImportOptions {
    /// The values `--value NAME=VALUE` gives, by the expression the code reads them with
    /// (whitespace in the name ignored, so `view.bounds .width` is `view.bounds.width`);
    /// assignments without `=` are left out (the command refuses them first).
    public static func values(fromAssignments assignments: [String]) -> [String: String] {
        var given: [String: String] = [:]
        for assignment in assignments {
            guard let (name, value) = split(assignment) else { continue }
            given[name.filter { !$0.isWhitespace }] = String(value)
        }
        return given
    }

    /// `NAME=VALUE` split at its first `=` outside parentheses and brackets, so that a name
    /// may be a condition (`swift(>=6)=true`); nil without one.
    public static func split(_ assignment: String) -> (name: Substring, value: Substring)? {
        var depth = 0
        for index in assignment.indices {
            switch assignment[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "=" where depth <= 0:
                return (assignment[..<index], assignment[assignment.index(after: index)...])
            default: break
            }
        }
        return nil
    }
}
#endif
