import LayoutEngine

/// Where everything of one panel goes: the part of the layout drawn (carousels cropped), the
/// column of section names beside it, and the panel's size. Labels sit outside the drawn
/// region, so no cell can cover them.
package struct PanelGeometry {
    package static let captionBand = 30.0
    package static let labelSize = 10.0
    package static let detailSize = 8.5
    package static let rightPad = 72.0
    package static let bottomPad = 26.0
    /// Longer section names are shortened (the tooltip keeps the whole name).
    package static let longestLabel = 40

    /// The region of the solution's plane that is drawn: everything, except orthogonal
    /// sections beyond `screens` screens.
    package var window: Rect
    /// The screen at the scroll position: the visible rectangle.
    package var screen: Rect
    package var vertical: Bool
    /// Left of the window (vertical layouts) or above it (horizontal ones): the section names.
    package var gutter: Double
    package var labels: [SectionLabel]
    /// Where the solution's origin lands in the panel.
    package var originX: Double
    package var originY: Double
    package var width: Double
    package var height: Double

    package struct SectionLabel {
        package var section: Int
        package var text: String
        package var detail: String?
        package var x: Double
        package var y: Double
    }

    package init(_ panel: RenderPanel, style: RenderStyle) {
        let solution = panel.solution
        let container = solution.container
        vertical = panel.scrollDirection == .vertical
        let offset = panel.container.environment.contentOffset
        screen = vertical
            ? Rect(x: 0, y: offset, width: container.width, height: container.height)
            : Rect(x: offset, y: 0, width: container.width, height: container.height)
        var minX = min(0, screen.x), minY = min(0, screen.y)
        var maxX = max(screen.maxX, solution.contentSize.width), maxY = max(screen.maxY, solution.contentSize.height)
        func include(_ f: Rect) {
            minX = min(minX, f.x); minY = min(minY, f.y)
            maxX = max(maxX, f.maxX); maxY = max(maxY, f.maxY)
        }
        for i in 0..<solution.cells.count { include(solution.cells[i]) }
        for a in solution.supplementaries { include(a.frame) }
        for s in solution.sections { include(s.frame) }
        // Carousels scroll across the main axis: crop them there, keeping `screens` screens.
        let screens = Double(max(1, style.screens))
        if vertical {
            minX = max(minX, -(screens - 1) * container.width)
            maxX = min(maxX, screens * container.width)
        } else {
            minY = max(minY, -(screens - 1) * container.height)
            maxY = min(maxY, screens * container.height)
        }
        window = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)

        labels = []
        var labelsEnd = -Double.infinity
        var widest = 0.0
        var rowEnds = [-Double.infinity, -Double.infinity]
        for (index, section) in solution.sections.enumerated() {
            var text = section.name
            if text.count > Self.longestLabel { text = String(text.prefix(Self.longestLabel - 1)) + "…" }
            if section.orthogonal { text += vertical ? " ↔" : " ↕" }
            let detail = style.dimensions ? Self.dimensions(of: section, in: solution) : nil
            if vertical {
                // Each name at its section's top, pushed down below the previous one.
                let y = max(section.frame.y + Self.labelSize, labelsEnd)
                labels.append(SectionLabel(section: index, text: text, detail: detail, x: minX - 8, y: y))
                labelsEnd = y + (detail == nil ? 13 : 24)
                widest = max(widest, SVGText.estimatedWidth(text, fontSize: Self.labelSize),
                             detail.map { SVGText.estimatedWidth($0, fontSize: Self.detailSize) } ?? 0)
            } else {
                // Names above their sections, on the second row when the first is taken there.
                let full = detail.map { "\(text) · \($0)" } ?? text
                let x = section.frame.x
                let row = x >= rowEnds[0] ? 0 : 1
                rowEnds[row] = x + SVGText.estimatedWidth(full, fontSize: Self.labelSize) + 6
                labels.append(SectionLabel(section: index, text: full, detail: nil, x: x, y: minY - 8 - Double(1 - row) * 13))
                labelsEnd = max(labelsEnd, rowEnds[row])
            }
        }
        let captionWidth = SVGText.estimatedWidth(panel.caption, fontSize: 12) + 8
        if vertical {
            gutter = max(56, widest + 16)
            originX = gutter - minX
            originY = Self.captionBand + 8 - minY
            width = max(gutter + window.width + Self.rightPad, captionWidth)
            height = Self.captionBand + 8 + max(window.height, labelsEnd - minY) + Self.bottomPad
        } else {
            gutter = 34
            originX = 8 - minX
            originY = Self.captionBand + gutter - minY
            width = max(8 + max(window.width, labelsEnd - minX) + Self.rightPad, captionWidth)
            height = Self.captionBand + gutter + window.height + Self.bottomPad
        }
    }

    /// The part of `frame` inside the window, or nil when none is.
    package func clamped(_ frame: Rect) -> Rect? {
        let x = max(frame.x, window.x), y = max(frame.y, window.y)
        let maxX = min(frame.maxX, window.maxX), maxY = min(frame.maxY, window.maxY)
        guard maxX - x > 0.001 || (frame.width == 0 && maxX >= x), maxY - y > 0.001 || (frame.height == 0 && maxY >= y)
        else { return nil }
        return Rect(x: x, y: y, width: max(0, maxX - x), height: max(0, maxY - y))
    }

    /// The first cell's size, the gap to the next, where the first starts in the section, and the count.
    package static func dimensions(of section: SectionSolution, in solution: Solution) -> String? {
        guard section.cellCount > 0 else { return nil }
        let n = SVGText.number
        let first = solution.cells[section.firstCell]
        var parts = ["\(n(first.width)) × \(n(first.height))"]
        if section.cellCount > 1 {
            let next = solution.cells[section.firstCell + 1]
            let sameRow = abs(next.y - first.y) < 0.01
            let gap = sameRow ? max(next.x - first.maxX, first.x - next.maxX) : max(next.y - first.maxY, first.y - next.maxY)
            parts.append("gap \(n(gap))")
        }
        parts.append("first at +\(n(first.x - section.frame.x)), +\(n(first.y - section.frame.y))")
        parts.append(section.cellCount == 1 ? "1 cell" : "\(section.cellCount) cells")
        return parts.joined(separator: " · ")
    }
}
