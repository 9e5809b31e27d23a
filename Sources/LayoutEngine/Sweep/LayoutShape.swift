/// What holds about a layout's structure at one container width: for each section the variant
/// that applies, its columns, its rows per screen, whether an orthogonal section's first group
/// fits, which boundary items set its bands; and whether some part has no room. A width sweep
/// reports the widths where any of it changes (docs/how-to/every-window-size.md). Nothing here
/// is a length, so the shape stays the same over a range of widths.
public struct LayoutShape: Hashable, Sendable {
    /// Each section's structure, in document order; empty when the solver refuses the width.
    public var sections: [SectionShape]
    /// Why some part has no room at this width (the solver refuses, or a fixed part exceeds its
    /// container), naming the section; `nil` when every part has room.
    public var noRoom: String?
    /// The index of the section `noRoom` names; `nil` when every part has room or the solver
    /// refuses the width as a whole.
    public var noRoomSection: Int?

    /// A shape from its parts.
    public init(sections: [SectionShape], noRoom: String?, noRoomSection: Int? = nil) {
        self.sections = sections
        self.noRoom = noRoom
        self.noRoomSection = noRoomSection
    }
}

/// The structure of one section at one width (`LayoutShape`).
public struct SectionShape: Hashable, Sendable {
    /// The section's name.
    public var name: String
    /// The index of the variant that applies (the first whose condition holds), `nil` for none.
    public var variant: Int?
    /// Cells side by side in the first group instance (`SectionSolution.columns`, semantics §6.2).
    public var columns: Int
    /// How many whole group instances one container length shows along the scroll axis:
    /// the most `k` with `k · group + (k − 1) · interGroupSpacing ≤ height` (a vertical
    /// layout). `nil` for an orthogonal section, an empty one, and one laid out instance by
    /// instance from measurements (§18), whose instances differ.
    public var rowsPerScreen: Int?
    /// Whether an orthogonal section's first group, at rest, ends within the container across
    /// the scroll axis (semantics §7); `nil` for an ordinary or empty section.
    public var firstGroupFits: Bool?
    /// The element kind of the boundary item that sets the header band (the longest extending
    /// top-family item, semantics §6.2); `nil` when none does.
    public var headerBand: String?
    /// The same for the footer band.
    public var footerBand: String?

    /// A section's shape from its parts.
    public init(name: String, variant: Int?, columns: Int, rowsPerScreen: Int?, firstGroupFits: Bool?,
                headerBand: String?, footerBand: String?) {
        self.name = name
        self.variant = variant
        self.columns = columns
        self.rowsPerScreen = rowsPerScreen
        self.firstGroupFits = firstGroupFits
        self.headerBand = headerBand
        self.footerBand = footerBand
    }
}

extension LayoutShape {
    /// The shape of `document` in `environment`, from the solver's own section layouts (no cell
    /// is stamped, so a section of a million cells costs one template).
    public init(of document: LayoutDocument, in environment: SolveEnvironment) {
        let laidOut: (layouts: [SectionLayout], context: LayoutContext)
        do {
            laidOut = try layOutSections(of: document, in: environment)
        } catch {
            self.init(sections: [], noRoom: "the solver refuses: \(error)")
            return
        }
        // The traits the solver matched variants against: idiom, vertical size class, text
        // size and effective width included, not the width and size class alone (semantics §1).
        let traits = environment.variantTraits(under: document.configuration)
        var noRoom: String?
        var noRoomSection: Int?
        var sections: [SectionShape] = []
        sections.reserveCapacity(laidOut.layouts.count)
        for (index, (section, layout)) in zip(document.sections, laidOut.layouts).enumerated() {
            let variant = section.variants.firstIndex { $0.when.holds(traits) }
            let reader = SectionShapeReader(layout: layout, context: laidOut.context)
            if noRoom == nil, let reason = reader.noRoom {
                (noRoom, noRoomSection) = ("section '\(section.name)': \(reason)", index)
            }
            sections.append(SectionShape(name: section.name, variant: variant, columns: layout.solution.columns,
                                         rowsPerScreen: reader.rowsPerScreen, firstGroupFits: reader.firstGroupFits,
                                         headerBand: layout.shape.headerHolder, footerBand: layout.shape.footerHolder))
        }
        self.init(sections: sections, noRoom: noRoom, noRoomSection: noRoomSection)
    }
}

/// Reads one laid-out section's rows per screen, first-group fit and room.
private struct SectionShapeReader {
    let layout: SectionLayout
    let context: LayoutContext

    /// Lengths within this of each other are equal, as the solver's fit test (semantics §5.1).
    private static let tolerance = LinearArrangement.fitTolerance

    private var axes: ScrollAxes { context.axes }
    private var filled: Bool { layout.itemCount > 0 }
    private var groupSize: Size { layout.template.size }

    private func along(_ point: Point) -> Double { axes.horizontal ? point.x : point.y }
    private func across(_ point: Point) -> Double { axes.horizontal ? point.y : point.x }

    /// Instances are `step` apart along the scroll axis, a group plus `interGroupSpacing`; so `k`
    /// of them take `k · step − spacing`, and `k = ⌊(length + spacing) / step⌋`.
    var rowsPerScreen: Int? {
        guard filled, !layout.solution.orthogonal, !layout.shape.measuredFlow else { return nil }
        let step = along(layout.step)
        guard step > Self.tolerance else { return nil }
        let spacing = step - axes.along(groupSize)
        return Int(((context.alongLength + spacing) / step + Self.tolerance).rounded(.down))
    }

    /// The first group's far edge, across the scroll axis, within the container (semantics §7).
    var firstGroupFits: Bool? {
        guard filled, layout.solution.orthogonal else { return nil }
        return across(layout.origin) + axes.across(groupSize) <= axes.across(context.container) + Self.tolerance
    }

    /// Why a part of the section has no room across the scroll axis, in words that do not
    /// depend on the width (so the shape stays the same over an interval); `nil` when all fit.
    var noRoom: String? {
        guard filled else { return nil }
        let side = axes.horizontal ? "height" : "width"
        let container = axes.across(layout.shape.container)
        if !layout.solution.orthogonal {
            if container <= Self.tolerance { return "its content insets leave its group no \(side)" }
            if axes.across(groupSize) > container + Self.tolerance {
                return "its group is \(axes.horizontal ? "taller" : "wider") than its container (a fixed part exceeds it)"
            }
        }
        guard !layout.shape.measuredFlow else { return nil }
        let extent = axes.across(groupSize)
        for l in 0..<layout.template.leafCount {
            let leaf = layout.template.leaf(l)
            let start = axes.across(leaf), length = axes.horizontal ? leaf.height : leaf.width
            if start < -Self.tolerance || start + length > extent + Self.tolerance {
                return "a cell of its group lies outside the group (a fixed part exceeds it)"
            }
        }
        return nil
    }
}

extension SectionShape: CustomStringConvertible {
    /// The structure in a few words, as `layouts sweep` lists it:
    /// `grid: variant 0, 3 columns, 4 rows a screen, header band 'header'`.
    public var description: String { "\(name): \(facts)" }

    /// The structure without the section's name: `variant 0, 3 columns, 4 rows a screen`.
    public var facts: String {
        var facts = variant.map { ["variant \($0)"] } ?? []
        facts.append("\(columns) column\(columns == 1 ? "" : "s")")
        if let rowsPerScreen { facts.append("\(rowsPerScreen) row\(rowsPerScreen == 1 ? "" : "s") a screen") }
        if let firstGroupFits { facts.append(firstGroupFits ? "first group fits" : "first group does not fit") }
        if let headerBand { facts.append("header band '\(headerBand)'") }
        if let footerBand { facts.append("footer band '\(footerBand)'") }
        return facts.joined(separator: ", ")
    }
}
