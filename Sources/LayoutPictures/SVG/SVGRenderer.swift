import LayoutEngine
import LayoutWorkspace

/// Draws one panel of a picture as SVG, element by element into a stream (a million cells
/// are never held as text): the canvas, each section as a named layer (`<g id>`) holding its
/// decorations, cells and supplementaries by kind, the screen with its safe area and fold,
/// marked frames, what a cropped carousel hides, and the section names beside the drawing.
/// Every drawn element carries a `<title>` tooltip: kind, section, item and frame.
package struct SVGRenderer {
    package var panel: RenderPanel
    package var geometry: PanelGeometry
    /// The panel's layer id; every layer inside starts with it, so ids are unique in a document.
    package var id: String

    package init(panel: RenderPanel, style: RenderStyle, id: String) {
        self.panel = panel
        geometry = PanelGeometry(panel, style: style)
        self.id = id
    }

    /// Writes the panel with its top-left corner at (`x`, `y`).
    package func draw(into out: inout BufferedOutput, x: Double, y: Double) {
        let n = SVGText.number
        let solution = panel.solution
        let g = geometry
        let w = g.window
        out.write(##"<g id="\##(id)" transform="translate(\##(n(x)) \##(n(y)))">"## + "\n")
        let content = "content \(n(solution.contentSize.width)) × \(n(solution.contentSize.height))"
        out.write(##"<text class="label caption" x="0" y="18" font-size="12" font-weight="600" fill="#1c1c1e">\##(SVGText.escape(panel.caption))<title>\##(SVGText.escape(panel.caption)), \##(content)</title></text>"## + "\n")
        out.write(##"<g transform="translate(\##(n(g.originX)) \##(n(g.originY)))">"## + "\n")
        out.write(##"<rect id="\##(id)--canvas" x="\##(n(w.x))" y="\##(n(w.y))" width="\##(n(w.width))" height="\##(n(w.height))" fill="#ffffff" stroke="#d1d1d6" stroke-width="0.5"><title>\##(content)</title></rect>"## + "\n")

        var bySection: [Int: [Int]] = [:]
        var layoutLevel: [Int] = []
        for (index, a) in solution.supplementaries.enumerated() {
            if let s = a.section { bySection[s, default: []].append(index) } else { layoutLevel.append(index) }
        }
        var hidden: [(section: Int, before: Int, after: Int)] = []
        for (index, section) in solution.sections.enumerated() {
            let counts = drawSection(index, section, supplementaries: bySection[index] ?? [], into: &out)
            if counts.before + counts.after > 0 { hidden.append((index, counts.before, counts.after)) }
        }
        if !layoutLevel.isEmpty {
            var ids = UniqueNames(taken: ["\(id)--layout"])
            drawSupplementaries(layoutLevel, sectionName: "layout", layer: "\(id)--layout", ids: &ids, into: &out)
        }
        drawScreen(into: &out)
        drawMarked(into: &out)
        drawContinuations(hidden, into: &out)
        drawSectionLabels(into: &out)
        out.write("</g>\n</g>\n")
    }

    /// One section's layer; returns how many of its elements lie beyond the crop, before and after.
    private func drawSection(_ index: Int, _ section: SectionSolution, supplementaries: [Int],
                                                    into out: inout BufferedOutput) -> (before: Int, after: Int) {
        let n = SVGText.number
        let solution = panel.solution
        let layer = "\(id)--s\(index)-\(SVGText.identifier(section.name))"
        let name = SVGText.escape(section.name)
        out.write(##"<g id="\##(layer)">"## + "\n")
        if let f = geometry.clamped(section.frame) {
            let scroller = section.orthogonalContentSize.map { ", scrolls \(n($0.width)) × \(n($0.height))" } ?? ""
            out.write(##"<rect class="section-bounds" x="\##(n(f.x))" y="\##(n(f.y))" width="\##(n(f.width))" height="\##(n(f.height))" fill="none" stroke="#9a9aa5" stroke-dasharray="4 3"><title>section \##(name) · \##(frameText(section.frame))\##(scroller)</title></rect>"## + "\n")
        }
        let below = supplementaries.filter { isBelowCells(solution.supplementaries[$0]) }
        let above = supplementaries.filter { !isBelowCells(solution.supplementaries[$0]) }
        let list = listPicture(of: index)
        // Kinds are named by the app, so two may map to one identifier (`a b`, `a-b`) or to a
        // layer of ours (`cells`): each layer id is made unique within the section. A list
        // section has two layers more (a group section's ids stay as they were).
        var taken: Set = [layer, layer + "--below", layer + "--cells", layer + "--cell-numbers"]
        if list != nil { taken.formUnion([layer + "--list-background", layer + "--list-separators"]) }
        var ids = UniqueNames(taken: taken)
        var counts = drawSupplementaries(below, sectionName: section.name, list: list, layer: layer + "--below",
                                         ids: &ids, into: &out)
        if let list { drawListBackground(list, section, layer: layer, into: &out) }

        // The cells' colours are set once on their layer, and their numbers drawn in a layer
        // of their own above them: a million cells are a third less text. A list's rows have
        // no box of their own (docs/lists.md, "Pictures"): invisible, kept for their tooltips.
        if list == nil {
            out.write(##"<g id="\##(layer)--cells" fill="#cfe3ff" stroke="#3b7ddd" stroke-width="0.75">"## + "\n")
        } else {
            out.write(##"<g id="\##(layer)--cells" class="list-rows" fill="#ffffff" fill-opacity="0" stroke="none">"## + "\n")
        }
        let container = solution.container
        for item in 0..<section.cellCount {
            let f = solution.cells[section.firstCell + item]
            guard let r = geometry.clamped(f) else {
                if geometry.vertical ? f.x < geometry.window.x : f.y < geometry.window.y { counts.before += 1 } else { counts.after += 1 }
                continue
            }
            // Cells a carousel has scrolled off the screen are drawn faded.
            let offScreen = geometry.vertical
                ? (f.x >= container.width - 0.001 || f.maxX <= 0.001)
                : (f.y >= container.height - 0.001 || f.maxY <= 0.001)
            // The one element written a million times: straight into the buffer, no String made.
            out.write(list == nil ? ##"<rect class="cell" x=""## : ##"<rect class="cell list-row" x=""##)
            out.writeCoordinate(r.x)
            out.write(##"" y=""##); out.writeCoordinate(r.y)
            out.write(##"" width=""##); out.writeCoordinate(r.width)
            out.write(##"" height=""##); out.writeCoordinate(r.height)
            out.write(offScreen ? ##"" fill-opacity="0.45" stroke-opacity="0.45"><title>cell · "## : ##""><title>cell · "##)
            out.write(name); out.write(" · item "); out.writeInteger(item); out.write(" · (")
            out.writeCoordinate(f.x); out.write(", "); out.writeCoordinate(f.y); out.write(", ")
            out.writeCoordinate(f.width); out.write(", "); out.writeCoordinate(f.height)
            out.write(")</title></rect>\n")
        }
        out.write("</g>\n")
        if let list { drawSeparators(list, section, layer: layer, into: &out) }
        out.write(##"<g id="\##(layer)--cell-numbers" fill="#1d4f99" text-anchor="middle">"## + "\n")
        for item in 0..<section.cellCount {
            guard let r = geometry.clamped(solution.cells[section.firstCell + item]) else { continue }
            if item == 0, let list, list.hasHeaderRow {
                // firstItemInSection: the header row reads as a header, its item number kept.
                out.write(textLine("header · item 0", in: r, list: list, atBottom: true))
                out.write("\n")
                continue
            }
            let digits = item < 10 ? 1 : item < 100 ? 2 : item < 1000 ? 3 : String(item).count
            let size = min(11, r.height * 0.45, r.width / Double(max(3, digits)) * 1.7)
            guard size >= 4 else { continue }  // too small to read: the tooltip says it
            out.write(##"<text class="item" x=""##); out.writeCoordinate(r.x + r.width / 2)
            out.write(##"" y=""##); out.writeCoordinate(r.y + r.height / 2 + size * 0.35)
            out.write(##"" font-size=""##); out.writeCoordinate(size)
            out.write(##"">"##); out.writeInteger(item); out.write("</text>\n")
        }
        out.write("</g>\n")
        let after = drawSupplementaries(above, sectionName: section.name, list: list, layer: layer, ids: &ids, into: &out)
        out.write("</g>\n")
        return (counts.before + after.before, counts.after + after.after)
    }

    private func isBelowCells(_ a: SupplementaryAttributes) -> Bool { a.zIndex < 0 || a.category == .decoration }

    /// Supplementaries and decorations, one layer per category and element kind.
    @discardableResult
    private func drawSupplementaries(_ indices: [Int], sectionName: String, list: ListPicture? = nil, layer: String,
                                     ids: inout UniqueNames,
                                                            into out: inout BufferedOutput) -> (before: Int, after: Int) {
        let n = SVGText.number
        let all = panel.solution.supplementaries
        var kinds: [String] = []
        var byKind: [String: [Int]] = [:]
        for i in indices.sorted(by: { all[$0].zIndex < all[$1].zIndex }) {
            let a = all[i]
            let kind = (a.category == .decoration ? "decoration-" : "") + a.elementKind
            if byKind[kind] == nil { kinds.append(kind) }
            byKind[kind, default: []].append(i)
        }
        var hidden = (before: 0, after: 0)
        let name = SVGText.escape(sectionName)
        for kind in kinds {
            out.write(##"<g id="\##(ids.claim(layer + "--" + SVGText.identifier(kind)))">"## + "\n")
            for i in byKind[kind]! {
                let a = all[i]
                guard let r = geometry.clamped(a.frame) else {
                    if geometry.vertical ? a.frame.x < geometry.window.x : a.frame.y < geometry.window.y { hidden.before += 1 } else { hidden.after += 1 }
                    continue
                }
                if let list, a.category == .supplementary, let word = Self.listBoundaryWord(a.elementKind) {
                    // A list's header and footer are text on the list's background colour, not
                    // boxes: a faint dotted outline for their frame, the word where the text goes.
                    out.write(##"<rect class="supplementary list-\##(word)" x="\##(n(r.x))" y="\##(n(r.y))" width="\##(n(r.width))" height="\##(n(r.height))" fill="#ffffff" fill-opacity="0" stroke="#b4b4bd" stroke-width="0.5" stroke-dasharray="2 2"><title>\##(SVGText.escape(a.elementKind)) · \##(name) · item \##(a.item) · \##(frameText(a.frame)) · z \##(a.zIndex)</title></rect>"##)
                    out.write(textLine(word, in: r, list: list, atBottom: word == "header"))
                    out.write("\n")
                    continue
                }
                let decoration = a.category == .decoration
                let (fill, stroke) = decoration ? ("#e6e6ea", "#b4b4bd") : ("#ffe2b8", "#e08a00")
                let what = decoration ? "decoration \(a.elementKind)" : a.elementKind
                out.write(##"<rect class="\##(decoration ? "decoration" : "supplementary")" x="\##(n(r.x))" y="\##(n(r.y))" width="\##(n(r.width))" height="\##(n(r.height))" fill="\##(fill)" stroke="\##(stroke)" stroke-width="0.75"\##(decoration ? "" : ##" fill-opacity="0.85""##)><title>\##(SVGText.escape(what)) · \##(name) · item \##(a.item) · \##(frameText(a.frame)) · z \##(a.zIndex)</title></rect>"##)
                if !decoration { out.write(itemLabel(a.elementKind, in: r, color: "#8a4b00")) }
                out.write("\n")
            }
            out.write("</g>\n")
        }
        return hidden
    }

    /// How section `index` is drawn as a list, nil for a group section.
    private func listPicture(of index: Int) -> ListPicture? {
        guard index < panel.lists.count, let list = panel.lists[index] else { return nil }
        let environment = panel.container.environment
        return ListPicture(list: list, separatorInset: environment.effectiveLayoutMargin,
                           rightToLeft: environment.layoutDirection == .rightToLeft)
    }

    /// `header` or `footer` for UIKit's two element kinds of a list's boundary views.
    private static func listBoundaryWord(_ kind: String) -> String? {
        switch kind {
        case ListConfiguration.headerElementKind: "header"
        case ListConfiguration.footerElementKind: "footer"
        default: nil
        }
    }

    /// The list's background behind its body rows, in a layer of its own below them.
    private func drawListBackground(_ list: ListPicture, _ section: SectionSolution, layer: String,
                                    into out: inout BufferedOutput) {
        let rows = list.bodyRows(count: section.cellCount)
        guard !rows.isEmpty else { return }
        let cells = panel.solution.cells
        guard let band = list.background(first: cells[section.firstCell + rows.lowerBound],
                                         last: cells[section.firstCell + rows.upperBound - 1]),
              let r = geometry.clamped(band) else { return }
        let n = SVGText.number
        let radius = list.cornerRadius > 0 ? ##" rx="\##(n(list.cornerRadius))""## : ""
        out.write(##"<g id="\##(layer)--list-background">"## + "\n")
        out.write(##"<rect class="list-background" x="\##(n(r.x))" y="\##(n(r.y))" width="\##(n(r.width))" height="\##(n(r.height))"\##(radius) fill="#cfe3ff" stroke="#3b7ddd" stroke-width="0.75"><title>list \##(list.list.appearance.rawValue) · \##(SVGText.escape(section.name)) · \##(rows.count) row\##(rows.count == 1 ? "" : "s") · \##(frameText(band))</title></rect>"## + "\n")
        out.write("</g>\n")
    }

    /// A hairline between each two consecutive body rows: one pixel whatever the zoom
    /// (`non-scaling-stroke`), as UIKit's separator is one pixel of the screen.
    private func drawSeparators(_ list: ListPicture, _ section: SectionSolution, layer: String,
                                into out: inout BufferedOutput) {
        let rows = list.bodyRows(count: section.cellCount)
        // One tooltip for the layer: a title on each of a million hairlines would be most of the file.
        let count = list.separatorCount(rows: section.cellCount)
        out.write(##"<g id="\##(layer)--list-separators" stroke="#3b7ddd" stroke-opacity="0.7" stroke-width="1"><title>\##(count) list separator\##(count == 1 ? "" : "s") · \##(SVGText.escape(section.name))</title>"## + "\n")
        if rows.count > 1 {
            for item in rows.dropFirst() {
                let row = panel.solution.cells[section.firstCell + item]
                guard let r = geometry.clamped(row), let line = list.separator(above: r) else { continue }
                out.write(##"<line class="list-separator" x1=""##); out.writeCoordinate(line.x1)
                out.write(##"" y1=""##); out.writeCoordinate(line.y)
                out.write(##"" x2=""##); out.writeCoordinate(line.x2)
                out.write(##"" y2=""##); out.writeCoordinate(line.y)
                out.write(##"" vector-effect="non-scaling-stroke"/>"## + "\n")
            }
        }
        out.write("</g>\n")
    }

    /// A line of text where a list's header, footer or header row puts it: from the separator
    /// inset, near the bottom (a header, over its rows) or the top (a footer, under them).
    private func textLine(_ text: String, in f: Rect, list: ListPicture, atBottom: Bool) -> String {
        let size = min(11, f.height * 0.45, f.width / Double(max(3, text.count)) * 1.7)
        guard size >= 4 else { return "" }  // too small to read: the tooltip says it
        let n = SVGText.number
        let inset = min(list.separatorInset, f.width / 4)
        let x = list.rightToLeft ? f.maxX - inset : f.x + inset
        let y = atBottom ? f.maxY - max(2, f.height * 0.2) : f.y + size + max(2, f.height * 0.15)
        return ##"<text class="item list-text" x="\##(n(x))" y="\##(n(y))" font-size="\##(n(size))" text-anchor="\##(list.rightToLeft ? "end" : "start")" fill="#6b6b78">\##(SVGText.escape(text))</text>"##
    }

    /// The screen at the scroll position, its safe area, and the fold across the whole drawing.
    private func drawScreen(into out: inout BufferedOutput) {
        let n = SVGText.number
        let s = geometry.screen
        let w = geometry.window
        let environment = panel.container.environment
        let offset = environment.contentOffset
        out.write(##"<g id="\##(id)--screen">"## + "\n")
        let inset = environment.safeArea
        let rtl = environment.layoutDirection == .rightToLeft
        let (left, right) = rtl ? (inset.trailing, inset.leading) : (inset.leading, inset.trailing)
        let bands = [
            Rect(x: s.x, y: s.y, width: s.width, height: inset.top),
            Rect(x: s.x, y: s.maxY - inset.bottom, width: s.width, height: inset.bottom),
            Rect(x: s.x, y: s.y + inset.top, width: left, height: s.height - inset.top - inset.bottom),
            Rect(x: s.maxX - right, y: s.y + inset.top, width: right, height: s.height - inset.top - inset.bottom),
        ]
        let safeText = "safe area \(n(inset.top)), \(n(inset.leading)), \(n(inset.bottom)), \(n(inset.trailing)) (top, leading, bottom, trailing)"
        for band in bands where band.width > 0 && band.height > 0 {
            out.write(##"<rect class="safe-area" x="\##(n(band.x))" y="\##(n(band.y))" width="\##(n(band.width))" height="\##(n(band.height))" fill="#ff9500" fill-opacity="0.14"><title>\##(safeText)</title></rect>"## + "\n")
        }
        let where_ = offset > 0 ? "visible at scroll offset \(n(offset))" : "the screen at rest"
        out.write(##"<rect class="screen" x="\##(n(s.x))" y="\##(n(s.y))" width="\##(n(s.width))" height="\##(n(s.height))" rx="10" fill="none" stroke="#1c1c1e" stroke-width="1.5"><title>\##(SVGText.escape(panel.caption)): \##(where_), \##(frameText(s))</title></rect>"## + "\n")
        // The fold: where the first screen ends along the scroll axis.
        if geometry.vertical {
            out.write(##"<line class="fold" x1="\##(n(w.x))" y1="\##(n(s.maxY))" x2="\##(n(w.maxX + 4))" y2="\##(n(s.maxY))" stroke="#d33" stroke-width="1" stroke-dasharray="6 3"><title>fold at \##(n(s.maxY)) pt</title></line>"## + "\n")
            out.write(##"<text class="label fold" x="\##(n(w.maxX + 6))" y="\##(n(s.maxY + 3.5))" font-size="10" fill="#d33">fold \##(n(s.maxY))<title>fold: the end of the screen at \##(n(s.maxY)) pt</title></text>"## + "\n")
            out.write(##"<text class="label width" x="\##(n(s.maxX))" y="\##(n(w.maxY + 14))" font-size="10" text-anchor="end" fill="#1c1c1e">\##(n(s.width)) pt<title>container width \##(n(s.width)) pt</title></text>"## + "\n")
        } else {
            out.write(##"<line class="fold" x1="\##(n(s.maxX))" y1="\##(n(w.y))" x2="\##(n(s.maxX))" y2="\##(n(w.maxY + 4))" stroke="#d33" stroke-width="1" stroke-dasharray="6 3"><title>fold at \##(n(s.maxX)) pt</title></line>"## + "\n")
            out.write(##"<text class="label fold" x="\##(n(s.maxX + 3))" y="\##(n(w.maxY + 14))" font-size="10" fill="#d33">fold \##(n(s.maxX))<title>fold: the end of the screen at \##(n(s.maxX)) pt</title></text>"## + "\n")
        }
        out.write("</g>\n")
    }

    private func drawMarked(into out: inout BufferedOutput) {
        guard !panel.marked.isEmpty else { return }
        let n = SVGText.number
        out.write(##"<g id="\##(id)--changes">"## + "\n")
        for mark in panel.marked {
            guard let r = geometry.clamped(mark.frame) else { continue }
            out.write(##"<rect class="changed" x="\##(n(r.x))" y="\##(n(r.y))" width="\##(n(r.width))" height="\##(n(r.height))" fill="#e0245e" fill-opacity="0.2" stroke="#e0245e" stroke-width="2"><title>\##(SVGText.escape(mark.note)) · \##(frameText(mark.frame))</title></rect>"## + "\n")
        }
        out.write("</g>\n")
    }

    /// Where a carousel is cropped: a dashed edge and the count of what continues past it.
    private func drawContinuations(_ hidden: [(section: Int, before: Int, after: Int)],
                                                          into out: inout BufferedOutput) {
        guard !hidden.isEmpty else { return }
        let n = SVGText.number
        let w = geometry.window
        out.write(##"<g id="\##(id)--continues">"## + "\n")
        for entry in hidden {
            let section = panel.solution.sections[entry.section]
            let name = SVGText.escape(section.name)
            for (count, atEnd) in [(entry.before, false), (entry.after, true)] where count > 0 {
                let note = "\(count) more element\(count == 1 ? "" : "s") of \(name) continue past the crop"
                if geometry.vertical {
                    let x = atEnd ? w.maxX : w.x
                    let y = section.frame.y + min(section.frame.height, 40) / 2
                    out.write(##"<line x1="\##(n(x))" y1="\##(n(section.frame.y))" x2="\##(n(x))" y2="\##(n(section.frame.maxY))" stroke="#6b6b78" stroke-width="2" stroke-dasharray="2 2"/>"## + "\n")
                    out.write(##"<text class="label continues" x="\##(n(atEnd ? x + 6 : x - 6))" y="\##(n(y + 3.5))" font-size="10" fill="#6b6b78"\##(atEnd ? "" : ##" text-anchor="end""##)>\##(atEnd ? "+\(count) ›" : "‹ +\(count)")<title>\##(note)</title></text>"## + "\n")
                } else {
                    let y = atEnd ? w.maxY : w.y
                    out.write(##"<line x1="\##(n(section.frame.x))" y1="\##(n(y))" x2="\##(n(section.frame.maxX))" y2="\##(n(y))" stroke="#6b6b78" stroke-width="2" stroke-dasharray="2 2"/>"## + "\n")
                    out.write(##"<text class="label continues" x="\##(n(section.frame.x + section.frame.width / 2))" y="\##(n(atEnd ? y + 24 : y - 22))" font-size="10" text-anchor="middle" fill="#6b6b78">+\##(count)<title>\##(note)</title></text>"## + "\n")
                }
            }
        }
        out.write("</g>\n")
    }

    /// Section names, outside the drawing, each with a tick at its section's start.
    private func drawSectionLabels(into out: inout BufferedOutput) {
        let n = SVGText.number
        out.write(##"<g id="\##(id)--section-names">"## + "\n")
        for label in geometry.labels {
            let section = panel.solution.sections[label.section]
            let title = "section \(label.section) \(SVGText.escape(section.name)) · \(section.cellCount) cells · \(frameText(section.frame))"
            if geometry.vertical {
                out.write(##"<line x1="\##(n(label.x + 2))" y1="\##(n(section.frame.y))" x2="\##(n(geometry.window.x))" y2="\##(n(section.frame.y))" stroke="#6b6b78" stroke-width="1"/>"## + "\n")
                out.write(##"<text class="label section-label" x="\##(n(label.x))" y="\##(n(label.y))" font-size="10" font-weight="600" text-anchor="end" fill="#3a3a44">\##(SVGText.escape(label.text))<title>\##(title)</title></text>"## + "\n")
                if let detail = label.detail {
                    out.write(##"<text class="label dimensions" x="\##(n(label.x))" y="\##(n(label.y + 10.5))" font-size="8.5" text-anchor="end" fill="#6b6b78">\##(SVGText.escape(detail))<title>\##(title)</title></text>"## + "\n")
                }
            } else {
                out.write(##"<text class="label section-label" x="\##(n(label.x))" y="\##(n(label.y))" font-size="10" font-weight="600" fill="#3a3a44">\##(SVGText.escape(label.text))<title>\##(title)</title></text>"## + "\n")
            }
        }
        out.write("</g>\n")
    }

    /// A kind's name centred in its element.
    private func itemLabel(_ text: String, in f: Rect, color: String) -> String {
        let size = min(11, f.height * 0.45, f.width / Double(max(3, text.count)) * 1.7)
        guard size >= 4 else { return "" }  // too small to read: the tooltip says it
        let n = SVGText.number
        return ##"<text class="item" x="\##(n(f.x + f.width / 2))" y="\##(n(f.y + f.height / 2 + size * 0.35))" font-size="\##(n(size))" text-anchor="middle" fill="\##(color)">\##(SVGText.escape(text))</text>"##
    }

    /// `(x, y, width, height)`, as `diff` prints frames.
    private func frameText(_ f: Rect) -> String {
        let n = SVGText.number
        return "(\(n(f.x)), \(n(f.y)), \(n(f.width)), \(n(f.height)))"
    }
}
