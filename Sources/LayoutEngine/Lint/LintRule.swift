/// The lint rules: things the format allows that UIKit ignores, cannot show, or has deprecated.
/// Each carries its reason, printed with every finding, so a reviewer learns why it matters.
public enum LintRule: String, CaseIterable, Hashable, Sendable {
    case insetsOnEstimatedAxis = "insets-on-estimated-axis"
    case subitemNeverFits = "subitem-never-fits"
    case fractionsOverflowGroup = "fractions-overflow-group"
    case itemWiderThanContainer = "item-larger-than-container"
    case deprecatedCount = "deprecated-count"
    case deprecatedFollowsContentInsets = "deprecated-supplementaries-follow-content-insets"
    case customFrameOutsideGroup = "custom-frame-outside-group"
    case unmeasuredListRows = "list-rows-unmeasured"

    public var reason: String {
        switch self {
        case .insetsOnEstimatedAxis:
            "UIKit ignores an item's content insets along an estimated dimension (NSCollectionLayoutItem.contentInsets), so they have no effect"
        case .subitemNeverFits:
            "a group cycles its subitems only while the next one fits and stops at the first that does not, so this subitem is never placed"
        case .fractionsOverflowGroup:
            "the copies of a repeating subitem take more than the group's length, so the last ones spill outside it"
        case .itemWiderThanContainer:
            "an item larger than its container overflows it and overlaps its neighbours"
        case .deprecatedCount:
            "subitem:count: is deprecated since iOS 16; repeatingSubitem:count: (repeatingCount) keeps the subitem's own size"
        case .deprecatedFollowsContentInsets:
            "supplementariesFollowContentInsets is deprecated since iOS 16; set supplementaryContentInsetsReference instead"
        case .customFrameOutsideGroup:
            "a custom group's frames are drawn where given, so a frame outside the group's bounds overlaps the next group"
        case .unmeasuredListRows:
            "a list row is self-sizing: without a measured height it is laid out at UIKit's estimate of 44 points, which real rows seldom are, so every frame below it is likely off"
        }
    }
}

/// One finding: the rule, where in the document, and what was seen there.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    public var rule: LintRule
    /// A path into the document, as validation errors give (`sections[0].group.subitems[1]`).
    public var path: String
    public var message: String

    public init(rule: LintRule, path: String, message: String) {
        self.rule = rule
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message) [\(rule.rawValue)]" }
}
