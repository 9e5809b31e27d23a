#if SwiftImport
import SwiftSyntax

/// `#if` in a function body (`CompilationConditions`): the clause that holds runs, in the scope
/// around it (a clause opens none).
extension Interpreter {
    mutating func execute(_ conditional: IfConfigDeclSyntax) throws -> Flow {
        if let clause = try program.conditions.activeClause(of: conditional, notes: program.notes) {
            guard let elements = clause.elements else { return .next }
            guard case .statements(let statements) = elements else {
                throw Unsupported(clause, "a #if clause that holds something other than statements")
            }
            return try execute(statements)
        }
        return .next
    }

    /// The cases of a switch the app's build holds: for each `#if` among them, the cases of
    /// the clause that holds (a case the build leaves out is neither matched nor counted).
    func builtCases(of switchExpr: SwitchExprSyntax) throws -> [SwitchCaseSyntax] {
        var cases: [SwitchCaseSyntax] = []
        func add(_ list: SwitchCaseListSyntax) throws {
            for element in list {
                switch element {
                case .switchCase(let switchCase):
                    cases.append(switchCase)
                case .ifConfigDecl(let conditional):
                    guard let clause = try program.conditions.activeClause(of: conditional, notes: program.notes),
                          let elements = clause.elements else { continue }
                    guard case .switchCases(let inner) = elements else {
                        throw Unsupported(clause, "a #if clause in a switch that holds something other than cases")
                    }
                    try add(inner)
                }
            }
        }
        try add(switchExpr.cases)
        return cases
    }
}
#endif
