#if SwiftImport
import LayoutEngine
import SwiftSyntax

/// What a Swift expression of layout code evaluates to. UIKit's layout objects are classes, but
/// the importer gives them value semantics: a `let` holds the object as it is when it is used,
/// which is what a group or section sees when it is built from it (UIKit copies items in).
indirect enum Value {
    case number(Double)
    /// A design token's constant (`Tokens.space.md`): its value in arithmetic, its reference
    /// (`marker`, `ImportedTokens`) where a layout object takes it.
    case token(name: String, value: Double, marker: Double)
    case bool(Bool)
    case string(String)
    case `nil`
    /// `.top`, `.groupPaging`, `.horizontal`…: resolved by the parameter or property it meets.
    case member(String)
    case array([Value])
    case dimension(Dimension)
    case size(LayoutSize)
    case spacing(Spacing)
    case edgeSpacing(EdgeSpacing)
    case insets(DirectionalInsets)
    case scrollingProperties(OrthogonalScrollingProperties)
    /// A `UICollectionLayoutListConfiguration`: what of it places elements (§19).
    case listConfiguration(ListConfiguration)
    case point(Point)
    /// A `CGSize`: a width and a height in points (an item's size is a `LayoutSize` of dimensions).
    case cgSize(width: Double, height: Double)
    case rect(Rect)
    case anchor(Anchor)
    /// An item or a group.
    case item(LayoutItem)
    case customItem(CustomGroupItem)
    case supplementary(SupplementaryItem)
    case boundary(BoundaryItem)
    case decoration(DecorationItem)
    /// A section; its name and item count are given when the document is assembled.
    case section(Section)
    case configuration(LayoutConfiguration)
    case layout(LayoutValue)
    /// A closure literal and the scope it closes over (a section or item provider).
    case closure(ClosureExprSyntax, Scope)
    /// The provider's environment and the parts of it code reads.
    case environment(EnvironmentPart)
    /// The container's width inside a provider, or a number computed from it (`WidthFormula`):
    /// comparisons with constants and a group's `count:` read it.
    case widthFormula(WidthFormula)
    /// The text size a provider runs at (`preferredContentSizeCategory`): comparisons read it.
    case contentSizeCategory(ContentSizeCategory)
    /// The provider's section index; `enumWrapped` when wrapped in an app enum's `init(rawValue:)`.
    case sectionIndex(Int, enumWrapped: Bool)
    /// A layout function of the same files, called by name (`self.listSection()`).
    case function(String)
    /// A case of an enum the files declare (`SectionKind.photos`).
    case enumCase(type: String, name: String)
    /// A type the files declare, used as a namespace (`Layout.spacing`, `SectionKind.allCases`).
    case type(String)
    /// The object whose methods the code calls (`self`, `guard let self`, `self?.`): its
    /// methods and constants are the files', its stored state is the app's.
    case selfReference

    /// A token as the number it is worth, for arithmetic and comparisons; anything else as it is.
    var plain: Value {
        if case .token(_, let value, _) = self { return .number(value) }
        return self
    }

    enum EnvironmentPart {
        case environment, container, contentSize, effectiveContentSize, traitCollection
    }

    /// What the value is, for messages.
    var kind: String {
        switch self {
        case .number: "a number"
        case .token(let name, _, _): "the design token {\(name)}"
        case .bool: "a Boolean"
        case .string: "a string"
        case .nil: "nil"
        case .member(let name): ".\(name)"
        case .array: "an array"
        case .dimension: "a dimension"
        case .size: "a size"
        case .spacing: "a spacing"
        case .edgeSpacing: "an edge spacing"
        case .insets: "insets"
        case .scrollingProperties: "orthogonal scrolling properties"
        case .listConfiguration: "a list configuration"
        case .point: "a point"
        case .cgSize: "a CGSize"
        case .rect: "a rectangle"
        case .anchor: "an anchor"
        case .item(let item): item.isGroup ? "a group" : "an item"
        case .customItem: "a custom group item"
        case .supplementary: "a supplementary item"
        case .boundary: "a boundary supplementary item"
        case .decoration: "a decoration item"
        case .section: "a section"
        case .configuration: "a configuration"
        case .layout: "a layout"
        case .closure: "a closure"
        case .environment: "the layout environment"
        case .widthFormula(let formula): formula.isAffine && formula.scale == 1 && formula.offset == 0
            ? "the container's width" : "a number computed from the container's width"
        case .contentSizeCategory: "the text size"
        case .sectionIndex: "the section index"
        case .function: "a function"
        case .enumCase(let type, let name): "\(type).\(name)"
        case .type(let name): "the type \(name)"
        case .selfReference: "self"
        }
    }
}

/// A `UICollectionViewCompositionalLayout`: one section for every index, or a provider closure.
struct LayoutValue {
    enum Source {
        case section(Section)
        case provider(ProviderCode, Scope)
    }
    var source: Source
    var configuration: LayoutConfiguration
}

extension Value {
    /// The UIKit classes (and structs) a layout object is an instance of, the most specific
    /// first: where the app's extensions declare methods it may call on it
    /// (`extension NSCollectionLayoutSection { func spacing(_:) -> Self }`). Empty for any
    /// other value.
    var uikitTypeNames: [String] {
        switch self {
        case .section: ["NSCollectionLayoutSection"]
        case .item(let item): item.isGroup ? ["NSCollectionLayoutGroup", "NSCollectionLayoutItem"] : ["NSCollectionLayoutItem"]
        case .boundary:
            ["NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutItem"]
        case .supplementary: ["NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutItem"]
        case .decoration: ["NSCollectionLayoutDecorationItem", "NSCollectionLayoutItem"]
        case .size: ["NSCollectionLayoutSize"]
        case .dimension: ["NSCollectionLayoutDimension"]
        case .layout: ["UICollectionViewCompositionalLayout"]
        case .configuration: ["UICollectionViewCompositionalLayoutConfiguration"]
        default: []
        }
    }
}

/// A section provider's code: a closure literal, or a method of the app passed by name
/// (`sectionProvider: makeSection`), with the names its index and environment go by.
struct ProviderCode {
    /// Where messages about the provider point.
    var node: Syntax
    var parameterNames: [String]
    var statements: CodeBlockItemListSyntax
    /// A layout function taking the kind of section (`ParameterisedLayout`): its first name
    /// is bound to the enum's case at each index, not to the index.
    var sectionKind: EnumDeclaration?
    /// The function's other parameters, bound to their defaults.
    var defaults: [(name: String, value: ExprSyntax)] = []
    /// A method of an enum the files do not declare, run for each case its `switch self` names:
    /// its first name (`self`) is the index wrapped in that enum, the k-th case named at k.
    var indexIsEnumWrapped = false

    init(node: Syntax, parameterNames: [String], statements: CodeBlockItemListSyntax) {
        self.node = node
        self.parameterNames = parameterNames
        self.statements = statements
    }

    init(_ closure: ClosureExprSyntax) {
        node = Syntax(closure)
        statements = closure.statements
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: parameterNames = list.map(\.name.text)
        case .parameterClause(let clause)?: parameterNames = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: parameterNames = ["$0", "$1"]
        }
    }

    init?(_ function: FunctionDeclSyntax) {
        guard let body = function.body else { return nil }
        node = Syntax(function.name)
        statements = body.statements
        parameterNames = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
    }
}

/// The names a piece of code can see: `let`/`var` constants, innermost last.
struct Scope {
    private var frames: [[String: Value]] = [[:]]
    /// The names of each frame declared `let` with a value: Swift refuses to assign them again.
    private var constants: [Set<String>] = [[]]
    /// The type whose code this is: its own functions and constants are found first.
    var typeName: String?

    func lookup(_ name: String) -> Value? {
        for frame in frames.reversed() {
            if let value = frame[name] { return value }
        }
        return nil
    }

    mutating func declare(_ name: String, _ value: Value, constant: Bool = false) {
        frames[frames.count - 1][name] = value
        if constant { constants[constants.count - 1].insert(name) } else { constants[constants.count - 1].remove(name) }
    }

    /// Whether `name`, as it is seen here, was declared `let` with a value.
    func isConstant(_ name: String) -> Bool {
        for index in frames.indices.reversed() where frames[index][name] != nil { return constants[index].contains(name) }
        return false
    }

    /// Replaces the value of a name already declared, in the frame that holds it.
    mutating func assign(_ name: String, _ value: Value) -> Bool {
        for index in frames.indices.reversed() where frames[index][name] != nil {
            frames[index][name] = value
            return true
        }
        return false
    }

    mutating func push() {
        frames.append([:])
        constants.append([])
    }

    mutating func pop() {
        frames.removeLast()
        constants.removeLast()
    }
}

extension LayoutItem {
    var isGroup: Bool {
        if case .item = kind { return false }
        return true
    }
}
#endif
