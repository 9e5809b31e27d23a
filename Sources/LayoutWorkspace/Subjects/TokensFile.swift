import LayoutCatalog
import LayoutEngine

/// The token set `--tokens` names: `@NAME[@N]` a set kept in the catalogue, anything else a
/// token file as `decodeTokens(at:)` reads it.
public func loadTokens(_ argument: String, from catalog: Catalog) throws -> DesignTokens {
    argument.hasPrefix("@")
        ? try catalog.tokenSet(RevisionReference(parsing: String(argument.dropFirst()))).tokens
        : try decodeTokens(at: argument)
}

/// Reads a token file named as a subject's file is (`Subject(path:)`): `-` standard input,
/// `REV:path` the file as git holds it at a revision (`main:design/tokens.json`), else a path;
/// every problem is an error line naming the file and its path in it.
public func decodeTokens(at argument: String) throws -> DesignTokens {
    let source = Subject(path: argument)
    return try decodeBytes(source.bytes(), named: source.title) { bytes throws(DocumentErrors) in try DesignTokens(json: bytes) }
}

/// The token set `--tokens` names, opening the catalogue only when it is needed: a token file is
/// read without one; `@NAME[@N]`, or no argument (the catalogue's `default` set, `nil` when it
/// has none), opens it with `open`.
public func loadTokens(_ argument: String?, openingCatalog open: () throws -> Catalog) throws -> DesignTokens? {
    if let argument, !argument.hasPrefix("@") { return try decodeTokens(at: argument) }
    let catalog = try open()
    return try argument.map { try loadTokens($0, from: catalog) } ?? catalog.defaultTokens()
}
