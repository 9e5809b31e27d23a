#if SwiftImport
import SwiftSyntax

/// A layout function with parameters that no other layout of the files calls: the app calls it,
/// with what only it knows. Three shapes are still a layout:
///
/// - every parameter has a default (`carousel(width: CGFloat = 180)`): the defaults;
/// - it takes the section index, an `Int`, or the kind of section, an enum of the files without
///   associated values, and maybe the environment (`layoutSection(for kind: Section,
///   environment: NSCollectionLayoutEnvironment)`): it is the section provider the app wraps, and
///   is run for every index, or every case of the enum in order, each a section named after it;
/// - anything else is reported where its parameters are.
struct ParameterisedLayout {
    /// The parameters left at their defaults, with them.
    var defaults: [(name: String, value: ExprSyntax)] = []
    /// The parameter the section index or kind is passed in, if any: a provider.
    var perSection: String?
    /// The enum of the files whose cases `perSection` takes; nil for the index itself.
    var sectionKind: EnumDeclaration?
    /// The parameter the layout environment is passed in, if any.
    var environment: String?

    init(_ parameters: FunctionParameterListSyntax, index: ProgramIndex) throws {
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            let lastComponent = String(type.split(separator: ".").last ?? "")
            if let value = parameter.defaultValue?.value {
                // The value the app's call leaves it at, whatever its type.
                defaults.append((name, value))
                continue
            }
            let kind = type == "Int" ? nil : try index.enumNamed(lastComponent, at: parameter)
            if type == "Int" || kind?.hasPlainCases == true {
                guard perSection == nil else {
                    throw Unsupported(parameters, "more than one section index, kind or environment parameter: which one the app passes is known only at run time")
                }
                perSection = name
                sectionKind = kind
            } else if type.hasSuffix("NSCollectionLayoutEnvironment") {
                guard environment == nil else {
                    throw Unsupported(parameters, "more than one section index, kind or environment parameter: which one the app passes is known only at run time")
                }
                environment = name
            } else {
                throw Unsupported(parameter, "`\(name)`: a parameter whose value only the app knows (a layout function is read when its parameters have defaults, or are the section index, an enum of the files' section kinds and the environment)")
            }
        }
        if perSection == nil, environment != nil {
            throw Unsupported(parameters, "the environment without a section index or kind: the function is a provider the app calls for sections only it knows")
        }
    }

    /// Whether the function is a provider, run per section, rather than called once.
    var isProvider: Bool { perSection != nil }
}

extension EnumDeclaration {
    /// Every case without associated values: the enum can stand for the section index.
    var hasPlainCases: Bool { !cases.isEmpty && !hasAssociatedValues }
}
#endif
