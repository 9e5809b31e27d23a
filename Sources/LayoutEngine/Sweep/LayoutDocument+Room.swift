extension LayoutDocument {
    /// The widths `layouts lint` and `layouts validate` check for room: from the narrowest
    /// window an iPhone or an iPad's Slide Over gives an app to the widest iPad screen.
    public static let roomRange = try! WidthRange(lower: 320, upper: 1366)

    /// The sweep behind the room check: `range` at 1-point resolution (or the range's own), in a
    /// bare container of `environment` whose size class and margin follow the width.
    public func roomSweep(range: WidthRange = roomRange,
                          environment: SolveEnvironment = SolveEnvironment(width: 1, height: 844)) -> WidthSweep {
        WidthSweep(document: self, environment: environment, range: range)
    }

    /// A `no-room` finding when some width of the sweep has no room: the width from which every
    /// width has room, the range checked, and why the widest width without room has none,
    /// at the section it names.
    public func roomFinding(_ sweep: WidthSweep) -> LintFinding? {
        guard let below = sweep.noRoomBelowIfWidthMatters,
              let last = sweep.intervals.last(where: { $0.shape.noRoom != nil }) else { return nil }
        let range = sweep.range
        let path = last.shape.noRoomSection.map { "sections".appending(index: $0) } ?? "sections"
        let extent = below > range.upper ? "at every width up to \(JSONWriter.format(range.upper))"
            : "below \(JSONWriter.format(below)) points"
        return LintFinding(rule: .noRoom, path: path,
                           message: "no room \(extent) (\(JSONWriter.format(range.lower))–\(JSONWriter.format(range.upper)) checked): \(last.shape.noRoom!)")
    }
}

extension WidthSweep {
    /// `noRoomBelow`, unless the solver refuses every width of the range alike: a document it
    /// cannot solve at any width (too many cells, say) has its own error, which no window size
    /// would cure, so `validate`, `lint` and `check` leave it to the solve.
    public var noRoomBelowIfWidthMatters: Double? {
        if intervals.count == 1, intervals[0].shape.sections.isEmpty { return nil }
        return noRoomBelow
    }
}
