/// The widths of a range over which a layout's structure holds (`LayoutShape`), found without
/// laying the layout out at every width (docs/how-to/every-window-size.md):
///
/// 1. sample the range every `samplingStep` points, and on both sides of every width a variant
///    condition names (and of 600 points, where the default size class and margin change), so
///    that no variant switch hides between two samples;
/// 2. between two neighbouring samples whose shapes differ, bisect down to adjacent widths of
///    the range: each such pair is a boundary;
/// 3. prove each boundary by solving the whole layout (`solve(_:in:)`) at both widths and
///    checking that what it gives agrees with the shapes.
///
/// Neighbouring samples with the same shape are taken to have it in between. For the rules that
/// are monotone in width (a cycling group's column count, a fixed part exceeding its container,
/// an orthogonal first group fitting, rows per screen) that is exact; a change that goes one way
/// and back between two samples less than `samplingStep` apart, which no variant condition
/// names, can be missed (the how-to says when that can happen).
public struct WidthSweep: Hashable, Sendable {
    /// The range swept.
    public var range: WidthRange
    /// The intervals, narrowest first, covering the range; neighbours differ in shape.
    public var intervals: [ShapeInterval]
    /// How many widths were laid out to find the intervals (at most `range.count`).
    public var widthsLaidOut: Int
    /// Boundaries whose full solves disagreed with the shapes found (none, unless the solver
    /// and the shape reader disagree: a bug, reported rather than hidden).
    public var unproved: [Double]

    /// The default distance between samples, in points: narrower than any column of cells an
    /// app is likely to have, so a column count cannot go up and back down between samples.
    public static let defaultSamplingStep = 8.0

    /// Sweeps `document` across `range`, every other input as `environment` has it.
    public init(document: LayoutDocument, environment: SolveEnvironment, range: WidthRange,
                samplingStep: Double = defaultSamplingStep) {
        var prober = ShapeProber(document: document, environment: environment, range: range)
        let stride = max(1, Int((samplingStep / range.step).rounded(.down)))
        var samples = Set(Swift.stride(from: 0, to: range.count, by: stride))
        samples.insert(range.count - 1)
        for width in Self.namedWidths(of: document, environment: environment) {
            samples.formUnion(prober.indices(around: width))
        }
        let sorted = samples.sorted()
        var boundaries: [Int] = []  // index a: widths a and a + 1 differ
        for (a, b) in zip(sorted, sorted.dropFirst()) where prober.shape(at: a) != prober.shape(at: b) {
            prober.bisect(a, b, into: &boundaries)
        }
        boundaries.sort()
        var intervals: [ShapeInterval] = []
        var start = 0
        for end in boundaries + [range.count - 1] {
            intervals.append(ShapeInterval(from: range.width(at: start), to: range.width(at: end),
                                           shape: prober.shape(at: end)))
            start = end + 1
        }
        self.range = range
        self.intervals = intervals
        self.widthsLaidOut = prober.laidOut
        self.unproved = boundaries.filter { !prober.proves($0) }.map(range.width(at:))
    }

    /// Whether some width of the range has no room.
    public var hasNoRoom: Bool { intervals.contains { $0.shape.noRoom != nil } }

    /// The width from which every width up to the range's end has room, when some width below it
    /// has none: the start of the interval after the last one without room, or one step past the
    /// range's end when the widest width has no room. `nil` when every width has room.
    public var noRoomBelow: Double? {
        guard let last = intervals.lastIndex(where: { $0.shape.noRoom != nil }) else { return nil }
        return last + 1 < intervals.count ? intervals[last + 1].from : range.upper + range.step
    }

    /// The widths at which a variant condition changes its answer, and 600 points when the size
    /// class and margin follow the width (`SolveEnvironment.effectiveSizeClass`).
    ///
    /// An effective-width bound `E` (semantics §1) holds from the container width `E + c`, where
    /// `c` is what the content-insets reference takes off the width; `c` follows the width only
    /// through the margin's switch at 600 points, so the width is `E + c` for `c` on either side
    /// of it (a candidate on the wrong side only adds a sample).
    private static func namedWidths(of document: LayoutDocument, environment: SolveEnvironment) -> [Double] {
        var widths: [Double] = environment.sizeClass == nil || environment.layoutMargin == nil ? [600] : []
        let takenOff = [599.0, 600.0].map { width -> Double in
            var at = environment
            at.width = width
            return width - at.effectiveContentWidth(under: document.configuration)
        }
        for section in document.sections {
            for variant in section.variants {
                if let minWidth = variant.when.minWidth { widths.append(minWidth) }
                // maxWidth is inclusive: it stops holding just above.
                if let maxWidth = variant.when.maxWidth { widths.append(maxWidth.nextUp) }
                for bound in [variant.when.minEffectiveWidth, variant.when.maxEffectiveWidth?.nextUp].compactMap({ $0 }) {
                    widths += takenOff.map { bound + $0 }
                }
            }
        }
        return widths
    }
}

/// Widths `from` to `to` (both in the range) over which a layout has one shape.
public struct ShapeInterval: Hashable, Sendable {
    /// The first width of the interval.
    public var from: Double
    /// The last width of the interval.
    public var to: Double
    /// What holds at every width of the interval.
    public var shape: LayoutShape

    /// An interval from its parts.
    public init(from: Double, to: Double, shape: LayoutShape) {
        self.from = from
        self.to = to
        self.shape = shape
    }
}

/// Lays a document out at widths of a range, each at most once.
private struct ShapeProber {
    let document: LayoutDocument
    let environment: SolveEnvironment
    let range: WidthRange
    private var shapes: [Int: LayoutShape] = [:]

    init(document: LayoutDocument, environment: SolveEnvironment, range: WidthRange) {
        self.document = document
        self.environment = environment
        self.range = range
    }

    /// How many widths have been laid out.
    var laidOut: Int { shapes.count }

    func environment(at index: Int) -> SolveEnvironment {
        var environment = self.environment
        environment.width = range.width(at: index)
        return environment
    }

    mutating func shape(at index: Int) -> LayoutShape {
        if let known = shapes[index] { return known }
        let shape = LayoutShape(of: document, in: environment(at: index))
        shapes[index] = shape
        return shape
    }

    /// The indices of the widest width below `width` and the narrowest at or above it, when the
    /// range holds them: the two sides of a condition that holds from `width` on.
    func indices(around width: Double) -> [Int] {
        guard width > range.lower, width <= range.upper else { return [] }
        var above = Int(((width - range.lower) / range.step).rounded(.up))
        above = min(max(above, 1), range.count - 1)
        while above > 1 && range.width(at: above - 1) >= width { above -= 1 }
        while above < range.count - 1 && range.width(at: above) < width { above += 1 }
        return [above - 1, above]
    }

    /// Every boundary between indices `a` < `b`, whose shapes differ, found by halving.
    mutating func bisect(_ a: Int, _ b: Int, into boundaries: inout [Int]) {
        guard b - a > 1 else { boundaries.append(a); return }
        let middle = a + (b - a) / 2
        let shape = self.shape(at: middle)
        if shape != self.shape(at: a) { bisect(a, middle, into: &boundaries) }
        if shape != self.shape(at: b) { bisect(middle, b, into: &boundaries) }
    }

    /// Whether whole solves at both sides of boundary `a` agree with the shapes there: each
    /// side solves exactly when its shape is not refused, with the shape's column counts.
    mutating func proves(_ a: Int) -> Bool {
        [a, a + 1].allSatisfy { index in
            let shape = self.shape(at: index)
            guard let solution = try? solve(document, in: environment(at: index)) else { return shape.sections.isEmpty }
            return solution.sections.map(\.columns) == shape.sections.map(\.columns)
        }
    }
}
