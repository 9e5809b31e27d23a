import LayoutEngine
import LayoutWorkspace

/// A readable tree of a layout — sections, groups and items with their dimensions — in the
/// spirit of UIKit's `visualDescription`, but textual and diff-friendly.
public struct TreeDescription {
    package var document: LayoutDocument
    package var lines: [String] = []

    package init(_ document: LayoutDocument) {
        self.document = document
    }

    /// `show`'s text: `title`, then the document as an indented tree of its sections, groups and
    /// items, with the values that differ from UIKit's defaults.
    public static func describe(_ document: LayoutDocument, title: String) -> String {
        var tree = TreeDescription(document)
        tree.build(title: title)
        // Keys, kinds and names are the document's own strings.
        return tree.lines.map(terminalSafe).joined(separator: "\n")
    }

    /// One section's tree, as `show` draws it under its layout, without the branch in front of
    /// its first line: a diff prints an added or removed section this way.
    package static func lines(of section: Section, index: Int) -> [String] {
        var tree = TreeDescription(LayoutDocument(sections: [section]))
        tree.describe(section, index: index, prefix: "", last: true)
        return tree.lines.map { terminalSafe(String($0.dropFirst(3))) }
    }

    private mutating func build(title: String) {
        let config = document.configuration
        lines.append("\(title)  \(plural(document.sections.count, "section")), \(cells(document.totalItemCount)), \(config.scrollDirection.rawValue) scrolling")
        if document.namesTokens {
            // Without a token set the lengths that name tokens hold 1-point stand-ins: say so.
            let names = document.tokenNames.map { "{\($0)}" }.joined(separator: ", ")
            lines.append("  design tokens \(names)" + (document.tokensResolved ? "" : " (not resolved: the lengths that name them show 1)"))
        }
        if config.interSectionSpacing != 0 {
            lines.append("  inter-section spacing \(formatPoints(config.interSectionSpacing))")
        }
        if config.contentInsetsReference != .safeArea {
            lines.append("  content insets from \(config.contentInsetsReference.rawValue)")
        }
        for item in config.boundarySupplementaryItems {
            lines.append("  " + describe(item))
        }
        for (index, section) in document.sections.enumerated() {
            let last = index == document.sections.count - 1
            describe(section, index: index, prefix: "", last: last)
        }
    }

    private mutating func describe(_ section: Section, index: Int, prefix: String, last: Bool) {
        let branch = last ? "└─ " : "├─ "
        let child = prefix + (last ? "   " : "│  ")
        var head = "section[\(index)] \(section.name): \(plural(section.itemCount, "item"))"
        if section.orthogonalScrollingBehavior != .none {
            head += ", scrolls \(section.orthogonalScrollingBehavior.rawValue)"
        }
        lines.append(prefix + branch + head)
        var details: [String] = []
        if !section.contentInsets.isZero { details.append("insets " + describe(section.contentInsets)) }
        if section.interGroupSpacing != 0 { details.append("inter-group spacing \(formatPoints(section.interGroupSpacing))") }
        if !section.supplementariesFollowContentInsets { details.append("supplementaries ignore content insets") }
        if section.contentInsetsReference != .automatic {
            details.append("content insets from \(section.contentInsetsReference.rawValue)")
        }
        if section.supplementaryContentInsetsReference != .automatic {
            details.append("supplementary insets from \(section.supplementaryContentInsetsReference.rawValue)")
        }
        let physics = section.orthogonalScrollingProperties
        if physics != .automatic {
            details.append("scroll bounce \(physics.bounce.rawValue), deceleration \(physics.decelerationRate.rawValue)")
        }
        for detail in details { lines.append(child + "│  " + detail) }
        for item in section.boundarySupplementaryItems { lines.append(child + "│  " + describe(item)) }
        for decoration in section.decorationItems {
            var text = "decoration \(decoration.elementKind)"
            if !decoration.contentInsets.isZero { text += ", insets " + describe(decoration.contentInsets) }
            lines.append(child + "│  " + text)
        }
        for variant in section.variants {
            lines.append(child + "│  variant when \(describe(variant.when))" + (variant.group.map { ": group " + describeSize($0.size) } ?? "")
                         + (variant.list.map { ": " + describe($0) } ?? ""))
        }
        if let list = section.list {
            lines.append(child + "└─ " + describe(list))
        } else {
            describe(section.group, prefix: child, last: true)
        }
    }

    /// A list section's configuration in words: `list insetGrouped, header supplementary`.
    private func describe(_ list: ListConfiguration) -> String {
        var text = "list \(list.appearance.rawValue)"
        if list.headerMode != .none { text += ", header \(list.headerMode.rawValue)" }
        if list.footerMode != .none { text += ", footer \(list.footerMode.rawValue)" }
        if let padding = list.headerTopPadding { text += ", header top padding \(formatPoints(padding))" }
        return text
    }

    private mutating func describe(_ node: LayoutItem, prefix: String, last: Bool) {
        let branch = last ? "└─ " : "├─ "
        let child = prefix + (last ? "   " : "│  ")
        var head: String
        switch node.kind {
        case .item: head = "item"
        case .custom(let items): head = "custom group of \(plural(items.count, "frame"))"
        case .group(let group):
            head = "\(group.axis.rawValue) group"
            switch group.repetition {
            case .cycle: break
            case .count(let n): head += " ×\(n) equal"
            case .repeating(let n): head += " ×\(n) repeating"
            case .adaptive(let a): head += " ×(as many ≥ \(formatPoints(a.minimumWidth)) as fit, at most \(a.maximum)) equal"
            }
        }
        head += "  " + describeSize(node.size)
        if !node.contentInsets.isZero { head += "  insets " + describe(node.contentInsets) }
        if !node.edgeSpacing.isNone { head += "  edge spacing " + describe(node.edgeSpacing) }
        if case .group(let group) = node.kind, let spacing = group.interItemSpacing {
            head += "  spacing " + describe(spacing)
        }
        lines.append(prefix + branch + head)
        for supplementary in node.supplementaryItems {
            var text = "◆ \(supplementary.elementKind) " + describeSize(supplementary.size)
            text += " at " + describe(supplementary.containerAnchor)
            lines.append(child + text)
        }
        if case .group(let group) = node.kind {
            for (i, sub) in group.subitems.enumerated() {
                describe(sub, prefix: child, last: i == group.subitems.count - 1)
            }
        }
    }

    private func describe(_ item: BoundaryItem) -> String {
        var text = "\(item.alignment.rawValue) \(item.elementKind) " + describeSize(item.size)
        if !item.extendsBoundary { text += ", overlays" }
        if item.pinToVisibleBounds { text += ", pinned" }
        if item.absoluteOffset != .zero {
            text += ", offset (\(formatPoints(item.absoluteOffset.x)), \(formatPoints(item.absoluteOffset.y)))"
        }
        return text
    }

    private func describe(_ anchor: Anchor) -> String {
        let edges = Edges.ordered.filter { anchor.edges.contains($0.0) }.map(\.1)
        var text = edges.isEmpty ? "centre" : edges.joined(separator: "+")
        switch anchor.offset {
        case .absolute(let p)?: text += " offset (\(formatPoints(p.x)), \(formatPoints(p.y)))"
        case .fractional(let p)?: text += " fractional offset (\(formatPoints(p.x)), \(formatPoints(p.y)))"
        case nil: break
        }
        return text
    }

    private func describe(_ condition: VariantCondition) -> String {
        var parts: [String] = []
        if let w = condition.minWidth { parts.append("width ≥ \(formatPoints(w))") }
        if let w = condition.maxWidth { parts.append("width ≤ \(formatPoints(w))") }
        if let w = condition.minEffectiveWidth { parts.append("effective width ≥ \(formatPoints(w))") }
        if let w = condition.maxEffectiveWidth { parts.append("effective width ≤ \(formatPoints(w))") }
        if let c = condition.horizontalSizeClass { parts.append("\(c.rawValue) width") }
        if let c = condition.verticalSizeClass { parts.append("\(c.rawValue) height") }
        if let i = condition.idiom { parts.append("on \(i.rawValue)") }
        if let c = condition.minContentSizeCategory { parts.append("text ≥ \(c.rawValue)") }
        if let c = condition.maxContentSizeCategory { parts.append("text ≤ \(c.rawValue)") }
        return parts.isEmpty ? "always" : parts.joined(separator: " and ")
    }

    private func describe(_ insets: DirectionalInsets) -> String {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if Set(values).count == 1 { return formatPoints(insets.top) }
        return "(t \(formatPoints(insets.top)), l \(formatPoints(insets.leading)), b \(formatPoints(insets.bottom)), tr \(formatPoints(insets.trailing)))"
    }

    private func describe(_ spacing: EdgeSpacing) -> String {
        var parts: [String] = []
        for (name, value) in [("leading", spacing.leading), ("top", spacing.top),
                              ("trailing", spacing.trailing), ("bottom", spacing.bottom)] {
            if let value { parts.append("\(name) \(describe(value))") }
        }
        return parts.joined(separator: ", ")
    }

    private func describe(_ spacing: Spacing) -> String {
        switch spacing {
        case .fixed(let v): return "fixed(\(formatPoints(v, digits: 4)))"
        case .flexible(let v): return "flexible(\(formatPoints(v, digits: 4)))"
        }
    }

    private func describeSize(_ size: LayoutSize) -> String {
        "\(describe(size.width)) × \(describe(size.height))"
    }

    private func describe(_ dimension: Dimension) -> String {
        switch dimension {
        case .fractionalWidth(let f): return "fractionalWidth(\(formatPoints(f, digits: 4)))"
        case .fractionalHeight(let f): return "fractionalHeight(\(formatPoints(f, digits: 4)))"
        case .absolute(let v): return "absolute(\(formatPoints(v, digits: 4)))"
        case .estimated(let v): return "estimated(\(formatPoints(v, digits: 4)))"
        case .uniformAcrossSiblings(let v): return "uniformAcrossSiblings(\(formatPoints(v, digits: 4)))"
        }
    }
}
