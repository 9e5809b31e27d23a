import LayoutEngine

/// A layout name with an optional revision number, written `NAME@N`; a bare `NAME` means
/// the latest revision.
public struct RevisionReference: Hashable, Sendable, CustomStringConvertible {
    /// The layout's name.
    public var name: String
    /// The revision's number; `nil` for the latest.
    public var number: Int?

    /// A reference to revision `number` of `name`, or to its latest.
    public init(name: String, number: Int? = nil) {
        self.name = name
        self.number = number
    }

    /// Parses `NAME` or `NAME@N` (N ≥ 1).
    public init(parsing text: String) throws(CatalogError) {
        guard let at = text.lastIndex(of: "@") else {
            try LayoutName.checkLookup(text)
            self.init(name: text)
            return
        }
        let name = String(text[..<at])
        let digits = text[text.index(after: at)...]
        guard let number = Int(digits), number >= 1, digits.allSatisfy(\.isASCII) else {
            throw .invalidReference(text: text, problem: "the revision after @ must be a whole number ≥ 1")
        }
        try LayoutName.checkLookup(name)
        self.init(name: name, number: number)
    }

    /// `NAME@N`, or `NAME` for the latest.
    public var description: String { number.map { "\(name)@\($0)" } ?? name }
}
