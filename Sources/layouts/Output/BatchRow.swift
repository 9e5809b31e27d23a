import LayoutEngine

/// A layout of the batch that could not be read or solved, with its error's lines.
struct BatchFailure {
    var layout: String
    var lines: [String]
}

/// What is kept of one solve: its figures, never its frames.
struct BatchRow {
    var layout: String
    var container: SolveContainer
    var contentSize: Size
    var cellCount: Int
    var fromCache: Bool
    var elapsed: Duration

    var milliseconds: Double {
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15
    }
}
