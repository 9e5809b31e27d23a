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
    /// The arithmetic as the code writes it, in order: `scale` and `offset` say the same up to
    /// rounding, and a boundary must be where Swift's own arithmetic flips.
    var steps: [Step] = []

    enum Step: Hashable {
        case add(Double), subtract(Double), subtractFrom(Double), multiply(Double), divide(Double)

        func apply(_ x: Double) -> Double {
            switch self {
            case .add(let n): x + n
            case .subtract(let n): x - n
            case .subtractFrom(let n): n - x
            case .multiply(let n): x * n
            case .divide(let n): x / n
            }
        }
    }

    /// The formula's value at width `w`, computed as the code computes it.
    func value(at w: Double) -> Double { steps.reduce(w) { $1.apply($0) } }

    /// Whether the formula is still `scale · W + offset`, the form arithmetic keeps.
    var isAffine: Bool { !isFloored && lowerBound == nil && upperBound == nil }

    /// `self op n` (`n op self` when `numberOnLeft`), or nil where the result is not a formula
    /// of this kind (a floored or clamped value, or a division by the width).
    func combined(_ op: String, _ n: Double, numberOnLeft: Bool) -> WidthFormula? {
        guard isAffine else { return nil }
        var result = self
        switch (op, numberOnLeft) {
        case ("+", _): result.offset += n; result.steps.append(.add(n))
        case ("-", false): result.offset -= n; result.steps.append(.subtract(n))
        case ("-", true): result.scale = -scale; result.offset = n - offset; result.steps.append(.subtractFrom(n))
        case ("*", _): result.scale *= n; result.offset *= n; result.steps.append(.multiply(n))
        case ("/", false) where n != 0: result.scale /= n; result.offset /= n; result.steps.append(.divide(n))
        default: return nil
        }
        guard result.scale.isFinite, result.offset.isFinite else { return nil }
        return result
    }

    /// Where `self op t` changes its answer: the narrowest width from which it answers as it
    /// does for very wide containers (`wideAnswer`), found by Swift's own arithmetic (a bound
    /// worked out as `(t − offset) / scale` can be a rounding step off: `(w − 32) / 3 >= 96`
    /// holds at 320). `.constant` when the answer is the same at every width a container can
    /// have; nil when the formula is not affine.
    func boundary(_ op: String, _ t: Double) -> Boundary? {
        guard isAffine else { return nil }
        func holds(_ w: Double) -> Bool {
            let x = value(at: w)
            switch op {
            case "<": return x < t
            case ">": return x > t
            case "<=": return x <= t
            default: return x >= t
            }
        }
        guard scale != 0 else { return .constant(holds(1)) }
        let wideAnswer = (scale > 0) == (op == ">" || op == ">=")
        var b = (t - offset) / scale
        guard b.isFinite else { return .constant(wideAnswer) }
        if b <= 0 { return .constant(holds(SolveEnvironment.largestLength)) }
        if b > SolveEnvironment.largestLength { return .constant(holds(0)) }
        // A few rounding steps at most either way.
        for _ in 0..<64 {
            if holds(b) == wideAnswer {
                guard holds(b.nextDown) == wideAnswer else { break }
                b = b.nextDown
            } else {
                b = b.nextUp
            }
        }
        return .at(b, wideAnswer: wideAnswer)
    }

    enum Boundary {
        /// From `width` up the comparison answers `wideAnswer`; below it, the other.
        case at(Double, wideAnswer: Bool)
        /// The comparison answers the same at every width.
        case constant(Bool)
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
        // The code's constants are round numbers: `(w − 40 + 10) / 210` is 200, not the
        // 199.99999999999997 that 210 − 10 comes to through 1 / (1 / 210).
        let rounded = (m * 1_000_000).rounded() / 1_000_000
        return abs(rounded - m) <= 1e-9 * m ? rounded : m
    }
}
#endif
