/// The hot loops: copy a section's group template onto every instance (semantics §6.1).
///
/// Cell `i` is `template[i mod L]` offset by `(i div L) · step`. No allocation, no lookups: a
/// million cells is one linear pass over preallocated storage.
enum TemplateStamper {
    /// Writes the section's `itemCount · 4` values starting at `output`.
    static func stampCells(of layout: SectionLayout, into output: UnsafeMutablePointer<Double>) {
        layout.cellStamp.stamp(count: layout.itemCount, into: output)
    }

    /// `stampCells` for a section of one instance (leaf `l` is item `l`), done on the template's
    /// own values: each moved by instance 0's offset, computed as `stampCells` computes it.
    static func moveSingleInstance(_ leaves: inout [Double], of layout: SectionLayout) {
        leaves.withUnsafeMutableBufferPointer { moveSingleInstance($0, of: layout) }
    }

    /// `moveSingleInstance` on values already copied from the template (a solution's own buffer).
    static func moveSingleInstance(_ leaves: UnsafeMutableBufferPointer<Double>, of layout: SectionLayout) {
        let dx = layout.origin.x + Double(0) * layout.step.x
        let dy = layout.origin.y + Double(0) * layout.step.y
        // Adding zero changes no value but -0, which equals 0 and which every output writes as 0;
        // both ways of filling a solution skip it, so they give the same bits.
        if dx == 0 && dy == 0 { return }
        var i = 0
        while i + 3 < leaves.count {
            leaves[i] += dx
            leaves[i + 1] += dy
            i += 4
        }
    }

    /// How many item- and group-anchored views the section emits: only slots holding an item count.
    static func supplementaryCount(of layout: SectionLayout) -> Int {
        let leafCount = layout.template.leafCount
        guard leafCount > 0, layout.itemCount > 0 else { return 0 }
        let full = layout.itemCount / leafCount
        let partial = layout.itemCount - full * leafCount
        var count = full * layout.template.supplementaries.count
        for s in layout.template.supplementaries where s.hostLeaf < partial { count += 1 }
        return count
    }

    /// Appends the section's item- and group-anchored views (badges), stamped like the cells, to
    /// `output`: `supplementaryCount(of:)` of them.
    static func stampSupplementaries(of layout: SectionLayout, section: Int,
                                     into output: inout [SupplementaryAttributes]) {
        let leafCount = layout.template.leafCount
        guard leafCount > 0 else { return }
        layout.template.supplementaries.withUnsafeBufferPointer { templates in
            guard !templates.isEmpty else { return }
            var firstItem = 0
            var instance = 0
            while firstItem < layout.itemCount {
                let dx = layout.origin.x + Double(instance) * layout.step.x
                let dy = layout.origin.y + Double(instance) * layout.step.y
                let isFull = firstItem + leafCount <= layout.itemCount
                for t in templates.indices {
                    let hostLeaf = templates[t].hostLeaf
                    if !isFull && firstItem + hostLeaf >= layout.itemCount { continue }
                    let frame = templates[t].frame
                    output.append(SupplementaryAttributes(
                        category: .supplementary, elementKind: templates[t].elementKind, section: section,
                        item: firstItem + hostLeaf,
                        frame: Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height),
                        zIndex: templates[t].zIndex))
                }
                firstItem += leafCount
                instance += 1
            }
        }
    }
}
