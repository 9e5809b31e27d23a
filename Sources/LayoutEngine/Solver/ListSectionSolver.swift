/// Lays out a list section (semantics §19; the rules, their labels and sources are in
/// docs/lists.md). A list section amounts to a group section: one full-width row of estimated
/// height 44 repeated down the section (L1), the list's header and footer as boundary items
/// (L4), the side insets of its appearance (L2) and the vertical space of its appearance around
/// it (L3, L6, L7). So it is solved by `SectionSolver` with that group section, and costs what
/// a group section of one-item groups costs: nothing per row unless rows are measured (§18).
enum ListSectionSolver {
    /// §19 L3, L7 (measured 17.667 = 53 px at 3×): the space a grouped-style section leaves above
    /// its first row when it shows no header, and below its last row or footer. 17.5 points
    /// rounded up to the pixel grid (L5) gives the measured 17.667 at 3× (inferred: 17.5 at 2×).
    static let groupedPadding = 17.5
    /// §19 L4 (measured 32.333 at 3×, 32.5 at 2×): the height of a header that is not measured,
    /// rounded up to the pixel grid. 32.25 rounds up to both measured values (inferred).
    static let defaultHeaderHeight = 32.25
    /// §19 L6 (measured 74.667 at 3× from a row's end to the next section's first row, footer,
    /// gap and header together): with the gap of L3 (17.667) and the header of L4 (32.333), a
    /// footer that is not measured is 24.667 at 3×: 24.5 rounded up (inferred).
    static let defaultFooterHeight = 24.5

    /// What an appearance does to the geometry (docs/lists.md).
    struct Style: Equatable {
        /// Rows (and header and footer) span the layout margins (L2) rather than the section's
        /// content reference.
        var insetsToMargins: Bool
        /// `groupedPadding` above the first row when no header shows, and below the section (L3).
        var groupedPadding: Bool
        /// Supplementary headers pin to the visible bounds (plain, as `UITableView` plain).
        var pinsHeaders: Bool

        init(_ appearance: ListConfiguration.Appearance) {
            switch appearance {
            case .plain: (insetsToMargins, groupedPadding, pinsHeaders) = (false, false, true)
            case .sidebarPlain: (insetsToMargins, groupedPadding, pinsHeaders) = (false, false, false)
            case .grouped: (insetsToMargins, groupedPadding, pinsHeaders) = (false, true, false)
            case .insetGrouped, .sidebar: (insetsToMargins, groupedPadding, pinsHeaders) = (true, true, false)
            }
        }
    }

    /// The list's header and footer as boundary items of UIKit's element kinds (format.md,
    /// §19 L4), full width of the rows' band, self-sizing from the default heights rounded up
    /// to `grid` (L5). A measurement by element kind replaces the estimate (§18).
    static func boundaryItems(of list: ListConfiguration, grid: PixelGrid = .exact) -> [BoundaryItem] {
        boundaryItems(of: BoundaryItemInputs(list, grid: grid))
    }

    /// What a list's header and footer are made from, and nothing else: the one value both
    /// `boundaryItems(of:grid:)` and the memo of them (`ListBoundaryItemMemo`) read, so the memo
    /// cannot miss an input the items depend on.
    struct BoundaryItemInputs: Equatable {
        var header: Bool
        var footer: Bool
        var pinsHeaders: Bool
        var grid: PixelGrid

        init(_ list: ListConfiguration, grid: PixelGrid) {
            header = list.headerMode == .supplementary
            footer = list.footerMode == .supplementary
            pinsHeaders = Style(list.appearance).pinsHeaders
            self.grid = grid
        }
    }

    static func boundaryItems(of inputs: BoundaryItemInputs) -> [BoundaryItem] {
        var items: [BoundaryItem] = []
        items.reserveCapacity(2)
        if inputs.header {
            items.append(BoundaryItem(
                elementKind: ListConfiguration.headerElementKind,
                size: LayoutSize(width: .fractionalWidth(1), height: .estimated(inputs.grid.ceil(defaultHeaderHeight))),
                alignment: .top, pinToVisibleBounds: inputs.pinsHeaders))
        }
        if inputs.footer {
            items.append(BoundaryItem(
                elementKind: ListConfiguration.footerElementKind,
                size: LayoutSize(width: .fractionalWidth(1), height: .estimated(inputs.grid.ceil(defaultFooterHeight))),
                alignment: .bottom))
        }
        return items
    }

    /// The space above a section's header (or first row) and below its rows (or footer).
    static func padding(of list: ListConfiguration, itemCount: Int, grid: PixelGrid) -> (top: Double, bottom: Double) {
        let style = Style(list.appearance)
        let headerShows = list.headerMode == .supplementary || (list.headerMode == .firstItemInSection && itemCount > 0)
        // §6.2 (measured): an empty section takes no content space; with nothing at all to show
        // it leaves no space either.
        guard itemCount > 0 || list.headerMode == .supplementary || list.footerMode == .supplementary else {
            return (0, 0)
        }
        let grouped = style.groupedPadding ? grid.ceil(groupedPadding) : 0
        // headerTopPadding is space above a header: the system default is 0 (L4, L7), an explicit
        // value is taken as given (§12: spacings are not rounded); with no header, L3's padding.
        let top = headerShows ? (list.headerTopPadding ?? 0) : grouped
        return (top, grouped)
    }

    static func solve(_ section: UnsafePointer<Section>, list: ListConfiguration, measured: SectionMeasurements?, index: Int,
                      itemCount: Int, start: Double, firstCell: Int, in context: LayoutContext,
                      budget: inout WorkBudget, scratch: inout ArrangementScratch,
                      supplementaries: inout [SupplementaryAttributes])
        throws(SolveError) -> SectionLayout {
        let style = Style(list.appearance)
        // L2: inset rows span the layout margins unless the section names a reference of its own
        // (docs/lists.md, inferred: an app sets `.readableContent` on an inset list for wide
        // windows); the other appearances span the section's content reference.
        let ownReference = section.pointee.contentInsetsReference
        let reference: ContentInsetsReference = style.insetsToMargins && ownReference == .automatic
            ? .layoutMargins : ownReference
        let rows = Section(name: section.pointee.name, itemCount: itemCount, group: .listRowGroup,
                           boundarySupplementaryItems: scratch.listBoundaryItems.items(of: list, grid: context.grid),
                           decorationItems: section.pointee.decorationItems, contentInsetsReference: reference)
        let (top, bottom) = padding(of: list, itemCount: itemCount, grid: context.grid)
        var layout = try withUnsafePointer(to: rows) { rows throws(SolveError) in
            try SectionSolver.solve(rows, measured: measured.map { ceiled($0, to: context.grid) },
                                    index: index, itemCount: itemCount, start: start + top,
                                    firstCell: firstCell, in: context, budget: &budget, scratch: &scratch,
                                    supplementaries: &supplementaries)
        }
        layout.end += bottom
        return layout
    }

    /// L5: self-sized heights rounded up to the pixel grid before the next row is placed.
    /// One pass over the measured sizes, only when there is a grid.
    static func ceiled(_ measured: SectionMeasurements, to grid: PixelGrid) -> SectionMeasurements {
        guard grid.scale != nil else { return measured }
        func up(_ size: MeasuredSize) -> MeasuredSize {
            MeasuredSize(width: size.width, height: size.height.map { grid.ceil($0) })
        }
        var result = measured
        result.allItems = measured.allItems.map(up)
        result.ranges = measured.ranges.mapValues(up)
        result.indices.transformSizes(up)
        result.boundaryItems = measured.boundaryItems.mapValues(up)
        return result
    }
}

extension Section {
    /// The boundary items a solve gives the section: its own, or a list section's header and
    /// footer (§19). Unrounded: what measurements are checked against.
    var solvedBoundaryItems: [BoundaryItem] {
        list.map { ListSectionSolver.boundaryItems(of: $0) } ?? boundarySupplementaryItems
    }
}

/// A list section's header and footer as boundary items (`ListSectionSolver.boundaryItems`),
/// kept by what they are made from (`BoundaryItemInputs`). A warm solve of a list then makes no
/// array of them; at most `maximumCount` are kept, and a scratch for one solve keeps none.
struct ListBoundaryItemMemo {
    private var entries: [(key: ListSectionSolver.BoundaryItemInputs, items: [BoundaryItem])] = []
    var keepsItems = false

    static let maximumCount = 8

    mutating func items(of list: ListConfiguration, grid: PixelGrid) -> [BoundaryItem] {
        let key = ListSectionSolver.BoundaryItemInputs(list, grid: grid)
        guard key.header || key.footer else { return [] }
        if let entry = entries.first(where: { $0.key == key }) { return entry.items }
        let items = ListSectionSolver.boundaryItems(of: key)
        if keepsItems && entries.count < Self.maximumCount { entries.append((key, items)) }
        return items
    }
}
