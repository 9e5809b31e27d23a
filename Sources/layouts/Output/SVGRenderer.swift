import LayoutEngine

/// An SVG wireframe of a solution, for design reviews: cells numbered with their index path,
/// supplementaries and decorations in their own colours, section bounds, orthogonal sections
/// drawn past the container's edge, and the container width marked.
struct SVGRenderer {
    var solution: Solution
    var title: String
    /// Space around the drawing for the title and the width marker.
    var margin = 24.0

    var rendered: String {
        let container = solution.container
        // The drawing spans the content, plus whatever orthogonal sections scroll past the edge.
        var right = max(container.width, solution.contentSize.width)
        var bottom = solution.contentSize.height
        for i in 0..<solution.cells.count {
            let f = solution.cells[i]
            right = max(right, f.maxX)
            bottom = max(bottom, f.maxY)
        }
        for a in solution.supplementaries {
            right = max(right, a.frame.maxX)
            bottom = max(bottom, a.frame.maxY)
        }
        let width = right + 2 * margin
        let height = bottom + 2 * margin + 16
        var svg: [String] = []
        svg.append(##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(width))" height="\##(n(height))" viewBox="0 0 \##(n(width)) \##(n(height))" font-family="-apple-system, Helvetica, Arial, sans-serif">"##)
        svg.append("<title>\(escape(title))</title>")
        svg.append(##"<rect width="100%" height="100%" fill="#f4f4f6"/>"##)
        svg.append(##"<text x="\##(n(margin))" y="16" font-size="12" fill="#333">\##(escape(title)) — \##(n(container.width)) × \##(n(container.height)) pt, content \##(n(solution.contentSize.width)) × \##(n(solution.contentSize.height))</text>"##)
        svg.append(##"<g transform="translate(\##(n(margin)) \##(n(margin + 8)))">"##)
        // The container: white; anything drawn outside it scrolls past the screen's edge.
        svg.append(##"<rect x="0" y="0" width="\##(n(container.width))" height="\##(n(bottom))" fill="#ffffff"/>"##)
        for (index, section) in solution.sections.enumerated() {
            let f = section.frame
            svg.append(##"<rect x="\##(n(f.x))" y="\##(n(f.y))" width="\##(n(f.width))" height="\##(n(f.height))" fill="none" stroke="#9a9aa5" stroke-dasharray="4 3"/>"##)
            svg.append(##"<text x="\##(n(f.x + 2))" y="\##(n(f.y + 10))" font-size="9" fill="#6b6b78">section \##(index) \##(escape(section.name))\##(section.orthogonal ? " ↔" : "")</text>"##)
        }
        let ordered = solution.supplementaries.sorted { $0.zIndex < $1.zIndex }
        for a in ordered where a.zIndex < 0 || a.category == .decoration {
            svg.append(element(a))
        }
        for (index, section) in solution.sections.enumerated() {
            for item in 0..<section.cellCount {
                let f = solution.cells[section.firstCell + item]
                let outside = f.x >= container.width - 0.001 || f.maxX <= 0.001
                svg.append(##"<rect x="\##(n(f.x))" y="\##(n(f.y))" width="\##(n(f.width))" height="\##(n(f.height))" fill="#cfe3ff" stroke="#3b7ddd" stroke-width="0.75"\##(outside ? ##" fill-opacity="0.45" stroke-opacity="0.45""## : "")/>"##)
                svg.append(label("\(index).\(item)", in: f, color: "#1d4f99"))
            }
        }
        for a in ordered where !(a.zIndex < 0 || a.category == .decoration) {
            svg.append(element(a))
        }
        // The container's width, marked at its trailing edge.
        svg.append(##"<line x1="\##(n(container.width))" y1="-6" x2="\##(n(container.width))" y2="\##(n(bottom + 6))" stroke="#d33" stroke-width="1" stroke-dasharray="6 3"/>"##)
        svg.append(##"<text x="\##(n(container.width - 2))" y="\##(n(bottom + 16))" font-size="10" text-anchor="end" fill="#d33">\##(n(container.width)) pt</text>"##)
        svg.append("</g>")
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private func element(_ a: SupplementaryAttributes) -> String {
        let f = a.frame
        let (fill, stroke) = a.category == .decoration ? ("#e6e6ea", "#b4b4bd") : ("#ffe2b8", "#e08a00")
        let place = a.section.map { "\($0).\(a.item)" } ?? "layout"
        return ##"<rect x="\##(n(f.x))" y="\##(n(f.y))" width="\##(n(f.width))" height="\##(n(f.height))" fill="\##(fill)" stroke="\##(stroke)" stroke-width="0.75"\##(a.category == .decoration ? "" : ##" fill-opacity="0.85""##)/>"##
            + (a.category == .decoration ? "" : "\n" + label("\(a.elementKind) \(place)", in: f, color: "#8a4b00"))
    }

    private func label(_ text: String, in f: Rect, color: String) -> String {
        let size = max(4, min(11, f.height * 0.45, f.width / Double(max(3, text.count)) * 1.7))
        return ##"<text x="\##(n(f.x + f.width / 2))" y="\##(n(f.y + f.height / 2 + size * 0.35))" font-size="\##(n(size))" text-anchor="middle" fill="\##(color)">\##(escape(text))</text>"##
    }

    private func n(_ v: Double) -> String { formatPoints(v, digits: 2) }

    private func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
