/// Why a document cannot be solved in an environment. Every check runs before any layout work.
public enum SolveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The container's width or height is not finite or not > 0.
    case invalidContainerSize(width: Double, height: Double)
    /// The rounding scale is not finite, or outside `SolveEnvironment.smallestScale`…`largestScale`.
    case invalidScale(Double)
    /// A safe-area inset is not finite or is negative.
    case invalidSafeArea(DirectionalInsets)
    /// The layout margin is not finite or is negative.
    case invalidLayoutMargin(Double)
    /// The environment's `layoutMargins` override has an inset that is not finite and ≥ 0.
    case invalidLayoutMargins(DirectionalInsets)
    /// An orthogonal scroll position names a section the document does not have.
    case unknownScrollSection(String)
    /// An orthogonal scroll position names a section that does not scroll orthogonally.
    case scrollOfNonOrthogonalSection(String)
    /// An orthogonal scroll position is not finite or is negative.
    case invalidScrollOffset(section: String, offset: Double)
    /// The content offset is not finite or is negative.
    case invalidContentOffset(Double)
    /// `itemCounts` names a section the document does not have.
    case unknownSection(String)
    /// A section's item count (own or overridden) is below 0.
    case negativeItemCount(section: String, count: Int)
    /// The sections hold more cells in total than the solver accepts.
    case tooManyCells(total: Int, limit: Int)
    /// Item-anchored supplementaries would exceed the same limit once stamped onto every cell.
    case tooManySupplementaries(total: Int, limit: Int)
    /// A section's group tree (or a variant's) nests deeper than `LayoutDocument.maximumDepth`.
    case tooDeep(section: String, limit: Int)
    /// Laying out the section's groups would take more work than one solve may do (nested
    /// counts multiply; zero-width items repeat): see `workLimit`.
    case groupTooLarge(section: String, limit: Int)
    /// The section has items but its group places no cell (e.g. a custom group without frames).
    case groupHoldsNoItems(section: String)
    /// The measurements do not fit the document: an unknown section or element kind, an item
    /// past the section's count, or a size that is not finite and ≥ 0. `path` is the JSON path.
    case invalidMeasurements(path: String, message: String)
    /// Sizes so large that frames overflow to infinity (a 1e308-point width, say).
    case nonFiniteFrames(section: String?)
    /// The document names design tokens that no token set has given values to
    /// (`LayoutDocument.resolvingTokens(_:)`); the names, sorted.
    case unresolvedTokens([String])
    /// The token set does not give the document's references values it can take: an unknown
    /// token, one that is not a dimension, a value that breaks the format's rules, at their paths.
    case invalidTokens([DocumentError])

    /// The most cells (and, separately, stamped supplementaries) one solve produces.
    public static let cellLimit = 10_000_000
    /// The most units of group work one solve may do, over all its sections (docs/limits.md, "The
    /// work budget"): a node placed, a child slot arranged. About a million nodes placed and
    /// arranged.
    public static let workLimit = 2_000_000

    /// The problem in one sentence, with the values at fault, for a user.
    public var description: String {
        switch self {
        case .invalidContainerSize(let width, let height):
            return "invalid container size \(width) × \(height): both must be finite and greater than 0"
        case .invalidScale(let scale):
            return "invalid scale \(scale): it must be from \(Int(SolveEnvironment.smallestScale)) to \(Int(SolveEnvironment.largestScale)) pixels a point"
        case .invalidSafeArea(let insets):
            return "invalid safe area (\(insets.top), \(insets.leading), \(insets.bottom), \(insets.trailing)): "
                + "each inset must be finite and at least 0"
        case .invalidLayoutMargin(let margin):
            return "invalid layout margin \(margin): it must be finite and at least 0"
        case .invalidLayoutMargins(let insets):
            return "invalid layout margins (\(insets.top), \(insets.leading), \(insets.bottom), \(insets.trailing)): "
                + "each margin must be finite and at least 0"
        case .unknownScrollSection(let name):
            return "cannot scroll section '\(name)': the layout has no section of that name"
        case .scrollOfNonOrthogonalSection(let name):
            return "cannot scroll section '\(name)': it does not scroll orthogonally (orthogonalScrollingBehavior is none)"
        case .invalidScrollOffset(let section, let offset):
            return "invalid scroll position \(offset) for section '\(section)': it must be finite and at least 0"
        case .invalidContentOffset(let offset):
            return "invalid content offset \(offset): it must be finite and at least 0"
        case .unknownSection(let name):
            return "no section named '\(name)' in the layout"
        case .negativeItemCount(let section, let count):
            return "section '\(section)' has a negative item count (\(count))"
        case .tooManyCells(let total, let limit):
            // Int.max stands for a sum that overflowed (SolveValidation saturates).
            return "too many cells: \(total == Int.max ? "at least \(total)" : String(total)) in total, the limit is \(limit)"
        case .tooManySupplementaries(let total, let limit):
            return "too many item supplementaries: \(total) in total, the limit is \(limit)"
        case .tooDeep(let section, let limit):
            return "section '\(section)' nests groups deeper than \(limit) levels"
        case .groupTooLarge(let section, let limit):
            return "section '\(section)': laying out its groups would take more than \(limit) steps "
                + "(nested counts and repeated items multiply)"
        case .groupHoldsNoItems(let section):
            return "section '\(section)' has items but its group places none"
        case .invalidMeasurements(let path, let message):
            return "measurements: \(path): \(message)"
        case .nonFiniteFrames(let section?):
            return "section '\(section)': frames overflow to infinity (are the container or absolute sizes too large?)"
        case .nonFiniteFrames(nil):
            return "the layout's content size overflows to infinity (are the container or absolute sizes too large?)"
        case .unresolvedTokens(let names):
            let listed = names.prefix(5).map { "{\($0)}" }.joined(separator: ", ") + (names.count > 5 ? ", …" : "")
            return "the layout names design tokens (\(listed)) and no token set gives them: give one with --tokens"
        case .invalidTokens(let errors):
            // One line: callers prefix it with the layout's name and escape what they print.
            return errors.map(\.description).joined(separator: "; ")
        }
    }
}
