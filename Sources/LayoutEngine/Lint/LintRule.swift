/// The lint rules: things the format allows that UIKit ignores, cannot show, or has deprecated.
/// Each carries its reason, printed with every finding, so a reviewer learns why it matters.
public enum LintRule: String, CaseIterable, Hashable, Sendable {
    /// An item has content insets along an estimated dimension, where UIKit ignores them (semantics §3).
    case insetsOnEstimatedAxis = "insets-on-estimated-axis"
    /// A subitem of a group is never placed: the cycle stops at the first child that does not fit (semantics §5.1).
    case subitemNeverFits = "subitem-never-fits"
    /// The copies of a `repeatingCount` subitem are longer than their group (semantics §5.2).
    case fractionsOverflowGroup = "fractions-overflow-group"
    /// An item is larger than the container it resolves against.
    case itemWiderThanContainer = "item-larger-than-container"
    /// A group uses `count`, UIKit's `subitem:count:`, deprecated since iOS 16 (semantics §5.2).
    case deprecatedCount = "deprecated-count"
    /// A section sets `supplementariesFollowContentInsets`, deprecated since iOS 16 (semantics §13).
    case deprecatedFollowsContentInsets = "deprecated-supplementaries-follow-content-insets"
    /// A custom group's frame lies outside the group's bounds (semantics §5.3).
    case customFrameOutsideGroup = "custom-frame-outside-group"
    /// A list section is solved with a measurement set that measures other rows but not its own,
    /// so they stand at the estimated 44 points (semantics §19).
    case unmeasuredListRows = "list-rows-unmeasured"
    /// Some width of the widths a layout is checked at leaves a part without room: the solver
    /// refuses it, or a fixed part exceeds its container (`WidthSweep`).
    case noRoom = "no-room"

    /// Why the rule matters, in one sentence: printed with every finding.
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
        case .noRoom:
            "in a window this narrow UIKit finds no room for the group (\"There is no room for this NSCollectionLayoutGroup\") or draws cells over their neighbours; an iPad app meets every width its windows allow"
        case .unmeasuredListRows:
            "a list row is self-sizing: without a measured height it is laid out at UIKit's estimate of 44 points, which real rows seldom are, so every frame below it is likely off"
        }
    }
}

/// One finding: the rule, where in the document, and what was seen there.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// The rule the finding breaks.
    public var rule: LintRule
    /// A path into the document, as validation errors give (`sections[0].group.subitems[1]`).
    public var path: String
    /// What was seen, with the numbers that show it.
    public var message: String

    /// A finding of `rule` at `path`.
    public init(rule: LintRule, path: String, message: String) {
        self.rule = rule
        self.path = path
        self.message = message
    }

    /// `path: message [rule]`, as `layouts lint` prints it.
    public var description: String { "\(path): \(message) [\(rule.rawValue)]" }
}
