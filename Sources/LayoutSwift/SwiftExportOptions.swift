import LayoutEngine

/// How `layouts export --swift` shapes the generated file.
public struct SwiftExportOptions: Hashable, Sendable {
    /// The function that builds the layout, e.g. `makePhotoGridLayout`.
    public var functionName: String
    public var access: SwiftAccessLevel
    public var platform: SwiftPlatform

    /// The values of the design tokens a layout names, for the `Tokens` namespace the file
    /// declares (format.md "Tokens").
    public var tokens: DesignTokens?
    /// A module of the team's own that declares `Tokens`: the file imports it and declares none.
    public var tokensModule: String?

    public init(functionName: String, access: SwiftAccessLevel = .internal, platform: SwiftPlatform = .iOS,
                tokens: DesignTokens? = nil, tokensModule: String? = nil) {
        self.functionName = functionName
        self.access = access
        self.platform = platform
        self.tokens = tokens
        self.tokensModule = tokensModule
    }

    /// The constant listing the sections and their stored item counts: `makePhotoGridLayout`
    /// gives `photoGridLayoutSections`.
    var sectionsConstantName: String {
        let name = functionName
        if name.hasPrefix("make"), let first = name.dropFirst(4).first, first.isUppercase {
            return first.lowercased() + name.dropFirst(5) + "Sections"
        }
        return name + "Sections"
    }
}
