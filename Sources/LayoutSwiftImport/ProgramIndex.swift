#if SwiftImport
import LayoutEngine
import SwiftParser
import SwiftSyntax

/// An enum of the app's files: its cases in order, with their raw values where it has them.
/// Layout code reads enums to name and count sections (`SectionKind(rawValue: index)`,
/// `SectionKind.allCases[index]`) and to switch over a section's kind.
struct EnumDeclaration {
    var name: String
    var cases: [(name: String, rawValue: Value?)]
    /// Whether a case carries values (`case topSites(Int)`): its cases are not all there is.
    var hasAssociatedValues = false
    /// A `#if` around some of its cases that only the build can decide: its cases are not known.
    var undecidedCases: Unsupported?
    /// The notes of the `#if`s that chose its cases (`DEBUG` read as the release build's).
    var caseNotes: [Unsupported] = []
    /// Where it is declared: the types around it, outermost first, and the node.
    var outerTypes: [String] = []
    var node: Syntax?

    func caseNamed(_ name: String) -> (name: String, rawValue: Value?)? {
        cases.first { $0.name == name }
    }

    func caseWithRawValue(_ raw: Value) -> String? {
        cases.first { entry in
            switch (entry.rawValue, raw) {
            case (.number(let x)?, .number(let y)): x == y
            case (.string(let x)?, .string(let y)): x == y
            default: false
            }
        }?.name
    }
}

/// A constant of the app: a global `let`, a `static let`, a stored property with an initial
/// value, or a computed property. `Layout.spacing` and `spacing` (inside the type) both find it.
struct ConstantDeclaration {
    enum Body {
        case expression(ExprSyntax)
        case getter(CodeBlockItemListSyntax)
    }
    var name: String
    /// The innermost type it is declared in, or nil at file level.
    var typeName: String?
    var body: Body
    var node: Syntax
    /// A stored `var`: the app may change it, and its initial value is all the code says.
    var isVariable = false
    /// The types around it, outermost first (its own `typeName` last).
    var outerTypes: [String] = []
}

/// Every function, constant and enum the given files declare, at file level and in types and
/// their extensions, so the interpreter can follow the app's own code: what real layout code
/// calls is mostly the app's helpers and constants, often in a sibling file.
struct ProgramIndex {
    /// Functions and methods by name; overloads are told apart by their argument labels.
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Constants by `Type.name` and by bare name: every declaration of that key, since every
    /// view controller may have its own `Metrics.rowHeight` (`constant(_:in:at:)` chooses).
    var constants: [String: [ConstantDeclaration]] = [:]
    /// Enums by name, every declaration of it (`enumNamed(_:at:)` chooses).
    var enumsByName: [String: [EnumDeclaration]] = [:]
    /// Types the files declare (classes, structs, enums, actors, extended types): a reference to
    /// one is a namespace (`Layout.spacing`), not a value of the app.
    var typeNames: Set<String> = []
    /// Of those, the types the files declare (not only extend).
    var declaredTypeNames: Set<String> = []
    /// `typealias Layout = UICollectionViewCompositionalLayout`: the names the files give types.
    var typeAliases = TypeAliases()
    /// How `#if` around declarations reads: only what the build declares is indexed.
    var declarationConditions = DeclarationConditions(CompilationConditions(given: GivenValueTable()))

    mutating func add(_ tree: SourceFileSyntax) {
        let indexer = ProgramIndexer(conditions: declarationConditions)
        indexer.walk(tree)
        for (name, declarations) in indexer.index.functions { functions[name, default: []] += declarations }
        for (key, found) in indexer.index.constants { constants[key, default: []] += found }
        for (name, found) in indexer.index.enumsByName { enumsByName[name, default: []] += found }
        typeNames.formUnion(indexer.index.typeNames)
        declaredTypeNames.formUnion(indexer.index.declaredTypeNames)
    }

    /// The constant `name` of `typeName` (or anywhere, the type's own first) as Swift would
    /// resolve it from `node`; nil when none is declared. Throws when several are and the
    /// code around `node` does not tell which.
    func constant(_ name: String, in typeName: String?, at node: some SyntaxProtocol) throws -> ConstantDeclaration? {
        let found: ConstantDeclaration
        if let typeName, let own = constants[typeName + "." + name], !own.isEmpty {
            found = try nearest(own, to: Syntax(node), named: typeName + "." + name, qualified: true) { ($0.outerTypes, $0.node) }
        } else {
            guard let all = constants[name], !all.isEmpty else { return nil }
            found = try nearest(all, to: Syntax(node), named: name, qualified: false) { ($0.outerTypes, $0.node) }
        }
        try checkDeclared(found.node)
        return found
    }

    /// Refuses a declaration in a `#if` clause only the build can say it declares
    /// (`DeclarationConditions`), at the condition, with the advice to give its value.
    /// Otherwise the notes of the `#if`s around it go to the layout's.
    func checkDeclared(_ node: some SyntaxProtocol) throws {
        try declarationConditions.check(Syntax(node))
    }

    /// The constant `name` of `typeName` when there is just one such, for readers that cannot
    /// fail (the integer typing of a division).
    func constant(_ name: String, in typeName: String?) -> ConstantDeclaration? {
        if let typeName, let own = constants[typeName + "." + name], own.count == 1 { return own[0] }
        guard let all = constants[name], all.count == 1 else { return nil }
        return all[0]
    }

    /// The enum `name` as Swift would resolve it from `node`.
    func enumNamed(_ name: String, at node: some SyntaxProtocol) throws -> EnumDeclaration? {
        guard let all = enumsByName[name], !all.isEmpty else { return nil }
        let found = try nearest(all, to: Syntax(node), named: name, qualified: false) { ($0.outerTypes, $0.node ?? Syntax(node)) }
        if let found = found.node { try checkDeclared(found) }
        if let undecided = found.undecidedCases { throw undecided }
        for note in found.caseNotes { declarationConditions.notes.add(note) }
        // Swift refuses an enum two of whose cases have one raw value; read as written, the
        // second would silently stand for the first's section.
        var seen: [Double: String] = [:]
        for (caseName, raw) in found.cases {
            guard case .number(let value)? = raw else { continue }
            if let first = seen[value] {
                let shown = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
                throw Unsupported(found.node ?? Syntax(node), "`\(name)` gives the raw value \(shown) to both `\(first)` and `\(caseName)`, which Swift refuses")
            }
            seen[value] = caseName
        }
        return found
    }

    /// Of several declarations of one name, the one Swift sees from `node`: of those declared
    /// in types that enclose `node` (or at file level), the innermost, then the one in the same
    /// file (two files' `private enum Section`). A tie is refused: the importer does not guess
    /// between two `Section` enums. `qualified`: the name was written with its type
    /// (`Metrics.rowHeight`), whose own name is the last of the outer types, not an enclosure.
    /// A declaration only the build can decide is refused as such, not as one of several.
    func nearest<D>(_ candidates: [D], to node: Syntax, named name: String, qualified: Bool,
                    place: (D) -> (outerTypes: [String], node: Syntax)) throws -> D {
        if candidates.count == 1 { return candidates[0] }
        let around = Self.typeChain(of: node)
        func score(_ candidate: D) -> Int {
            let (outer, declared) = place(candidate)
            let context = qualified ? Array(outer.dropLast()) : outer
            let visible = context.count <= around.count && Array(around.prefix(context.count)) == context
            let sameFile = declared.root.id == node.root.id ? 1 : 0
            return visible ? 2 + context.count * 2 + sameFile : sameFile
        }
        let scored = candidates.map { (candidate: $0, score: score($0)) }
        let best = scored.map(\.score).max()!
        let winners = scored.filter { $0.score == best }
        guard winners.count == 1 else {
            for winner in winners { try checkDeclared(place(winner.candidate).node) }
            throw Unsupported(node, "`\(name)` is declared \(candidates.count) times in the files and the code here does not tell which it reads (import the files one at a time)")
        }
        return winners[0].candidate
    }

    /// The types whose bodies hold `node`, outermost first (an extension counts as its type).
    static func typeChain(of node: Syntax) -> [String] {
        var chain: [String] = []
        var current = node.parent
        while let parent = current {
            if let name = typeDeclarationName(parent) { chain.insert(name, at: 0) }
            current = parent.parent
        }
        return chain
    }

    /// The name of the type `node` declares or extends (`extension Foo.Bar`: `Bar`); nil for
    /// any other node.
    static func typeDeclarationName(_ node: Syntax) -> String? {
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) {
            return decl.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        }
        return nil
    }
}

/// The type a declaration is in (or extends), nil at file level.
func enclosingTypeName(of node: Syntax) -> String? {
    var current = node.parent
    while let parent = current {
        if let name = ProgramIndex.typeDeclarationName(parent) { return name }
        current = parent.parent
    }
    return nil
}

/// Collects declarations, tracking the type each one is in. Bodies are not entered: what a
/// function declares inside itself is its own.
private final class ProgramIndexer: SyntaxVisitor {
    var index = ProgramIndex()
    private var types: [String] = []
    private let conditions: DeclarationConditions

    init(conditions: DeclarationConditions) {
        self.conditions = conditions
        super.init(viewMode: .sourceAccurate)
    }

    /// The clause the build holds, alone; every clause when only the build knows, where a
    /// look-up of what one declares refuses (`ProgramIndex.checkDeclared`).
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .decided(let clause, _) = conditions.outcome(of: node) else { return .visitChildren }
        if let elements = clause?.elements { walk(elements) }
        return .skipChildren
    }

    private func enter(_ name: String, declaring: Bool = true) -> SyntaxVisitorContinueKind {
        types.append(name)
        index.typeNames.insert(name)
        if declaring { index.declaredTypeNames.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension Foo.Bar`: members are Bar's.
        enter(node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "", declaring: false)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let rawType = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        var cases: [(name: String, rawValue: Value?)] = []
        var next = 0.0
        var hasAssociatedValues = false
        let (caseDecls, caseNotes, undecided) = conditions.cases(of: node.memberBlock.members)
        for caseDecl in caseDecls {
            for element in caseDecl.elements {
                let name = element.name.text
                if element.parameterClause != nil { hasAssociatedValues = true }
                var raw: Value?
                if let literal = element.rawValue?.value {
                    raw = Self.literal(literal)
                } else if rawType == "Int" {
                    raw = .number(next)
                } else if rawType == "String" {
                    raw = .string(name)
                }
                if case .number(let n)? = raw { next = n + 1 }
                cases.append((name, raw))
            }
        }
        index.enumsByName[node.name.text, default: []].append(EnumDeclaration(
            name: node.name.text, cases: cases, hasAssociatedValues: hasAssociatedValues, undecidedCases: undecided, caseNotes: caseNotes,
            outerTypes: types, node: Syntax(node)))
        return enter(node.name.text)
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    private static func literal(_ expr: ExprSyntax) -> Value? {
        // Past 2^53 - 1 the interpreter refuses the literal, with its place.
        if let integer = expr.as(IntegerLiteralExprSyntax.self), let n = Int(integer.literal.text.filter { $0 != "_" }),
           n.magnitude <= UInt(LayoutDocument.largestExactInteger) {
            return .number(Double(n))
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           case .number(let n)? = literal(prefix.expression) {
            return .number(-n)
        }
        if let string = expr.as(StringLiteralExprSyntax.self), let text = string.representedLiteralValue {
            return .string(text)
        }
        return nil
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        index.functions[node.name.text, default: []].append(node)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var body: ConstantDeclaration.Body?
            if let value = binding.initializer?.value {
                body = .expression(value)
            } else if let accessors = binding.accessorBlock?.accessors {
                switch accessors {
                case .getter(let statements): body = .getter(statements)
                case .accessors(let list):
                    if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                       let statements = getter.body?.statements {
                        body = .getter(statements)
                    }
                }
            }
            guard let body else { continue }
            var constant = ConstantDeclaration(name: name, typeName: types.last, body: body, node: Syntax(binding))
            if case .expression = body, node.bindingSpecifier.tokenKind == .keyword(.var) { constant.isVariable = true }
            constant.outerTypes = types
            if let type = types.last { index.constants[type + "." + name, default: []].append(constant) }
            index.constants[name, default: []].append(constant)
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
#endif
