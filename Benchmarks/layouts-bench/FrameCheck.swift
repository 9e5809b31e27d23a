/// Whether the solver and the raw loop wrote the same frames.
///
/// Values agree when they are equal or differ by at most 1e-9 relative to their magnitude (at
/// least 1): the two compute y = row·h + inset in a different order, and at a million cells y is
/// about 4·10⁷, where one unit in the last place is already 7·10⁻⁹.
struct FrameCheck: Equatable {
    static let tolerance = 1e-9

    var name: String
    /// Doubles compared (4 per frame).
    var values: Int
    /// Of which bit-for-bit equal.
    var exact: Int
    var maximumDifference: Double
    /// The first frame outside the tolerance, if any.
    var firstMismatch: Int?
    /// Both hold the same number of frames.
    var sameCount: Bool

    var passed: Bool { sameCount && firstMismatch == nil }

    init(name: String, solver: [Double], raw: [Double]) {
        self.name = name
        sameCount = solver.count == raw.count
        values = min(solver.count, raw.count)
        exact = 0
        maximumDifference = 0
        firstMismatch = nil
        for i in 0..<values {
            let a = solver[i], b = raw[i]
            if a == b {
                exact += 1
                continue
            }
            let difference = abs(a - b)
            maximumDifference = max(maximumDifference, difference.isNaN ? .infinity : difference)
            if !(difference <= FrameCheck.tolerance * max(1, abs(a), abs(b))) && firstMismatch == nil {
                firstMismatch = i / 4
            }
        }
    }
}
