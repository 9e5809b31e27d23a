/// Container widths from `lower` to `upper` at a fixed `step`: `lower`, `lower + step`, … and
/// `upper` itself, even when the step does not reach it exactly. Written `A..B` (a step of 1 point)
/// or `A..B/S` on the command line (docs/commands.md, "Width ranges").
///
/// A range is bounded so that expanding it, or sweeping it, takes bounded time and memory: it
/// spans at most `longestSpan` points and holds at most `mostSteps` steps.
public struct WidthRange: Hashable, Sendable {
    /// The first width, in points; finite and > 0.
    public let lower: Double
    /// The last width, in points; finite, > `lower` and at most `SolveEnvironment.largestLength`.
    public let upper: Double
    /// From one width to the next, in points; finite and > 0.
    public let step: Double

    /// The widest span a range may have, in points.
    public static let longestSpan = 100_000.0
    /// The most steps a range may hold: `(upper − lower) / step`.
    public static let mostSteps = 100_000

    /// A range from `lower` to `upper` by `step`, or the first thing wrong with it.
    public init(lower: Double, upper: Double, step: Double = 1) throws(WidthRangeError) {
        func shown(_ value: Double) -> String { JSONWriter.format(value) }
        guard lower.isFinite, upper.isFinite else {
            throw WidthRangeError("the ends must be finite numbers")
        }
        guard lower > 0 else { throw WidthRangeError("a width must be a positive number, not \(shown(lower))") }
        guard upper <= SolveEnvironment.largestLength else {
            throw WidthRangeError("a width must be at most \(shown(SolveEnvironment.largestLength)) points")
        }
        guard upper >= lower else {
            throw WidthRangeError("the range is reversed: \(shown(lower)) is above \(shown(upper)); write the narrower width first")
        }
        guard upper > lower else {
            throw WidthRangeError("the range is empty: it starts and ends at \(shown(lower)) (give one width without ..)")
        }
        guard step.isFinite, step > 0 else {
            throw WidthRangeError("the step must be a positive number, not \(step.isFinite ? shown(step) : String(step))")
        }
        guard upper - lower <= Self.longestSpan else {
            throw WidthRangeError("the range spans \(shown(upper - lower)) points, more than the limit of 100000")
        }
        guard (upper - lower) / step <= Double(Self.mostSteps) else {
            throw WidthRangeError("a step of \(shown(step)) makes more than 100000 steps; take a larger step")
        }
        self.lower = lower
        self.upper = upper
        self.step = step
    }

    /// Reads `A..B` or `A..B/S`; spaces around the numbers are allowed.
    public init(parsing text: String) throws(WidthRangeError) {
        let characters = Array(text)
        guard let dot = characters.indices.dropLast().first(where: { characters[$0] == "." && characters[$0 + 1] == "." }) else {
            throw WidthRangeError("expected A..B or A..B/STEP (e.g. 320..1366 or 320..1366/8)")
        }
        let start = Substring(String(characters[..<dot]))
        let rest = Substring(String(characters[(dot + 2)...]))
        let (upperText, stepText) = rest.firstIndex(of: "/").map { (rest[..<$0], rest[rest.index(after: $0)...]) }
            ?? (rest, nil)
        func number(_ part: Substring, _ what: String) throws(WidthRangeError) -> Double {
            let trimmed = String(part.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard !trimmed.isEmpty else { throw WidthRangeError("the range is empty: it has no \(what)") }
            guard let value = Double(trimmed) else { throw WidthRangeError("'\(trimmed)' is not a number") }
            return value
        }
        try self.init(lower: number(start, "start"), upper: number(upperText, "end"),
                      step: stepText.map { (s) throws(WidthRangeError) in try number(s, "step") } ?? 1)
    }

    /// Whole steps from `lower` that stay at or below `upper` (a millionth of a point of slack,
    /// so that 0.1 steps are not lost to rounding).
    private var wholeSteps: Int {
        Int(((upper - lower) / step + 1e-6).rounded(.down))
    }

    /// How many widths the range holds: every whole step, and `upper` when no step lands on it.
    public var count: Int {
        let steps = wholeSteps
        return lower + Double(steps) * step < upper - 1e-6 ? steps + 2 : steps + 1
    }

    /// Width `index` (from 0 to `count − 1`), worked out from `lower` each time so that long
    /// ranges do not gather rounding errors; the last is `upper` exactly.
    public func width(at index: Int) -> Double {
        index >= count - 1 ? upper : min(lower + Double(index) * step, upper)
    }

    /// Every width of the range, narrowest first.
    public var widths: [Double] { (0..<count).map(width(at:)) }
}

/// What is wrong with a width range, in words a message can follow the option's name with.
public struct WidthRangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problem, in one phrase.
    public var description: String

    init(_ description: String) { self.description = description }
}
