import LayoutCatalog
import LayoutEngine

/// The token set `--tokens` names: `@NAME[@N]` a set kept in the catalogue, anything else a
/// token file (`-` standard input).
public func loadTokens(_ argument: String, from catalog: Catalog) throws -> DesignTokens {
    argument.hasPrefix("@")
        ? try catalog.tokenSet(RevisionReference(parsing: String(argument.dropFirst()))).tokens
        : try decodeTokens(at: argument)
}

/// Reads a token file; every problem is an error line naming the file and its path in it.
public func decodeTokens(at path: String) throws -> DesignTokens {
    try decodeInput(at: path) { bytes throws(DocumentErrors) in try DesignTokens(json: bytes) }
}
