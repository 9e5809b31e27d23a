/// Swift identifiers made from catalogue names and element kinds.
public enum SwiftIdentifier {
    /// Words Swift reserves in the positions the generator uses a name (a `let`, a function).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "package", "some", "any", "consume", "borrowing", "consuming",
    ]

    /// True for an ASCII identifier Swift accepts unquoted: a letter or `_`, then letters,
    /// digits or `_`, and not a keyword.
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isLetter(first) || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" } && !keywords.contains(text)
    }

    /// `photo-grid` → `makePhotoGridLayout`.
    public static func functionName(forLayout name: String) -> String {
        "make" + upperCamelCase(name, fallback: "Compositional") + "Layout"
    }

    /// The words of `text` (runs of ASCII letters and digits) joined in lowerCamelCase; `fallback`
    /// when there are none. A leading digit gets `fallback` before it.
    static func lowerCamelCase(_ text: String, fallback: String) -> String {
        let upper = upperCamelCase(text, fallback: fallback)
        let lowered = upper.prefix(1).lowercased() + upper.dropFirst()
        return lowered
    }

    static func upperCamelCase(_ text: String, fallback: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if isLetter(scalar) || isDigit(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if joined.isEmpty { return fallback }
        if let first = joined.unicodeScalars.first, isDigit(first) { joined = fallback + joined }
        return joined
    }

    private static func isLetter(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s)
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(s)
    }
}
