import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

/// The gallery: one static HTML page, every layout at every chosen device as inline SVG, with
/// a filter by name, a slider stepping through the devices, each layout's revision and hash,
/// and, with a base, the changed layouts first as before/after sheets. Nothing is loaded from
/// anywhere: styles and script are inline, so the page opens from `file://`. Opened with
/// `#selftest`, it checks itself (every label clear of every cell, no script error) and writes
/// a JSON verdict into `<pre id="selftest">`.
package struct GalleryPage {
    package var title: String
    /// The devices or widths, narrowest first: the slider's steps.
    package var containers: [SolveContainer]
    package var style: RenderStyle
    /// What the layouts are compared with, said in the header; nil without a base.
    package var baseDescription: String?

    /// A page titled `title` showing every layout at each of `containers`.
    package init(title: String, containers: [SolveContainer], style: RenderStyle, baseDescription: String?) {
        self.title = title
        self.containers = containers
        self.style = style
        self.baseDescription = baseDescription
    }

    /// Writes the page as `index.html` into `folder` (created if missing), streamed, and returns
    /// its path; each layout is refused over `limit` on its own.
    package func write(_ entries: [GalleryEntry], into folder: String, limit: PictureLimit) throws -> String {
        try createFolder(folder)
        let path = PathSyntax.appending("index.html", to: folder)
        try StreamedFile.write(to: path) { out in try write(entries, to: &out, solve: limit.solveForGallery) }
        return path
    }

    /// Writes the page, solving one layout at a time (`solve` may refuse one over the cell limit).
    package func write(_ entries: [GalleryEntry], to out: inout BufferedOutput,
                                      solve: (LayoutDocument, String, SolveContainer) throws -> Solution) throws {
        out.write(header(entries))
        for (index, entry) in entries.enumerated() {
            try writeLayout(entry, index: index, to: &out, solve: solve)
        }
        out.write(footer)
    }

    private func header(_ entries: [GalleryEntry]) -> String {
        let e = SVGText.escape
        let changed = entries.filter { $0.status == .changed }.count
        let new = entries.filter { $0.status == .new }.count
        let devices = containers.map(\.caption).joined(separator: ", ")
        var meta = "\(entries.count) layout\(entries.count == 1 ? "" : "s") · \(devices)"
        if let baseDescription { meta += " · compared with \(baseDescription): \(changed) changed, \(new) new, shown first" }
        let last = containers.count
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(e(title))</title>
            <script>
            // Kept for the self-check: any script error or console error on this page.
            window.galleryErrors = [];
            window.addEventListener("error", function (event) { window.galleryErrors.push(String(event.message)); });
            (function () {
              var original = console.error;
              console.error = function () {
                window.galleryErrors.push(Array.prototype.join.call(arguments, " "));
                original.apply(console, arguments);
              };
            })();
            </script>
            <style>
            body { margin: 0; font: 14px -apple-system, Helvetica, Arial, sans-serif; background: #f4f4f6; color: #1c1c1e; }
            header { position: sticky; top: 0; z-index: 1; background: #ffffffee; border-bottom: 1px solid #d1d1d6; padding: 12px 20px; }
            header h1 { font-size: 18px; margin: 0 0 4px; }
            header .meta { color: #6b6b78; margin: 0 0 8px; }
            header label { margin-right: 20px; }
            main { padding: 8px 20px 40px; }
            section.layout { background: #fff; border-radius: 10px; margin: 16px 0; padding: 12px 16px; box-shadow: 0 1px 2px #0001; }
            section.layout h2 { font-size: 16px; margin: 0; }
            section.layout .meta { color: #6b6b78; margin: 4px 0 8px; font-size: 12px; }
            .status { font-size: 11px; border-radius: 4px; padding: 1px 6px; margin-left: 6px; vertical-align: middle; }
            .status-changed { background: #e0245e; color: #fff; }
            .status-new { background: #3b7ddd; color: #fff; }
            .status-unchanged { background: #e6e6ea; color: #3a3a44; }
            .devices { display: flex; gap: 16px; overflow-x: auto; align-items: flex-start; }
            figure.device { margin: 0; flex: none; }
            figure.device svg { display: block; max-width: 100%; height: auto; }
            .hidden { display: none !important; }
            #empty { color: #6b6b78; }
            </style>
            </head>
            <body>
            <header>
            <h1>\(e(title))</h1>
            <p class="meta">\(e(meta))</p>
            <label>Filter <input id="filter" type="search" placeholder="layout name" autocomplete="off"></label>
            <label>Device <input id="device" type="range" min="0" max="\(last)" step="1" value="\(last)"> <output id="device-name">all devices</output></label>
            </header>
            <main>
            <p id="empty" class="hidden">No layout matches the filter.</p>

            """
    }

    private func writeLayout(_ entry: GalleryEntry, index: Int, to out: inout BufferedOutput,
                                                    solve: (LayoutDocument, String, SolveContainer) throws -> Solution) throws {
        let e = SVGText.escape
        let status = entry.status == .shown ? "" : #" <span class="status status-\#(entry.status.rawValue)">\#(entry.status.rawValue)</span>"#
        let base = entry.base.map { " · base <code>\(e($0.label))</code>" } ?? ""
        out.write(#"<section class="layout" id="layout-\#(index)" data-name="\#(e(entry.name))" data-status="\#(entry.status.rawValue)">"# + "\n")
        out.write(#"<h2>\#(e(entry.name))\#(status)</h2>"# + "\n")
        out.write(#"<p class="meta">revision <code class="revision">\#(e(entry.revision))</code> · hash <code class="hash" title="\#(entry.hash)">\#(entry.hash.prefix(12))</code>\#(base)</p>"# + "\n")
        out.write(#"<div class="devices">"# + "\n")
        for (step, container) in containers.enumerated() {
            let solution = try solve(entry.document, entry.revision, container)
            var panels = [try RenderPanel(solution: solution, container: container, document: entry.document)]
            var title = "\(entry.revision) · \(container.caption)"
            if entry.status == .changed, let old = entry.base {
                // Before and after, the frames that changed marked on both.
                let before = try solve(old.document, old.label, container)
                let frames = FrameDiff(old: before, new: solution)
                let marks = { (side: (FrameChange) -> Rect?) in
                    frames.changes.compactMap { change in side(change).map { MarkedFrame(frame: $0, note: DiffPictures.note(change)) } }
                }
                panels = [try RenderPanel(solution: before, container: container, document: old.document,
                                      caption: "before · \(container.caption)", marked: marks(\.old)),
                          try RenderPanel(solution: solution, container: container, document: entry.document,
                                      caption: "after · \(container.caption)", marked: marks(\.new))]
                title = "\(old.label) → \(entry.revision) · \(plural(frames.changes.count, "frame")) changed"
            }
            let device = container.shortName
            out.write(#"<figure class="device" id="layout-\#(index)-\#(SVGText.identifier(device))" data-device="\#(e(device))" data-step="\#(step)">"# + "\n")
            let sheet = SVGSheet(title: title, panels: panels, style: style,
                                 idPrefix: "l\(index)-\(SVGText.identifier(entry.name))--")
            sheet.write(to: &out)
            out.write("</figure>\n")
        }
        out.write("</div>\n</section>\n")
    }

    private var footer: String {
        let names = containers.map { "\"" + jsEscape($0.caption) + "\"" }.joined(separator: ", ")
        return """
            </main>
            <pre id="selftest" class="hidden"></pre>
            <script>

            """ + Self.script.replacing("/* captions */", with: names) + """
            </script>
            </body>
            </html>

            """
    }

    /// The script of the page's controls and self-check (`Embedded/gallery.js`, embedded at
    /// build time by the EmbedFiles plugin), with `/* captions */` where the slider's captions go.
    private static let script: String = {
        guard let file = EmbeddedFiles.scripts.first(where: { $0.path == "gallery.js" }) else {
            preconditionFailure("Embedded/gallery.js was not embedded")
        }
        return file.text
    }()

    /// A string for a JavaScript double-quoted literal inside a `<script>`.
    private func jsEscape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default:
                if c.value < 0x20 || c.value == 0x2028 || c.value == 0x2029 {
                    let hex = String(c.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
