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
            return Self.literalsDefaultToInt(Syntax(infix))
        }
    }

    /// Whether literal arithmetic is `Int` where it stands: the initialiser of a binding without
    /// a type or of type `Int` (`let half = 1 + 5 / 2`), or the argument of a number
    /// conversion (`CGFloat(7 / 2)` converts the `Int` 3). Anywhere else the literals take the
    /// type of the parameter they meet (`.absolute(5 / 2)` is a `CGFloat`).
    static func literalsDefaultToInt(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            let inParentheses = (parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self))
                && (parent.parent?.is(TupleExprSyntax.self) == true || parent.parent?.parent?.is(TupleExprSyntax.self) == true)
            if parent.is(InfixOperatorExprSyntax.self) || parent.is(TupleExprSyntax.self) || parent.is(PrefixOperatorExprSyntax.self)
                || inParentheses {
                current = parent
                continue
            }
            if let initializer = parent.as(InitializerClauseSyntax.self), let binding = initializer.parent?.as(PatternBindingSyntax.self) {
                guard let annotation = binding.typeAnnotation else { return true }
                return integerTypeNames.contains(annotation.type.trimmedDescription)
            }
            if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1 {
                return ["CGFloat", "Double", "Float", "Int"].contains(call.calledExpression.trimmedDescription)
            }
            return false
        }
        return false
    }

    /// `Int` and the names apps spell it with.
    static let integerTypeNames: Set<String> = ["Int", "NSInteger"]

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
            let callee = call.calledExpression.trimmedDescription
            if Self.integerTypeNames.contains(callee) { return .integer }
            // A function of the files declared to return `Int` (`cols() / 2`).
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if let name, let functions = index.functions[name], !functions.isEmpty,
               functions.allSatisfy({ Self.integerTypeNames.contains($0.signature.returnClause?.type.trimmedDescription ?? "") }) {
                return .integer
            }
            return .other
        }
        if let element = expr.as(SubscriptCallExprSyntax.self), let array = element.calledExpression.as(DeclReferenceExprSyntax.self) {
            // `columnCounts[0]` of `let columnCounts = [3, 5]`: an `Int`.
            let declaration = Self.lexicalDeclaration(of: array.baseName.text, before: Syntax(array))
                ?? index.constant(array.baseName.text, in: typeName)?.node
            if let literal = declaration?.as(PatternBindingSyntax.self)?.initializer?.value.as(ArrayExprSyntax.self),
               !literal.elements.isEmpty, literal.elements.allSatisfy({ $0.expression.is(IntegerLiteralExprSyntax.self) }) {
                return .integer
            }
            return .other
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return Self.joined(kind(of: ternary.thenExpression, depth: depth + 1), kind(of: ternary.elseExpression, depth: depth + 1))
        }
        if let cast = expr.as(AsExprSyntax.self) {
            return Self.integerTypeNames.contains(cast.type.trimmedDescription) ? .integer : .other
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
           infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            // `maybe ?? 9`: the optional's type, which the literal takes.
            return Self.joined(kind(of: infix.leftOperand, depth: depth + 1), kind(of: infix.rightOperand, depth: depth + 1))
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

    /// Two branches of one value (`?:`, `??`): `Int` when one is and the other is or is a literal.
    private static func joined(_ a: Kind, _ b: Kind) -> Kind {
        switch (a, b) {
        case (.literal, .literal): .literal
        case (.integer, .integer), (.integer, .literal), (.literal, .integer): .integer
        default: .other
        }
    }

    /// A binding, parameter or loop pattern's type.
    private func kind(ofDeclaration node: Syntax, depth: Int) -> Kind {
        if let binding = node.as(PatternBindingSyntax.self) {
            if let annotation = binding.typeAnnotation {
                var type = annotation.type.trimmedDescription
                if type.hasSuffix("?") { type.removeLast() }
                return Self.integerTypeNames.contains(type) ? .integer : .other
            }
            guard let value = binding.initializer?.value else { return .other }
            let valueKind = kind(of: value, depth: depth)
            return valueKind == .literal ? .integer : valueKind
        }
        if let parameter = node.as(FunctionParameterSyntax.self) {
            return Self.integerTypeNames.contains(parameter.type.trimmedDescription) ? .integer : .other
        }
        if let loop = node.as(ForStmtSyntax.self), let array = loop.sequence.as(ArrayExprSyntax.self) {
            // `for columns in [3, 5]`: integer literals make an `[Int]`.
            return array.elements.allSatisfy({ $0.expression.is(IntegerLiteralExprSyntax.self) }) ? .integer : .other
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
