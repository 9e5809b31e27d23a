import LayoutCatalog
import LayoutEngine
import LayoutSwift

extension SolveSubject {
    /// `export --swift`: the Swift source that builds the subject, its function named
    /// `options.functionName`, else after the layout `source` names (`makeLayout` for standard
    /// input). A layout naming design tokens declares them with the values of `tokens` (a file,
    /// `REV:path` or `@NAME`; else the catalogue's `default` set, `openCatalog` opening it only
    /// then) unless `options.tokensModule` names the team's own. What the platform cannot
    /// express is refused, each thing on its line.
    public func swiftSource(from source: Subject, options: SwiftExportOptions, functionNamed name: String?,
                            tokens: String?, openCatalog: () throws -> Catalog) throws -> String {
        var options = options
        // Standard input has no name to go by: `makeLayout`.
        options.functionName = name ?? source.layoutName.map(SwiftIdentifier.functionName(forLayout:)) ?? "makeLayout"
        if document.namesTokens, options.tokensModule == nil {
            options.tokens = try loadTokens(tokens, openingCatalog: openCatalog)
        }
        do {
            return try SwiftExport.source(for: document, title: title, options: options)
        } catch let error as SwiftExportError {
            throw WorkspaceError(lines: error.unsupported.map { "\(title): \($0) (refused for --platform \(options.platform.rawValue))" })
        }
    }
}
