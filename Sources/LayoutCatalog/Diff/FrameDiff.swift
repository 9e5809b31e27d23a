import LayoutEngine

/// The frame diff of two solutions at one container size: which cells, supplementaries and
/// decorations moved, resized, appeared or disappeared, beyond a tolerance in points.
public struct FrameDiff: Hashable, Sendable {
    public var container: Size
    public var oldContentSize: Size
    public var newContentSize: Size
    public var changes: [FrameChange]

    public var movedCount: Int { changes.filter(\.moved).count }
    public var resizedCount: Int { changes.filter(\.resized).count }
    public var addedCount: Int { changes.filter(\.isAdded).count }
    public var removedCount: Int { changes.filter(\.isRemoved).count }
    public var isEmpty: Bool { changes.isEmpty && oldContentSize == newContentSize }

    /// Compares `old` (solved from a document whose sections are `oldSections`) with `new`.
    public init(old: Solution, oldSections: [String], new: Solution, newSections: [String],
                tolerance: Double = 0.001) {
        container = new.container
        oldContentSize = old.contentSize
        newContentSize = new.contentSize
        var changes: [FrameChange] = []

        // Cells, section by section, matched by section name and item index.
        let newSectionIndex = Dictionary(newSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var seen = Set<String>()
        for (i, name) in oldSections.enumerated() {
            seen.insert(name)
            let a = old.sections[i]
            let b = newSectionIndex[name].map { new.sections[$0] }
            let shared = min(a.cellCount, b?.cellCount ?? 0)
            for item in 0..<max(a.cellCount, b?.cellCount ?? 0) {
                let before = item < a.cellCount ? old.cells[a.firstCell + item] : nil
                let after = b.flatMap { item < $0.cellCount ? new.cells[$0.firstCell + item] : nil }
                if item < shared, let before, let after, Self.same(before, after, tolerance) { continue }
                changes.append(FrameChange(category: .cell, elementKind: nil, section: name, item: item,
                                           old: before, new: after, tolerance: tolerance))
            }
        }
        for (j, name) in newSections.enumerated() where !seen.contains(name) {
            let b = new.sections[j]
            for item in 0..<b.cellCount {
                changes.append(FrameChange(category: .cell, elementKind: nil, section: name, item: item,
                                           old: nil, new: new.cells[b.firstCell + item], tolerance: tolerance))
            }
        }

        // Supplementaries and decorations, matched by category, kind, section name and item,
        // then by order of appearance among equal keys.
        func key(_ a: SupplementaryAttributes, _ names: [String]) -> SupplementaryKey {
            SupplementaryKey(category: a.category, elementKind: a.elementKind,
                             section: a.section.map { names[$0] }, item: a.item)
        }
        var remaining: [SupplementaryKey: [Rect]] = [:]
        var order: [SupplementaryKey] = []
        for a in new.supplementaries {
            let k = key(a, newSections)
            if remaining[k] == nil { order.append(k) }
            remaining[k, default: []].append(a.frame)
        }
        for a in old.supplementaries {
            let k = key(a, oldSections)
            if var frames = remaining[k], !frames.isEmpty {
                let after = frames.removeFirst()
                remaining[k] = frames
                if !Self.same(a.frame, after, tolerance) {
                    changes.append(FrameChange(category: k.category, elementKind: k.elementKind, section: k.section,
                                               item: k.item, old: a.frame, new: after, tolerance: tolerance))
                }
            } else {
                changes.append(FrameChange(category: k.category, elementKind: k.elementKind, section: k.section,
                                           item: k.item, old: a.frame, new: nil, tolerance: tolerance))
            }
        }
        for k in order {
            for frame in remaining[k] ?? [] {
                changes.append(FrameChange(category: k.category, elementKind: k.elementKind, section: k.section,
                                           item: k.item, old: nil, new: frame, tolerance: tolerance))
            }
        }
        self.changes = changes
        if Self.same(Rect(x: 0, y: 0, width: oldContentSize.width, height: oldContentSize.height),
                     Rect(x: 0, y: 0, width: newContentSize.width, height: newContentSize.height), tolerance) {
            self.newContentSize = self.oldContentSize
        }
    }

    static func same(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}

private struct SupplementaryKey: Hashable {
    var category: AttributeCategory
    var elementKind: String
    var section: String?
    var item: Int
}
