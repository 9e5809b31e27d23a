#if SwiftImport
import SwiftSyntax

/// `#if` … `#elseif` … `#else` … `#endif` in a function body, read as the compiler reads it for
/// the app the layout is imported for: an iOS app built for a device. The first clause whose
/// condition holds runs, in the scope around it (a clause opens none), or none does.
///
/// - `os(iOS)` holds, and `os(` any other `)` does not.
/// - `canImport(UIKit)`, `canImport(Foundation)` and `canImport(SwiftUI)` hold, and
///   `canImport(AppKit)` does not; whether another module can be imported is the build's, and
///   is refused like a flag.
/// - `targetEnvironment(simulator)` and `targetEnvironment(macCatalyst)` do not hold.
/// - `arch(arm64)` holds, and any other architecture does not.
/// - `swift(…)` and `compiler(…)` hold for `>=` a version (the importer reads today's Swift),
///   and not for `<`.
/// - A build flag is the build's: given with `--value FLAG=true` (or `false`). Unless given,
///   `DEBUG` does not hold, as in the release build an app ships (with a note saying so), and
///   any other flag (`BETA`) is refused with that advice.
/// - `true`, `false`, `!`, `&&`, `||` and parentheses combine them.
extension Interpreter {
    mutating func execute(_ conditional: IfConfigDeclSyntax) throws -> Flow {
        for clause in conditional.clauses {
            if let condition = clause.condition, try !compilationConditionHolds(condition) { continue }
            guard let elements = clause.elements else { return .next }
            guard case .statements(let statements) = elements else {
                throw Unsupported(clause, "a #if clause that holds something other than statements")
            }
            return try execute(statements)
        }
        return .next
    }

    private func compilationConditionHolds(_ condition: ExprSyntax) throws -> Bool {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try compilationConditionHolds(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return try !compilationConditionHolds(prefix.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
           let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           operation == "&&" || operation == "||" {
            let left = try compilationConditionHolds(infix.leftOperand)
            // Swift evaluates the right operand only when the left does not decide.
            if operation == "&&" { return try left && compilationConditionHolds(infix.rightOperand) }
            return try left || compilationConditionHolds(infix.rightOperand)
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           call.arguments.count == 1, let argument = call.arguments.first?.expression {
            return try platformConditionHolds(name, argument.trimmedDescription, at: call)
        }
        if let flag = condition.as(DeclReferenceExprSyntax.self) {
            let name = flag.baseName.text
            if let given = program.givenValue(for: condition) {
                guard case .bool(let value) = given else {
                    throw Unsupported(condition, "`#if \(name)`: the build flag's value must be true or false")
                }
                return value
            }
            guard name == "DEBUG" else {
                throw Unsupported(condition, "`#if \(name)`: a build flag only the build knows (give --value \(name)=true or false)")
            }
            program.notes.add(Unsupported(condition, "`#if DEBUG` read as the release build an app ships, where DEBUG does not hold (give --value DEBUG=true for the debug build's)"))
            return false
        }
        throw Unsupported(condition, "a #if condition the importer does not read")
    }

    private func platformConditionHolds(_ name: String, _ argument: String, at call: FunctionCallExprSyntax) throws -> Bool {
        switch name {
        case "os":
            return argument == "iOS"
        case "canImport":
            if ["UIKit", "Foundation", "SwiftUI"].contains(argument) { return true }
            if argument == "AppKit" { return false }
            throw Unsupported(call, "`#if canImport(\(argument))`: whether the app can import \(argument) is the build's")
        case "targetEnvironment":
            return false
        case "arch":
            return argument == "arm64"
        case "swift", "compiler":
            if argument.hasPrefix(">=") { return true }
            if argument.hasPrefix("<") { return false }
            throw Unsupported(call, "a #if \(name)(…) condition the importer does not read (>= or < a version)")
        default:
            throw Unsupported(call, "a #if condition the importer does not read")
        }
    }
}
#endif
