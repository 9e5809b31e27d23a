#if SwiftImport
import SwiftSyntax

/// `#if` … `#elseif` … `#else` … `#endif`, read as the compiler reads it for the app the layout
/// is imported for: an iOS app built for a device. The first clause whose condition holds is
/// the one built, or none is.
///
/// - `os(iOS)` holds, and `os(` any other `)` does not.
/// - `canImport(M)` holds for the modules of the iOS SDK a layout's file imports
///   (`iOSModules`), and not for `AppKit`; whether another module can be imported is the
///   build's, and is refused like a flag.
/// - `targetEnvironment(simulator)` and `targetEnvironment(macCatalyst)` do not hold.
/// - `arch(arm64)` holds, and any other architecture does not; so do what an arm64 iOS device
///   is: `_endian(little)`, `_pointerBitWidth(_64)`, `_runtime(_ObjC)`.
/// - `compiler(>=V)` holds up to Swift 6.2, what Xcode 26 builds with (`compilerVersion`), and
///   `compiler(<V)` past it. `swift(>=V)` holds up to 5.10, which every language mode of that
///   compiler satisfies, and not past 6.2; between, it depends on the app's language mode, and
///   is refused like a flag.
/// - Any condition may be given as a value, by its text: `--value 'swift(>=6)=true'`.
/// - A build flag is the build's: given with `--value FLAG=true` (or `false`). Unless given,
///   `DEBUG` does not hold, as in the release build an app ships (with a note saying so), and
///   any other flag (`BETA`) is refused with that advice.
/// - `true`, `false`, `!`, `&&`, `||` and parentheses combine them.
struct CompilationConditions {
    /// What a note on a `#if` begins with: kept beside an error of the layout, whose clause it
    /// explains.
    static let conditionNotePrefix = "`#if "

    /// The compiler an app is built with today: Xcode 26's Swift 6.2.
    static let compilerVersion = [6, 2]
    /// The language version every language mode of that compiler gives `swift(>=…)` at least.
    static let leastLanguageVersion = [5, 10]

    /// The modules of the iOS SDK that layout code imports.
    static let iOSModules: Set<String> = [
        "UIKit", "Foundation", "SwiftUI", "Combine", "CoreGraphics", "QuartzCore", "CoreFoundation",
        "Darwin", "Dispatch", "os", "ObjectiveC", "Swift", "_Concurrency", "Observation",
    ]

    /// The values `--value` gives, conditions by their text among them.
    let given: GivenValueTable

    /// The clause of `conditional` the app's build holds, nil when none does. A note that
    /// explains the choice (`DEBUG` read as the release build's) goes to `notes`.
    func activeClause(of conditional: IfConfigDeclSyntax, notes: ImportNotes) throws -> IfConfigClauseSyntax? {
        for clause in conditional.clauses {
            if let condition = clause.condition, try !holds(condition, notes: notes) { continue }
            return clause
        }
        return nil
    }

    /// Whether `condition` holds in the app's build; throws, with the advice to give its value,
    /// when only the build knows.
    func holds(_ condition: ExprSyntax, notes: ImportNotes) throws -> Bool {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try holds(only.expression, notes: notes)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return try !holds(prefix.expression, notes: notes)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
           let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           operation == "&&" || operation == "||" {
            // The right operand is read only when the left does not decide (its notes would not
            // apply), and decides alone when only the build knows the left: `BETA && os(macOS)`
            // does not hold whatever BETA is.
            let decisive = operation == "||"
            let left = Result { try holds(infix.leftOperand, notes: notes) }
            if case .success(let value) = left, value == decisive { return decisive }
            let right = Result { try holds(infix.rightOperand, notes: notes) }
            if case .success(let value) = right, value == decisive { return decisive }
            // Neither decides: both known (and the answer is the other one), or one refused.
            _ = try left.get()
            _ = try right.get()
            return !decisive
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if let value = try givenCondition(condition, named: "the condition's") { return value }
            guard call.arguments.count == 1, let argument = call.arguments.first?.expression else {
                throw Unsupported(call, "a #if condition the importer does not read (give its value: --value '\(condition.trimmedDescription)=true' or false)")
            }
            return try platformConditionHolds(name, argument.trimmedDescription, at: call)
        }
        if let flag = condition.as(DeclReferenceExprSyntax.self) {
            let name = flag.baseName.text
            if let value = try givenCondition(condition, named: "the build flag's") { return value }
            guard name == "DEBUG" else {
                // Quoted for the shell when it has more than a name's letters (`$NonescapableTypes`).
                let assignment = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? "\(name)=true" : "'\(name)=true'"
                throw Unsupported(condition, "`#if \(name)`: a build flag only the build knows (give --value \(assignment) or false)")
            }
            notes.add(Unsupported(condition, "`#if DEBUG` read as the release build an app ships, where DEBUG does not hold (give --value DEBUG=true for the debug build's)"))
            return false
        }
        throw Unsupported(condition, "a #if condition the importer does not read")
    }

    /// The value `--value` gives `condition` by its text, which must be true or false; nil
    /// when none is given.
    private func givenCondition(_ condition: ExprSyntax, named whose: String) throws -> Bool? {
        guard let value = given.value(for: condition) else { return nil }
        guard case .bool(let holds) = value else {
            throw Unsupported(condition, "`#if \(condition.trimmedDescription)`: \(whose) value must be true or false")
        }
        return holds
    }

    private func platformConditionHolds(_ name: String, _ argument: String, at call: FunctionCallExprSyntax) throws -> Bool {
        let givenAdvice = "give --value '\(call.trimmedDescription)=true' or false"
        switch name {
        case "os":
            return argument == "iOS"
        case "canImport":
            if Self.iOSModules.contains(argument) { return true }
            if argument == "AppKit" { return false }
            throw Unsupported(call, "`#if canImport(\(argument))`: whether the app can import \(argument) is the build's (\(givenAdvice))")
        case "targetEnvironment":
            return false
        case "arch":
            return argument == "arm64"
        case "_endian":
            return argument == "little"
        case "_pointerBitWidth":
            return argument == "_64"
        case "_runtime":
            return argument == "_ObjC"
        case "swift", "compiler":
            let atLeast = argument.hasPrefix(">=")
            guard atLeast || argument.hasPrefix("<"),
                  let version = Self.version(argument.drop { $0 == ">" || $0 == "=" || $0 == "<" }) else {
                throw Unsupported(call, "a #if \(name)(…) condition the importer does not read (>= or < a version)")
            }
            // Whether the version the condition reads has reached `version`.
            func atMost(_ left: [Int], _ right: [Int]) -> Bool { !right.lexicographicallyPrecedes(left) }
            let reached: Bool
            if name == "compiler" {
                reached = atMost(version, Self.compilerVersion)
            } else if atMost(version, Self.leastLanguageVersion) {
                reached = true
            } else if Self.compilerVersion.lexicographicallyPrecedes(version) {
                reached = false
            } else {
                throw Unsupported(call, "`#if \(call.trimmedDescription)`: whether it holds depends on the app's Swift language mode (\(givenAdvice))")
            }
            return atLeast ? reached : !reached
        default:
            throw Unsupported(call, "a #if condition the importer does not read (\(givenAdvice))")
        }
    }

    /// `6.2` as `[6, 2]`, trailing zeros dropped so that `6` and `6.0` compare equal; nil for
    /// anything but numbers and dots.
    private static func version(_ text: Substring) -> [Int]? {
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        return parts.map { $0! }
    }
}
#endif
