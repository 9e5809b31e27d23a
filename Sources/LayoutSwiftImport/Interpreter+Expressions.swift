#if SwiftImport
import LayoutEngine
import SwiftParser
import SwiftSyntax

/// UIKit and Core Graphics types whose static members and constructors the importer knows.
let knownTypeNames: Set<String> = [
    "NSCollectionLayoutDimension", "NSCollectionLayoutSize", "NSCollectionLayoutSpacing",
    "NSCollectionLayoutEdgeSpacing", "NSCollectionLayoutItem", "NSCollectionLayoutGroup",
    "NSCollectionLayoutGroupCustomItem", "NSCollectionLayoutSection", "NSCollectionLayoutSupplementaryItem",
    "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutDecorationItem", "NSCollectionLayoutAnchor",
    "NSDirectionalEdgeInsets", "NSDirectionalRectEdge", "NSRectAlignment", "UIContentInsetsReference",
    "UICollectionLayoutSectionOrthogonalScrollingBehavior", "UICollectionViewCompositionalLayout",
    "UICollectionViewCompositionalLayoutConfiguration", "UICollectionView.ScrollDirection", "ScrollDirection",
    "CGPoint", "CGSize", "CGRect", "CGFloat", "Double", "Float", "Int",
    "UICollectionLayoutListConfiguration", "UICollectionLayoutListConfiguration.Appearance",
    "UICollectionLayoutListConfiguration.HeaderMode", "UICollectionLayoutListConfiguration.FooterMode",
    "UIContentSizeCategory", "UIUserInterfaceSizeClass", "UIUserInterfaceIdiom",
]

extension Interpreter {
    mutating func eval(_ expr: ExprSyntax) throws -> Value {
        // A run-time value given with --value stands for the expression the code reads it with,
        // unless that starts from a name of this code (a local, a loop's, a parameter), which
        // is the code's own: `--value columns=5` is no answer to `let columns = 2`.
        if expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) || expr.is(FunctionCallExprSyntax.self)
            || expr.is(SubscriptCallExprSyntax.self), !startsFromALocal(expr), let given = program.givenValue(for: expr) {
            return given
        }
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            guard let value = Int(literal.literal.text.filter { $0 != "_" }) else {
                throw Unsupported(expr, "an integer literal the importer does not read")
            }
            // The importer's numbers are Doubles: past 2^53 - 1 an integer is rounded, and
            // `9_007_199_254_740_993 - 9_007_199_254_740_990` would come out 2, not 3.
            guard value.magnitude <= UInt(LayoutDocument.largestExactInteger) else {
                throw Unsupported(expr, Self.inexactInteger)
            }
            return .number(Double(value))
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(literal.literal.text.filter { $0 != "_" }) else {
                throw Unsupported(expr, "a floating-point literal the importer does not read")
            }
            guard value.isFinite else { throw Unsupported(expr, "a floating-point literal beyond Double's range") }
            return .number(value)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expr.is(NilLiteralExprSyntax.self) { return .nil }
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            if let interpolation = literal.segments.first(where: { $0.is(ExpressionSegmentSyntax.self) }) {
                throw Unsupported(interpolation, "string interpolation: a value known only at run time")
            }
            // The value Swift gives the literal: escapes (`\t`, `\u{41}`) decoded, a multiline
            // string's indentation and line breaks as Swift reads them.
            guard let text = literal.representedLiteralValue else {
                throw Unsupported(literal, "a string literal the importer cannot read")
            }
            return .string(text)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let value = scope.lookup(name) {
                if case .sectionIndex = value { run?.readsSectionIndex = true }
                return value
            }
            if name == "self" || name == "Self" { return .selfReference }
            // In a method of a UIKit object, a property of the object by its bare name.
            if let object = scope.lookup("self"), !object.uikitTypeNames.isEmpty,
               let property = try? Properties.get(name, of: object, at: expr) {
                return property
            }
            if let declaration = program.layout(name, in: scope.typeName) {
                return declaration.isFunction ? .function(name) : try evaluateDeclaration(name, at: expr)
            }
            if let value = try lookUpInFiles(name, in: scope.typeName, at: expr) { return value }
            if let object = scope.lookup("self"), !object.uikitTypeNames.isEmpty {
                // Its value is the object's, known here: no `--value` stands for it.
                throw Unsupported(expr, "`\(name)` of \(object.kind) this method runs on is not a property the importer reads back")
            }
            throw Unsupported(expr, "`\(name)` is not a constant of this code (a value known only at run time? give it with --value \(Self.readChain(expr))=VALUE)")
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) { return try eval(subscriptCall) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return try eval(member) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try evalCall(call) }
        if let array = expr.as(ArrayExprSyntax.self) {
            return .array(try array.elements.map { try eval($0.expression) })
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return try eval(only.expression)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            guard case .bool(let value) = try eval(prefix.expression) else {
                throw Unsupported(expr, "`!` of something that is not a Boolean")
            }
            return .bool(!value)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            guard case .number(let value) = try eval(prefix.expression).plain else {
                throw Unsupported(expr, "minus on something that is not a number")
            }
            return .number(-value)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return try evalInfix(infix) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            guard case .bool(let holds) = try eval(ternary.condition) else {
                throw Unsupported(ternary.condition, "a condition that is not a Boolean")
            }
            return try eval(holds ? ternary.thenExpression : ternary.elseExpression)
        }
        if let cast = expr.as(AsExprSyntax.self) { return try eval(cast.expression) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return try eval(unwrap.expression) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return try eval(optional.expression) }
        if let closure = expr.as(ClosureExprSyntax.self) { return .closure(closure, scope) }
        if expr.is(SwitchExprSyntax.self) || expr.is(IfExprSyntax.self) { return try value(of: expr) }
        if expr.is(PostfixIfConfigExprSyntax.self) {
            throw Unsupported(expr, "a #if among a chain of calls (`#if … .modifier() #endif`), which the importer does not read")
        }
        throw Unsupported(expr, "an expression the importer does not read")
    }

    private mutating func eval(_ member: MemberAccessExprSyntax) throws -> Value {
        let name = member.declName.baseName.text
        guard let base = member.base else { return .member(name) }
        let baseText = base.trimmedDescription
        // The device a provider runs on, however the code asks (the device's, the app's, the
        // view controller's trait collection): inside a provider, the environment's traits.
        if ["userInterfaceIdiom", "horizontalSizeClass", "verticalSizeClass", "preferredContentSizeCategory"].contains(name), run != nil,
           ["UIDevice.current", "UIApplication.shared", "traitCollection", "self.traitCollection",
            "self?.traitCollection"].contains(baseText) {
            return try Properties.get(name, of: .environment(.traitCollection), at: ExprSyntax(member), run: &run)
        }
        switch (baseText, name) {
        // UIKit's own kinds, by their values: the app registers its views for them.
        case ("UICollectionView", "elementKindSectionHeader"): return .string(ListConfiguration.headerElementKind)
        case ("UICollectionView", "elementKindSectionFooter"): return .string(ListConfiguration.footerElementKind)
        case ("NSDirectionalEdgeInsets", "zero"): return .insets(.zero)
        case ("CGPoint", "zero"): return .point(.zero)
        case ("CGSize", "zero"): return .cgSize(width: 0, height: 0)
        case ("CGRect", "zero"): return .rect(.zero)
        default: break
        }
        if knownTypeNames.contains(baseText) { return .member(name) }
        if !program.givenTokens.isEmpty, baseText == ImportedTokens.namespace || baseText.hasPrefix(ImportedTokens.namespace + ".") {
            return try givenToken(baseText + "." + name, at: member)
        }
        let baseValue = try eval(base)
        switch baseValue {
        case .selfReference:
            if let declaration = program.layout(name, in: scope.typeName) {
                return declaration.isFunction ? .function(name) : try evaluateDeclaration(name, at: member)
            }
            if let value = try lookUpInFiles(name, in: scope.typeName, at: member) { return value }
            var chain = Self.readChain(ExprSyntax(member))
            for prefix in ["self.", "self?."] where chain.hasPrefix(prefix) { chain.removeFirst(prefix.count) }
            throw Unsupported(member, "`self.\(name)`: a property of the app, known only at run time (give it with --value \(chain)=VALUE)")
        case .type(let typeName):
            if let declaration = try program.index.enumNamed(typeName, at: member) {
                if name == "allCases" {
                    return .array(declaration.cases.map { .enumCase(type: typeName, name: $0.name) })
                }
                if declaration.caseNamed(name) != nil { return .enumCase(type: typeName, name: name) }
            }
            if let value = try lookUpInFiles(name, in: typeName, at: member) { return value }
            throw Unsupported(member, "`\(typeName).\(name)` is not declared in the files given")
        case .enumCase(let typeName, let caseName) where name == "rawValue":
            guard let raw = try program.index.enumNamed(typeName, at: member)?.caseNamed(caseName)?.rawValue else {
                throw Unsupported(member, "`\(typeName).\(caseName)` has no raw value the importer reads")
            }
            return raw
        case .enumCase(let typeName, _):
            // `kind.columnCount`: a computed property of the enum, run with `self` the case.
            if let constant = try program.index.constant(name, in: typeName, at: member), constant.typeName == typeName {
                return try evaluateConstant(constant, at: member, self: baseValue)
            }
            throw Unsupported(member, "`\(name)` is not a property `\(typeName)` declares in the files given")
        case .array(let elements):
            switch name {
            case "count": return .number(Double(elements.count))
            case "isEmpty": return .bool(elements.isEmpty)
            case "first": return elements.first ?? .nil
            case "last": return elements.last ?? .nil
            default: break
            }
        default: break
        }
        return try Properties.get(name, of: baseValue, at: ExprSyntax(member), run: &run)
    }

    /// `Tokens.space.md` read from the set `--tokens` gives: its value in arithmetic, its
    /// reference where a layout object takes it, as a token the files declare is; a constant no
    /// token of the set is written as is an error at the expression.
    private func givenToken(_ constant: String, at member: MemberAccessExprSyntax) throws -> Value {
        guard let token = program.givenTokens[constant] else {
            throw Unsupported(member, "`\(constant)` is no dimension token of the set --tokens gives")
        }
        return .token(name: token.name, value: token.value, marker: program.tokens.marker(for: token.name, value: token.value))
    }

    /// The chain of members and calls a name starts (`view.bounds.width` for `view`,
    /// `dataSource.snapshot().sectionIdentifiers`): what --value names.
    static func readChain(_ expr: ExprSyntax) -> String {
        var node = Syntax(expr)
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == node.id {
                node = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression).id == node.id {
                node = parent
            } else {
                break
            }
        }
        return node.trimmedDescription.filter { !$0.isWhitespace }
    }

    /// Whether `expr` reads from a name this code declares (`columns`, `config.columns`,
    /// `items[0]`), not from `self`, the provider's environment or the app.
    private func startsFromALocal(_ expr: ExprSyntax) -> Bool {
        var root = expr
        while true {
            if let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base; continue }
            if let call = root.as(FunctionCallExprSyntax.self) { root = call.calledExpression; continue }
            if let subscriptCall = root.as(SubscriptCallExprSyntax.self) { root = subscriptCall.calledExpression; continue }
            if let optional = root.as(OptionalChainingExprSyntax.self) { root = optional.expression; continue }
            break
        }
        guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text, name != "self",
              let value = scope.lookup(name) else { return false }
        // The provider's environment and `self` are the app's at run time, whatever they are named.
        switch value {
        case .environment, .selfReference: return false
        default: return true
        }
    }

    /// A constant, enum or type the files declare, seen from code in `typeName`; nil when the
    /// files declare nothing of that name.
    mutating func lookUpInFiles(_ name: String, in typeName: String?, at node: some SyntaxProtocol) throws -> Value? {
        if let constant = try program.index.constant(name, in: typeName, at: node) {
            // A computed property read inside a method of an enum case sees the same `self`.
            let selfValue = constant.typeName == scope.typeName ? scope.lookup("self") : nil
            return try evaluateConstant(constant, at: node, self: selfValue)
        }
        if program.index.typeNames.contains(name) { return .type(name) }
        if program.index.functions[name] != nil { return .function(name) }
        return nil
    }

    /// `array[index]`: a constant array read at a constant index or at the section index, which
    /// then stands for as many sections as the array has elements.
    private mutating func eval(_ subscriptCall: SubscriptCallExprSyntax) throws -> Value {
        guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first, argument.label == nil else {
            throw Unsupported(subscriptCall, "a subscript the importer does not read (one unlabelled index)")
        }
        // `HomeSection.allCases[index]` of an enum another file declares: the index as its case,
        // as `HomeSection(rawValue: index)` is (the switch over it names the cases).
        if let allCases = subscriptCall.calledExpression.as(MemberAccessExprSyntax.self),
           allCases.declName.baseName.text == "allCases", let type = allCases.base?.trimmedDescription,
           type.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true }),
           program.index.enumsByName[String(type.split(separator: ".").last ?? "")] == nil,
           case .sectionIndex(let index, _) = try eval(argument.expression) {
            return .sectionIndex(index, enumWrapped: true)
        }
        guard case .array(let elements) = try eval(subscriptCall.calledExpression) else {
            throw Unsupported(subscriptCall.calledExpression, "a subscript of something that is not a constant array")
        }
        return try element(of: elements, at: eval(argument.expression), indexAt: argument.expression, in: subscriptCall)
    }

    /// `elements[index]` where `index` is a constant position or the section index (then the
    /// elements stand for as many sections, each named after its case).
    mutating func element(of elements: [Value], at index: Value, indexAt argument: some SyntaxProtocol,
                          in node: some SyntaxProtocol) throws -> Value {
        let position: Int
        switch index {
        case .number(let n) where n == n.rounded() && n >= 0 && n < Double(elements.count):
            position = Int(n)
        case .sectionIndex(let index, _):
            noteIndexDomain(elements.count)
            guard index < elements.count else {
                throw Unsupported(node, "section \(index) is past the array's \(elements.count) elements")
            }
            position = index
            // `.hero` in `[Section]`: a case of the app's enum, written without its type.
            if case .enumCase(_, let name) = elements[index] { run?.sectionCaseName = name }
            if case .member(let name) = elements[index] { run?.sectionCaseName = name }
        case let other:
            throw Unsupported(argument, "an index (\(other.kind)) that is not a position of the array's \(elements.count) elements")
        }
        return elements[position]
    }

    /// The section index was mapped through something of `count` elements: that many sections.
    mutating func noteIndexDomain(_ count: Int) {
        guard var current = run else { return }
        current.indexDomain = min(current.indexDomain ?? count, count)
        run = current
    }

    private mutating func evalInfix(_ infix: InfixOperatorExprSyntax) throws -> Value {
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw Unsupported(infix, "an operator the importer does not read")
        }
        if op == "??" {
            let left = try eval(infix.leftOperand)
            if case .nil = left { return try eval(infix.rightOperand) }
            return left
        }
        if op == "&&" || op == "||" {
            guard case .bool(let left) = try eval(infix.leftOperand) else {
                throw Unsupported(infix.leftOperand, "not a Boolean")
            }
            if (op == "&&" && !left) || (op == "||" && left) { return .bool(left) }
            guard case .bool(let right) = try eval(infix.rightOperand) else {
                throw Unsupported(infix.rightOperand, "not a Boolean")
            }
            return .bool(right)
        }
        // A token is its value in arithmetic and comparisons.
        let (leftValue, rightValue) = (try eval(infix.leftOperand), try eval(infix.rightOperand))
        if ["+", "-", "*", "/"].contains(op) {
            for case .token(let name, _, _) in [leftValue, rightValue] {
                program.notes.add(Unsupported(infix, "a number worked out from the design token {\(name)}: the document holds the number, not the token"))
            }
        }
        let left = leftValue.plain
        let right = rightValue.plain
        switch op {
        case "==": return .bool(try equal(left, right, at: infix))
        case "!=": return .bool(!(try equal(left, right, at: infix)))
        case "<", ">", "<=", ">=": return .bool(try compare(left, op, right, at: infix))
        case "+", "-", "*", "/":
            return try arithmetic(op, left, right, at: infix)
        default:
            throw Unsupported(infix.operator, "the operator \(op), which the importer does not read")
        }
    }

    /// Why an array the app's code builds is refused (`Budget.arrayLength`).
    static var tooLong: String {
        "an array of more than \(Budget.arrayLength) elements (the importer's limit on what the app's code builds)"
    }

    /// `+ - * /` on numbers, and the messages for what only the app knows.
    mutating func arithmetic(_ op: String, _ left: Value, _ right: Value, at infix: InfixOperatorExprSyntax) throws -> Value {
        if op == "+", case .array(let x) = left, case .array(let y) = right {
            // Counted before the arrays are joined, so a doubling loop stops at the limit.
            guard x.count + y.count <= Budget.arrayLength else { throw Unsupported(infix, Self.tooLong) }
            return .array(x + y)
        }
        switch (left, right) {
        case (.widthFormula(let formula), .number(let n)), (.number(let n), .widthFormula(let formula)):
            let numberOnLeft = if case .number = left { true } else { false }
            guard let result = formula.combined(op, n, numberOnLeft: numberOnLeft) else {
                throw Unsupported(infix, Self.widthArithmetic)
            }
            return .widthFormula(result)
        default: break
        }
        guard case .number(let x) = left, case .number(let y) = right else {
            if case .widthFormula = left { throw Unsupported(infix, Self.widthArithmetic) }
            if case .widthFormula = right { throw Unsupported(infix, Self.widthArithmetic) }
            if case .sectionIndex = left, run != nil { throw Unsupported(infix, Self.indexArithmetic) }
            if case .sectionIndex = right, run != nil { throw Unsupported(infix, Self.indexArithmetic) }
            throw Unsupported(infix, "arithmetic on \(left.kind) and \(right.kind)")
        }
        let result: Double
        switch op {
        case "+": result = x + y
        case "-": result = x - y
        case "*": result = x * y
        default:
            guard y != 0 else { throw Unsupported(infix, "division by zero") }
            let integers = op == "/" && IntegerTyping(index: program.index, typeName: scope.typeName).dividesIntegers(infix)
            result = integers ? (x / y).rounded(.towardZero) : x / y
        }
        guard result.isFinite else { throw Unsupported(infix, "the result is beyond Double's range") }
        // `Int` arithmetic past 2^53 - 1 is exact in Swift (or stops the app past Int.max) and
        // rounded here: refused, as such a literal is. (A `CGFloat` rounds in Swift too.)
        if abs(result) > Double(LayoutDocument.largestExactInteger),
           IntegerTyping(index: program.index, typeName: scope.typeName).dividesIntegers(infix) {
            throw Unsupported(infix, "an integer result past \(LayoutDocument.largestExactInteger), which the importer cannot hold exactly")
        }
        return .number(result)
    }

    static let widthArithmetic = "arithmetic on the container's width the importer cannot follow: a value known only at run time (comparisons with constants map to variants, and a group's count to adaptiveCount, semantics §5.6)"
    static let indexArithmetic = "arithmetic on the section index: the format has no per-index formula (name the sections with a switch)"
    static let inexactInteger = "an integer past \(LayoutDocument.largestExactInteger), which the importer cannot hold exactly"

    /// Comparisons of the container width with a constant become variant boundaries; the run
    /// answers them for the width it stands for.
    private mutating func compare(_ left: Value, _ op: String, _ right: Value, at node: InfixOperatorExprSyntax) throws -> Bool {
        func ordered(_ x: Double, _ op: String, _ y: Double) -> Bool {
            switch op {
            case "<": x < y
            case ">": x > y
            case "<=": x <= y
            default: x >= y
            }
        }
        switch (left, right) {
        case (.number(let x), .number(let y)): return ordered(x, op, y)
        case (.widthFormula(let formula), .number(let t)), (.number(let t), .widthFormula(let formula)):
            guard run != nil else { throw Unsupported(node, "the container's width outside a provider") }
            let widthOnLeft = if case .widthFormula = left { true } else { false }
            // Normalised to `formula OP t`; the boundary is where Swift's arithmetic flips it.
            let normalised = widthOnLeft ? op : ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op]!
            switch formula.boundary(normalised, t) {
            case nil:
                throw Unsupported(node, "compares \(left.kind) with a constant: only a value the width gives by adding and multiplying constants maps to variants")
            case .constant(let answer)?:
                return answer
            case .at(let boundary, let wideAnswer)?:
                let threshold = WidthThreshold(value: boundary, upperIncludesValue: true, effective: formula.effective)
                return run!.answer(widthInUpperRangeOf: threshold) == wideAnswer
            }
        case (.contentSizeCategory, .member(let name)), (.member(let name), .contentSizeCategory):
            guard let category = ContentSizeCategory(rawValue: name) else {
                throw Unsupported(node, "`.\(name)` is not a UIContentSizeCategory")
            }
            let categoryOnLeft = if case .contentSizeCategory = left { true } else { false }
            let normalised = categoryOnLeft ? op : ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op]!
            // `c > x` is `c >= the next size`; past the largest, it never holds.
            let all = ContentSizeCategory.allCases
            switch normalised {
            case ">=", "<":
                let atLeast = run!.answer(categoryAtLeast: category)
                return normalised == ">=" ? atLeast : !atLeast
            default:
                guard let next = all.first(where: { $0 > category }) else { return normalised == "<=" }
                let atLeast = run!.answer(categoryAtLeast: next)
                return normalised == ">" ? atLeast : !atLeast
            }
        case (.sectionIndex(let index, false), .number(let n)):
            noteIndexNamed(n)
            return ordered(Double(index), op, n)
        case (.number(let n), .sectionIndex(let index, false)):
            noteIndexNamed(n)
            return ordered(n, op, Double(index))
        default:
            throw Unsupported(node, "compares \(left.kind) with \(right.kind)")
        }
    }
}
#endif
