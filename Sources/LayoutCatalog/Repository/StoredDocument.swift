import LayoutEngine

/// Reading a revision's stored document back: the text must still hash to the revision's
/// content hash, and still decode. Either failure names the revision, so one damaged
/// revision is reported as itself and never taken for another's content.
enum StoredDocument {
    /// The document of revision `label` (`NAME@N`), checked against `contentHash` first.
    /// Hashing a document costs microseconds, far less than decoding it.
    static func decode(_ text: String, contentHash: String, label: String) throws(CatalogError) -> LayoutDocument {
        try verify(text, contentHash: contentHash, label: label)
        return try decode(verified: text, label: label)
    }

    /// Checks that the text still hashes to the revision's content hash.
    static func verify(_ text: String, contentHash: String, label: String) throws(CatalogError) {
        let actual = ContentHash.of(text)
        guard actual == contentHash else {
            throw .damagedRevision(revision: label, expected: contentHash, actual: actual)
        }
    }

    /// Decodes text that `verify` passed.
    static func decode(verified text: String, label: String) throws(CatalogError) -> LayoutDocument {
        do {
            return try LayoutDocument(json: text)
        } catch {
            throw .corruptRevision(revision: label, errors: error)
        }
    }
}
