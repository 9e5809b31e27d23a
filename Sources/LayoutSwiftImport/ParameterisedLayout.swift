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
    /// What each parameter stands for.
    enum Role {
        case sectionIndex
        case sectionKind(EnumDeclaration)
        case environment
        case defaultValue(ExprSyntax)
    }

    var roles: [(name: String, role: Role)]

    init(_ parameters: FunctionParameterListSyntax, index: ProgramIndex) throws {
        roles = []
        var perSection = 0
        var environments = 0
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            let lastComponent = String(type.split(separator: ".").last ?? "")
            if let value = parameter.defaultValue?.value {
                // The value the app's call leaves it at, whatever its type.
                roles.append((name, .defaultValue(value)))
            } else if type == "Int" {
                roles.append((name, .sectionIndex))
                perSection += 1
            } else if let declaration = try index.enumNamed(lastComponent, at: parameter), declaration.hasPlainCases {
                roles.append((name, .sectionKind(declaration)))
                perSection += 1
            } else if type.hasSuffix("NSCollectionLayoutEnvironment") {
                roles.append((name, .environment))
                environments += 1
            } else {
                throw Unsupported(parameter, "`\(name)`: a parameter whose value only the app knows (a layout function is read when its parameters have defaults, or are the section index, an enum of the files' section kinds and the environment)")
            }
        }
        if perSection > 1 || environments > 1 {
            throw Unsupported(parameters, "more than one section index, kind or environment parameter: which one the app passes is known only at run time")
        }
        if perSection == 0, environments == 1 {
            throw Unsupported(parameters, "the environment without a section index or kind: the function is a provider the app calls for sections only it knows")
        }
    }

    /// Whether the function is a provider, run per section, rather than called once.
    var isProvider: Bool {
        roles.contains { role in
            switch role.role {
            case .sectionIndex, .sectionKind, .environment: true
            case .defaultValue: false
            }
        }
    }
}

extension EnumDeclaration {
    /// Every case without associated values: the enum can stand for the section index.
    var hasPlainCases: Bool { !cases.isEmpty && !hasAssociatedValues }
}
#endif
