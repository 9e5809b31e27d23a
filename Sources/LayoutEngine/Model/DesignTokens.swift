/// A design system's dimension tokens, read from a file in the Design Tokens Community Group
/// format (format.md "Tokens"): each token's dotted name (`space.md`) and its length in points,
/// aliases already followed.
///
/// A document names a token where it would write a number of points (`"top": "{space.md}"`);
/// solving reads the number from the set the request gives (`LayoutDocument.resolvingTokens`).
public struct DesignTokens: Hashable, Sendable {
    /// The format version of the canonical text this type writes.
    public static let currentVersion = 1

    /// Every dimension token by its dotted name, in points.
    public private(set) var values: [String: Double]
    /// The tokens of other types (`number`, `color`…) by name, with their type: a document that
    /// names one where a length is needed is told what it is.
    public private(set) var otherTypes: [String: String]
    /// The file the tokens were read from, kept so the catalogue stores and exports it as written
    /// (aliases and descriptions included); nil for tokens given directly.
    var source: JSONValue?

    /// Tokens given directly, by name, in points.
    public init(values: [String: Double], otherTypes: [String: String] = [:]) {
        self.values = values
        self.otherTypes = otherTypes
    }

    /// The value of `name` in points, or why there is none: a located message for a document
    /// that names it at `path`.
    public func length(of name: String, at path: String) -> Result<Double, DocumentError> {
        if let value = values[name] { return .success(value) }
        if let type = otherTypes[name] {
            return .failure(DocumentError(path: path, message: "the token {\(name)} is a \(type), not a dimension: a length is needed here"))
        }
        // A did-you-mean over a hundred thousand names costs more than the solve it explains.
        let suggestion = values.count <= 10_000 ? suggestion(for: name, among: values.keys.sorted()) : nil
        return .failure(DocumentError(path: path, message: "unknown token {\(name)}"
            + (suggestion.map { "; did you mean {\($0)}?" } ?? "") + " (the token set has \(values.count) dimension tokens)"))
    }

    /// `{space.md}`'s name, `space.md`; nil for a string that is not an alias.
    public static func aliasName(_ text: String) -> String? {
        guard text.utf8.count > 2, text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}") else { return nil }
        let name = text.dropFirst().dropLast()
        guard !name.isEmpty, !name.contains("{"), !name.contains("}"), !name.hasPrefix("."), !name.hasSuffix("."),
              !name.contains("..") else { return nil }
        return String(name)
    }
}
