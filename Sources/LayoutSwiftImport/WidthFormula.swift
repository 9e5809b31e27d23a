#if SwiftImport
import LayoutEngine
import SwiftSyntax

/// A number a provider computes from its container's width: `scale · W + offset`, where `W` is
/// `contentSize.width` or (`effective`) `effectiveContentSize.width`, then perhaps floored
/// (`Int(…)`, `.rounded(.down)`, `floor`) and clamped (`max(…, 1)`, `min(…, 6)`).
///
/// Two things read it: a comparison with a constant, a boundary between width variants; and a
/// group's `count:`, which is the format's `adaptiveCount` when the formula is its rule
/// (semantics §5.6). Nothing else can, since the value is known only at run time.
struct WidthFormula: Hashable {
    var effective: Bool
    var scale: Double = 1
    var offset: Double = 0
    var isFloored = false
    var lowerBound: Double?
    var upperBound: Double?

    /// Whether the formula is still `scale · W + offset`, the form arithmetic keeps.
    var isAffine: Bool { !isFloored && lowerBound == nil && upperBound == nil }

    /// `self op n` (`n op self` when `numberOnLeft`), or nil where the result is not a formula
    /// of this kind (a floored or clamped value, or a division by the width).
    func combined(_ op: String, _ n: Double, numberOnLeft: Bool) -> WidthFormula? {
        guard isAffine else { return nil }
        var result = self
        switch (op, numberOnLeft) {
        case ("+", _): result.offset += n
        case ("-", false): result.offset -= n
        case ("-", true): result.scale = -scale; result.offset = n - offset
        case ("*", _): result.scale *= n; result.offset *= n
        case ("/", false) where n != 0: result.scale /= n; result.offset /= n
        default: return nil
        }
        guard result.scale.isFinite, result.offset.isFinite else { return nil }
        return result
    }

    /// The width at which `self op t` starts or stops holding, as a boundary between variants,
    /// and the comparison normalised to `W op' boundary`; nil when the formula is not affine or
    /// does not depend on the width.
    func threshold(_ op: String, _ t: Double) -> (op: String, value: Double)? {
        guard isAffine, scale != 0 else { return nil }
        let value = (t - offset) / scale
        guard value.isFinite else { return nil }
        // Dividing by a negative scale turns the comparison round.
        let flipped = ["<": ">", ">": "<", "<=": ">=", ">=": "<="]
        return (scale > 0 ? op : flipped[op]!, value)
    }
}

/// A group whose `count:` was a width formula, kept until its section is complete: the rule
/// can be checked only with the group's spacing and the section's insets, which the code sets
/// after the group is made. The group carries `-(index + 1)` as its minimum width meanwhile.
struct PendingAdaptiveCount {
    var formula: WidthFormula
    var node: Syntax

    /// The minimum width that stands for the pending count at `index` of the run's list.
    static func placeholder(at index: Int) -> Double { -Double(index + 1) }

    /// The index a placeholder stands for, or nil for a real minimum width.
    static func index(of minimumWidth: Double) -> Int? { minimumWidth < 0 ? Int(-minimumWidth) - 1 : nil }
}

/// Turns the pending counts of a section a provider returned into `adaptiveCount`s, or refuses
/// them where the code's formula is not the format's rule.
enum AdaptiveCountReading {
    static let rule = "adaptiveCount's rule (semantics §5.6): min(max(Int(((L + s) / (m + s)).rounded(.down)), 1), maximum), L the group's width from effectiveContentSize.width, s its interItemSpacing"

    static func resolve(_ section: Section, pending: [PendingAdaptiveCount]) throws -> Section {
        guard !pending.isEmpty else { return section }
        var section = section
        section.group = try resolved(section.group, in: section, pending: pending, isSectionGroup: true)
        return section
    }

    private static func resolved(_ node: LayoutItem, in section: Section, pending: [PendingAdaptiveCount],
                                 isSectionGroup: Bool) throws -> LayoutItem {
        guard case .group(var group) = node.kind else { return node }
        var node = node
        group.subitems = try group.subitems.map { try resolved($0, in: section, pending: pending, isSectionGroup: false) }
        if case .adaptive(let placeholder) = group.repetition, let index = PendingAdaptiveCount.index(of: placeholder.minimumWidth),
           pending.indices.contains(index) {
            let count = pending[index]
            guard isSectionGroup else {
                throw Unsupported(count.node, "a count computed from the container's width in a nested group: only a section's own group's width is the container's")
            }
            group.repetition = .adaptive(AdaptiveCount(
                minimumWidth: try minimumWidth(count, group: group, node: node, in: section), maximum: placeholder.maximum))
        }
        node.kind = .group(group)
        return node
    }

    /// `m` from `floor(a·W + b)`: the group's width is `L = α·W + β`, so the rule is
    /// `floor((α·W + β + s) / (m + s))`, which is the code's when `a = α / (m + s)` and
    /// `b = (β + s) / (m + s)`.
    private static func minimumWidth(_ count: PendingAdaptiveCount, group: LayoutGroup, node: LayoutItem,
                                     in section: Section) throws -> Double {
        func refuse(_ why: String) -> Unsupported {
            Unsupported(count.node, "a count computed from the container's width that is not \(rule): \(why)")
        }
        let formula = count.formula
        guard formula.effective else { throw refuse("it reads contentSize.width, not effectiveContentSize.width") }
        guard group.axis == .horizontal else { throw refuse("the group is vertical") }
        guard section.orthogonalScrollingBehavior == .none else { throw refuse("the section scrolls orthogonally") }
        guard section.contentInsetsReference == .automatic else {
            throw refuse("the section measures its insets from its own reference")
        }
        let sectionInsets = section.contentInsets.leading + section.contentInsets.trailing
        let groupInsets = node.contentInsets.leading + node.contentInsets.trailing
        let alpha: Double
        let beta: Double
        switch node.size.width {
        case .fractionalWidth(let f): alpha = f; beta = -f * sectionInsets - groupInsets
        default: throw refuse("the group's width is not a fraction of the section's")
        }
        let s = group.interItemSpacing?.value ?? 0
        let slot = alpha / formula.scale
        let m = slot - s
        guard slot.isFinite, m > 0 else { throw refuse("it gives no positive minimum width") }
        let expected = beta + s
        guard abs(formula.offset * slot - expected) <= 1e-9 * max(1, abs(expected)) else {
            throw refuse("the constant part is \(formula.offset * slot) where the group's insets and spacing make it \(expected)")
        }
        return m
    }
}
#endif
