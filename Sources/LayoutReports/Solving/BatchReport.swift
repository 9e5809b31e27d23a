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
    /// The container's place in the batch's request: a row keeps its index rather than a copy
    /// of the container (a 130,000-row batch copied each one's environment).
    package var containerIndex: Int
    package var contentSize: Size
    package var cellCount: Int
    package var fromCache: Bool

    /// The figures of one solve of `layout` in the request's container `containerIndex`.
    package init(layout: String, containerIndex: Int, contentSize: Size, cellCount: Int, fromCache: Bool) {
        self.layout = layout
        self.containerIndex = containerIndex
        self.contentSize = contentSize
        self.cellCount = cellCount
        self.fromCache = fromCache
    }

    /// `hit`, `miss`, or `off` for a batch run with `--no-cache`.
    package func cacheLabel(cacheUsed: Bool) -> String { fromCache ? "hit" : (cacheUsed ? "miss" : "off") }

    /// One element of `solve --all --format json`: the same for the same catalogue and request,
    /// unless `timings` adds whether the frames came from the cache.
    package func jsonValue(in containers: [SolveContainer], cacheUsed: Bool, timings: Bool) -> JSONValue {
        var fields: JSONObject = [
            "layout": .string(layout),
            "container": SolveResultWriter.containerJSON(containers[containerIndex]),
            "contentSize": .object(["width": .number(contentSize.width), "height": .number(contentSize.height)]),
            "cells": .number(Double(cellCount)),
        ]
        if timings { fields["cache"] = .string(cacheLabel(cacheUsed: cacheUsed)) }
        return .object(fields)
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
    /// Whether the cache state and the batch's time are printed (`--timings`); without them the
    /// output is the same for the same catalogue and request, so it can be kept as a snapshot.
    package var timings = false
    /// The widest line the table may print: its containers are shown in groups that fit.
    package var width = Int.max

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
        .array(rows.map { $0.jsonValue(in: containers, cacheUsed: cacheUsed, timings: timings) } + failures.map(\.jsonValue))
    }

    /// One line per solve; the `cache` column with `timings` only.
    package func writeCSV(to out: inout BufferedOutput) {
        // A text size sweep adds the category after the container's size; other reports keep their bytes.
        let textSizes = containers.contains(where: \.sweepsTextSize)
        out.write("layout,width,height," + (textSizes ? "content_size_category," : "") + "content_width,content_height,cells"
                  + (timings ? ",cache\n" : "\n"))
        // Each container's columns are the same on every row: written once, copied per row.
        let containerColumns = containers.map { container in
            "," + formatPoints(container.width, digits: 6) + "," + formatPoints(container.height, digits: 6) + ","
                + (textSizes ? container.environment.contentSizeCategory.rawValue + "," : "")
        }
        for row in rows {
            out.write(row.layout)
            out.write(containerColumns[row.containerIndex])
            out.write(formatPoints(row.contentSize.width, digits: 6))
            out.write(",")
            out.write(formatPoints(row.contentSize.height, digits: 6))
            out.write(",")
            out.writeInteger(row.cellCount)
            if timings {
                out.write(",")
                out.write(row.cacheLabel(cacheUsed: cacheUsed))
            }
            out.write("\n")
        }
    }

    /// One row per layout, one column per container: its content height (and with `timings`
    /// whether it came from the cache). Containers that do not fit in `width` beside the layout
    /// names go to further tables below, each with the names again, as `ls` and `column` wrap.
    package var table: String {
        var cells: [[String]] = []
        var index = 0
        while index < rows.count {
            let slice = rows[index..<min(index + containers.count, rows.count)]
            cells.append([slice.first!.layout] + slice.map { row in
                let height = formatPoints(row.contentSize.height, digits: 1)
                return timings ? "\(height) \(row.cacheLabel(cacheUsed: cacheUsed))" : height
            })
            index += containers.count
        }
        let headers = containers.map { c in terminalSafe(c.label(bare: "w\(formatPoints(c.width))")) }
        let nameWidth = ([6] + cells.map { terminalSafe($0[0]).count }).max()!
        var groups: [Range<Int>] = []
        var start = 0
        while start < headers.count {
            var end = start
            var used = nameWidth
            repeat {
                let column = ([headers[end].count] + cells.map { terminalSafe($0[1 + end]).count }).max()!
                guard end == start || used + 2 + column <= width else { break }
                used += 2 + column
                end += 1
            } while end < headers.count
            groups.append(start..<end)
            start = end
        }
        return groups.map { group in
            var table = TextTable(["LAYOUT"] + headers[group], alignments: [.left] + group.map { _ in .right })
            for row in cells { table.append([row[0]] + group.map { row[1 + $0] }) }
            return table.rendered
        }.joined(separator: "\n\n")
    }

    /// `N layouts × M sizes: … solves, … cells[, … failed]`, and with `timings`
    /// `, … from the cache, in … ms`.
    package var summaryLine: String {
        let cells = rows.reduce(0) { $0 + $1.cellCount }
        let failed = failures.isEmpty ? "" : ", \(failures.count) failed"
        var line = "\(plural(layoutCount, "layout")) × \(plural(containers.count, "size")): \(plural(rows.count, "solve")), "
            + "\(plural(cells, "cell"))\(failed)"
        if timings {
            let hits = rows.filter(\.fromCache).count
            let seconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) * 1e-18
            line += ", \(hits) from the cache, in \(formatFixed(seconds * 1000, decimals: 1)) ms"
        }
        return line
    }
}
