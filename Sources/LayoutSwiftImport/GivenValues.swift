#if SwiftImport
import LayoutEngine
import SwiftSyntax

/// `--value NAME=VALUE`: what only the running app knows, by the expression the code reads it
/// with. The expression is matched as written, without spaces and without `self.`, so
/// `self.columns`, `columns` and `self?.columns` all name one value.
enum GivenValues {
    static func key(_ expression: String) -> String {
        var text = expression.filter { !$0.isWhitespace }
        for prefix in ["self.", "self?.", "Self."] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        return text
    }

    /// A number, `true`/`false`, `.case`, a dimension (`.estimated(44)`), `"text"`, or `[a, b, …]` an array of those (the data
    /// source's sections: `--value 'sections=[.hero, .grid]'`); `nil` for anything else. Bare
    /// text is refused rather than read as a string: `idiom=pad` for `.pad` would compare
    /// unequal to every case without a word.
    static func parse(_ given: String) -> Value? {
        let trimmed = String(given.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
            let inner = trimmed.dropFirst().dropLast()
            if inner.allSatisfy(\.isWhitespace) { return .array([]) }
            var elements: [Value] = []
            for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
                guard let element = parse(String(part)), !element.isArray else { return nil }
                elements.append(element)
            }
            return .array(elements)
        }
        if let number = Double(trimmed), number.isFinite { return .number(number) }
        if trimmed == "true" || trimmed == "false" { return .bool(trimmed == "true") }
        if let dimension = dimension(trimmed) { return .dimension(dimension) }
        if trimmed.hasPrefix("."), trimmed.count > 1, trimmed.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return .member(String(trimmed.dropFirst()))
        }
        if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") { return .string(String(trimmed.dropFirst().dropLast())) }
        return nil
    }
}

extension GivenValues {
    /// `.absolute(44)`, `.estimated(44)`, `.fractionalWidth(0.5)`, `.fractionalHeight(1)`: a
    /// dimension, for a parameter of that type (`--value height=.estimated(44)`).
    static func dimension(_ text: String) -> Dimension? {
        guard text.hasPrefix("."), text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let name = text[text.index(after: text.startIndex)..<open]
        guard let number = Double(String(text[text.index(after: open)..<text.index(before: text.endIndex)].filter { !$0.isWhitespace })),
              number.isFinite else { return nil }
        switch name {
        case "absolute": return .absolute(number)
        case "estimated": return .estimated(number)
        case "fractionalWidth": return .fractionalWidth(number)
        case "fractionalHeight": return .fractionalHeight(number)
        default: return nil
        }
    }
}

/// The values given on the command line, by the expression's text without spaces and without
/// `self.` (`GivenValues.key`), and which of them some code read: one never read is a typo or a
/// value of another file, and the user is told.
struct GivenValueTable {
    var values: [String: Value] = [:]
    let read = ReadNames()

    /// The value given for an expression the code reads (`self.` left out), if one was.
    func value(for expr: some SyntaxProtocol) -> Value? {
        guard !values.isEmpty else { return nil }
        return value(named: expr.trimmedDescription)
    }

    /// The value given for `name` (a parameter, or an expression's text), if one was; it then
    /// counts as read.
    func value(named name: String) -> Value? {
        let key = GivenValues.key(name)
        guard let given = values[key] else { return nil }
        read.names.insert(key)
        return given
    }
}

/// Names read while importing, shared by every interpreter of one run (one thread).
final class ReadNames {
    var names: Set<String> = []
}

/// What the user should know about a layout that imported: a value taken that the app may
/// change, a count only the app knows. Collected per layout, shared by every interpreter of
/// one run (one thread).
final class ImportNotes {
    private(set) var notes: [Unsupported] = []

    func add(_ note: Unsupported) {
        guard !notes.contains(where: { $0.node.id == note.node.id && $0.reason == note.reason }) else { return }
        notes.append(note)
    }

    /// The notes so far, and a fresh start for the next layout.
    func take() -> [Unsupported] {
        defer { notes = [] }
        return notes
    }
}

private extension Value {
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
#endif
