import LayoutEngine

/// `layouts export --swift`: a layout document as one self-contained Swift source file that
/// builds it with Apple's compositional-layout API.
public enum SwiftExport {
    /// The file for `document`, titled `title` (`photo-grid@1` or a file name) in its comments.
    /// Throws `SwiftExportError` naming every feature the platform cannot express.
    public static func source(for document: LayoutDocument, title: String, options: SwiftExportOptions) throws -> String {
        try check(document, on: options.platform)
        return SwiftSourceGenerator(document: document, options: options).source(title: title)
    }

    /// Refuses a document the platform's API cannot express.
    public static func check(_ document: LayoutDocument, on platform: SwiftPlatform) throws {
        let unsupported = PlatformCheck.unsupported(in: document, on: platform)
            + AdaptiveCountExport.unsupported(in: document)
        if !unsupported.isEmpty { throw SwiftExportError(platform: platform, unsupported: unsupported) }
    }
}
