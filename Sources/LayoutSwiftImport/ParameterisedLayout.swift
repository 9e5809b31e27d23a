#if SwiftImport
import SwiftSyntax

/// A layout function with parameters that no other layout of the files calls: the app calls it,
/// with what only it knows. These shapes are still a layout:
///
/// - a parameter the body never reads (`_ collectionView: UICollectionView`) is no concern of it;
/// - a parameter with a default (`carousel(width: CGFloat = 180)`) takes it, and one given with
///   `--value NAME=VALUE` takes that (`--value height=.estimated(44)`);
/// - it takes the section index, an `Int`, or the kind of section, an enum of the files without
///   associated values, and maybe the environment (`layoutSection(for kind: Section,
///   environment: NSCollectionLayoutEnvironment)`): it is the section provider the app wraps, and
///   is run for every index, or every case of the enum in order, each a section named after it;
/// - it takes the environment alone: a section the app's provider returns for sections only the
///   app knows, run as a provider that does not read its index (one section, repeated);
/// - anything else is reported where its parameters are.
struct ParameterisedLayout {
    /// The parameters left at their defaults, with them.
    var defaults: [(name: String, value: ExprSyntax)] = []
    /// The parameters given with `--value`, with their values.
    var given: [(name: String, value: Value)] = []
    /// The parameter the section index or kind is passed in, if any: a provider.
    var perSection: String?
    /// The enum of the files whose cases `perSection` takes; nil for the index itself.
    var sectionKind: EnumDeclaration?
    /// The parameter the layout environment is passed in, if any.
    var environment: String?

    /// `perSection`: whether an `Int`, an enum of the files or the environment may be what a
    /// section provider is passed (a layout function's); else every parameter is a plain value
    /// (a layout class's initialiser, `GridLayout(columns:)`).
    init(_ parameters: FunctionParameterListSyntax, body: CodeBlockItemListSyntax, program: Program,
         perSection allowsProvider: Bool = true) throws {
        let index = program.index
        // Every name the body writes: a parameter none of them names is never read.
        var written = Set<String>()
        for token in body.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { written.insert(name) }
        }
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            guard name != "_", written.contains(name) else { continue }
            let type = parameter.type.trimmedDescription
            let lastComponent = String(type.split(separator: ".").last ?? "")
            if let value = program.given.value(named: name) {
                given.append((name, value))
                continue
            }
            if let value = parameter.defaultValue?.value {
                // The value the app's call leaves it at, whatever its type.
                defaults.append((name, value))
                continue
            }
            let kind = type == "Int" || !allowsProvider ? nil : try index.enumNamed(lastComponent, at: parameter)
            if allowsProvider, type == "Int" || kind?.hasPlainCases == true {
                guard perSection == nil else {
                    throw Unsupported(parameters, "more than one section index, kind or environment parameter: which one the app passes is known only at run time")
                }
                perSection = name
                sectionKind = kind
            } else if allowsProvider, type.hasSuffix("NSCollectionLayoutEnvironment") {
                guard environment == nil else {
                    throw Unsupported(parameters, "more than one section index, kind or environment parameter: which one the app passes is known only at run time")
                }
                environment = name
            } else {
                throw Unsupported(parameter, "`\(name)`: a parameter whose value only the app knows (give it with --value \(name)=VALUE; a layout function is read when its parameters have defaults or values, or are the section index, an enum of the files' section kinds and the environment)")
            }
        }
    }

    /// Whether the function is a provider, run per section (or for the environment alone),
    /// rather than called once.
    var isProvider: Bool { perSection != nil || environment != nil }
}

extension EnumDeclaration {
    /// Every case without associated values: the enum can stand for the section index.
    var hasPlainCases: Bool { !cases.isEmpty && !hasAssociatedValues }
}
#endif
