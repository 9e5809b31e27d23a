/// The text size a user picked (`UIContentSizeCategory`), in UIKit's order from smallest to
/// largest; `large` is the default. Variants compare against it (semantics §1).
public enum ContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable {
    /// The seven standard sizes, smallest first; `large` is the default.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The five accessibility sizes, larger than every standard one, smallest first.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// Where the category stands in UIKit's order: 0 for `extraSmall`, 11 for the largest.
    public var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// One category is smaller than another when it comes first in UIKit's order.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension ContentSizeCategory {
    /// The category `name` spells, ignoring case (`extralarge` is `extraLarge`); `nil` for none.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = match
    }

    /// The category a misspelt `name` probably means, by spelling; `nil` when none is close.
    public static func meant(by name: String) -> ContentSizeCategory? {
        suggestion(for: name, among: allCases.map(\.rawValue)).flatMap(ContentSizeCategory.init(rawValue:))
    }
}
