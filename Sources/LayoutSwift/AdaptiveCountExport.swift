import LayoutEngine

/// How `export --swift` writes an `adaptiveCount` group (semantics §5.6): the count is worked out
/// in the section provider from the container the environment gives, by the rule the solver uses,
/// and passed to `subitem:count:`. The group's length along its axis must be written from
/// `environment.container.effectiveContentSize.width`, so only a section's own horizontal group,
/// `fractionalWidth` or `absolute` wide, in an ordinary section of a vertical layout whose insets
/// follow the layout's reference, is exported; anything else is refused by path.
enum AdaptiveCountExport {
    /// Every adaptive group the exporter cannot write, in the sections and their variants.
    static func unsupported(in document: LayoutDocument) -> [UnsupportedFeature] {
        var found: [UnsupportedFeature] = []
        for (s, section) in document.sections.enumerated() {
            check(section, document: document, groupPath: "sections[\(s)].group", into: &found)
            for (v, variant) in section.variants.enumerated() {
                let path = variant.group == nil ? "sections[\(s)].group" : "sections[\(s)].variants[\(v)].group"
                // A variant that keeps the section's group is reported at the section's own path once.
                if variant.group == nil && variant.orthogonalScrollingBehavior == nil
                    && variant.contentInsetsReference == nil { continue }
                check(section.applying(variant), document: document, groupPath: path, into: &found)
            }
        }
        var seen: Set<String> = []
        return found.filter { seen.insert($0.path).inserted }
    }

    private static func check(_ section: Section, document: LayoutDocument, groupPath: String,
                              into found: inout [UnsupportedFeature]) {
        guard section.list == nil else { return }
        nested(section.group, at: groupPath, isSectionGroup: true, into: &found)
        guard case .group(let group) = section.group.kind, case .adaptive = group.repetition else { return }
        let path = groupPath + ".adaptiveCount"
        func refuse(_ why: String) {
            found.append(UnsupportedFeature(path: path, message: "export --swift writes adaptiveCount only for "
                + "a section's horizontal group in an ordinary section of a vertical layout: \(why)"))
        }
        if group.axis != .horizontal { refuse("this group is vertical") }
        if document.configuration.scrollDirection != .vertical { refuse("the layout scrolls horizontally") }
        if section.orthogonalScrollingBehavior != .none { refuse("the section scrolls orthogonally") }
        if section.contentInsetsReference != .automatic {
            refuse("the section measures its insets from its own reference, not the environment's container")
        }
        switch section.group.size.width {
        case .fractionalWidth, .absolute: break
        default: refuse("the group's width is not fractionalWidth or absolute")
        }
    }

    /// Adaptive groups below the section's own group: their length is not the container's.
    private static func nested(_ node: LayoutItem, at path: String, isSectionGroup: Bool,
                               into found: inout [UnsupportedFeature]) {
        guard case .group(let group) = node.kind else { return }
        if !isSectionGroup, case .adaptive = group.repetition {
            found.append(UnsupportedFeature(path: path + ".adaptiveCount", message: "export --swift writes "
                + "adaptiveCount only for a section's own group, whose length the environment's container gives"))
        }
        for (i, child) in group.subitems.enumerated() {
            nested(child, at: "\(path).subitems[\(i)]", isSectionGroup: false, into: &found)
        }
    }

    /// The Swift expression of a section group's length along its axis, its content box's width:
    /// the container's effective width, less the section's leading and trailing insets, times the
    /// group's fraction (or its absolute width), less the group's own leading and trailing insets
    /// (semantics §2).
    static func lengthExpression(of group: LayoutItem, in section: Section) -> String {
        var length: String
        switch group.size.width {
        case .absolute(let width):
            length = SwiftLiteral.number(width)
        default:
            length = "environment.container.effectiveContentSize.width"
            let sectionInsets = section.contentInsets.leading + section.contentInsets.trailing
            if sectionInsets != 0 { length += " - \(SwiftLiteral.number(sectionInsets))" }
            if case .fractionalWidth(let fraction) = group.size.width, fraction != 1 {
                length = (sectionInsets != 0 ? "(\(length))" : length) + " * \(SwiftLiteral.number(fraction))"
            }
        }
        let groupInsets = group.contentInsets.leading + group.contentInsets.trailing
        if groupInsets != 0 { length = "\(length) - \(SwiftLiteral.number(groupInsets))" }
        return length
    }

    /// `clamp(floor((L + s) / (m + s)), 1, maximum)` in Swift, over the length named `length`.
    static func countExpression(_ adaptive: AdaptiveCount, spacing: Spacing?, length: String) -> String {
        let s = SwiftLiteral.number(spacing?.value ?? 0)
        return "min(max(Int(((\(length) + \(s)) / (\(SwiftLiteral.number(adaptive.minimumWidth)) + \(s))).rounded(.down)), 1), "
            + "\(SwiftLiteral.integer(adaptive.maximum)))"
    }
}
