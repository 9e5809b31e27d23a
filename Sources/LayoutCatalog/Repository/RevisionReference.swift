import LayoutEngine

/// A layout name with an optional revision number, written `NAME@N`; a bare `NAME` means
/// the latest revision.
public struct RevisionReference: Hashable, Sendable, CustomStringConvertible {
    /// The layout's name.
    public var name: String
    /// The revision's number; `nil` for the latest (or one counted back from it).
    public var number: Int?
    /// How many revisions before the latest, when `number` is nil: `NAME@~1` (or `NAME@-1`) is
    /// the one before the latest, as git's `HEAD~1`.
    public var back = 0

    /// A reference to revision `number` of `name`, or to its latest.
    public init(name: String, number: Int? = nil) {
        self.name = name
        self.number = number
    }

    /// Parses `NAME`, `NAME@N` (N ≥ 1), or `NAME@~K` / `NAME@-K` (K revisions before the
    /// latest; `NAME@~` is one).
    public init(parsing text: String) throws(CatalogError) {
        guard let at = text.lastIndex(of: "@") else {
            try LayoutName.checkLookup(text)
            self.init(name: text)
            return
        }
        let name = String(text[..<at])
        let after = text[text.index(after: at)...]
        if let mark = after.first, mark == "~" || mark == "-" {
            let digits = after.dropFirst()
            let steps = digits.isEmpty && mark == "~" ? 1 : Int(digits)
            guard let steps, steps >= 1, digits.allSatisfy(\.isASCII) else {
                throw .invalidReference(text: text, problem: "the count after @\(mark) must be a whole number ≥ 1")
            }
            try LayoutName.checkLookup(name)
            self.init(name: name)
            back = steps
            return
        }
        guard let number = Int(after), number >= 1, after.allSatisfy(\.isASCII) else {
            throw .invalidReference(text: text, problem: "the revision after @ must be a whole number ≥ 1, or ~K for K before the latest")
        }
        try LayoutName.checkLookup(name)
        self.init(name: name, number: number)
    }

    /// The number this reference means when the latest is `latest`; an error for one counted
    /// back past the first.
    public func resolvedNumber(latest: Int) throws(CatalogError) -> Int {
        if let number { return number }
        guard back < latest else {
            throw .invalidReference(text: description, problem: "\(name) has \(latest) revision\(latest == 1 ? "" : "s"); counting \(back) back from the latest passes the first")
        }
        return latest - back
    }

    /// `NAME@N`, `NAME@~K`, or `NAME` for the latest.
    public var description: String {
        // Concatenated, not interpolated: every solve of a stored revision titles it, and
        // interpolating an Int was a twentieth of a cache hit's instructions.
        if let number { return name + "@" + String(number) }
        return back == 0 ? name : "\(name)@~\(back)"
    }
}
