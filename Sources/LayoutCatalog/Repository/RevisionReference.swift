import LayoutEngine

/// A layout name with an optional revision number, written `NAME@N`; a bare `NAME` means
/// the latest revision.
public struct RevisionReference: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var number: Int?

    public init(name: String, number: Int? = nil) {
        self.name = name
        self.number = number
    }

    /// Parses `NAME` or `NAME@N` (N ≥ 1).
    public init(parsing text: String) throws(CatalogError) {
        guard let at = text.lastIndex(of: "@") else {
            try LayoutName.check(text)
            self.init(name: text)
            return
        }
        let name = String(text[..<at])
        let digits = text[text.index(after: at)...]
        guard let number = Int(digits), number >= 1, digits.allSatisfy(\.isASCII) else {
            throw .invalidReference(text: text, problem: "the revision after @ must be a whole number ≥ 1")
        }
        try LayoutName.check(name)
        self.init(name: name, number: number)
    }

    public var description: String { number.map { "\(name)@\($0)" } ?? name }
}

/// The rules for layout names: those of section names in the format (1–64 characters of
/// `a-z 0-9 - _ .`), so a name is safe in a file name, a URL and `NAME@N`.
public enum LayoutName {
    public static func check(_ name: String) throws(CatalogError) {
        if let problem = problem(with: name) { throw .invalidName(name: name, problem: problem) }
    }

    /// The engine's name rule (`isValidName`), with the reason a name breaks it.
    public static func problem(with name: String) -> String? {
        if isValidName(name) { return nil }
        if name.isEmpty { return "a layout name cannot be empty" }
        if name.utf8.count > 64 { return "a layout name has at most 64 characters" }
        return "a layout name may only hold a-z, 0-9, '-', '_' and '.'"
    }
}
