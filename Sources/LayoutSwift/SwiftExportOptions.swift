/// How `layouts export --swift` shapes the generated file.
public struct SwiftExportOptions: Hashable, Sendable {
    /// The function that builds the layout, e.g. `makePhotoGridLayout`.
    public var functionName: String
    public var access: SwiftAccessLevel
    public var platform: SwiftPlatform

    public init(functionName: String, access: SwiftAccessLevel = .internal, platform: SwiftPlatform = .iOS) {
        self.functionName = functionName
        self.access = access
        self.platform = platform
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
