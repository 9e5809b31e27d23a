import LayoutCatalog
import LayoutEngine

/// A layout of the batch that could not be read or solved, with its error's lines.
struct BatchFailure {
    var layout: String
    var lines: [String]

    /// One element of `solve --all --format json`, after the solved rows.
    var jsonValue: JSONValue {
        .object(["layout": .string(layout), "error": .string(lines.joined(separator: "\n"))])
    }
}

/// What is kept of one solve: its figures, never its frames.
struct BatchRow {
    var layout: String
    var container: SolveContainer
    var contentSize: Size
    var cellCount: Int
    var fromCache: Bool
    var elapsed: Duration

    /// `hit`, `miss`, or `off` for a batch run with `--no-cache`.
    func cacheLabel(cacheUsed: Bool) -> String { fromCache ? "hit" : (cacheUsed ? "miss" : "off") }

    /// One element of `solve --all --format json`.
    func jsonValue(cacheUsed: Bool) -> JSONValue {
        .object([
            "layout": .string(layout),
            "container": SolveResultWriter.containerJSON(container),
            "contentSize": .object(["width": .number(contentSize.width), "height": .number(contentSize.height)]),
            "cells": .number(Double(cellCount)),
            "cache": .string(cacheLabel(cacheUsed: cacheUsed)),
            "milliseconds": .number((milliseconds * 1000).rounded() / 1000),
        ])
    }

    var milliseconds: Double {
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15
    }
}
