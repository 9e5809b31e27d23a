import LayoutWorkspace
/// A whole picture: a title, panels side by side (devices or widths, or a diff's before and
/// after) and a legend, streamed as one SVG document. A render of one container is a sheet of
/// one panel.
public struct SVGSheet {
    /// Above the panels, and the document's `<title>`.
    public var title: String
    /// The drawings, left to right.
    public var panels: [RenderPanel]
    /// How every panel is drawn.
    public var style: RenderStyle
    /// Starts every layer id, so several sheets can share an HTML page.
    public var idPrefix = ""

    /// A sheet titled `title` of `panels` side by side.
    public init(title: String, panels: [RenderPanel], style: RenderStyle, idPrefix: String = "") {
        self.title = title
        self.panels = panels
        self.style = style
        self.idPrefix = idPrefix
    }

    package static let margin = 16.0
    package static let gap = 32.0
    package static let titleBand = 40.0
    package static let legendBand = 36.0

    /// Writes the document. No XML declaration: UTF-8 is XML's default, and the same text
    /// is a file and an element inlined in HTML.
    public func write(to out: inout BufferedOutput) {
        let n = SVGText.number
        let renderers = self.renderers
        let legend = legendEntries
        let (width, height) = size(of: renderers, legend: legend)

        out.write(##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(width))" height="\##(n(height))" viewBox="0 0 \##(n(width)) \##(n(height))" font-family="-apple-system, Helvetica, Arial, sans-serif">"## + "\n")
        out.write("<title>\(SVGText.escape(title))</title>\n")
        out.write(##"<rect id="\##(idPrefix)background" width="100%" height="100%" fill="#f4f4f6"/>"## + "\n")
        out.write(##"<text id="\##(idPrefix)title" class="label title" x="\##(n(Self.margin))" y="26" font-size="15" font-weight="700" fill="#1c1c1e">\##(SVGText.escape(title))<title>\##(SVGText.escape(title))</title></text>"## + "\n")
        var x = Self.margin
        for renderer in renderers {
            renderer.draw(into: &out, x: x, y: Self.titleBand)
            x += renderer.geometry.width + Self.gap
        }
        writeLegend(legend, y: height - Self.legendBand / 2 + 4, into: &out)
        out.write("</svg>\n")
    }

    /// The picture's width and height in points (an SVG user unit each, a pixel each in PNG).
    public var size: (width: Double, height: Double) { size(of: renderers, legend: legendEntries) }

    private var renderers: [SVGRenderer] {
        panels.enumerated().map { index, panel in
            SVGRenderer(panel: panel, style: style,
                        id: SVGText.identifier("\(idPrefix)panel\(index)-\(panel.container.shortName)"))
        }
    }

    private func size(of renderers: [SVGRenderer], legend: [LegendEntry]) -> (width: Double, height: Double) {
        let panelsWidth = renderers.reduce(0) { $0 + $1.geometry.width } + Self.gap * Double(max(0, renderers.count - 1))
        let legendWidth = legend.reduce(0) { $0 + 22 + SVGText.estimatedWidth($1.text, fontSize: 10) + 14 }
        let width = max(panelsWidth, SVGText.estimatedWidth(title, fontSize: 15), legendWidth) + 2 * Self.margin
        let panelsHeight = renderers.map(\.geometry.height).max() ?? 0
        return (width, Self.titleBand + panelsHeight + Self.legendBand)
    }

    private struct LegendEntry {
        var text: String
        var swatch: String
        var width = 16.0
        var height = 12.0
    }

    private var legendEntries: [LegendEntry] {
        var entries = [
            LegendEntry(text: "cell (item number)", swatch: ##"fill="#cfe3ff" stroke="#3b7ddd""##),
            LegendEntry(text: "supplementary", swatch: ##"fill="#ffe2b8" stroke="#e08a00""##),
            LegendEntry(text: "decoration", swatch: ##"fill="#e6e6ea" stroke="#b4b4bd""##),
            LegendEntry(text: "section", swatch: ##"fill="none" stroke="#9a9aa5" stroke-dasharray="4 3""##),
            LegendEntry(text: "screen", swatch: ##"fill="none" stroke="#1c1c1e" stroke-width="1.5""##),
            LegendEntry(text: "safe area", swatch: ##"fill="#ff9500" fill-opacity="0.14""##),
            LegendEntry(text: "fold", swatch: ##"fill="#d33""##, height: 2),
        ]
        // Only sheets with a list section name the list's parts: a sheet of group sections
        // keeps its legend as it was.
        if panels.contains(where: { $0.lists.contains { $0 != nil } }) {
            entries.append(LegendEntry(text: "list rows on their background", swatch: ##"fill="#cfe3ff" stroke="#3b7ddd" rx="4""##))
            entries.append(LegendEntry(text: "list separator", swatch: ##"fill="#3b7ddd" fill-opacity="0.7""##, height: 1))
            entries.append(LegendEntry(text: "list header, footer", swatch: ##"fill="none" stroke="#b4b4bd" stroke-dasharray="2 2""##))
        }
        if panels.contains(where: { $0.solution.sections.contains(where: \.orthogonal) }) {
            entries.append(LegendEntry(text: "carousel cropped at \(style.screens) screen\(style.screens == 1 ? "" : "s") (+N more)",
                                       swatch: ##"fill="#6b6b78""##, width: 3))
        }
        if panels.contains(where: { !$0.marked.isEmpty }) {
            entries.append(LegendEntry(text: "changed", swatch: ##"fill="#e0245e" fill-opacity="0.2" stroke="#e0245e" stroke-width="2""##))
        }
        return entries
    }

    private func writeLegend(_ entries: [LegendEntry], y: Double, into out: inout BufferedOutput) {
        let n = SVGText.number
        out.write(##"<g id="\##(idPrefix)legend">"## + "\n")
        var x = Self.margin
        for entry in entries {
            out.write(##"<rect x="\##(n(x))" y="\##(n(y - 4 - entry.height / 2))" width="\##(n(entry.width))" height="\##(n(entry.height))" \##(entry.swatch)><title>legend: \##(SVGText.escape(entry.text))</title></rect>"##)
            out.write(##"<text class="label legend" x="\##(n(x + 22))" y="\##(n(y))" font-size="10" fill="#3a3a44">\##(SVGText.escape(entry.text))</text>"## + "\n")
            x += 22 + SVGText.estimatedWidth(entry.text, fontSize: 10) + 14
        }
        out.write("</g>\n")
    }
}
