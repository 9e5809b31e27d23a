import LayoutWorkspace
/// A plain-text table with aligned columns, for terminal output.
package struct TextTable {
    package enum Alignment { case left, right }

    package var headers: [String]
    package var alignments: [Alignment]
    package var rows: [[String]] = []

    package init(_ headers: [String], alignments: [Alignment]? = nil) {
        self.headers = headers.map(terminalSafe)  // device ids, say, come from the catalogue
        self.alignments = alignments ?? headers.map { _ in .left }
    }

    /// Cells are escaped here, the one place every table row passes: stored names and
    /// messages reach the terminal only as visible text.
    package mutating func append(_ row: [String]) { rows.append(row.map(terminalSafe)) }

    package var rendered: String {
        var widths = headers.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count {
                widths[i] = max(widths[i], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (i, cell) in cells.enumerated() {
                let pad = String(repeating: " ", count: max(0, widths[i] - cell.count))
                let isLast = i == cells.count - 1
                switch alignments[i] {
                case .left: parts.append(isLast ? cell : cell + pad)
                case .right: parts.append(pad + cell)
                }
            }
            return parts.joined(separator: "  ")
        }
        return ([line(headers)] + rows.map(line)).joined(separator: "\n")
    }
}
