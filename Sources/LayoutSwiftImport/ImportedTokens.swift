#if SwiftImport
import LayoutEngine
import SwiftSyntax

/// Design tokens read from the app's `Tokens` namespace (`Tokens.space.md`, what `export --swift`
/// writes and a team's own module declares): each becomes a reference in the document
/// (`"{space.md}"`, format.md "Tokens") rather than its number.
///
/// UIKit's values are `Double`s in the model, so a token travels through it as a marker, a
/// negative number far beyond any length (−n·2⁹⁰⁰ for the n-th token) that equals only itself;
/// the document's JSON then names the token where a marker stands. Arithmetic on a token uses
/// its value: a number worked out from tokens is no token.
final class ImportedTokens {
    /// The namespace whose constants are tokens.
    static let namespace = "Tokens"

    private(set) var names: [String] = []
    private(set) var values: [String: Double] = [:]

    /// The marker of the token `name`, whose value is `value` (the first value read wins).
    func marker(for name: String, value: Double) -> Double {
        if values[name] == nil {
            values[name] = value
            names.append(name)
        }
        return -Double(names.firstIndex(of: name)! + 1) * Self.markerUnit
    }

    private static let markerUnit = 0x1p900

    /// The token a marker stands for; nil for any other number.
    func name(ofMarker number: Double) -> String? {
        let index = -number / Self.markerUnit
        guard index >= 1, index <= Double(names.count), index.rounded() == index else { return nil }
        return names[Int(index) - 1]
    }

    /// The token a constant of the files is, if it is one: declared inside `Tokens`, named by its
    /// doc comment (`/// {space.md}`) or else by the types around it (`Tokens.space.md`).
    static func tokenName(of constant: ConstantDeclaration) -> String? {
        guard constant.outerTypes.first == namespace else { return nil }
        for piece in constant.node.leadingTrivia.pieces {
            if case .docLineComment(let text) = piece,
               let name = DesignTokens.aliasName(String(text.dropFirst(3)).trimmingCharacters()) {
                return name
            }
        }
        return (constant.outerTypes.dropFirst() + [constant.name]).joined(separator: ".")
    }

    /// The document with each marker replaced by its token's reference, read back with the
    /// tokens' values: a token where the format takes none is an error at its path.
    func referencing(_ document: LayoutDocument, at node: some SyntaxProtocol) throws -> LayoutDocument {
        guard !names.isEmpty else { return document }
        var found = false
        func replace(_ value: JSONValue) -> JSONValue {
            switch value {
            case .number(let n):
                guard let name = name(ofMarker: n) else { return value }
                found = true
                return .string("{" + name + "}")
            case .array(let elements): return .array(elements.map(replace))
            case .object(let members): return .object(members.mapValues(replace))
            default: return value
            }
        }
        let json = replace(document.jsonValue)
        guard found else { return document }
        do {
            return try LayoutDocument(jsonValue: json, tokens: DesignTokens(values: values))
        } catch {
            let problem = error.errors.first.map { "\($0.path): \($0.message)" } ?? ""
            throw Unsupported(node, "a design token where the format takes a number of its own, not a token (\(problem))")
        }
    }
}

private extension String {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
#endif
