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
}
#endif
