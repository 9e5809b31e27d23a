/// The scroll physics of an orthogonal section (`UICollectionLayoutSectionOrthogonalScrollingProperties`,
/// iOS 17). Stored and shown; no effect on frames (semantics §13).
public struct OrthogonalScrollingProperties: Hashable, Sendable {
    public enum Bounce: String, CaseIterable, Hashable, Sendable {
        case automatic, always, never
    }

    public enum DecelerationRate: String, CaseIterable, Hashable, Sendable {
        case automatic, normal, fast
    }

    public var bounce: Bounce
    public var decelerationRate: DecelerationRate

    public init(bounce: Bounce = .automatic, decelerationRate: DecelerationRate = .automatic) {
        self.bounce = bounce
        self.decelerationRate = decelerationRate
    }

    public static let automatic = OrthogonalScrollingProperties()
}
