#if SwiftImport
import SwiftSyntax

/// Whether `a / b` divides integers. The importer computes in `Double`, but Swift divides two
/// `Int`s with truncation: `columns / 2` is 1 when `columns` is 3, where a `CGFloat` would give
/// 1.5. Swift decides by the static types, so this reads them from the code, as far as it says
/// them: a name's declaration (`let columns = 3`, `var n: Int`, a parameter `count: Int`, a
/// constant of the files), `Int(…)`, `.count`, `.rawValue`, `for i in 0..<n`.
struct IntegerTyping {
    let index: ProgramIndex
    let typeName: String?

    /// Swift's answer: an integer literal takes the type of what meets it (`CGFloat` in
    /// `.absolute(5 / 2)`), else `Int`.
    enum Kind { case integer, literal, other }

    func dividesIntegers(_ infix: InfixOperatorExprSyntax) -> Bool {
        // `n /= 2` divides as `n` is typed.
        if infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "/=" {
            return kind(of: infix.leftOperand, depth: 0) == .integer
        }
        switch kind(of: ExprSyntax(infix), depth: 0) {
        case .integer: return true
        case .other: return false
        case .literal:
            // `let half = 5 / 2`: nothing gives the literals another type, so they are `Int`.
            guard let binding = infix.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return false }
            return binding.typeAnnotation == nil
        }
    }

    /// How deep a chain of names is followed (`let a = b`, `let b = c`…).
    private static let depthLimit = 16

    func kind(of expr: ExprSyntax, depth: Int) -> Kind {
        guard depth < Self.depthLimit else { return .other }
        if expr.is(IntegerLiteralExprSyntax.self) { return .literal }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return kind(of: only.expression, depth: depth + 1)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return kind(of: prefix.expression, depth: depth + 1) }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.trimmedDescription == "Int" ? .integer : .other
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "count", "rawValue": return .integer
            default:
                if let base = member.base?.trimmedDescription, base == "self" || base == "Self" || index.typeNames.contains(base),
                   let constant = index.constant(member.declName.baseName.text, in: base == "self" || base == "Self" ? typeName : base) {
                    return kind(ofDeclaration: constant.node, depth: depth + 1)
                }
                return .other
            }
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) {
            switch (kind(of: infix.leftOperand, depth: depth + 1), kind(of: infix.rightOperand, depth: depth + 1)) {
            case (.literal, .literal): return .literal
            case (.integer, .integer), (.integer, .literal), (.literal, .integer): return .integer
            default: return .other
            }
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let declaration = Self.lexicalDeclaration(of: name, before: Syntax(reference)) {
                return kind(ofDeclaration: declaration, depth: depth + 1)
            }
            if let constant = index.constant(name, in: typeName) { return kind(ofDeclaration: constant.node, depth: depth + 1) }
        }
        return .other
    }

    /// A binding, parameter or loop pattern's type.
    private func kind(ofDeclaration node: Syntax, depth: Int) -> Kind {
        if let binding = node.as(PatternBindingSyntax.self) {
            if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription == "Int" ? .integer : .other }
            guard let value = binding.initializer?.value else { return .other }
            let valueKind = kind(of: value, depth: depth)
            return valueKind == .literal ? .integer : valueKind
        }
        if let parameter = node.as(FunctionParameterSyntax.self) {
            return parameter.type.trimmedDescription == "Int" ? .integer : .other
        }
        if let loop = node.as(ForStmtSyntax.self), let range = loop.sequence.as(InfixOperatorExprSyntax.self),
           let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..." {
            let bound = kind(of: range.leftOperand, depth: depth)
            return bound == .other ? .other : .integer
        }
        return .other
    }

    /// Where `name` is declared around `node`: a `let`/`var` before it in an enclosing block,
    /// a parameter of the enclosing function, or the variable of an enclosing `for` loop.
    static func lexicalDeclaration(of name: String, before node: Syntax) -> Syntax? {
        var child = node
        while let parent = child.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items where item.position < child.position {
                    guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { continue }
                    if let binding = variable.bindings.last(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                        return Syntax(binding)
                    }
                }
            }
            if let loop = parent.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
               child.id == loop.body.id {
                return Syntax(loop)
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters
                    .first { ($0.secondName ?? $0.firstName).text == name }.map(Syntax.init)
            }
            child = parent
        }
        return nil
    }
}
#endif
