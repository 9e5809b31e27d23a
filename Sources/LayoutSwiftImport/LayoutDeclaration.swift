#if SwiftImport
import SwiftSyntax

/// A function or property that builds a layout: what the importer turns into one document.
struct LayoutDeclaration {
    enum Body {
        case statements(CodeBlockItemListSyntax)
        case expression(ExprSyntax)
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
}

/// The return types that make a declaration a layout.
let layoutTypeNames: Set<String> = [
    "UICollectionViewLayout", "UICollectionViewCompositionalLayout", "NSCollectionLayoutSection",
]

private func isLayoutType(_ type: TypeSyntax?) -> Bool {
    guard var text = type?.trimmedDescription else { return false }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return layoutTypeNames.contains(text)
}

/// Finds layout declarations at file and type level: functions and computed properties returning
/// a layout type, and stored properties initialised with a layout (`= { … }()` or a constructor).
/// Declarations inside bodies are the layout's own constants, not layouts.
final class LayoutFinder: SyntaxVisitor {
    let file: String
    private(set) var declarations: [LayoutDeclaration] = []
    private(set) var sectionTables: [SectionTable] = []
    private(set) var problems: [Unsupported] = []

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isLayoutType(node.signature.returnClause?.type), let body = node.body {
            let parameters = node.signature.parameterClause.parameters
            declarations.append(LayoutDeclaration(name: node.name.text, isFunction: true, nameToken: node.name,
                                                  body: .statements(body.statements),
                                                  parameters: parameters.isEmpty ? nil : parameters, file: file))
        }
        return .skipChildren
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
            let declared = isLayoutType(binding.typeAnnotation?.type)
            if let accessors = binding.accessorBlock?.accessors, declared {
                switch accessors {
                case .getter(let statements):
                    declarations.append(LayoutDeclaration(name: name.text, isFunction: false, nameToken: name,
                                                          body: .statements(statements), file: file))
                case .accessors(let list):
                    if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
                        declarations.append(LayoutDeclaration(name: name.text, isFunction: false, nameToken: name,
                                                              body: .statements(body.statements), file: file))
                    }
                }
            } else if let value = binding.initializer?.value, declared || Self.constructsLayout(value) {
                declarations.append(LayoutDeclaration(name: name.text, isFunction: false, nameToken: name,
                                                      body: .expression(value), file: file))
            }
        }
        return .skipChildren
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

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The parsed files' layout declarations and section tables, by Swift name.
struct Program {
    var functions: [String: LayoutDeclaration]
    var sectionTables: [String: SectionTable]

    func sectionTable(of declaration: LayoutDeclaration) -> SectionTable? {
        SectionTable.names(for: declaration.name).lazy.compactMap { sectionTables[$0] }.first
    }
}

extension Interpreter {
    /// A declaration's layout value: its body run in a fresh scope.
    mutating func evaluate(_ declaration: LayoutDeclaration) throws -> Value {
        if let parameters = declaration.parameters {
            throw Unsupported(parameters, "`\(declaration.name)` takes parameters, whose values are known only at run time")
        }
        switch declaration.body {
        case .statements(let statements): return try runBody(statements, at: declaration.nameToken)
        case .expression(let expr): return try eval(expr)
        }
    }
}
#endif
