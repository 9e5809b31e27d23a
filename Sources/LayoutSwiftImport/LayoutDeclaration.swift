#if SwiftImport
import LayoutEngine
import SwiftSyntax

/// A function or property that builds a layout: what the importer turns into one document.
struct LayoutDeclaration {
    enum Body {
        case statements(CodeBlockItemListSyntax)
        case expression(ExprSyntax)
        /// A layout handed to a collection view in the app's setup code (`viewDidLoad`, a
        /// `lazy var`'s closure): the statements that run before the one that hands it over
        /// (in a `#if` clause, those before the `#if` then those of the clause), then the layout
        /// expression.
        case handedOver([CodeBlockItemSyntax], layout: ExprSyntax)
    }

    /// The Swift name, as written.
    var name: String
    var isFunction: Bool
    /// The node errors about the declaration point at (its name).
    var nameToken: TokenSyntax
    var body: Body
    /// A function's parameter list, when it has parameters: their values are known only at run time.
    var parameters: FunctionParameterListSyntax?
    /// Where the declaration is, for the order layouts are listed in.
    var file: String
    /// The layout's name when it is not the declaration's in kebab-case: a layout found in
    /// setup code is named after its type and function (`photos-view-controller-view-did-load`).
    var layoutName: String?
    /// Whether it returns a section, not a whole layout (a part another layout may be made of).
    var returnsSection = false
    /// The type it is declared in (or extends), nil at file level.
    var typeName: String?
    /// Whether another layout of the files has the same Swift name (in another type): then
    /// both are named after their types too (`photos-view-controller-create-layout`).
    var sharesItsName = false
    /// Why the layout is refused before it is read: a `#if` around it that only the build can
    /// decide (`DeclarationConditions`), whose error says what value to give; statements after
    /// a layout subclass's `super.init` that change the layout made.
    var refusal: Unsupported?

    var kebabName: String {
        if let layoutName { return layoutName }
        if sharesItsName, let typeName { return kebabCase(typeName) + "-" + kebabCase(name) }
        return kebabCase(name)
    }

    /// `Type.name`: what tells two layouts of the same name in different types apart.
    var key: String { (typeName.map { $0 + "." } ?? "") + name }
}

/// Layouts a collection view is made with that are no compositional layout: a placeholder
/// (`UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())`) or a flow
/// layout. Neither is imported, nor counted among the layouts handed over.
let placeholderLayoutTypes: Set<String> = ["UICollectionViewLayout", "UICollectionViewFlowLayout"]

/// The return types that make a declaration a layout.
let layoutTypeNames: Set<String> = [
    "UICollectionViewLayout", "UICollectionViewCompositionalLayout", "NSCollectionLayoutSection",
]

private func isLayoutType(_ type: TypeSyntax?, aliases: TypeAliases, in typeName: String?) -> Bool {
    guard var text = type?.trimmedDescription else { return false }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return layoutTypeNames.contains(aliases.resolve(text, from: typeName))
}

/// Finds layout declarations at file and type level: functions and computed properties returning
/// a layout type, and stored properties initialised with a layout (`= { … }()` or a constructor).
/// Declarations inside bodies are the layout's own constants, not layouts.
final class LayoutFinder: SyntaxVisitor {
    let file: String
    private(set) var declarations: [LayoutDeclaration] = []
    private(set) var sectionTables: [SectionTable] = []
    private(set) var problems: [Unsupported] = []
    /// Layouts declared in a `#if` clause the app's build does not hold, each with the note
    /// that says so (`DeclarationConditions.leftOutReason`).
    private(set) var leftOut: [(declaration: LayoutDeclaration, note: Unsupported)] = []
    private let conditions: DeclarationConditions
    private let aliases: TypeAliases

    init(file: String, conditions: DeclarationConditions, aliases: TypeAliases = TypeAliases()) {
        self.file = file
        self.conditions = conditions
        self.aliases = aliases
        super.init(viewMode: .sourceAccurate)
    }

    /// Every clause is searched, so that a layout the build leaves out can be named; what a
    /// clause the build does not hold declares is then moved out (nested `#if`s have moved
    /// theirs already).
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let outcome = conditions.outcome(of: node)
        for clause in node.clauses {
            guard let elements = clause.elements else { continue }
            let (firstDeclaration, firstTable, firstProblem) = (declarations.count, sectionTables.count, problems.count)
            walk(elements)
            switch outcome {
            case .decided(let built, _) where built?.id == clause.id:
                continue
            case .decided(_, let notes):
                for declaration in declarations[firstDeclaration...] {
                    // Named with its type, as two types' `createLayout`s are told apart.
                    let written = declaration.name.contains(".") ? declaration.name : declaration.key
                    leftOut.append((declaration, Unsupported(declaration.nameToken,
                                                             DeclarationConditions.leftOutReason(written, notes: notes))))
                }
                declarations.removeSubrange(firstDeclaration...)
                sectionTables.removeSubrange(firstTable...)
                problems.removeSubrange(firstProblem...)
            case .undecided(let error):
                for position in declarations.indices.dropFirst(firstDeclaration) where declarations[position].refusal == nil {
                    declarations[position].refusal = error
                }
            }
        }
        return .skipChildren
    }

    private var types: [String] = []

    private func add(_ declaration: LayoutDeclaration) {
        var declaration = declaration
        declaration.typeName = types.last
        declarations.append(declaration)
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "")
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isLayoutType(node.signature.returnClause?.type, aliases: aliases, in: types.last), let body = node.body {
            let parameters = node.signature.parameterClause.parameters
            // `default` written with backticks is named default: the backticks are Swift's
            // quoting, and a hint to run `--layout \`default\`` would be a shell's command.
            add(LayoutDeclaration(name: node.name.text.filter { $0 != "`" }, isFunction: true, nameToken: node.name,
                                                  body: .statements(body.statements),
                                                  parameters: parameters.isEmpty ? nil : parameters, file: file,
                                                  returnsSection: returnsSection(node.signature.returnClause?.type)))
        } else if let body = node.body {
            findHandedOver(in: body.statements, named: node.name)
        }
        return .skipChildren
    }

    private func returnsSection(_ type: TypeSyntax?) -> Bool {
        type?.trimmedDescription.hasPrefix("NSCollectionLayoutSection") == true
    }

    /// Layouts that setup code builds and hands to a collection view, each named after the
    /// type and the function or property: `UICollectionView(frame:collectionViewLayout:)`,
    /// `….collectionViewLayout = …`, `setCollectionViewLayout(…)`,
    /// `UICollectionViewController(collectionViewLayout:)`.
    /// A `#if` among the statements hands over what the clause the build holds hands over.
    private func findHandedOver(in statements: CodeBlockItemListSyntax, named member: TokenSyntax) {
        var found = 0
        func search(_ statements: CodeBlockItemListSyntax, after earlier: [CodeBlockItemSyntax]) {
            var before = earlier
            for statement in statements {
                var undecided: Unsupported?
                if case .decl(let decl) = statement.item, let conditional = decl.as(IfConfigDeclSyntax.self) {
                    switch conditions.outcome(of: conditional) {
                    case .decided(let clause, _):
                        if case .statements(let inner)? = clause?.elements { search(inner, after: before) }
                        before.append(statement)
                        continue
                    case .undecided(let error):
                        undecided = error
                    }
                }
                // A placeholder (`UICollectionViewLayout()`) or a flow layout is no layout to import,
                // nor to count in the names of those that are.
                for layout in HandOverFinder.layouts(in: Syntax(statement)) where !Self.isPlaceholder(layout) {
                    found += 1
                    let base = (types.last.map { kebabCase($0) + "-" } ?? "") + kebabCase(member.text)
                    let qualified = (types.last.map { $0 + "." } ?? "") + member.text
                    var declaration = LayoutDeclaration(
                        name: found == 1 ? qualified : qualified + "#\(found)", isFunction: false, nameToken: member,
                        body: .handedOver(before, layout: layout), file: file,
                        layoutName: found == 1 ? base : base + "-\(found)")
                    declaration.refusal = undecided
                    add(declaration)
                }
                before.append(statement)
            }
        }
        search(statements, after: [])
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            do {
                if let table = try SectionTable.read(binding) {
                    sectionTables.append(table)
                    continue
                }
            } catch {
                problems.append(error)
                continue
            }
            let declared = isLayoutType(binding.typeAnnotation?.type, aliases: aliases, in: types.last)
            if let accessors = binding.accessorBlock?.accessors, declared {
                switch accessors {
                case .getter(let statements):
                    add(LayoutDeclaration(name: name.text, isFunction: false, nameToken: name,
                                                          body: .statements(statements), file: file))
                case .accessors(let list):
                    if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
                        add(LayoutDeclaration(name: name.text, isFunction: false, nameToken: name,
                                                              body: .statements(body.statements), file: file))
                    }
                }
            } else if let value = binding.initializer?.value, declared || Self.constructsLayout(value) {
                add(LayoutDeclaration(name: name.text, isFunction: false, nameToken: name,
                                                      body: .expression(value), file: file,
                                                      returnsSection: returnsSection(binding.typeAnnotation?.type)))
            } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                      let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
                // `lazy var collectionView: UICollectionView = { … }()`: setup code run once.
                findHandedOver(in: closure.statements, named: name)
            } else if let value = binding.initializer?.value {
                // `lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: …)`.
                for layout in HandOverFinder.layouts(in: Syntax(value)) {
                    let base = (types.last.map { kebabCase($0) + "-" } ?? "") + kebabCase(name.text)
                    add(LayoutDeclaration(
                        name: (types.last.map { $0 + "." } ?? "") + name.text, isFunction: false, nameToken: name,
                        body: .handedOver([], layout: layout), file: file, layoutName: base))
                }
            }
        }
        return .skipChildren
    }

    private static func isPlaceholder(_ layout: ExprSyntax) -> Bool {
        guard let call = layout.as(FunctionCallExprSyntax.self),
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return placeholderLayoutTypes.contains(type)
    }

    private static func constructsLayout(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
        // `UICollectionViewCompositionalLayout.list(using:)`, the whole-list form (§19).
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "list",
           let base = member.base?.trimmedDescription {
            return base == "UICollectionViewCompositionalLayout" || base == "NSCollectionLayoutSection"
        }
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        return callee.baseName.text == "UICollectionViewCompositionalLayout"
            || callee.baseName.text == "NSCollectionLayoutSection"
    }

    /// `init() { …; super.init(collectionViewLayout: layout) }`: a collection view controller
    /// made with its layout.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body else { return .skipChildren }
        if let layoutClass = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self),
           layoutClass.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "UICollectionViewCompositionalLayout" {
            findLayoutSubclassInit(in: body.statements, of: layoutClass.name, parameters: node.signature.parameterClause.parameters)
        } else {
            findHandedOver(in: body.statements, named: node.initKeyword)
        }
        return .skipChildren
    }

    /// `final class GridLayout: UICollectionViewCompositionalLayout { convenience init() { …;
    /// self.init(section: section) } }`: the layout the class is, named after it
    /// (`grid-layout`), made by the statements before its `self.init` or `super.init`; a second
    /// initialiser making one gets `-2`.
    private func findLayoutSubclassInit(in statements: CodeBlockItemListSyntax, of type: TokenSyntax,
                                        parameters: FunctionParameterListSyntax) {
        let earlier = declarations.filter { $0.typeName == type.text && $0.nameToken.id == type.id }.count
        for (position, statement) in statements.enumerated() {
            guard case .expr(let expr) = statement.item, let call = expr.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                  let base = member.base?.trimmedDescription, base == "self" || base == "super" else { continue }
            let name = kebabCase(type.text)
            var declaration = LayoutDeclaration(
                name: earlier == 0 ? type.text : type.text + "#\(earlier + 1)", isFunction: false, nameToken: type,
                body: .handedOver(Array(statements.prefix(position)), layout: expr),
                parameters: parameters.isEmpty ? nil : parameters, file: file,
                layoutName: earlier == 0 ? name : name + "-\(earlier + 1)")
            // What follows changes the layout the importer has made (`self.configuration = …`).
            if let after = statements.dropFirst(position + 1).first {
                declaration.refusal = Unsupported(after, "a statement after `\(base).init`: it changes the layout made, which the importer does not follow (make the layout before it)")
            }
            add(declaration)
            return
        }
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The layout expressions a statement hands to a collection view. Closures inside it are not
/// entered: what they run (a completion handler, an animation) runs later, if at all.
private final class HandOverFinder: SyntaxVisitor {
    var layouts: [ExprSyntax] = []

    static func layouts(in node: Syntax) -> [ExprSyntax] {
        let finder = HandOverFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.layouts
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let argument = node.arguments.first(where: { $0.label?.text == "collectionViewLayout" }) {
            layouts.append(argument.expression)
        } else if let first = node.arguments.first,
                  (node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                      ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text) == "setCollectionViewLayout" {
            // `collectionView.setCollectionViewLayout(…)`, or a collection view's own code calling it on itself.
            layouts.append(first.expression)
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) {
            let target = node.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
            if target == "collectionViewLayout" { layouts.append(node.rightOperand) }
        }
        return .visitChildren
    }
}

/// The parsed files' layout declarations and section tables, by Swift name.
struct Program {
    /// Layout declarations by Swift name; several when types declare the same name.
    var functions: [String: [LayoutDeclaration]]
    var sectionTables: [String: SectionTable]
    /// Everything else the files declare: helpers, constants, enums.
    var index = ProgramIndex()
    /// Run-time values given on the command line (`--value`), and which of them code read.
    var given = GivenValueTable()
    /// `--tokens`: the tokens `Tokens.space.md` reads when given (`SwiftImportOptions.tokens`).
    var givenTokens: [String: (name: String, value: Double)] = [:]
    /// The notes of the layout being imported, those of the `#if`s around what it reads among
    /// them (`DeclarationConditions.notes`).
    var notes: ImportNotes { index.declarationConditions.notes }
    /// The design tokens the code reads (`Tokens.space.md`).
    let tokens = ImportedTokens()
    /// What the layout being imported may still spend.
    let layoutBudget = LayoutBudget()

    /// The value given for an expression the code reads (`self.` left out), if one was.
    func givenValue(for expr: some SyntaxProtocol) -> Value? { given.value(for: expr) }

    /// How `#if` reads in the app's build, with the values given.
    var conditions: CompilationConditions { CompilationConditions(given: given) }

    /// The layout declaration `name` seen from code in `typeName`: the type's own first.
    func layout(_ name: String, in typeName: String?) -> LayoutDeclaration? {
        guard let all = functions[name] else { return nil }
        return all.first { $0.typeName == typeName } ?? all.first
    }

    /// Whether `name` is a subclass of the layout class the files declare
    /// (`final class GridLayout: UICollectionViewCompositionalLayout`), whose layout is named like it.
    func isLayoutClass(_ name: String) -> Bool {
        functions[name]?.contains { $0.typeName == name && !$0.isFunction } == true
    }

    func layout(key: String) -> LayoutDeclaration? {
        functions.values.lazy.flatMap { $0 }.first { $0.key == key }
    }

    func sectionTable(of declaration: LayoutDeclaration) -> SectionTable? {
        SectionTable.names(for: declaration.name).lazy.compactMap { sectionTables[$0] }.first
    }
}

extension Interpreter {
    /// A declaration's layout value: its body run in a fresh scope.
    mutating func evaluate(_ declaration: LayoutDeclaration) throws -> Value {
        scope.typeName = declaration.typeName
        if let provider = try enumMethodProvider(declaration) { return provider }
        if let parameters = declaration.parameters {
            return try evaluate(declaration, parameters: parameters)
        }
        switch declaration.body {
        case .statements(let statements): return try runBody(statements, at: declaration.nameToken)
        case .expression(let expr): return try eval(expr)
        case .handedOver(let statements, let layout):
            return try runSetup(statements, then: layout)
        }
    }

    /// A method of an enum of section kinds that returns a section (`extension Section { func
    /// layoutSection(environment:) }`), no layout of the files calling it: the provider the app
    /// calls on the case of each section, run for every case with `self` that case, each section
    /// named after it. The enum is the files' (its cases in order), or one they do not declare
    /// whose cases the method's `switch self` names, the k-th at section k; nil for any other
    /// declaration.
    private mutating func enumMethodProvider(_ declaration: LayoutDeclaration) throws -> Value? {
        guard declaration.isFunction, declaration.returnsSection, let typeName = declaration.typeName,
              case .statements(let statements) = declaration.body else { return nil }
        let kind = try program.index.enumNamed(typeName, at: declaration.nameToken)
        let tokens = Array(statements.tokens(viewMode: .sourceAccurate).prefix(100_000))
        let switchesOnSelf = zip(tokens, tokens.dropFirst()).contains {
            $0.tokenKind == .keyword(.switch) && $1.tokenKind == .keyword(.self)
        }
        let isDeclaredType = program.index.declaredTypeNames.contains(typeName)
        guard kind?.hasPlainCases == true || !isDeclaredType && switchesOnSelf else { return nil }
        let shape = try ParameterisedLayout(declaration.parameters ?? [], body: statements, program: program)
        guard shape.perSection == nil else { return nil }
        var code = ProviderCode(node: Syntax(declaration.nameToken),
                                parameterNames: ["self", shape.environment ?? "$environment"], statements: statements)
        code.sectionKind = kind
        code.indexIsEnumWrapped = kind == nil
        return provider(code, parameters: shape)
    }

    /// A layout function with parameters no layout of the files calls (`ParameterisedLayout`).
    private mutating func evaluate(_ declaration: LayoutDeclaration, parameters: FunctionParameterListSyntax) throws -> Value {
        // A layout class's initialiser with parameters (`GridLayout(columns:)`): their defaults
        // or given values, then the statements up to `self.init`.
        if case .handedOver(let before, let layout) = declaration.body,
           let initializer = parameters.parent?.parent?.parent?.as(InitializerDeclSyntax.self), let body = initializer.body {
            try bind(ParameterisedLayout(parameters, body: body.statements, program: program, perSection: false))
            return try runSetup(before, then: layout)
        }
        guard case .statements(let statements) = declaration.body else {
            throw Unsupported(parameters, "`\(declaration.name)` takes parameters, whose values are known only at run time")
        }
        // Only a function returning a section is a provider the app wraps: one returning a
        // whole layout takes its `Int`s and enums as plain values (`waterfall(columns: Int)`).
        let shape = try ParameterisedLayout(parameters, body: statements, program: program,
                                            perSection: declaration.returnsSection)
        guard shape.isProvider else {
            try bind(shape)
            return try runBody(statements, at: declaration.nameToken)
        }
        var code = ProviderCode(node: Syntax(declaration.nameToken),
                                parameterNames: [shape.perSection ?? "$index", shape.environment ?? "$environment"],
                                statements: statements)
        code.sectionKind = shape.sectionKind
        return provider(code, parameters: shape)
    }

    /// A layout called once: its parameters bound in a scope of their own, to their defaults
    /// and the values given.
    private mutating func bind(_ shape: ParameterisedLayout) throws {
        scope.push()
        for (name, value) in shape.defaults { scope.declare(name, try eval(value)) }
        for (name, value) in shape.given { scope.declare(name, value) }
    }

    /// A layout run as a provider: its defaults evaluated at each run (they may read the
    /// environment), its given values the same for every section, which the provider closes over.
    private mutating func provider(_ code: ProviderCode, parameters shape: ParameterisedLayout) -> Value {
        var code = code
        code.defaults = shape.defaults
        scope.push()
        for (name, value) in shape.given { scope.declare(name, value) }
        return .layout(LayoutValue(source: .provider(code, scope), configuration: LayoutConfiguration()))
    }
}
#endif
