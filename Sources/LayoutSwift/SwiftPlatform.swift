/// The UI framework the generated code builds the layout with.
public enum SwiftPlatform: String, CaseIterable, Hashable, Sendable {
    /// UIKit's `UICollectionViewCompositionalLayout` (iOS, iPadOS, tvOS, visionOS, Mac Catalyst).
    case iOS
    /// AppKit's `NSCollectionViewCompositionalLayout`: no trait collection, no inset references,
    /// no iOS 17 additions.
    case macOS

    /// The module the generated file imports.
    var framework: String { self == .iOS ? "UIKit" : "AppKit" }

    var layoutType: String {
        self == .iOS ? "UICollectionViewCompositionalLayout" : "NSCollectionViewCompositionalLayout"
    }

    var configurationType: String {
        self == .iOS ? "UICollectionViewCompositionalLayoutConfiguration" : "NSCollectionViewCompositionalLayoutConfiguration"
    }
}
