#if SwiftImport
import LayoutEngine
import SwiftSyntax

/// A call's arguments by label (`_` for none), in order, with the trailing closure as the
/// last unlabelled-or-named parameter it stands for.
struct Arguments {
    var labels: [String]
    var expressions: [ExprSyntax]
    let call: FunctionCallExprSyntax

    init(_ call: FunctionCallExprSyntax) {
        self.call = call
        labels = call.arguments.map { $0.label?.text ?? "_" }
        expressions = call.arguments.map(\.expression)
    }

    /// Appends the trailing closure under `label` (what the parameter is called).
    mutating func addTrailingClosure(as label: String) {
        if let closure = call.trailingClosure {
            labels.append(label)
            expressions.append(ExprSyntax(closure))
        }
    }

    func expression(_ label: String) -> ExprSyntax? {
        labels.firstIndex(of: label).map { expressions[$0] }
    }

    var signature: String { labels.map { $0 + ":" }.joined() }
}

extension Interpreter {
    mutating func evalCall(_ call: FunctionCallExprSyntax) throws -> Value {
        if !call.additionalTrailingClosures.isEmpty {
            throw Unsupported(call, "more than one trailing closure")
        }
        var arguments = Arguments(call)
        let callee = call.calledExpression
        // `{ … }()`: a property initialised by a closure run once.
        if let closure = callee.as(ClosureExprSyntax.self), arguments.labels.isEmpty {
            scope.push()
            defer { scope.pop() }
            return try runBody(closure.statements, at: closure)
        }
        try spendStep(at: call)
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            var name = reference.baseName.text
            // `Layout { … }` where the files say `typealias Layout = UICollectionViewCompositionalLayout`.
            let aliased = program.index.typeAliases.resolve(name, from: scope.typeName)
            if aliased != name, scope.lookup(name) == nil,
               knownTypeNames.contains(aliased) || placeholderLayoutTypes.contains(aliased) {
                name = aliased
            }
            // A collection view made with a placeholder layout (`UICollectionViewLayout()`), or a
            // flow layout: no compositional layout here.
            if placeholderLayoutTypes.contains(name), scope.lookup(name) == nil {
                throw NotCompositional()
            }
            if name == "fatalError" || name == "preconditionFailure", scope.lookup(name) == nil {
                throw Unsupported(call, "`\(name)(…)`: the app stops here, and builds no layout")
            }
            // A UIKit type, or the app's layout class (`GridLayout()`, named like its layout).
            if knownTypeNames.contains(name) || program.isLayoutClass(name) {
                return try construct(type: name, &arguments)
            }
            if program.functions[name] != nil, scope.lookup(name) == nil { return try callFunction(name, arguments, at: call) }
            if arguments.signature == "rawValue:", let enumDeclaration = try program.index.enumNamed(name, at: call) {
                return try enumInit(enumDeclaration, arguments, at: call)
            }
            if program.index.functions[name] != nil, scope.lookup(name) == nil {
                // In a method of the app's extension of a UIKit class, `spacing(3)` is
                // `self.spacing(3)`: run on the object, which it may change.
                if let object = scope.lookup("self"), let home = extensionType(declaring: name, for: object) {
                    let (result, changed) = try callMethod(name, arguments, at: call, self: object, in: home)
                    if let changed { _ = scope.assign("self", changed) }
                    return result
                }
                return try callHelper(name, arguments, at: call)
            }
            if ["min", "max", "floor"].contains(name), scope.lookup(name) == nil {
                return try standardFunction(name, arguments, at: call)
            }
            if arguments.signature == "rawValue:", let expr = arguments.expression("rawValue"),
               case .sectionIndex(let index, _) = try eval(expr) {
                // `Section(rawValue: sectionIndex)`: the app's enum of sections.
                return .sectionIndex(index, enumWrapped: true)
            }
            throw Unsupported(callee, "calls `\(name)`, which the importer cannot see into (the app's own helper?)")
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let baseText = member.base?.trimmedDescription
            if name == "init" {
                return try construct(type: baseText, &arguments)
            }
            if arguments.signature == "rawValue:", name.first?.isUppercase == true, let baseText,
               baseText.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true }) {
                // `Feed.Kind(rawValue: index)`: the app's enum of sections, the files' own as
                // `Kind(rawValue:)` reads it, or one a file not given declares.
                if let declared = try program.index.enumNamed(name, at: call) {
                    return try enumInit(declared, arguments, at: call)
                }
                if let expr = arguments.expression("rawValue"), case .sectionIndex(let index, _) = try eval(expr) {
                    return .sectionIndex(index, enumWrapped: true)
                }
            }
            if name == "sectionIdentifier", arguments.signature == "for:", let baseText {
                // `dataSource.sectionIdentifier(for: index)` (iOS 15): the snapshot's sections at
                // the index, given as `dataSource.snapshot().sectionIdentifiers[index]` is.
                let key = GivenValues.key(baseText).filter { $0 != "?" && $0 != "!" } + ".snapshot().sectionIdentifiers"
                guard let given = program.given.value(named: key) else {
                    throw Unsupported(call, "the data source's sections are the app's (give them with --value '\(key)=[.first, .second]')")
                }
                guard case .array(let elements) = given else {
                    throw Unsupported(call, "--value \(key) is not an array of the sections")
                }
                return try element(of: elements, at: eval(arguments.expressions[0]), indexAt: arguments.expressions[0], in: call)
            }
            if baseText == nil || knownTypeNames.contains(baseText!) {
                // `.gridSection(columnCount: 3)`: a factory the app declares in an extension
                // of a UIKit type.
                if let home = (program.index.functions[name] ?? []).lazy.compactMap({ enclosingTypeName(of: Syntax($0)) })
                    .first(where: { knownTypeNames.contains($0) && (baseText == nil || baseText == $0) }) {
                    return try callHelper(name, arguments, at: call, in: home)
                }
                return try factory(name, type: baseText, &arguments)
            }
            if let base = member.base {
                // `self.makeSection(…)`, `self?.makeSection(…)`, `Layout.section(…)`, `Kind.init(rawValue:)`.
                let baseValue: Value
                do {
                    baseValue = try eval(base)
                } catch let unsupported as Unsupported where unsupported.reason.hasPrefix("`self.") {
                    // `self.dataSource.snapshot()`: the app's state, which --value can give.
                    throw unsupported
                } catch {
                    throw Unsupported(callee, "calls `\(callee.trimmedDescription)`, which the importer cannot see into" + Self.valueAdvice(for: call))
                }
                switch baseValue {
                case .number, .token, .widthFormula:
                    if name == "rounded" { return try rounded(baseValue.plain, arguments, at: call) }
                case .selfReference, .type:
                    if case .type(let typeName) = baseValue, arguments.signature == "rawValue:", name == "init",
                       let enumDeclaration = try program.index.enumNamed(typeName, at: call) {
                        return try enumInit(enumDeclaration, arguments, at: call)
                    }
                    if program.functions[name] != nil { return try callFunction(name, arguments, at: call) }
                    if program.index.functions[name] != nil { return try callHelper(name, arguments, at: call) }
                case .section, .item, .boundary, .supplementary, .decoration, .size, .dimension, .layout, .configuration:
                    // `section.spacing(8)`, `section.addHeader()`: a method the app declares in an
                    // extension of the UIKit class, run with `self` the object. An object is a
                    // reference: what the method changes, the name it was called on sees.
                    if let home = extensionType(declaring: name, for: baseValue) {
                        let (result, changed) = try callMethod(name, arguments, at: call, self: baseValue, in: home)
                        if let variable = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let changed,
                           scope.lookup(variable) != nil {
                            _ = scope.assign(variable, changed)
                        }
                        return result
                    }
                case .enumCase(let typeName, _):
                    // `kind.makeSection()`: a method of the app's enum, run with `self` the case.
                    let methods = (program.index.functions[name] ?? []).filter { enclosingTypeName(of: Syntax($0)) == typeName }
                    if !methods.isEmpty { return try callHelper(name, arguments, at: call, self: baseValue, in: typeName) }
                default: break
                }
            }
            throw Unsupported(callee, "calls `\(callee.trimmedDescription)`, which the importer cannot see into" + Self.valueAdvice(for: call))
        }
        throw Unsupported(callee, "a call the importer does not read")
    }

    /// `min`, `max` and `floor` of the standard library, on numbers and on a count computed
    /// from the width (`min(max(Int(…), 1), 6)`).
    private mutating func standardFunction(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        guard arguments.labels.allSatisfy({ $0 == "_" }), !arguments.expressions.isEmpty else {
            throw Unsupported(call, "calls `\(name)(\(arguments.signature))`, which the importer does not read")
        }
        let values = try arguments.expressions.map { try eval($0).plain }
        if name == "floor" {
            guard values.count == 1 else { throw Unsupported(call, "`floor` takes one value") }
            if case .widthFormula(let formula) = values[0] { return try .widthFormula(Self.floored(formula, true, at: call)) }
            return .number(try Convert.number(values[0], "the value", at: call).rounded(.down))
        }
        guard values.count >= 2 else { throw Unsupported(call, "`\(name)` of one value") }
        var formula: WidthFormula?
        var numbers: [Double] = []
        for value in values {
            if case .widthFormula(let f) = value {
                guard formula == nil else { throw Unsupported(call, "`\(name)` of two values computed from the width") }
                formula = f
            } else {
                numbers.append(try Convert.number(value, "the value", at: call))
            }
        }
        let bound = name == "min" ? numbers.min()! : numbers.max()!
        guard var formula else { return .number(bound) }
        // A clamp keeps the count a formula of the width only once it is whole.
        guard formula.isFloored else { throw Unsupported(call, Self.widthArithmetic) }
        if name == "min" { formula.upperBound = min(formula.upperBound ?? bound, bound) }
        else { formula.lowerBound = max(formula.lowerBound ?? bound, bound) }
        return .widthFormula(formula)
    }

    /// `x.rounded()`, `x.rounded(.down)`…; of a width formula, only `.down`, the rule's floor.
    private mutating func rounded(_ value: Value, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        let rule: FloatingPointRoundingRule
        switch arguments.expressions.count {
        case 0: rule = .toNearestOrAwayFromZero
        case 1:
            switch try eval(arguments.expressions[0]) {
            case .member("down"): rule = .down
            case .member("up"): rule = .up
            case .member("towardZero"): rule = .towardZero
            case .member("awayFromZero"): rule = .awayFromZero
            case .member("toNearestOrEven"): rule = .toNearestOrEven
            case .member("toNearestOrAwayFromZero"): rule = .toNearestOrAwayFromZero
            default: throw Unsupported(call, "a rounding rule the importer does not read")
            }
        default: throw Unsupported(call, "`rounded` with more than one argument")
        }
        if case .widthFormula(let formula) = value {
            guard rule == .down else {
                throw Unsupported(call, "rounds a value computed from the container's width other than down: \(AdaptiveCountReading.rule) floors it (`.rounded(.down)`)")
            }
            return .widthFormula(try Self.floored(formula, true, at: call))
        }
        return .number(try Convert.number(value, "the value", at: call).rounded(rule))
    }

    /// A width formula made whole: `Int(…)` or a floor. A conversion to a floating-point type
    /// (`CGFloat(…)`) leaves it as it is.
    static func floored(_ formula: WidthFormula, _ floors: Bool, at call: FunctionCallExprSyntax) throws -> WidthFormula {
        // A whole number clamped by whole numbers stays whole: `Int(min(max(floor(x), 1), 6))`.
        guard floors, !formula.isFloored else { return formula }
        guard formula.isAffine else { throw Unsupported(call, Self.widthArithmetic) }
        var floored = formula
        floored.isFloored = true
        return floored
    }

    /// A group's count computed from the width: kept as a placeholder `adaptiveCount` until
    /// its section is complete (`AdaptiveCountReading`), when the rule can be checked.
    private mutating func pendingAdaptiveCount(_ formula: WidthFormula, at node: ExprSyntax) throws -> LayoutGroup.Repetition {
        guard run != nil else { throw Unsupported(node, "the container's width outside a provider") }
        guard formula.isFloored, formula.lowerBound == 1, let maximum = formula.upperBound,
              maximum.rounded() == maximum, maximum >= 1, maximum <= Double(Int32.max) else {
            throw Unsupported(node, "a count computed from the container's width that is not \(AdaptiveCountReading.rule): it must be whole, at least 1 (`max(…, 1)`) and at most a whole maximum (`min(…, N)`)")
        }
        let index = run!.pendingCounts.count
        run!.pendingCounts.append(PendingAdaptiveCount(formula: formula, node: Syntax(node)))
        return .adaptive(AdaptiveCount(minimumWidth: PendingAdaptiveCount.placeholder(at: index), maximum: Int(maximum)))
    }

    /// A layout function of the same files, evaluated where it is called: with arguments, as
    /// any helper is.
    private mutating func callFunction(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        if let declaration = program.layout(name, in: scope.typeName) { calledFunctions.insert(declaration.key) }
        if arguments.labels.isEmpty, program.layout(name, in: scope.typeName)?.parameters == nil {
            return try evaluateDeclaration(name, at: call)
        }
        return try callHelper(name, arguments, at: call)
    }

    /// A supplementary's or decoration's element kind: the string the code gives; or, where it
    /// names a constant of a type the files given do not declare (`HeaderView.elementKind`,
    /// `SupplementaryViewKind.badge.rawValue`), that name, with a note. The kind labels the views
    /// and no frame depends on it, so a layout is not refused for a label another file holds.
    private mutating func elementKind(_ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> String {
        guard let expr = arguments.expression("elementKind") else { throw Unsupported(call, "`elementKind:` is missing") }
        do {
            return try Convert.string(eval(expr), "elementKind", at: call)
        } catch let unsupported as Unsupported {
            var names: [String] = []
            var base = expr
            while let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
                names.insert(member.declName.baseName.text, at: 0)
                base = inner
            }
            guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, !names.isEmpty,
                  type.first?.isUppercase == true, !program.index.typeNames.contains(type) else { throw unsupported }
            let text = ([type] + names).joined(separator: ".")
            program.notes.add(Unsupported(expr, "the element kind `\(text)` is a constant of a file not given: the kind is named after it (give its value with --value \(text)='\"header\"')"))
            return text
        }
    }

    /// How to give the answer of a call without arguments that asks the app something
    /// (`traitCollection.isIpad()`): by its text, as `--value` reads it; empty for any other call.
    static func valueAdvice(for call: FunctionCallExprSyntax) -> String {
        guard call.arguments.isEmpty, call.trailingClosure == nil else { return "" }
        return " (what it answers only the app knows: give it with --value '\(GivenValues.key(call.trimmedDescription))=VALUE')"
    }

    /// Refuses a call past the depth budget, naming the chain of calls that got there.
    private func checkCallDepth(calling name: String, at node: some SyntaxProtocol) throws {
        guard callStack.count >= Budget.callDepth else { return }
        let chain = (callStack.suffix(6) + [name]).map { "`\($0)`" }.joined(separator: " → ")
        throw Unsupported(node, "the call depth budget (\(Budget.callDepth) nested calls) is exhausted: … \(chain) (a call cycle or recursion without end?)")
    }

    /// A fresh interpreter for a callee: its own scope, the caller's provider run and budget.
    private func callee(named name: String) -> Interpreter {
        var callee = Interpreter(program: program)
        callee.run = run
        callee.callStack = callStack + [name]
        callee.budget = budget
        return callee
    }

    /// Evaluates another layout declaration of the files in a scope of its own, sharing the
    /// provider run (a helper called from a provider sees the same section index and width).
    mutating func evaluateDeclaration(_ name: String, at node: some SyntaxProtocol) throws -> Value {
        guard let declaration = program.layout(name, in: scope.typeName) else {
            throw Unsupported(node, "`\(name)` is not declared in the files given")
        }
        if let refusal = declaration.refusal { throw refusal }
        try checkCallDepth(calling: name, at: node)
        calledFunctions.insert(declaration.key)
        var callee = callee(named: name)
        let value = try callee.evaluate(declaration)
        run = callee.run
        calledFunctions.formUnion(callee.calledFunctions)
        return value
    }

    /// A constant of the files (`static let spacing: CGFloat = 8`, `var columns: Int { 2 }`),
    /// evaluated where it is read: its value is what its initialiser or getter says.
    mutating func evaluateConstant(_ constant: ConstantDeclaration, at node: some SyntaxProtocol,
                                   self selfValue: Value? = nil) throws -> Value {
        let key = (constant.typeName.map { $0 + "." } ?? "") + constant.name
        try checkCallDepth(calling: key, at: node)
        var callee = callee(named: key)
        callee.scope.typeName = constant.typeName
        if let selfValue { callee.scope.declare("self", selfValue) }
        let value: Value
        switch constant.body {
        case .expression(let expr):
            do {
                value = try callee.eval(expr)
            } catch let unsupported as Unsupported where !unsupported.reason.contains("--value") && !unsupported.reason.contains("budget") {
                // Most often app state (`var columns = UserDefaults…`): say how to give it.
                throw Unsupported(unsupported.node, unsupported.reason + "; `\(constant.name)` is set from it: give it with --value \(constant.name)=VALUE")
            }
        case .getter(let statements): value = try callee.runBody(statements, at: constant.node)
        }
        if constant.isVariable {
            program.notes.add(Unsupported(node, "`\(constant.name)` is a `var` the app may change: its initial value was read (give another with --value \(constant.name)=VALUE)"))
        }
        if case .number(let number) = value, let name = ImportedTokens.tokenName(of: constant) {
            run = callee.run
            calledFunctions.formUnion(callee.calledFunctions)
            return .token(name: name, value: number, marker: program.tokens.marker(for: name, value: number))
        }
        run = callee.run
        calledFunctions.formUnion(callee.calledFunctions)
        return value
    }

    /// A function or method of the files called with arguments the importer knows: its
    /// parameters bound by label (defaults where left out), its body run in a scope of its own.
    mutating func callHelper(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax,
                             self selfValue: Value? = nil, in receiverType: String? = nil) throws -> Value {
        try callMethod(name, arguments, at: call, self: selfValue, in: receiverType).result
    }

    /// The UIKit class of `object` (or one it inherits from) whose extension in the files
    /// declares a method `name`; nil when none does.
    func extensionType(declaring name: String, for object: Value) -> String? {
        let declared = program.index.functions[name] ?? []
        return object.uikitTypeNames.first { type in declared.contains { enclosingTypeName(of: Syntax($0)) == type } }
    }

    /// `callHelper`, with `self` as the body left it: a method of a UIKit object changes it.
    private mutating func callMethod(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax,
                                     self selfValue: Value?, in receiverType: String?) throws -> (result: Value, changedSelf: Value?) {
        var arguments = arguments
        // The caller's type's own function first, as Swift resolves `makeSection()` in a method
        // (the receiver's type's only, for a method of an enum case).
        let all = program.index.functions[name] ?? []
        let home = receiverType ?? scope.typeName
        let candidates = all.filter { enclosingTypeName(of: Syntax($0)) == home }
            + (receiverType == nil ? all.filter { enclosingTypeName(of: Syntax($0)) != home } : [])
        // A trailing closure stands for the last parameter.
        if call.trailingClosure != nil, let last = candidates.first?.signature.parameterClause.parameters.last {
            arguments.addTrailingClosure(as: last.firstName.text)
        }
        guard let function = candidates.first(where: { Self.accepts($0, arguments.labels) }) else {
            throw Unsupported(call, "calls `\(name)(\(arguments.signature))`, which no function of the files given declares")
        }
        guard let body = function.body else { throw Unsupported(call, "`\(name)` has no body") }
        try program.index.checkDeclared(function)
        // A layout function called as a helper (`kind.layoutSection()`) is a part of the caller.
        if let declaration = program.functions[name]?.first(where: { $0.nameToken.id == function.name.id }) {
            calledFunctions.insert(declaration.key)
        }
        try checkCallDepth(calling: name, at: call)
        var callee = callee(named: name)
        callee.scope.typeName = enclosingTypeName(of: Syntax(function))
        if let selfValue { callee.scope.declare("self", selfValue) }
        callee.scope.push()
        var position = 0
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.text
            let parameterName = (parameter.secondName ?? parameter.firstName).text
            if parameter.ellipsis != nil || parameter.type.is(AttributedTypeSyntax.self) {
                throw Unsupported(parameter, "a variadic or inout parameter")
            }
            if position < arguments.labels.count, arguments.labels[position] == label {
                // Arguments are the caller's expressions, evaluated in the caller's scope.
                let value = try eval(arguments.expressions[position])
                callee.run = run
                callee.scope.declare(parameterName, value)
                position += 1
            } else if let defaultValue = parameter.defaultValue {
                callee.scope.declare(parameterName, try callee.eval(defaultValue.value))
            }
        }
        let value: Value
        if let selfValue, !selfValue.uikitTypeNames.isEmpty, function.signature.returnClause == nil {
            // A method that changes its object and returns nothing (`section.addHeader()`).
            if case .returned(let returned) = try callee.execute(body.statements) { value = returned } else { value = .nil }
        } else {
            value = try callee.runBody(body.statements, at: function.name)
        }
        run = callee.run
        calledFunctions.formUnion(callee.calledFunctions)
        return (value, selfValue == nil ? nil : callee.scope.lookup("self"))
    }

    /// Whether a function's parameters take these labels in order, the others having defaults.
    private static func accepts(_ function: FunctionDeclSyntax, _ labels: [String]) -> Bool {
        var remaining = labels[...]
        for parameter in function.signature.parameterClause.parameters {
            if remaining.first == parameter.firstName.text {
                remaining.removeFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// `Kind(rawValue: x)` for an enum of the files: its case, or nil. With the section index,
    /// the sections are the enum's cases: named after them, as many as it has.
    private mutating func enumInit(_ declaration: EnumDeclaration, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        let raw = try eval(arguments.expressions[0])
        switch raw {
        case .sectionIndex(let index, _):
            let rawValues = declaration.cases.compactMap { entry -> Int? in
                // Raw values past what a section index can be name no section (and must not trap).
                if case .number(let n)? = entry.rawValue { return Int(exactly: n).map { min(max($0, -1), DocumentAssembly.sectionLimit) } }
                return nil
            }
            guard rawValues.count == declaration.cases.count else {
                throw Unsupported(call, "`\(declaration.name)` has no integer raw values for the section index to match")
            }
            noteIndexDomain((rawValues.max() ?? -1) + 1)
            guard let name = declaration.caseWithRawValue(.number(Double(index))) else { return .nil }
            run?.sectionCaseName = name
            return .enumCase(type: declaration.name, name: name)
        case .number, .string:
            return declaration.caseWithRawValue(raw).map { .enumCase(type: declaration.name, name: $0) } ?? .nil
        default:
            throw Unsupported(call, "`\(declaration.name)(rawValue:)` of \(raw.kind)")
        }
    }

    /// `Type(labels…)` or `.init(labels…)`: UIKit's initialisers, told apart by their labels.
    private mutating func construct(type written: String?, _ arguments: inout Arguments) throws -> Value {
        let call = arguments.call
        // A subclass of the layout class: `self.init(section:)` in its initialiser is the
        // class's own, and `GridLayout()` elsewhere is that layout.
        var type = written
        if type == "self" || type == "super" { type = "UICollectionViewCompositionalLayout" }
        if let type, program.isLayoutClass(type) {
            guard arguments.labels.isEmpty else {
                throw Unsupported(call, "`\(type)(\(arguments.signature))`: the app's layout class made with arguments, which the importer does not pass to its initialiser (import `\(kebabCase(type))` on its own, its parameters given with --value)")
            }
            return try evaluateDeclaration(type, at: call)
        }
        if type == "UICollectionViewCompositionalLayout" { arguments.addTrailingClosure(as: "sectionProvider") }
        func arg(_ label: String) throws -> Value {
            guard let expr = arguments.expression(label) else { throw Unsupported(call, "`\(label):` is missing") }
            return try eval(expr)
        }
        switch (type, arguments.signature) {
        case ("CGFloat", "_:"), ("Double", "_:"), ("Float", "_:"), ("Int", "_:"):
            // `CGFloat(Tokens.space.md)` is the token still; `Int(…)` of it a number.
            let evaluated = try eval(arguments.expressions[0])
            if case .token = evaluated, type != "Int" { return evaluated }
            let value = evaluated.plain
            if case .sectionIndex = value { throw Unsupported(call, Self.indexArithmetic) }
            if case .widthFormula(let formula) = value {
                // `Int` truncates toward zero, which is the floor for the widths a count is
                // made of; a negative one is clamped to 1 by the rule's `max(…, 1)` either way.
                return try .widthFormula(Self.floored(formula, type == "Int", at: call))
            }
            let n = try Convert.number(value, "the value", at: call)
            guard type == "Int" else { return .number(n) }
            // Swift stops the app on `Int(x)` past Int's range; past 2^53 - 1 the importer would
            // hold a rounded integer: both refused here, as such a literal is.
            let whole = n.rounded(.towardZero)
            guard abs(whole) <= Double(LayoutDocument.largestExactInteger) else {
                throw Unsupported(call, "Int(\(n)): " + Self.inexactInteger)
            }
            return .number(whole)
        case (_, "widthDimension:heightDimension:"):
            return .size(LayoutSize(width: try Convert.dimension(arg("widthDimension"), "widthDimension", at: call),
                                    height: try Convert.dimension(arg("heightDimension"), "heightDimension", at: call)))
        case (_, "layoutSize:"):
            return .item(LayoutItem(size: try Convert.size(arg("layoutSize"), "layoutSize", at: call)))
        case (_, "layoutSize:supplementaryItems:"):
            let supplementaries = try Convert.array(arg("supplementaryItems"), "supplementaryItems", at: call) { element in
                guard case .supplementary(let s) = element else {
                    throw Convert.mismatch(element, "supplementaryItems", "an NSCollectionLayoutSupplementaryItem", call)
                }
                return s
            }
            return .item(LayoutItem(size: try Convert.size(arg("layoutSize"), "layoutSize", at: call),
                                    supplementaryItems: supplementaries))
        case (_, "group:"):
            let group = try Convert.item(arg("group"), "group", at: call)
            guard group.isGroup else { throw Unsupported(call, "a section's group is an item, not a group") }
            return .section(Section(name: "section", itemCount: 0, group: group))
        case (_, "top:leading:bottom:trailing:"):
            return .insets(DirectionalInsets(top: try Convert.number(arg("top"), "top", at: call),
                                             leading: try Convert.number(arg("leading"), "leading", at: call),
                                             bottom: try Convert.number(arg("bottom"), "bottom", at: call),
                                             trailing: try Convert.number(arg("trailing"), "trailing", at: call)))
        case (_, "leading:top:trailing:bottom:"):
            return .edgeSpacing(EdgeSpacing(leading: try Convert.optionalSpacing(arg("leading"), "leading", at: call),
                                            top: try Convert.optionalSpacing(arg("top"), "top", at: call),
                                            trailing: try Convert.optionalSpacing(arg("trailing"), "trailing", at: call),
                                            bottom: try Convert.optionalSpacing(arg("bottom"), "bottom", at: call)))
        case (_, "x:y:"):
            return .point(Point(x: try Convert.number(arg("x"), "x", at: call), y: try Convert.number(arg("y"), "y", at: call)))
        case (_, "width:height:"):
            return .cgSize(width: try Convert.number(arg("width"), "width", at: call),
                           height: try Convert.number(arg("height"), "height", at: call))
        case (_, "x:y:width:height:"):
            return .rect(Rect(x: try Convert.number(arg("x"), "x", at: call), y: try Convert.number(arg("y"), "y", at: call),
                              width: try Convert.number(arg("width"), "width", at: call),
                              height: try Convert.number(arg("height"), "height", at: call)))
        case (_, "edges:"):
            return .anchor(Anchor(edges: try Convert.edges(arg("edges"), "edges", at: call)))
        case (_, "edges:absoluteOffset:"):
            return .anchor(Anchor(edges: try Convert.edges(arg("edges"), "edges", at: call),
                                  offset: .absolute(try Convert.point(arg("absoluteOffset"), "absoluteOffset", at: call))))
        case (_, "edges:fractionalOffset:"):
            return .anchor(Anchor(edges: try Convert.edges(arg("edges"), "edges", at: call),
                                  offset: .fractional(try Convert.point(arg("fractionalOffset"), "fractionalOffset", at: call))))
        case (_, "layoutSize:elementKind:containerAnchor:"), (_, "layoutSize:elementKind:containerAnchor:itemAnchor:"):
            var itemAnchor: Anchor?
            if let expr = arguments.expression("itemAnchor") { itemAnchor = try anchor(eval(expr), "itemAnchor", call) }
            return .supplementary(SupplementaryItem(
                elementKind: try elementKind(arguments, at: call),
                size: try Convert.size(arg("layoutSize"), "layoutSize", at: call),
                containerAnchor: try anchor(arg("containerAnchor"), "containerAnchor", call), itemAnchor: itemAnchor))
        case (_, "layoutSize:elementKind:alignment:"), (_, "layoutSize:elementKind:alignment:absoluteOffset:"):
            var offset = Point.zero
            if let expr = arguments.expression("absoluteOffset") { offset = try Convert.point(eval(expr), "absoluteOffset", at: call) }
            return .boundary(BoundaryItem(
                elementKind: try elementKind(arguments, at: call),
                size: try Convert.size(arg("layoutSize"), "layoutSize", at: call),
                alignment: try Convert.member(arg("alignment"), "alignment", as: RectAlignment.self, at: call),
                absoluteOffset: offset))
        case (_, "frame:"), (_, "frame:zIndex:"):
            var zIndex = 0
            if let expr = arguments.expression("zIndex") { zIndex = try Convert.integer(eval(expr), "zIndex", at: call) }
            return .customItem(CustomGroupItem(frame: try Convert.rect(arg("frame"), "frame", at: call), zIndex: zIndex))
        case (_, "appearance:"):
            // `UICollectionLayoutListConfiguration(appearance:)`, the only initialiser with that label.
            return .listConfiguration(ListConfiguration(appearance: try ListProperties.appearance(arg("appearance"), at: call)))
        case ("UICollectionViewCompositionalLayoutConfiguration", ""):
            return .configuration(LayoutConfiguration())
        case ("UICollectionViewCompositionalLayout", "section:"), ("UICollectionViewCompositionalLayout", "section:configuration:"):
            guard case .section(let section) = try arg("section") else {
                throw Unsupported(call, "`section:` is not an NSCollectionLayoutSection")
            }
            return .layout(LayoutValue(source: .section(section), configuration: try configuration(arguments, call)))
        case ("UICollectionViewCompositionalLayout", "sectionProvider:"),
             ("UICollectionViewCompositionalLayout", "sectionProvider:configuration:"),
             ("UICollectionViewCompositionalLayout", "configuration:sectionProvider:"):
            switch try arg("sectionProvider") {
            case .closure(let closure, let captured):
                return .layout(LayoutValue(source: .provider(ProviderCode(closure), captured), configuration: try configuration(arguments, call)))
            case .function(let name):
                // `sectionProvider: makeSection` (or `self.makeSection`): a method taking the
                // index and the environment, run as a closure would be.
                let all = (program.index.functions[name] ?? []).filter { $0.signature.parameterClause.parameters.count == 2 }
                guard let function = all.first(where: { enclosingTypeName(of: Syntax($0)) == scope.typeName }) ?? all.first,
                      let code = ProviderCode(function) else {
                    throw Unsupported(call, "the section provider `\(name)` is not a function of two parameters in the files given")
                }
                try program.index.checkDeclared(function)
                // A part of this layout, not a layout of its own.
                if let declaration = program.functions[name]?.first(where: { $0.nameToken.id == function.name.id }) {
                    calledFunctions.insert(declaration.key)
                }
                var captured = Scope()
                captured.typeName = enclosingTypeName(of: Syntax(function))
                return .layout(LayoutValue(source: .provider(code, captured), configuration: try configuration(arguments, call)))
            default:
                throw Unsupported(call, "the section provider is not a closure literal or a function of the files given")
            }
        default:
            throw Unsupported(call, "\(type ?? ".init")(\(arguments.signature)) is not an initialiser the importer reads")
        }
    }

    private mutating func configuration(_ arguments: Arguments, _ call: FunctionCallExprSyntax) throws -> LayoutConfiguration {
        guard let expr = arguments.expression("configuration") else { return LayoutConfiguration() }
        guard case .configuration(let configuration) = try eval(expr) else {
            throw Unsupported(expr, "`configuration:` is not a UICollectionViewCompositionalLayoutConfiguration")
        }
        return configuration
    }

    private func anchor(_ value: Value, _ what: String, _ node: FunctionCallExprSyntax) throws -> Anchor {
        if case .anchor(let anchor) = value { return anchor }
        throw Convert.mismatch(value, what, "an NSCollectionLayoutAnchor", node)
    }

    /// Static factories: dimensions, spacings, groups, backgrounds.
    private mutating func factory(_ name: String, type: String?, _ arguments: inout Arguments) throws -> Value {
        let call = arguments.call
        if name == "custom" { arguments.addTrailingClosure(as: "itemProvider") }
        func arg(_ label: String) throws -> Value {
            guard let expr = arguments.expression(label) else { throw Unsupported(call, "`\(label):` is missing") }
            return try eval(expr)
        }
        switch (name, arguments.signature) {
        case ("fractionalWidth", "_:"), ("fractionalHeight", "_:"), ("absolute", "_:"), ("estimated", "_:"),
             ("uniformAcrossSiblings", "_:"), ("uniformAcrossSiblings", "estimate:"):
            let value = try eval(arguments.expressions[0])
            if case .widthFormula = value {
                throw Unsupported(call, "a dimension computed from the container's width: a value known only at run time (a fraction of the container says it as data)")
            }
            let n = try Convert.number(value, "the dimension", at: call)
            let dimension: Dimension = switch name {
            case "fractionalWidth": .fractionalWidth(n)
            case "fractionalHeight": .fractionalHeight(n)
            case "absolute": .absolute(n)
            case "estimated": .estimated(n)
            default: .uniformAcrossSiblings(n)
            }
            return .dimension(dimension)
        case ("fixed", "_:"), ("flexible", "_:"):
            let n = try Convert.number(eval(arguments.expressions[0]), "the spacing", at: call)
            return .spacing(name == "fixed" ? .fixed(n) : .flexible(n))
        case ("horizontal", _), ("vertical", _):
            let axis: Axis = name == "horizontal" ? .horizontal : .vertical
            let size = try Convert.size(arg("layoutSize"), "layoutSize", at: call)
            let group: LayoutGroup
            switch arguments.signature {
            case "layoutSize:subitems:":
                let subitems = try Convert.array(arg("subitems"), "subitems", at: call) {
                    try Convert.item($0, "a subitem", at: call)
                }
                guard !subitems.isEmpty else { throw Unsupported(call, "a group without subitems") }
                group = LayoutGroup(axis: axis, subitems: subitems)
            case "layoutSize:subitem:count:":
                let count = try arg("count")
                let repetition: LayoutGroup.Repetition
                if case .widthFormula(let formula) = count {
                    repetition = try pendingAdaptiveCount(formula, at: arguments.expression("count")!)
                } else {
                    repetition = .count(try Convert.integer(count, "count", at: call))
                }
                group = LayoutGroup(axis: axis, subitems: [try Convert.item(arg("subitem"), "subitem", at: call)],
                                    repetition: repetition)
            case "layoutSize:repeatingSubitem:count:":
                if case .widthFormula = try arg("count") {
                    throw Unsupported(call, "a repeating count computed from the container's width: adaptiveCount is `subitem:count:`'s equal slots (semantics §5.6), and repeatingSubitem:count: has no such form")
                }
                group = LayoutGroup(axis: axis, subitems: [try Convert.item(arg("repeatingSubitem"), "repeatingSubitem", at: call)],
                                    repetition: .repeating(try Convert.integer(arg("count"), "count", at: call)))
            default:
                throw Unsupported(call, ".\(name)(\(arguments.signature)) is not a group factory the importer reads")
            }
            let item = LayoutItem(size: size, kind: .group(group))
            // Values share what they are built from, so `[node, node]` in a loop of 40 describes
            // 2⁴⁰ nodes in a few steps, which the document would then spell out: refused here.
            if Budget.nodes(in: item, moreThan: Budget.treeNodes) {
                throw Unsupported(call, "a group of more than \(Budget.treeNodes) items and groups in all "
                                  + "(a group built from itself again and again?)")
            }
            return .item(item)
        case ("custom", "layoutSize:itemProvider:"):
            let size = try Convert.size(arg("layoutSize"), "layoutSize", at: call)
            guard case .closure(let closure, let captured) = try arg("itemProvider") else {
                throw Unsupported(call, "the item provider is not a closure literal")
            }
            // The provider may name its environment parameter but must not read it: the frames
            // must be literal for the format to hold them.
            let saved = scope
            scope = captured
            scope.push()
            defer { scope = saved }
            let frames = try Convert.array(runBody(closure.statements, at: closure), "the item provider's result", at: closure) { element in
                guard case .customItem(let item) = element else {
                    throw Convert.mismatch(element, "an element of the item provider's result", "NSCollectionLayoutGroupCustomItem", closure)
                }
                return item
            }
            return .item(LayoutItem(size: size, kind: .custom(frames)))
        case ("list", "using:layoutEnvironment:") where type == nil || type == "NSCollectionLayoutSection":
            // A list section (§19): UIKit makes it for the environment, which the format's
            // list sections leave to the solver; the environment must still be the provider's.
            let list = try ListProperties.configuration(arg("using"), "using", at: call)
            guard case .environment(.environment) = try arg("layoutEnvironment") else {
                throw Unsupported(call, "`layoutEnvironment:` is not the section provider's environment")
            }
            return .section(Section(name: "section", itemCount: 0, list: list))
        case ("list", "using:") where type == nil || type == "UICollectionViewCompositionalLayout":
            // The whole-layout form: every section the same list, as many as the section table names.
            let list = try ListProperties.configuration(arg("using"), "using", at: call)
            return .layout(LayoutValue(source: .section(Section(name: "section", itemCount: 0, list: list)),
                                       configuration: LayoutConfiguration()))
        case ("background", "elementKind:"):
            return .decoration(DecorationItem(elementKind: try elementKind(arguments, at: call)))
        case ("init", _):
            return try construct(type: type, &arguments)
        default:
            throw Unsupported(call, ".\(name)(\(arguments.signature)) is not a factory the importer reads")
        }
    }
}
#endif
