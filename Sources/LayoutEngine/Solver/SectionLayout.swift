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

    /// Whether the section's solution keeps its cell stamp (and so its template's cells): when
    /// it has more than one group instance. Then the stamp holds fewer frames than the cells,
    /// and a cache stores it instead of them. (A section of one instance is its template;
    /// keeping both would double its memory.)
    var keepsStamp: Bool { template.leafCount > 0 && itemCount > template.leafCount }


    /// Mirrors the section about `width` (§17): the template about 0, then every instance's
    /// origin and step, so stamped cells land at `width − x − w`. In place: the template's
    /// storage is the section's alone.
    mutating func mirror(about width: Double) {
        template.mirror()
        origin.x = width - origin.x
        step.x = -step.x
        solution.frame = solution.frame.mirrored(about: width)
    }
}
