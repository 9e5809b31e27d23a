#if SwiftImport
import LayoutEngine
import SwiftSyntax

/// Why a piece of code cannot be read, at the node that says so.
struct Unsupported: Error {
    var node: Syntax
    var reason: String

    init(_ node: some SyntaxProtocol, _ reason: String) {
        self.node = Syntax(node)
        self.reason = reason
    }
}

/// Setup code hands a collection view a layout that is not compositional (a flow layout): not
/// a layout of this format, and not a failure to import one.
struct NotCompositional: Error {}

/// What a provider run may read of its environment, and what it did read.
struct ProviderRun {
    /// The container width this run stands for.
    var width: Double
    var sizeClass: SizeClass
    /// The cases of an enum the files do not declare, in the order the first switch over it
    /// named them: every other switch must name them in that order too.
    var undeclaredCaseOrder: [String]?

    /// Width comparisons met: each splits the widths into two variants.
    var thresholds: Set<WidthThreshold> = []
    var readsSizeClass = false
    /// The kind of device this run stands for, and whether the code asked.
    var idiom: UserInterfaceIdiom = .phone
    var readsIdiom = false
    var verticalSizeClass: SizeClass = .regular
    var readsVerticalSizeClass = false
    var contentSizeCategory: ContentSizeCategory = .large
    /// Text size comparisons met, each as `preferredContentSizeCategory >= category`.
    var categoryThresholds: Set<ContentSizeCategory> = []
    /// The questions this run asked of its environment, in order: the branch it took.
    var path: [TraitStep] = []
    /// Groups whose count the code computes from the width, until their section is complete.
    var pendingCounts: [PendingAdaptiveCount] = []
    var readsSectionIndex = false
    /// The highest integer the section index was compared with or matched against.
    var highestIndexNamed: Int?
    /// The app enum case the section index matched (`switch Section(rawValue: index)`).
    var sectionCaseName: String?
    /// How many sections the index can stand for, when the code maps it through something of
    /// known size: an enum of the files (`Kind(rawValue: index)`), `Kind.allCases[index]` or a
    /// constant array (`sections[index]`).
    var indexDomain: Int?
}

/// What a run of the importer may spend on the app's code, shared by every call it makes: a
/// call cycle or a helper that recurses without end must be refused, not hang or overflow.
final class Budget {
    /// Deeper than helpers nest in layout code (provider → section → group → item), and shallow
    /// enough that the interpreter's recursion stays well inside a thread's stack.
    static let callDepth = 32
    /// Statements and calls run while importing one layout.
    static let steps = 20_000
    /// The longest array the app's code may build: a statement is one step however much it
    /// makes, so `items += items` in a loop of 40 would otherwise double past any memory.
    /// Layout code builds subitems and supplementaries by the handful.
    static let arrayLength = 10_000
    /// The most items and groups one group tree may hold, counted as the document spells them
    /// out: far more than a screen's layout, and a document of a few megabytes.
    static let treeNodes = 20_000

    var stepsLeft = Budget.steps

    /// Whether the tree under `root` holds more than `limit` items and groups, counted without
    /// recursion and only as far as the limit (a tree of shared subtrees can be vast).
    static func nodes(in root: LayoutItem, moreThan limit: Int) -> Bool {
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            count += 1
            if count > limit { return true }
            if case .group(let group) = node.kind { pending.append(contentsOf: group.subitems) }
        }
        return false
    }
}

/// What importing one layout may spend in all: a provider is run per section, per range of
/// widths and per size class, each run with its own `Budget`, and without a bound on the sum a
/// provider with a hundred width comparisons and a thousand sections runs for hours.
final class LayoutBudget {
    static let steps = 250_000
    /// What every layout of one run may spend together: four layouts' worth, so that a file of
    /// a hundred copies of a costly provider is refused in seconds, not run for minutes.
    static let runSteps = 1_000_000
    var stepsLeft = LayoutBudget.steps
    var runStepsLeft = LayoutBudget.runSteps

    /// Whether the layout's or the run's steps are spent.
    var isExhausted: Bool { stepsLeft < 0 || runStepsLeft < 0 }

    /// A new layout's budget; the run's goes on.
    func reset() { stepsLeft = Self.steps }
}

/// `width > t` or `width >= t`, as the boundary between two ranges of widths: whether `t`
/// itself belongs to the upper range.
struct WidthThreshold: Hashable, Comparable {
    var value: Double
    var upperIncludesValue: Bool
    /// A threshold on the effective content width (`effectiveContentSize.width`), not the width.
    var effective = false

    /// Ordered by where each cuts the widths: `width >= v` cuts just before `v`, `width > v`
    /// just after it, so at one value the inclusive threshold comes first.
    static func < (a: Self, b: Self) -> Bool {
        a.value != b.value ? a.value < b.value : (a.upperIncludesValue && !b.upperIncludesValue)
    }
}

/// A straight-line evaluator of layout-building code: `let`/`var` constants, literal UIKit
/// constructors, property assignments, constant arithmetic, and — inside a provider, where the
/// section index and environment are fixed for the run — `switch`, `if` and `?:` on them.
/// Anything else throws `Unsupported` at its node.
struct Interpreter {
    let program: Program
    var scope = Scope()
    /// Set while evaluating a section provider for one section index and environment.
    var run: ProviderRun?
    /// Layout functions this code called: they are parts of this layout, not layouts of their own.
    var calledFunctions: Set<String> = []
    /// The functions being run, outermost first: named when the call depth budget is exhausted.
    var callStack: [String] = []
    var budget = Budget()
    /// Names given to an object another name also holds (`let alias = section`).
    var sharedObjects: Set<String> = []

    init(program: Program) {
        self.program = program
    }

    // MARK: Statements

    enum Flow {
        case next
        case returned(Value)
        case broke
        case continued
    }

    /// Runs a body; the value it returns, or `nil` when it ends without returning.
    mutating func runBody(_ statements: CodeBlockItemListSyntax, at node: some SyntaxProtocol) throws -> Value {
        // A single-expression body returns its expression implicitly.
        if statements.count == 1, let only = statements.first, let expr = Self.expression(of: only),
           !expr.is(SwitchExprSyntax.self) && !expr.is(IfExprSyntax.self) || Self.isExpressionShaped(expr),
           !(expr.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) ?? false) {
            return try eval(expr)
        }
        switch try execute(statements) {
        case .returned(let value): return value
        case .next, .broke, .continued: throw Unsupported(node, "this body returns no layout")
        }
    }

    /// Setup code (`viewDidLoad`) up to where it hands a layout over, then the layout. Setup
    /// code does much the importer need not read (`super.viewDidLoad()`, `view.addSubview(…)`):
    /// a statement it cannot read is passed over, and its reason is the one reported if the
    /// layout turns out to need a name it declares.
    mutating func runSetup(_ statements: some Sequence<CodeBlockItemSyntax>, then layout: ExprSyntax) throws -> Value {
        var passedOver: [String: Unsupported] = [:]
        // A change to a constant of this code the importer could not read (`section.contentInsets
        // = self.insets`) would leave the layout without it: the layout fails with its reason.
        var unreadChanges: [Unsupported] = []
        for statement in statements {
            try spendStep(at: statement)
            do {
                if case .returned = try execute(statement.item) { break }
            } catch let failure as Unsupported {
                if budget.stepsLeft < 0 || program.layoutBudget.isExhausted { throw failure }
                // A statement that fails on a name passed over earlier fails for that name's
                // reason: the one to report is where the chain starts (`traitCollection…`,
                // not the `config` made from it).
                var unsupported = failure
                if let name = failure.node.as(DeclReferenceExprSyntax.self)?.baseName.text, let cause = passedOver[name] {
                    unsupported = cause
                }
                if let name = Self.changedName(statement.item), scope.lookup(name) != nil {
                    unreadChanges.append(unsupported)
                }
                if case .decl(let decl) = statement.item, let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            if binding.initializer?.value.trimmedDescription.contains("FlowLayout") == true {
                                throw NotCompositional()
                            }
                            passedOver[name] = unsupported
                        }
                    }
                }
            }
        }
        if layout.trimmedDescription.contains("FlowLayout") { throw NotCompositional() }
        do {
            let value = try eval(layout)
            if let unread = unreadChanges.first { throw unread }
            return value
        } catch let unsupported as Unsupported {
            if let name = unsupported.node.as(DeclReferenceExprSyntax.self)?.baseName.text, let cause = passedOver[name] {
                throw cause
            }
            throw unsupported
        }
    }

    /// The constant a statement changes: `name = …`, `name.part = …`, `name += …`,
    /// `name.append(…)`.
    private static func changedName(_ item: CodeBlockItemSyntax.Item) -> String? {
        guard case .expr(let expr) = item else { return nil }
        var target: ExprSyntax
        if let infix = expr.as(InfixOperatorExprSyntax.self),
           infix.operator.is(AssignmentExprSyntax.self) || infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true {
            target = infix.leftOperand
        } else if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base {
            target = base
        } else {
            return nil
        }
        while let member = target.as(MemberAccessExprSyntax.self), let base = member.base { target = base }
        return target.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    mutating func execute(_ statements: CodeBlockItemListSyntax) throws -> Flow {
        for statement in statements {
            try spendStep(at: statement)
            let flow = try execute(statement.item)
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    func spendStep(at node: some SyntaxProtocol) throws {
        budget.stepsLeft -= 1
        program.layoutBudget.stepsLeft -= 1
        program.layoutBudget.runStepsLeft -= 1
        if program.layoutBudget.runStepsLeft < 0 {
            throw Unsupported(node, "the run's step budget (\(LayoutBudget.runSteps) steps over every layout of the files) is exhausted")
        }
        if program.layoutBudget.stepsLeft < 0 {
            throw Unsupported(node, "the layout's step budget (\(LayoutBudget.steps) steps over every section, width and size class the provider is run for) is exhausted")
        }
        if budget.stepsLeft < 0 {
            throw Unsupported(node, "the step budget (\(Budget.steps) steps) is exhausted: a loop or recursion without end?")
        }
    }

    private mutating func execute(_ item: CodeBlockItemSyntax.Item) throws -> Flow {
        switch item {
        case .decl(let decl):
            if let conditional = decl.as(IfConfigDeclSyntax.self) { return try execute(conditional) }
            if let diagnostic = decl.as(MacroExpansionDeclSyntax.self) {
                return try executeDiagnostic(diagnostic, named: diagnostic.macroName.text)
            }
            guard let variable = decl.as(VariableDeclSyntax.self) else {
                throw Unsupported(decl, "a declaration the importer does not read (only let and var)")
            }
            try declare(variable)
            return .next
        case .stmt(let stmt):
            return try execute(stmt)
        case .expr(let expr):
            if let diagnostic = expr.as(MacroExpansionExprSyntax.self) {
                return try executeDiagnostic(diagnostic, named: diagnostic.macroName.text)
            }
            return try executeExpression(expr)
        }
    }

    /// `#warning("…")` in code that runs builds with a warning: passed over. `#error("…")`
    /// stops the build, as the clause holding it would. Other macros are not read.
    private func executeDiagnostic(_ node: some SyntaxProtocol, named name: String) throws -> Flow {
        switch name {
        case "warning": return .next
        case "error": throw Unsupported(node, "#error in code the app builds: the app does not build so (a #if clause the importer chose that the app's build does not?)")
        default: throw Unsupported(node, "the macro #\(name), which the importer does not expand")
        }
    }

    private mutating func execute(_ stmt: StmtSyntax) throws -> Flow {
        if let ret = stmt.as(ReturnStmtSyntax.self) {
            guard let expr = ret.expression else { throw Unsupported(ret, "a return without a value") }
            return .returned(try eval(expr))
        }
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            return try executeExpression(expression.expression)
        }
        if stmt.is(BreakStmtSyntax.self) { return .broke }
        if stmt.is(ContinueStmtSyntax.self) { return .continued }
        if let forStmt = stmt.as(ForStmtSyntax.self) { return try execute(forStmt) }
        if stmt.is(WhileStmtSyntax.self) || stmt.is(RepeatStmtSyntax.self) {
            throw Unsupported(stmt, "a while or repeat loop: the importer reads for loops over constant ranges and arrays only")
        }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            // `guard let` binds in the enclosing scope, for the code after it.
            if try conditionsHold(guardStmt.conditions) { return .next }
            scope.push()
            defer { scope.pop() }
            return try execute(guardStmt.body.statements)
        }
        throw Unsupported(stmt, "a statement the importer does not read")
    }

    /// `for column in 0..<3 { … }`, `for kind in kinds { … }`: a loop over a constant range or
    /// array, as apps build subitem and supplementary arrays. The step budget bounds it.
    private mutating func execute(_ forStmt: ForStmtSyntax) throws -> Flow {
        if forStmt.whereClause != nil || forStmt.tryKeyword != nil || forStmt.awaitKeyword != nil || forStmt.caseKeyword != nil {
            throw Unsupported(forStmt, "a for loop with where, try, await or case: the importer reads `for name in sequence` only")
        }
        let name: String?
        if let identifier = forStmt.pattern.as(IdentifierPatternSyntax.self) {
            name = identifier.identifier.text
        } else if forStmt.pattern.is(WildcardPatternSyntax.self) {
            name = nil
        } else {
            throw Unsupported(forStmt.pattern, "a pattern the importer does not read (one name per binding)")
        }
        let elements: [Value]
        if let range = forStmt.sequence.as(InfixOperatorExprSyntax.self),
           let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..." {
            let low = try Convert.integer(eval(range.leftOperand), "the range's start", at: range)
            let high = try Convert.integer(eval(range.rightOperand), "the range's end", at: range)
            // Swift traps on a range whose end is below its start: the app's code could not run.
            guard low <= high else {
                throw Unsupported(range, "a range from \(low) down to \(high): Swift stops the app on a range whose end is below its start")
            }
            // Counted without overflow: the bounds are the app's numbers.
            let length = high.subtractingReportingOverflow(low)
            guard !length.overflow, length.partialValue <= Budget.steps - (op == "..." ? 1 : 0) else {
                throw Unsupported(range, "a range longer than the step budget (\(Budget.steps) steps)")
            }
            let end = op == "..<" ? high : high + 1
            elements = (low..<end).map { .number(Double($0)) }
        } else {
            guard case .array(let array) = try eval(forStmt.sequence) else {
                throw Unsupported(forStmt.sequence, "a loop over something that is not a constant range or array")
            }
            elements = array
        }
        for element in elements {
            try spendStep(at: forStmt)
            scope.push()
            defer { scope.pop() }
            if let name { scope.declare(name, element) }
            switch try execute(forStmt.body.statements) {
            case .next, .continued: continue
            case .broke: return .next
            case .returned(let value): return .returned(value)
            }
        }
        return .next
    }

    private mutating func executeExpression(_ expr: ExprSyntax) throws -> Flow {
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return try execute(switchExpr) }
        if let ifExpr = expr.as(IfExprSyntax.self) { return try execute(ifExpr) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            try assign(infix.rightOperand, to: infix.leftOperand)
            return .next
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["+=", "-=", "*=", "/="].contains(op) {
            // `height += spacing`: the same as `height = height + spacing`.
            try assign(infix.rightOperand, to: infix.leftOperand, combining: String(op.dropLast()), at: infix)
            return .next
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), case .array(let array)? = scope.lookup(base.baseName.text),
           member.declName.baseName.text == "append", call.arguments.count == 1, let argument = call.arguments.first {
            // `items.append(item)`, `items.append(contentsOf: more)`: a local array grows.
            let value = try eval(argument.expression)
            if argument.label?.text == "contentsOf" {
                guard case .array(let more) = value else { throw Unsupported(argument, "contentsOf: is not an array") }
                guard array.count + more.count <= Budget.arrayLength else { throw Unsupported(call, Self.tooLong) }
                _ = scope.assign(base.baseName.text, .array(array + more))
            } else if argument.label == nil {
                guard array.count < Budget.arrayLength else { throw Unsupported(call, Self.tooLong) }
                _ = scope.assign(base.baseName.text, .array(array + [value]))
            } else {
                throw Unsupported(call, "an append the importer does not read")
            }
            return .next
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            // `section.addHeader(height: 30)`, or `addHeader(height: 30)` in another method of
            // the extension: a method of the app's extension changes the object.
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            let objectName = member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? (call.calledExpression.is(DeclReferenceExprSyntax.self) ? "self" : nil)
            let method = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if let objectName, let method, let object = scope.lookup(objectName),
               extensionType(declaring: method, for: object) != nil {
                _ = try eval(ExprSyntax(call))
                return .next
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "append", let property = member.base, !property.is(DeclReferenceExprSyntax.self)
            || scope.lookup(property.trimmedDescription) == nil, call.arguments.count == 1, let argument = call.arguments.first {
            // `section.boundarySupplementaryItems.append(header)` (or `append(contentsOf:)`), and
            // in a method of the app's extension `boundarySupplementaryItems.append(header)`: the
            // object's array, read back, grown, set again.
            guard case .array(let array) = try eval(property) else {
                throw Unsupported(property, "an append to something that is not an array")
            }
            let value = try eval(argument.expression)
            let grown: [Value]
            switch argument.label?.text {
            case "contentsOf"?:
                guard case .array(let more) = value else { throw Unsupported(argument, "contentsOf: is not an array") }
                grown = array + more
            case nil: grown = array + [value]
            default: throw Unsupported(call, "an append the importer does not read")
            }
            guard grown.count <= Budget.arrayLength else { throw Unsupported(call, Self.tooLong) }
            try assign(property, to: property, computed: .array(grown))
            return .next
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "register" {
            // `layout.register(View.self, forDecorationViewOfKind:)` binds a view class: no frames.
            return .next
        }
        throw Unsupported(expr, "an expression whose result is unused (a call with side effects?)")
    }

    private mutating func declare(_ variable: VariableDeclSyntax) throws {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw Unsupported(binding.pattern, "a pattern the importer does not read (one name per binding)")
            }
            if binding.accessorBlock != nil {
                throw Unsupported(binding, "a local computed property")
            }
            guard let initializer = binding.initializer else {
                // `let height: CGFloat` set later in each branch of a switch: nil until then.
                scope.declare(name, .nil)
                continue
            }
            let value = try eval(initializer.value)
            // `let alias = section`: UIKit's layout objects are classes, so both names are one
            // object, where the importer holds values. A change through either is refused.
            if let other = initializer.value.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.isObject(value) {
                sharedObjects.formUnion([name, other])
            }
            // `let wide = section.spacing(8)`: a method of the app's extension may return the very
            // object it was called on, and then both names are one object too.
            if let call = initializer.value.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let other = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let object = scope.lookup(other), !object.uikitTypeNames.isEmpty,
               program.index.functions[member.declName.baseName.text] != nil {
                sharedObjects.formUnion([name, other])
            }
            scope.declare(name, value, constant: variable.bindingSpecifier.tokenKind == .keyword(.let))
        }
    }

    /// Values UIKit has as classes: items, groups, supplementaries, sections, layouts and
    /// their configuration.
    private static func isObject(_ value: Value) -> Bool {
        switch value {
        case .item, .customItem, .supplementary, .boundary, .decoration, .section, .configuration, .layout: true
        default: false
        }
    }

    /// `name = value`, `name.property = value`, `name.property.part = value`.
    /// `valueExpr`'s value, or `computed` when the caller has it (an append), stored in `target`.
    private mutating func assign(_ valueExpr: ExprSyntax, to target: ExprSyntax,
                                 combining op: String? = nil, at node: InfixOperatorExprSyntax? = nil,
                                 computed: Value? = nil) throws {
        // `_ = section.spacing(7)`: run for what it changes, its value dropped.
        if target.is(DiscardAssignmentExprSyntax.self), op == nil {
            _ = try eval(valueExpr)
            return
        }
        var path: [String] = []
        var base = target
        while let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
            path.insert(member.declName.baseName.text, at: 0)
            base = inner
        }
        guard var name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            throw Unsupported(target, "an assignment to something other than a constant of this code")
        }
        // In a method of a UIKit object (`extension NSCollectionLayoutSection`), `interGroupSpacing
        // = 8` and `self.interGroupSpacing = 8` set the object's property.
        if name == "self" || scope.lookup(name) == nil, let object = scope.lookup("self"), !object.uikitTypeNames.isEmpty {
            if name != "self" { path.insert(name, at: 0) }
            name = "self"
        }
        guard name != "self" || !path.isEmpty && scope.lookup("self") != nil else {
            throw Unsupported(target, "an assignment to something other than a constant of this code")
        }
        guard let current = scope.lookup(name) else {
            throw Unsupported(base, "`\(name)` is not declared in this code")
        }
        if !path.isEmpty, sharedObjects.contains(name) {
            throw Unsupported(target, "`\(name)` names the same object as another constant (`let \(name) = …` of another name, or the other way): a change through one name is a change through both, which the importer does not follow; use one name")
        }
        // Swift refuses these, so the app's real code cannot be this: reading on would import a
        // layout that does not compile. A list configuration is a struct; sections and items are
        // classes, whose properties a `let` may set.
        if scope.isConstant(name), path.isEmpty || Self.isValueType(current) {
            throw Unsupported(target, "cannot assign to `\(target.trimmedDescription)`: `\(name)` is a `let` constant")
        }
        if path.count == 1, path[0] == "visibleItemsInvalidationHandler", case .section = current {
            // Semantics §13: it changes the visible items while scrolling, after layout. What
            // it changes of how they look (`transform`, `alpha`, `zIndex`) moves no frame, and is
            // passed over with a note; a change to where they are is the app's at run time.
            guard let closure = valueExpr.as(ClosureExprSyntax.self) else {
                throw Unsupported(target, "visibleItemsInvalidationHandler runs while scrolling; the format has no frames for it")
            }
            if let moved = Self.firstFrameChange(in: closure) {
                let what = moved.is(FunctionCallExprSyntax.self)
                    ? "may change where items are (`\(moved.trimmedDescription)`, a call the importer cannot see into)"
                    : "changes where items are (`\(moved.trimmedDescription)`)"
                throw Unsupported(moved, "visibleItemsInvalidationHandler \(what) while scrolling; the format has no frames for it")
            }
            program.notes.add(Unsupported(target, "visibleItemsInvalidationHandler passed over: it changes how the visible items look while scrolling, not their frames (semantics §13)"))
            return
        }
        if case .listConfiguration = current, let property = path.first,
           ListProperties.appearanceOnly.contains(property) {
            // Separators, colours, swipe actions: they draw or behave and place nothing (§19), so
            // their values (app colours, closures) are not read at all.
            return
        }
        var value = try computed ?? eval(valueExpr)
        if let op, let node { value = try arithmetic(op, eval(target), value, at: node) }
        let updated = path.isEmpty ? value : try setting(path[...], of: current, to: value, at: target)
        _ = scope.assign(name, updated)
    }

    /// The first assignment in `closure` to an item's `frame`, `center`, `bounds` or `size` (or a
    /// part of one, compound ones too): what would move or resize it. Or the first call that
    /// could, unseen: one through `self`, or one handed an item (a name a closure in it binds,
    /// `$0`) other than arithmetic and the transforms' constructors.
    private static func firstFrameChange(in closure: ClosureExprSyntax) -> ExprSyntax? {
        final class Finder: SyntaxVisitor {
            var found: ExprSyntax?
            var bound: Set<String> = ["$0", "$1", "$2"]
            static let harmless: Set<String> = [
                "abs", "min", "max", "sqrt", "pow", "sin", "cos", "floor", "ceil", "round", "CGFloat", "Double",
                "Float", "Int", "CGAffineTransform", "CATransform3DMakeScale", "CATransform3DMakeTranslation",
                "CATransform3DMakeRotation", "CATransform3DScale", "CATransform3DTranslate", "CATransform3DRotate",
                "scaledBy", "translatedBy", "rotated", "concatenating", "forEach", "map", "filter", "enumerated",
            ]
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                switch node.signature?.parameterClause {
                case .simpleInput(let names)?: bound.formUnion(names.map(\.name.text))
                case .parameterClause(let clause)?: bound.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
                case nil: break
                }
                return .visitChildren
            }
            override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { bound.insert(name) }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil else { return .skipChildren }
                let callee = node.calledExpression
                let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
                let root = callee.firstToken(viewMode: .sourceAccurate)?.tokenKind
                let throughSelf = root == .keyword(.self) && callee.is(MemberAccessExprSyntax.self)
                let handedAnItem = node.arguments.contains { argument in
                    argument.expression.tokens(viewMode: .sourceAccurate).contains { token in
                        if case .identifier(let text) = token.tokenKind { return bound.contains(text) }
                        if case .dollarIdentifier(let text) = token.tokenKind { return bound.contains(text) }
                        return false
                    }
                }
                if throughSelf || handedAnItem && !Self.harmless.contains(name) {
                    found = ExprSyntax(node)
                    return .skipChildren
                }
                return .visitChildren
            }
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                let text = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
                let assigns = node.operator.is(AssignmentExprSyntax.self)
                    || ["+=", "-=", "*=", "/="].contains(text ?? "")
                guard found == nil, assigns else { return .visitChildren }
                var target = node.leftOperand
                while let member = target.as(MemberAccessExprSyntax.self) {
                    if ["frame", "center", "bounds", "size"].contains(member.declName.baseName.text) {
                        found = node.leftOperand
                        return .skipChildren
                    }
                    guard let inner = member.base else { break }
                    target = inner
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        // The handler's own parameters (the items, the offset, the environment) are bound first.
        finder.walk(closure)
        return finder.found
    }

    /// Values Swift copies (structs), whose properties a `let` constant cannot change.
    private static func isValueType(_ value: Value) -> Bool {
        if case .listConfiguration = value { return true }
        return false
    }

    private func setting(_ path: ArraySlice<String>, of base: Value, to value: Value, at node: ExprSyntax) throws -> Value {
        let property = path.first!
        if path.count == 1 { return try Properties.set(property, of: base, to: value, at: node) }
        let inner = try Properties.get(property, of: base, at: node)
        return try Properties.set(property, of: base, to: setting(path.dropFirst(), of: inner, to: value, at: node), at: node)
    }

    // MARK: Control flow on what a provider run knows

    private mutating func execute(_ switchExpr: SwitchExprSyntax) throws -> Flow {
        guard let switchCase = try matchingCase(of: switchExpr) else { return .next }
        scope.push()
        defer { scope.pop() }
        let flow = try execute(switchCase.statements)
        if case .broke = flow { return .next }
        if case .continued = flow { return .continued }
        return flow
    }

    /// `switch` and `if` as expressions (`return switch kind { case .banner: banner() … }`,
    /// `let height: CGFloat = if compact { 44 } else { 60 }`): the value of the branch taken,
    /// each branch one expression.
    mutating func value(of expr: ExprSyntax) throws -> Value {
        func single(_ statements: CodeBlockItemListSyntax) throws -> Value {
            guard statements.count == 1, let only = statements.first, let branch = Self.expression(of: only) else {
                throw Unsupported(statements, "a branch of a switch or if expression that is not one expression")
            }
            scope.push()
            defer { scope.pop() }
            return try eval(branch)
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            guard let switchCase = try matchingCase(of: switchExpr) else {
                throw Unsupported(switchExpr, "no case of this switch expression matches")
            }
            return try single(switchCase.statements)
        }
        guard let ifExpr = expr.as(IfExprSyntax.self) else { return try eval(expr) }
        scope.push()
        defer { scope.pop() }
        if try conditionsHold(ifExpr.conditions) { return try single(ifExpr.body.statements) }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return try value(of: ExprSyntax(next))
        case .codeBlock(let block)?: return try single(block.statements)
        case nil: throw Unsupported(ifExpr, "an if expression without an else")
        }
    }

    /// Whether every branch of a `switch` or `if` is one expression (not a `return`): the
    /// statement is an expression, whose value a body with it alone returns.
    static func isExpressionShaped(_ expr: ExprSyntax) -> Bool {
        func single(_ statements: CodeBlockItemListSyntax) -> Bool {
            guard statements.count == 1, let only = statements.first, let branch = expression(of: only) else { return false }
            if branch.is(SwitchExprSyntax.self) || branch.is(IfExprSyntax.self) { return isExpressionShaped(branch) }
            return !(branch.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) ?? false)
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return !switchExpr.cases.isEmpty && switchExpr.cases.allSatisfy { element in
                guard case .switchCase(let switchCase) = element else { return false }
                return single(switchCase.statements)
            }
        }
        guard let ifExpr = expr.as(IfExprSyntax.self), single(ifExpr.body.statements) else { return false }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return isExpressionShaped(ExprSyntax(next))
        case .codeBlock(let block)?: return single(block.statements)
        case nil: return false
        }
    }

    /// The expression a statement is: an expression, or a `switch` or `if` in statement position.
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expr): expr
        case .stmt(let stmt): stmt.as(ExpressionStmtSyntax.self)?.expression
        default: nil
        }
    }

    /// The case of `switchExpr` its subject matches, nil when none does.
    private mutating func matchingCase(of switchExpr: SwitchExprSyntax) throws -> SwitchCaseSyntax? {
        let subject = try eval(switchExpr.subject)
        let cases = try builtCases(of: switchExpr)
        let enumCases = Self.enumCaseNames(in: cases)
        if case .sectionIndex(_, enumWrapped: true) = subject {
            // The index as a case of an enum the files do not declare (`Kind(rawValue: index)`,
            // `self` in a method of it, `ProviderCode.indexIsEnumWrapped`): the cases are those
            // the switch names, and there are no others, unless a `default:` says there are.
            let other = cases.first { if case .default = $0.label { true } else { false } }
            if let other, switchExpr.subject.trimmedDescription == "self" {
                throw Unsupported(other, "`default:` in a switch over `self`, of an enum the files given do not declare: its other cases and their order are in that file (give it too)")
            }
            if other == nil {
                if let first = run?.undeclaredCaseOrder {
                    let common = enumCases.filter(first.contains)
                    guard common == first.filter(enumCases.contains) else {
                        throw Unsupported(switchExpr.subject, "this switch names the enum's cases in another order (\(enumCases.joined(separator: ", "))) than one before it (\(first.joined(separator: ", "))): which case each section is, is in the file that declares the enum (give it too)")
                    }
                    if enumCases.count > first.count { run?.undeclaredCaseOrder = enumCases }
                } else {
                    run?.undeclaredCaseOrder = enumCases
                }
                if case .sectionIndex(let index, _) = subject, index >= enumCases.count {
                    throw Unsupported(switchExpr.subject, "section \(index) is past the \(enumCases.count) cases this switch names, the enum's (it is declared in a file not given)")
                }
                noteIndexDomain(enumCases.count)
                program.notes.add(Unsupported(switchExpr.subject, "the enum's cases, in order, taken from this switch (\(enumCases.joined(separator: ", "))): the file that declares it is not given"))
            }
        }
        if case .sectionIndex(_, enumWrapped: false) = subject {
            // Every index a switch names is a section, whichever case this run takes.
            for index in Self.integerCases(in: cases) { noteIndexNamed(index) }
        }
        for switchCase in cases {
            var matches = false
            switch switchCase.label {
            case .default:
                matches = true
            case .case(let label):
                for item in label.caseItems {
                    if item.whereClause != nil { throw Unsupported(item, "a where clause") }
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        throw Unsupported(item.pattern, "a pattern the importer does not read")
                    }
                    if try self.matches(subject, pattern.expression, enumCases: enumCases) {
                        matches = true
                        break
                    }
                }
            }
            if matches { return switchCase }
        }
        return nil
    }

    /// The `.name` patterns of a switch, in order: with `Section(rawValue: index)` as subject,
    /// the k-th of them is taken to be the enum's case of raw value k.
    private static func enumCaseNames(in cases: [SwitchCaseSyntax]) -> [String] {
        // A case named twice matches at its first (Swift warns of the second).
        var names: [String] = []
        for switchCase in cases {
            guard case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems {
                if let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
                   member.base == nil {
                    if !names.contains(member.declName.baseName.text) { names.append(member.declName.baseName.text) }
                }
            }
        }
        return names
    }

    /// The highest section index each case of whole numbers names (`case 3:`, `case 0...2:`).
    private static func integerCases(in cases: [SwitchCaseSyntax]) -> [Int] {
        cases.flatMap { switchCase -> [Int] in
            guard case .case(let label) = switchCase.label else { return [] }
            return label.caseItems.flatMap { item -> [Int] in
                guard let expr = item.pattern.as(ExpressionPatternSyntax.self)?.expression,
                      let range = integerRange(expr) else { return [] }
                // The last index a range names is what counts (`noteIndexNamed` keeps the
                // highest); one of more than a layout's sections names none it could build.
                return range.count <= DocumentAssembly.sectionLimit ? [range.upperBound] : []
            }
        }
    }

    /// The whole numbers a case names: `3`, `0...2`, `0..<3`; nil for anything else.
    private static func integerRange(_ expr: ExprSyntax) -> ClosedRange<Int>? {
        func integer(_ expr: ExprSyntax) -> Int? {
            expr.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text.filter { $0 != "_" }) }
        }
        if let n = integer(expr), n >= 0 { return n...n }
        guard let infix = expr.as(InfixOperatorExprSyntax.self),
              let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              let lower = integer(infix.leftOperand), let upper = integer(infix.rightOperand), lower >= 0 else { return nil }
        if op == "...", lower <= upper { return lower...upper }
        if op == "..<", lower < upper { return lower...(upper - 1) }
        return nil
    }

    private mutating func matches(_ subject: Value, _ patternExpr: ExprSyntax, enumCases: [String]) throws -> Bool {
        if case .sectionIndex(let index, enumWrapped: true) = subject {
            guard let member = patternExpr.as(MemberAccessExprSyntax.self), member.base == nil else {
                throw Unsupported(patternExpr, "a case that is not one of the enum's cases")
            }
            let name = member.declName.baseName.text
            guard let position = enumCases.firstIndex(of: name) else { return false }
            noteIndexNamed(enumCases.count - 1)
            if position == index {
                run?.sectionCaseName = name
                return true
            }
            return false
        }
        // `case 0...2:`, `case 3..<6:` over the section index or a whole number.
        if patternExpr.is(InfixOperatorExprSyntax.self), let range = Self.integerRange(patternExpr) {
            switch subject {
            case .sectionIndex(let index, enumWrapped: false): return range.contains(index)
            case .number(let n) where n == n.rounded() && abs(n) < 1e15: return range.contains(Int(n))
            default: throw Unsupported(patternExpr, "a range of numbers matched against \(subject.kind)")
            }
        }
        let pattern = try eval(patternExpr)
        return try equal(subject, pattern, at: patternExpr)
    }

    private mutating func execute(_ ifExpr: IfExprSyntax) throws -> Flow {
        // `if let` binds for the body only.
        scope.push()
        let holds: Bool
        do {
            holds = try conditionsHold(ifExpr.conditions)
        } catch {
            scope.pop()
            throw error
        }
        if holds {
            defer { scope.pop() }
            return try execute(ifExpr.body.statements)
        }
        scope.pop()
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return try execute(next)
        case .codeBlock(let block)?:
            scope.push()
            defer { scope.pop() }
            return try execute(block.statements)
        case nil: return .next
        }
    }

    /// Whether every condition holds; `let` and `case let` bindings are declared in the
    /// current scope as they are met.
    private mutating func conditionsHold(_ conditions: ConditionElementListSyntax) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expr):
                guard case .bool(let holds) = try eval(expr) else {
                    throw Unsupported(expr, "a condition that is not a Boolean")
                }
                if !holds { return false }
            case .optionalBinding(let binding):
                // `if let kind = Kind(rawValue: index)`, `guard let self`, `guard let self = self`.
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw Unsupported(binding.pattern, "a pattern the importer does not read (one name per binding)")
                }
                let value: Value
                if let initializer = binding.initializer {
                    value = try eval(initializer.value)
                } else if name == "self" {
                    value = .selfReference
                } else if let known = scope.lookup(name) {
                    value = known
                } else if let declared = try lookUpInFiles(name, in: scope.typeName, at: binding) {
                    value = declared
                } else {
                    throw Unsupported(binding, "`\(name)` is not a constant of this code (a value known only at run time? give it with --value \(name)=VALUE)")
                }
                if case .nil = value { return false }
                scope.declare(name, value)
            case .matchingPattern(let matching):
                // `if case .photos = kind`.
                let subject = try eval(matching.initializer.value)
                guard let pattern = matching.pattern.as(ExpressionPatternSyntax.self) else {
                    throw Unsupported(matching.pattern, "a pattern the importer does not read (only `case .name`)")
                }
                if !(try matches(subject, pattern.expression, enumCases: [])) { return false }
            case .availability(let availability):
                // The format describes the newest UIKit (list headers' padding is iOS 15's), so
                // code is read as it runs there: `#available` holds, `#unavailable` does not.
                if availability.availabilityKeyword.tokenKind == .poundUnavailable { return false }
            }
        }
        return true
    }

    /// A provider that compares its index with `n` names a section `n`. Past the sections the
    /// importer builds, every index is the same: one too many (`highest + 1` must not overflow).
    mutating func noteIndexNamed(_ n: Int) {
        guard var current = run else { return }
        current.highestIndexNamed = max(current.highestIndexNamed ?? 0, min(n, DocumentAssembly.sectionLimit))
        run = current
    }

    /// The same for a number of the code: whole or not, finite or not, it names the section
    /// at or below it (`sectionIndex < 1e300` names more sections than the importer builds).
    mutating func noteIndexNamed(_ n: Double) {
        guard !n.isNaN else { return }
        noteIndexNamed(n < Double(DocumentAssembly.sectionLimit) ? Int(max(n, -1).rounded(.down)) : DocumentAssembly.sectionLimit)
    }

    /// `==` between what a provider knows and a constant.
    mutating func equal(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (a.plain, b.plain) {
        case (.sectionIndex(let index, _), .number(let n)), (.number(let n), .sectionIndex(let index, _)):
            noteIndexNamed(n)
            return Double(index) == n
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.member(let x), .member(let y)): return x == y
        // `.photos` written without its type matches the case of the enum it is compared with.
        case (.enumCase(let t, let x), .enumCase(let u, let y)): return t == u && x == y
        case (.enumCase(_, let x), .member(let y)), (.member(let y), .enumCase(_, let x)): return x == y
        case (.contentSizeCategory, .member(let name)), (.member(let name), .contentSizeCategory):
            // One size is the range from it up to the next: two questions.
            guard let category = ContentSizeCategory(rawValue: name) else {
                throw Unsupported(node, "`.\(name)` is not a UIContentSizeCategory")
            }
            guard run!.answer(categoryAtLeast: category) else { return false }
            guard let next = ContentSizeCategory.allCases.first(where: { $0 > category }) else { return true }
            return !run!.answer(categoryAtLeast: next)
        case (.nil, .nil): return true
        case (.nil, _), (_, .nil): return false
        default:
            throw Unsupported(node, "compares \(a.kind) with \(b.kind)")
        }
    }
}
#endif
