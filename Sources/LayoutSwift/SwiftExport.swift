import LayoutEngine

/// `layouts export --swift`: a layout document as one self-contained Swift source file that
/// builds it with Apple's compositional-layout API.
public enum SwiftExport {
    /// The file for `document`, titled `title` (`photo-grid@1` or a file name) in its comments.
    /// Throws `SwiftExportError` naming every feature the platform cannot express.
    /// A layout that names design tokens is written with their constants (`Tokens.space.md`):
    /// the file declares `Tokens` with the values of `options.tokens`, or imports
    /// `options.tokensModule`, which declares it.
    public static func source(for document: LayoutDocument, title: String, options: SwiftExportOptions) throws -> String {
        try check(document, on: options.platform)
        guard document.namesTokens else { return SwiftSourceGenerator(document: document, options: options).source(title: title) }
        let tokens = try TokenExport(document)
        var text = tokens.replacingSentinels(in: SwiftSourceGenerator(document: tokens.sentinelDocument, options: options)
            .source(title: title))
        if let module = options.tokensModule {
            let framework = "import \(options.platform.framework)\n"
            if let range = text.firstRange(of: framework) { text.insert(contentsOf: "import \(module)\n", at: range.upperBound) }
        } else if let values = options.tokens ?? document.tokenValues.map({ DesignTokens(values: $0) }) {
            var out = SwiftCodeWriter()
            out.line()
            try tokens.declaration(values: values, access: options.access.prefix, into: &out)
            text += out.text
        } else {
            throw SwiftExportError(platform: options.platform, unsupported: [UnsupportedFeature(path: "", message:
                "the layout names design tokens (\(document.tokenNames.map { "{\($0)}" }.joined(separator: ", "))): give their values (--tokens) or the module that declares `Tokens` (--tokens-module)")])
        }
        return text
    }

    /// Refuses a document the platform's API cannot express.
    public static func check(_ document: LayoutDocument, on platform: SwiftPlatform) throws {
        let unsupported = PlatformCheck.unsupported(in: document, on: platform)
            + AdaptiveCountExport.unsupported(in: document) + TokenExport.unsupported(in: document)
        if !unsupported.isEmpty { throw SwiftExportError(platform: platform, unsupported: unsupported) }
    }
}
