/// One solved section, ready to stamp: its template and where the instances go.
struct SectionLayout {
    var solution: SectionSolution
    var template: GroupTemplate
    var itemCount: Int
    /// The origin of group instance 0.
    var origin: Point
    /// From one group instance's origin to the next: along the scroll axis, or across it when orthogonal.
    var step: Point
    /// Where the section ends along the scroll axis (footer band included).
    var end: Double
    /// What a width sweep reads besides the frames (`LayoutShape`).
    var shape: Shape

    /// The facts of a section's solve that frames do not keep: its group's container, whether
    /// it was laid out instance by instance (§18), and which boundary items set its bands.
    struct Shape {
        var container: Size
        var measuredFlow: Bool
        var headerHolder: String?
        var footerHolder: String?
    }
}

extension SectionLayout {
    /// The template, origin and step that `TemplateStamper.stampCells` stamps.
    var cellStamp: CellStamp {
        CellStamp(leaves: template.leaves, origin: origin, step: step)
    }

    /// The section's solution, with its cell stamp when it has more than one group instance:
    /// then the stamp holds fewer frames than the cells, and a cache stores it instead of
    /// them. (A section of one instance is its template; keeping both would double its memory.)
    var stampedSolution: SectionSolution {
        var solution = self.solution
        if template.leafCount > 0, itemCount > template.leafCount { solution.cellStamp = cellStamp }
        return solution
    }

    /// The section mirrored about `width` (§17): the template about 0, then every instance's
    /// origin and step, so stamped cells land at `width − x − w`.
    func mirrored(about width: Double) -> SectionLayout {
        var copy = self
        copy.template = template.mirrored()
        copy.origin.x = width - origin.x
        copy.step.x = -step.x
        copy.solution.frame = solution.frame.mirrored(about: width)
        return copy
    }
}
