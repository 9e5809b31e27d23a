/// "As many equal slots as fit" (`adaptiveCount`): the count of a `count` group worked out from
/// the group's own length rather than written down (semantics §5.6).
public struct AdaptiveCount: Hashable, Sendable {
    /// The narrowest a slot may be, in points, along the group's axis: a width in a horizontal
    /// group, a height in a vertical one (semantics §5.6, a choice). Finite and > 0.
    public var minimumWidth: Double
    /// The most slots the group makes, however long it is; ≥ 1.
    public var maximum: Int

    /// Slots of at least `minimumWidth` points, at most `maximum` of them.
    public init(minimumWidth: Double, maximum: Int) {
        self.minimumWidth = minimumWidth
        self.maximum = maximum
    }

    /// The number of slots in a group `length` points long along its axis whose fixed spacing is
    /// `spacing`: `clamp(floor((L + s) / (m + s)), 1, maximum)` (semantics §5.6). `n` slots of
    /// `m` with `n − 1` gaps of `s` need `n·m + (n − 1)·s ≤ L`, which is `n ≤ (L + s) / (m + s)`.
    public func count(length: Double, spacing: Double) -> Int {
        let fitting = ((length + spacing) / (minimumWidth + spacing)).rounded(.down)
        // Compared as doubles first: a huge quotient must not trap in `Int(_:)`; NaN reads as 1.
        guard fitting >= 1 else { return 1 }
        guard fitting < Double(maximum) else { return Swift.max(1, maximum) }
        return Int(fitting)
    }
}
