extension LayoutDocument {
    /// Every lint finding, in document order. Lint reads only the document and, when given, the
    /// measurement set it is solved with: where a rule would need the container's size (a
    /// fraction against an absolute length), it says nothing.
    public func lint(measurements: Measurements = .none) -> [LintFinding] {
        var linter = DocumentLinter()
        for (i, section) in sections.enumerated() {
            let path = "sections".appending(index: i)
            if !section.supplementariesFollowContentInsets {
                linter.report(.deprecatedFollowsContentInsets, path.appending(key: "supplementariesFollowContentInsets"),
                              "supplementariesFollowContentInsets is set")
            }
            // A list section has no group to lint (its rows are the solver's, §19).
            if section.list == nil { linter.node(section.group, at: path.appending(key: "group"), parent: nil) }
            for (j, variant) in section.variants.enumerated() {
                let variantPath = path.appending(key: "variants").appending(index: j)
                if variant.supplementariesFollowContentInsets == false {
                    linter.report(.deprecatedFollowsContentInsets,
                                  variantPath.appending(key: "supplementariesFollowContentInsets"),
                                  "supplementariesFollowContentInsets is set")
                }
                if let group = variant.group { linter.node(group, at: variantPath.appending(key: "group"), parent: nil) }
            }
        }
        linter.unmeasuredListRows(in: self, measurements: measurements)
        return linter.findings.filter { !lintDisabled.contains($0.rule) }
    }
}

/// Walks the item tree once, each rule a small check of one node and its parent.
struct DocumentLinter {
    private(set) var findings: [LintFinding] = []
    /// What counts as "more than 1" for fractions, as the solver's fit test.
    static let tolerance = 1e-6

    mutating func report(_ rule: LintRule, _ path: String, _ message: String) {
        findings.append(LintFinding(rule: rule, path: path, message: message))
    }

    /// A list section whose rows the measurement set leaves at UIKit's estimate (§19 L1: 44
    /// points) while it gives the rows of other sections their heights: most likely a section
    /// the set forgot, since real rows are seldom exactly 44. Said nothing without measured rows.
    mutating func unmeasuredListRows(in document: LayoutDocument, measurements: Measurements) {
        let measured = document.sections.map(\.name).filter { measurements.sections[$0]?.measuresItemHeights == true }
        guard !measured.isEmpty else { return }
        let measuredNames = Set(measured)
        for (i, section) in document.sections.enumerated() where section.list != nil && section.itemCount > 0 {
            guard !measuredNames.contains(section.name) else { continue }
            let others = measured.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                + (measured.count > 3 ? " and \(measured.count - 3) more" : "")
            report(.unmeasuredListRows, "sections".appending(index: i).appending(key: "list"),
                   "every row of '\(section.name)' keeps the estimated height of 44: the measurement set gives row heights "
                       + "for \(others) but none for this section")
        }
    }

    mutating func node(_ item: LayoutItem, at path: String, parent: LayoutItem?) {
        if let parent { larger(item, than: parent, at: path) }
        switch item.kind {
        case .item:
            insets(of: item, at: path)
        case .group(let group):
            if case .count = group.repetition {
                report(.deprecatedCount, path.appending(key: "count"), "the group uses count")
            }
            fits(group, at: path)
            for (i, child) in group.subitems.enumerated() {
                node(child, at: path.appending(key: "subitems").appending(index: i), parent: item)
            }
        case .custom(let frames):
            custom(frames, in: item.size, at: path)
        }
    }

    /// Insets on a leaf's estimated axis.
    private mutating func insets(of item: LayoutItem, at path: String) {
        let i = item.contentInsets
        var axes: [String] = []
        if item.size.width.isEstimated, i.leading != 0 || i.trailing != 0 { axes.append("leading/trailing") }
        if item.size.height.isEstimated, i.top != 0 || i.bottom != 0 { axes.append("top/bottom") }
        guard !axes.isEmpty else { return }
        report(.insetsOnEstimatedAxis, path.appending(key: "contentInsets"),
               "\(axes.joined(separator: " and ")) insets on an estimated dimension")
    }

    /// The fraction of the group's main axis a child takes, when it is one.
    private static func mainFraction(_ item: LayoutItem, along axis: Axis) -> Double? {
        switch (axis, axis == .horizontal ? item.size.width : item.size.height) {
        case (.horizontal, .fractionalWidth(let f)), (.vertical, .fractionalHeight(let f)): f
        default: nil
        }
    }

    /// A cycling group stops at its first misfit; a repeating one places all its copies.
    private mutating func fits(_ group: LayoutGroup, at path: String) {
        let fractions = group.subitems.map { Self.mainFraction($0, along: group.axis) }
        switch group.repetition {
        case .cycle:
            // Only when every length is a fraction of the group's: spacing only makes fits worse.
            guard fractions.count > 1, fractions.allSatisfy({ $0 != nil }) else { return }
            var used = 0.0
            for (i, fraction) in fractions.enumerated() {
                let f = fraction!
                if i > 0, used + f > 1 + Self.tolerance {
                    for never in i..<fractions.count {
                        report(.subitemNeverFits, path.appending(key: "subitems").appending(index: never),
                               "never placed: after \(Self.number(used)) of the group's length, \(Self.number(fractions[never]!)) does not fit")
                    }
                    return
                }
                used += f
            }
        case .repeating(let count):
            guard let f = fractions.first ?? nil, Double(count) * f > 1 + Self.tolerance else { return }
            report(.fractionsOverflowGroup, path.appending(key: "repeatingCount"),
                   "\(count) copies of \(Self.number(f)) take \(Self.number(Double(count) * f)) of the group's length")
        case .count, .adaptive:
            return
        }
    }

    /// A child more than its parent's size: a fraction above 1 of it, or absolute over absolute.
    private mutating func larger(_ item: LayoutItem, than parent: LayoutItem, at path: String) {
        for (name, dimension, parentDimension) in [("width", item.size.width, parent.size.width),
                                                   ("height", item.size.height, parent.size.height)] {
            switch (dimension, parentDimension) {
            case (.fractionalWidth(let f), _) where f > 1 + Self.tolerance,
                 (.fractionalHeight(let f), _) where f > 1 + Self.tolerance:
                report(.itemWiderThanContainer, path.appending(key: "size").appending(key: name),
                       "\(Self.number(f)) of its container")
            case (.absolute(let own), .absolute(let available)) where own > available + Self.tolerance:
                report(.itemWiderThanContainer, path.appending(key: "size").appending(key: name),
                       "\(Self.number(own)) points in a container of \(Self.number(available))")
            default:
                continue
            }
        }
    }

    /// Custom frames outside the group's box, where the box is absolute.
    private mutating func custom(_ frames: [CustomGroupItem], in size: LayoutSize, at path: String) {
        let width: Double? = if case .absolute(let w) = size.width { w } else { nil }
        let height: Double? = if case .absolute(let h) = size.height { h } else { nil }
        for (i, item) in frames.enumerated() {
            let f = item.frame
            let outside = f.x < -Self.tolerance || f.y < -Self.tolerance
                || width.map { f.maxX > $0 + Self.tolerance } == true
                || height.map { f.maxY > $0 + Self.tolerance } == true
            if outside {
                report(.customFrameOutsideGroup, path.appending(key: "frames").appending(index: i),
                       "(\(Self.number(f.x)), \(Self.number(f.y)), \(Self.number(f.width)), \(Self.number(f.height))) leaves the group's \(Self.number(width)) × \(Self.number(height))")
            }
        }
    }

    /// `value` to six decimals; a value too large for that (its millionfold overflows, which
    /// printed `null`) has no decimals to round and is written as it is.
    private static func number(_ value: Double?) -> String {
        guard let value else { return "?" }
        let rounded = (value * 1e6).rounded() / 1e6
        return JSONWriter.format(rounded.isFinite ? rounded : value)
    }
}
