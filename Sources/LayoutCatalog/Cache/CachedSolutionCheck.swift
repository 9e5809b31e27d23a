import LayoutEngine

/// What a cached solution must be to answer for its key: a blob that decodes is only well
/// framed, and the file can hold anything. It must have the container solved for, the
/// document's sections by name in order with the key's cell counts, cells laid end to end,
/// and finite numbers only; anything else is a miss and is solved again.
struct CachedSolutionCheck {
    var container: Size
    var sectionNames: [String]
    var itemCounts: [Int]

    /// `itemCounts`: each section's count in this environment, as the key holds them.
    init(document: LayoutDocument, itemCounts: [Int], environment: SolveEnvironment) {
        container = Size(width: environment.width, height: environment.height)
        sectionNames = document.sections.map(\.name)
        self.itemCounts = itemCounts
    }

    func accepts(_ solution: Solution) -> Bool {
        guard solution.container == container, solution.sections.count == sectionNames.count,
              Self.isFinite(solution.contentSize.width), Self.isFinite(solution.contentSize.height) else { return false }
        var nextCell = 0
        for (index, section) in solution.sections.enumerated() {
            guard section.name == sectionNames[index], section.cellCount == itemCounts[index],
                  section.firstCell == nextCell, Self.isFinite(section.frame),
                  section.orthogonalContentSize.map({ Self.isFinite($0.width) && Self.isFinite($0.height) }) ?? true
            else { return false }
            nextCell += section.cellCount  // both ≤ the cell run's length, which the decoder checked
        }
        guard nextCell == solution.cells.count else { return false }
        return solution.supplementaries.allSatisfy { Self.isFinite($0.frame) } && solution.cells.allFinite(in: 0..<solution.cells.count)
    }

    private static func isFinite(_ value: Double) -> Bool { value.isFinite }

    private static func isFinite(_ rect: Rect) -> Bool {
        rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}
