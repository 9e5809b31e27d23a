import LayoutEngine

/// UIKit's frames (one dump solution) against the solver's for the same layout and container.
public struct ParityComparison: Sendable {
    /// One element whose frames differ beyond the tolerance, or that only one side has.
    public struct Difference: Hashable, Sendable {
        public var element: ElementKey
        public var ours: Rect?
        public var uikit: Rect?
        /// The rule of semantics.md the element's frame comes from (best effort).
        public var rule: String

        /// UIKit's frame minus ours, component by component; `nil` when one side is missing.
        public var delta: Rect? {
            guard let ours, let uikit else { return nil }
            return Rect(x: uikit.x - ours.x, y: uikit.y - ours.y, width: uikit.width - ours.width,
                        height: uikit.height - ours.height)
        }
    }

    public var differences: [Difference]
    /// Ours and UIKit's, when they differ beyond the tolerance.
    public var contentSize: (ours: Size, uikit: Size)?
    public var elementsCompared: Int

    public var isEqual: Bool { differences.isEmpty && contentSize == nil }

    /// The rule content sizes come from.
    public static let contentSizeRule = "§6.2 Section geometry"

    /// Compares every element either side has; a frame differs when any of its four numbers
    /// differs by more than `tolerance` points.
    public init(uikit: ParityDump.Solution, ours solution: Solution, document: LayoutDocument, tolerance: Double) {
        var mine: [ElementKey: Rect] = [:]
        for (index, section) in solution.sections.enumerated() {
            for item in 0..<section.cellCount {
                mine[ElementKey(category: .cell, elementKind: "", section: index, item: item)] = solution.cells[section.firstCell + item]
            }
        }
        for attribute in solution.supplementaries {
            mine[ElementKey(category: attribute.category, elementKind: attribute.elementKind, section: attribute.section,
                            item: attribute.item)] = attribute.frame
        }
        let keys = Set(mine.keys).union(uikit.attributes.keys).sorted()
        differences = keys.compactMap { key in
            let ours = mine[key], theirs = uikit.attributes[key]
            if let ours, let theirs, !Self.differ(ours, theirs, tolerance) { return nil }
            return Difference(element: key, ours: ours, uikit: theirs,
                              rule: ParityRule.rule(for: key, ours: ours, uikit: theirs, in: document))
        }
        elementsCompared = keys.count
        if let size = uikit.contentSize,
           abs(size.width - solution.contentSize.width) > tolerance || abs(size.height - solution.contentSize.height) > tolerance {
            contentSize = (solution.contentSize, size)
        }
    }

    static func differ(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
        abs(a.x - b.x) > tolerance || abs(a.y - b.y) > tolerance || abs(a.width - b.width) > tolerance
            || abs(a.height - b.height) > tolerance
    }

    /// The item counts a dump solution was laid out with: per section, one more than the highest
    /// cell index UIKit reported (0 for a section without cells).
    public static func itemCounts(of solution: ParityDump.Solution, sections: Int) -> [Int] {
        var counts = Array(repeating: 0, count: sections)
        for key in solution.attributes.keys where key.category == .cell {
            if let section = key.section, counts.indices.contains(section) {
                counts[section] = max(counts[section], key.item + 1)
            }
        }
        return counts
    }
}

/// Which section of semantics.md an element's frame comes from: a best-effort guide to where a
/// difference with UIKit points.
enum ParityRule {
    static let listRule = "§19 List sections"

    static func rule(for key: ElementKey, ours: Rect?, uikit: Rect?, in document: LayoutDocument) -> String {
        let section = key.section.flatMap { document.sections.indices.contains($0) ? document.sections[$0] : nil }
        // A list section's rows, header and footer follow the list rules, not a group's (§19),
        // and so does whether they are there at all (a header or footer mode, a row count), so
        // this comes before the missing-element rule. Its decorations are a group section's (§10).
        if section?.list != nil, key.category != .decoration { return listRule }
        guard let ours, let uikit else { return "§6.1 Repetition and item consumption" }
        let forms = section.map { [$0] + $0.variants.map($0.applying) } ?? []
        switch key.category {
        case .cell:
            if forms.contains(where: { $0.orthogonalScrollingBehavior != .none }) { return "§7 Orthogonal scrolling sections" }
            let resized = abs(ours.width - uikit.width) > 0 || abs(ours.height - uikit.height) > 0
            return resized ? "§3 Resolving a dimension" : "§5 Groups"
        case .supplementary:
            if key.section == nil { return "§8.2 Layout-level boundary items" }
            let boundary = forms.contains { $0.boundarySupplementaryItems.contains { $0.elementKind == key.elementKind } }
            return boundary ? "§8 Boundary supplementary items" : "§9 Item- and group-anchored supplementary items"
        case .decoration:
            return "§10 Decoration items"
        }
    }
}
