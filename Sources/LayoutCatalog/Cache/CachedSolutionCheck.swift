import LayoutEngine

/// What a cached solution must be to answer for its key: a blob that decodes is only well
/// framed, and the file can hold anything. It must have the container solved for, the
/// document's sections by name in order with the key's cell counts, cells laid end to end,
/// and finite numbers only; anything else is a miss and is solved again. Without the document
/// (`init(container:)`, a batch's look-up before it decodes one) the names and counts are not
/// compared: the entry's checksum has already shown the solution is the one stored under the
/// document's hash and this key.
struct CachedSolutionCheck {
    var container: Size
    /// The document's sections, whose names and counts (in `environment`) the solution must
    /// have; nil when the document is not at hand. Kept as they are, not as arrays of names
    /// and counts: building those was two allocations of every hit.
    var sections: (sections: [Section], environment: SolveEnvironment)?

    /// The document's sections, each with its count in this environment, as the key holds them.
    init(document: LayoutDocument, environment: SolveEnvironment) {
        container = Size(width: environment.width, height: environment.height)
        sections = (document.sections, environment)
    }

    /// The checks that need no document: the container, the cells laid end to end, finite numbers.
    init(container: Size) {
        self.container = container
    }

    func accepts(_ solution: Solution) -> Bool {
        guard solution.container == container,
              Self.isFinite(solution.contentSize.width), Self.isFinite(solution.contentSize.height) else { return false }
        // By index, not by element: iterating copied each section (a tenth of the checks).
        if let (sections, environment) = sections {
            guard solution.sections.count == sections.count else { return false }
            for index in sections.indices {
                guard solution.sections[index].name == sections[index].name,
                      solution.sections[index].cellCount
                        == environment.itemCount(named: sections[index].name, declared: sections[index].itemCount)
                else { return false }
            }
        }
        var nextCell = 0
        for index in solution.sections.indices {
            let firstCell = solution.sections[index].firstCell, cellCount = solution.sections[index].cellCount
            guard firstCell == nextCell, cellCount >= 0, Self.isFinite(solution.sections[index].frame),
                  solution.sections[index].orthogonalContentSize.map({ Self.isFinite($0.width) && Self.isFinite($0.height) })
                    ?? true
            else { return false }
            nextCell += cellCount  // both ≤ the cell run's length, which the decoder checked
        }
        guard nextCell == solution.cells.count else { return false }
        return solution.supplementaries.allSatisfy { Self.isFinite($0.frame) }
            && solution.sections.indices.allSatisfy { Self.cellsAreFinite(of: solution.sections[$0], in: solution.cells) }
    }

    /// Whether every cell of `section` (laid end to end inside `cells`) is finite. A stamped
    /// section's cells are its stamp's, written by `CellStamp.stamp` (by the decoder as by the
    /// solver), so only its first and last instances are read, as the solver checks what it
    /// stamps (a 1,000-cell grid's hit read all 4,000 values, a sixth of its instructions).
    private static func cellsAreFinite(of section: SectionSolution, in cells: FrameBuffer) -> Bool {
        let range = section.firstCell..<(section.firstCell + section.cellCount)
        guard let stamp = section.cellStamp else { return cells.allFinite(in: range) }
        return cells.allFinite(in: range, stampedInInstancesOf: stamp.leafCount)
    }

    private static func isFinite(_ value: Double) -> Bool { value.isFinite }

    private static func isFinite(_ rect: Rect) -> Bool { rect.isFinite }
}
