/// Frames of supplementary and decoration views: anchored items (§9), boundary items (§8),
/// section backgrounds (§10).
enum SupplementarySolver {
    // MARK: Anchors (§9)

    /// The unit point of an edge set: 0 at leading/top, 1 at trailing/bottom, ½ otherwise
    /// (and ½ when both opposite edges are given).
    static func unitPoint(_ edges: Edges) -> Point {
        func unit(_ start: Edges, _ end: Edges) -> Double {
            switch (edges.contains(start), edges.contains(end)) {
            case (true, false): return 0
            case (false, true): return 1
            default: return 0.5
            }
        }
        return Point(x: unit(.leading, .trailing), y: unit(.top, .bottom))
    }

    /// The offset of an anchor in points; a fractional offset is a multiple of the supplementary's size.
    static func offset(of anchor: Anchor, supplementary size: Size) -> Point {
        switch anchor.offset {
        case nil: return .zero
        case .absolute(let p)?: return p
        case .fractional(let p)?: return Point(x: p.x * size.width, y: p.y * size.height)
        }
    }

    /// An item's or group's supplementary, sized against and anchored to the host's final frame.
    static func anchoredFrame(of item: SupplementaryItem, on host: Rect, grid: PixelGrid) -> Rect {
        let size = DimensionResolver.resolve(item.size, in: host.size, grid: grid)
        let a = unitPoint(item.containerAnchor.edges)
        let offset = offset(of: item.containerAnchor, supplementary: size)
        let x: Double, y: Double
        if let itemAnchor = item.itemAnchor {
            // The supplementary's point `b` sits on the host's point `a` (the item anchor's own
            // offset is unverified in UIKit and ignored).
            let b = unitPoint(itemAnchor.edges)
            x = host.x + host.width * a.x + offset.x - size.width * b.x
            y = host.y + host.height * a.y + offset.y - size.height * b.y
        } else {
            // Its own point `a` coincides with the host's: a corner anchor sits inside that corner.
            x = host.x + (host.width - size.width) * a.x + offset.x
            y = host.y + (host.height - size.height) * a.y + offset.y
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    // MARK: Boundary items (§8)

    /// The alignment as (along, across) placements. The family that extends the host is the one at
    /// the start or end of the scroll axis: top/bottom scrolling vertically, leading/trailing
    /// horizontally.
    static func placement(of alignment: RectAlignment, axes: ScrollAxes) -> (along: BoundaryPlacement, across: BoundaryPlacement) {
        let vertical: BoundaryPlacement, horizontal: BoundaryPlacement
        switch alignment {
        case .top: (vertical, horizontal) = (.start, .centre)
        case .bottom: (vertical, horizontal) = (.end, .centre)
        case .leading: (vertical, horizontal) = (.centre, .start)
        case .trailing: (vertical, horizontal) = (.centre, .end)
        case .topLeading: (vertical, horizontal) = (.start, .start)
        case .topTrailing: (vertical, horizontal) = (.start, .end)
        case .bottomLeading: (vertical, horizontal) = (.end, .start)
        case .bottomTrailing: (vertical, horizontal) = (.end, .end)
        case .none: (vertical, horizontal) = (.centre, .centre)
        }
        return axes.horizontal ? (horizontal, vertical) : (vertical, horizontal)
    }

    /// The length along the scroll axis that the extending items of one family add to their host:
    /// the largest of them, since they overlap.
    static func band(of items: [BoundaryItem], at family: BoundaryPlacement, container: Size, axes: ScrollAxes,
                     grid: PixelGrid) -> Double {
        longest(of: items, at: family, container: container, axes: axes, grid: grid).length
    }

    /// The band of one family and the element kind of the item that sets it (the first of the
    /// longest; `nil` when no extending item of the family has a length): what a sweep reports
    /// as the band's holder, since which item is longest can change with the width.
    static func longest(of items: [BoundaryItem], at family: BoundaryPlacement, container: Size, axes: ScrollAxes,
                        grid: PixelGrid) -> (length: Double, elementKind: String?) {
        var band = 0.0
        var holder: String?
        for item in items where item.extendsBoundary && placement(of: item.alignment, axes: axes).along == family {
            let length = axes.along(DimensionResolver.resolve(item.size, in: container, grid: grid))
            if length > band { (band, holder) = (length, item.elementKind) }
        }
        return (band, holder)
    }

    /// The final frame of a boundary item: placed by its footprint, then shrunk by its content
    /// insets, then moved by its absolute offset.
    static func boundaryFrame(of item: BoundaryItem, in host: BoundaryHost, axes: ScrollAxes, grid: PixelGrid) -> Rect {
        let size = DimensionResolver.resolve(item.size, in: host.container, grid: grid)
        let along = axes.along(size), across = axes.across(size)
        let placement = placement(of: item.alignment, axes: axes)
        let alongPosition: Double
        switch placement.along {
        case .start: alongPosition = host.start
        case .end: alongPosition = item.extendsBoundary ? host.footerStart : host.end - along
        case .centre: alongPosition = host.start + (host.end - host.start - along) / 2
        }
        let acrossPosition: Double
        switch placement.across {
        case .start: acrossPosition = host.bandStart
        case .end: acrossPosition = host.bandStart + host.bandLength - across
        case .centre: acrossPosition = host.bandStart + (host.bandLength - across) / 2
        }
        let footprint = axes.rect(along: alongPosition, across: acrossPosition, alongLength: along, acrossLength: across)
        return footprint
            .inset(by: DimensionResolver.effectiveInsets(item.contentInsets, for: item.size))
            .offsetBy(x: item.absoluteOffset.x, y: item.absoluteOffset.y)
    }

    /// Boundary items as attributes; `item` counts per element kind, in declaration order.
    /// Pinned items follow the visible range (§8.1); the others keep their natural frame.
    static func boundaryAttributes(of items: [BoundaryItem], in host: BoundaryHost, section: Int?,
                                   axes: ScrollAxes, grid: PixelGrid, visible: Pinning.VisibleRange,
                                   minimumZIndex: Int = Int.min, into output: inout [SupplementaryAttributes]) {
        for (i, item) in items.enumerated() {
            var frame = boundaryFrame(of: item, in: host, axes: axes, grid: grid)
            if item.pinToVisibleBounds {
                frame = Pinning.pinned(frame, family: placement(of: item.alignment, axes: axes).along, host: host,
                                       visible: visible, axes: axes)
            }
            output.append(SupplementaryAttributes(
                category: .supplementary, elementKind: item.elementKind, section: section,
                item: ordinal(of: i, in: items, kind: \.elementKind), frame: frame,
                zIndex: max(item.zIndex, minimumZIndex)))
        }
    }

    // MARK: Decorations (§10)

    /// Backgrounds cover the section geometry (full effective cross extent, bands included),
    /// shrunk by the decoration's insets. A section of zero extent shows none (§6.2, measured).
    static func decorationAttributes(of items: [DecorationItem], sectionFrame: Rect, section: Int,
                                     into output: inout [SupplementaryAttributes]) {
        guard sectionFrame.width > 0, sectionFrame.height > 0 else { return }
        for (i, item) in items.enumerated() {
            output.append(SupplementaryAttributes(
                category: .decoration, elementKind: item.elementKind, section: section,
                item: ordinal(of: i, in: items, kind: \.elementKind),
                frame: sectionFrame.inset(by: item.contentInsets), zIndex: item.zIndex))
        }
    }

    /// How many items before `index` share its element kind.
    private static func ordinal<T>(of index: Int, in items: [T], kind: (T) -> String) -> Int {
        let own = kind(items[index])
        var n = 0
        for j in 0..<index where kind(items[j]) == own { n += 1 }
        return n
    }
}
