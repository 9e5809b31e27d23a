import LayoutEngine
import SQLite

/// Named measurement sets, versioned like layouts: immutable numbered revisions of canonical
/// text with its SHA-256, read back checked against that hash (`StoredSets`).
extension Catalog {
    /// Saves `measurements` as the next revision of the set `name`; content equal to the latest
    /// revision writes nothing and reports `.unchanged`. One transaction.
    public func saveMeasurements(_ measurements: Measurements, as name: String, message: String = "") throws
        -> SaveOutcome {
        try LayoutName.check(name, of: StoredSetKind.measurements.words)
        if let problem = measurements.validate().first {
            throw CatalogError.invalidDocument(layout: name, errors: DocumentErrors([problem]))
        }
        return try saveSet(.measurements, text: measurements.canonicalText, as: name, message: message)
    }

    /// A revision of a set (the latest when the reference has no number), checked against its hash.
    public func measurementSet(_ reference: RevisionReference) throws -> (info: RevisionInfo, measurements: Measurements) {
        let (info, text, label) = try storedSet(.measurements, reference)
        do {
            return (info, try Measurements(json: text))
        } catch {
            throw CatalogError.corruptRevision(revision: label, errors: error)
        }
    }

    /// The latest revision of every set, by name.
    public func measurementSets() throws -> [RevisionInfo] {
        try latestSets(.measurements)
    }
}

/// Named design token sets (format.md "Tokens"), versioned as measurement sets are.
extension Catalog {
    /// Saves `tokens` as the next revision of the set `name`, the file as written; content equal
    /// to the latest revision writes nothing and reports `.unchanged`. One transaction.
    public func saveTokens(_ tokens: DesignTokens, as name: String, message: String = "") throws -> SaveOutcome {
        try LayoutName.check(name, of: StoredSetKind.tokens.words)
        return try saveSet(.tokens, text: tokens.canonicalText, as: name, message: message)
    }

    /// A revision of a token set (the latest when the reference has no number), checked against
    /// its hash.
    public func tokenSet(_ reference: RevisionReference) throws -> (info: RevisionInfo, tokens: DesignTokens) {
        let (info, text, label) = try storedSet(.tokens, reference)
        do {
            return (info, try DesignTokens(json: text))
        } catch {
            throw CatalogError.corruptRevision(revision: label, errors: error)
        }
    }

    /// The latest revision of every token set, by name.
    public func tokenSets() throws -> [RevisionInfo] {
        try latestSets(.tokens)
    }

    /// The name of the token set a request that names none is solved with.
    public static let defaultTokenSetName = "default"

    /// The latest revision of the set named `default`, the tokens of a request that names none;
    /// nil when the catalogue has no such set.
    public func defaultTokens() throws -> DesignTokens? {
        do {
            return try tokenSet(RevisionReference(name: Self.defaultTokenSetName)).tokens
        } catch CatalogError.tokenSetNotFound {
            return nil
        }
    }
}
