/// The scroll physics of an orthogonal section (`UICollectionLayoutSectionOrthogonalScrollingProperties`,
/// iOS 17). Stored and shown; no effect on frames (semantics §13).
public struct OrthogonalScrollingProperties: Hashable, Sendable {
    /// Whether the section bounces at its ends (`UIScrollView.alwaysBounceHorizontal` and kin).
    public enum Bounce: String, CaseIterable, Hashable, Sendable {
        /// The system's choice, bouncing always, or never.
        case automatic, always, never
    }

    /// How quickly the section stops after a swipe (`UIScrollView.DecelerationRate`).
    public enum DecelerationRate: String, CaseIterable, Hashable, Sendable {
        /// The system's choice, or UIKit's normal or fast rate.
        case automatic, normal, fast
    }

    /// The bounce; `automatic` by default.
    public var bounce: Bounce
    /// The deceleration rate; `automatic` by default.
    public var decelerationRate: DecelerationRate

    /// Properties with the system's defaults for whatever is not given.
    public init(bounce: Bounce = .automatic, decelerationRate: DecelerationRate = .automatic) {
        self.bounce = bounce
        self.decelerationRate = decelerationRate
    }

    /// The system's choices for both, what a section has unless it says otherwise.
    public static let automatic = OrthogonalScrollingProperties()
}
