/// The hot loops: copy a section's group template onto every instance (semantics §6.1).
///
/// Cell `i` is `template[i mod L]` offset by `(i div L) · step`. No allocation, no lookups: a
/// million cells is one linear pass over preallocated storage.
enum TemplateStamper {
    /// Writes the section's `itemCount · 4` values starting at `output`.
    static func stampCells(of layout: SectionLayout, into output: UnsafeMutablePointer<Double>) {
        let leafCount = layout.template.leafCount
        let (ox, oy, sx, sy) = (layout.origin.x, layout.origin.y, layout.step.x, layout.step.y)
        layout.template.leaves.withUnsafeBufferPointer { leaves in
            var out = output
            var remaining = layout.itemCount
            var instance = 0
            while remaining > 0 {
                let dx = ox + Double(instance) * sx
                let dy = oy + Double(instance) * sy
                let cells = min(leafCount, remaining)
                var leaf = 0
                for _ in 0..<cells {
                    out[0] = leaves[leaf] + dx
                    out[1] = leaves[leaf + 1] + dy
                    out[2] = leaves[leaf + 2]
                    out[3] = leaves[leaf + 3]
                    out += 4
                    leaf += 4
                }
                remaining -= cells
                instance += 1
            }
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

    /// Appends the section's item- and group-anchored views (badges), stamped like the cells.
    static func stampSupplementaries(of layout: SectionLayout, section: Int,
                                     into output: inout [SupplementaryAttributes]) {
        let templates = layout.template.supplementaries
        let leafCount = layout.template.leafCount
        guard !templates.isEmpty, leafCount > 0 else { return }
        var firstItem = 0
        var instance = 0
        while firstItem < layout.itemCount {
            let dx = layout.origin.x + Double(instance) * layout.step.x
            let dy = layout.origin.y + Double(instance) * layout.step.y
            for s in templates where firstItem + s.hostLeaf < layout.itemCount {
                output.append(SupplementaryAttributes(
                    category: .supplementary, elementKind: s.elementKind, section: section,
                    item: firstItem + s.hostLeaf, frame: s.frame.offsetBy(x: dx, y: dy), zIndex: s.zIndex))
            }
            firstItem += leafCount
            instance += 1
        }
    }
}
