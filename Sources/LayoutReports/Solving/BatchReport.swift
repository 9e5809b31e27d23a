import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

/// A layout of the batch that could not be read or solved, with its error's lines.
package struct BatchFailure {
    package var layout: String
    package var lines: [String]

    /// `layout`, which failed with the error `lines`.
    package init(layout: String, lines: [String]) {
        self.layout = layout
        self.lines = lines
    }

    /// One element of `solve --all --format json`, after the solved rows.
    package var jsonValue: JSONValue {
        .object(["layout": .string(layout), "error": .string(lines.joined(separator: "\n"))])
    }
}

/// What is kept of one solve: its figures, never its frames.
package struct BatchRow {
    package var layout: String
    package var container: SolveContainer
    package var contentSize: Size
    package var cellCount: Int
    package var fromCache: Bool
    package var elapsed: Duration

    /// The figures of one solve of `layout` in `container`.
    package init(layout: String, container: SolveContainer, contentSize: Size, cellCount: Int, fromCache: Bool,
                 elapsed: Duration) {
        self.layout = layout
        self.container = container
        self.contentSize = contentSize
        self.cellCount = cellCount
        self.fromCache = fromCache
        self.elapsed = elapsed
    }

    /// `hit`, `miss`, or `off` for a batch run with `--no-cache`.
    package func cacheLabel(cacheUsed: Bool) -> String { fromCache ? "hit" : (cacheUsed ? "miss" : "off") }

    /// One element of `solve --all --format json`.
    package func jsonValue(cacheUsed: Bool) -> JSONValue {
        .object([
            "layout": .string(layout),
            "container": SolveResultWriter.containerJSON(container),
            "contentSize": .object(["width": .number(contentSize.width), "height": .number(contentSize.height)]),
            "cells": .number(Double(cellCount)),
            "cache": .string(cacheLabel(cacheUsed: cacheUsed)),
            "milliseconds": .number((milliseconds * 1000).rounded() / 1000),
        ])
    }

    package var milliseconds: Double {
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15
    }
}

/// What `solve --all` prints: a table of layouts by container, CSV or JSON rows, and a closing
/// line of totals.
package struct BatchReport {
    package var containers: [SolveContainer]
    package var rows: [BatchRow]
    package var failures: [BatchFailure]
    package var layoutCount: Int
    package var cacheUsed: Bool
    package var wall: Duration

    /// The report of a batch over `containers` that took `wall`.
    package init(containers: [SolveContainer], rows: [BatchRow], failures: [BatchFailure], layoutCount: Int,
                 cacheUsed: Bool, wall: Duration) {
        self.containers = containers
        self.rows = rows
        self.failures = failures
        self.layoutCount = layoutCount
        self.cacheUsed = cacheUsed
        self.wall = wall
    }

    /// The solved rows, then the failures.
    package var jsonValue: JSONValue {
        .array(rows.map { $0.jsonValue(cacheUsed: cacheUsed) } + failures.map(\.jsonValue))
    }

    package func writeCSV(to out: inout BufferedOutput) {
        // A text size sweep adds the category after the container's size; other reports keep their bytes.
        let textSizes = containers.contains(where: \.sweepsTextSize)
        out.write("layout,width,height," + (textSizes ? "content_size_category," : "") + "content_width,content_height,cells,cache,milliseconds\n")
        for row in rows {
            let size = [formatPoints(row.container.width, digits: 6), formatPoints(row.container.height, digits: 6)]
                + (textSizes ? [row.container.environment.contentSizeCategory.rawValue] : [])
            out.write(([row.layout] + size + [
                formatPoints(row.contentSize.width, digits: 6), formatPoints(row.contentSize.height, digits: 6),
                String(row.cellCount), row.cacheLabel(cacheUsed: cacheUsed),
                formatFixed(row.milliseconds, decimals: 3)]).joined(separator: ",") + "\n")
        }
    }

    /// One row per layout, one column per container: content height, time and cache use.
    package var table: String {
        let headers = ["LAYOUT"] + containers.map { c in c.label(bare: "w\(formatPoints(c.width))") }
        var table = TextTable(headers, alignments: [.left] + containers.map { _ in .right })
        var index = 0
        while index < rows.count {
            let slice = rows[index..<min(index + containers.count, rows.count)]
            table.append([slice.first!.layout] + slice.map { row in
                let cache = row.cacheLabel(cacheUsed: cacheUsed)
                return "\(formatPoints(row.contentSize.height, digits: 1)) \(formatFixed(row.milliseconds, decimals: 2))ms \(cache)"
            })
            index += containers.count
        }
        return table.rendered
    }

    /// `N layouts × M sizes: … solves, … cells, … from the cache[, … failed], in … ms`.
    package var summaryLine: String {
        let hits = rows.filter(\.fromCache).count
        let cells = rows.reduce(0) { $0 + $1.cellCount }
        let seconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) * 1e-18
        let failed = failures.isEmpty ? "" : ", \(failures.count) failed"
        return "\(plural(layoutCount, "layout")) × \(plural(containers.count, "size")): \(plural(rows.count, "solve")), "
            + "\(plural(cells, "cell")), \(hits) from the cache\(failed), in \(formatFixed(seconds * 1000, decimals: 1)) ms"
    }
}
