import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

/// A solution with the container it was solved in, as the solve result reports it.
package struct SolvedContainer {
    package var container: SolveContainer
    package var solution: Solution
    /// Whether the frames came from the frame cache.
    package var fromCache = false

    package init(container: SolveContainer, solution: Solution) {
        self.container = container
        self.solution = solution
    }

    package init(container: SolveContainer, outcome: SolveOutcome) {
        self.init(container: container, solution: outcome.solution)
        fromCache = outcome.fromCache
    }
}

/// Writes solutions in the solve result format of docs/json-output.md (JSON) or as CSV,
/// streaming attribute by attribute.
package enum SolveResultWriter {
    /// `solve`'s output for one subject in `format`: JSON names the stored revision
    /// (`layout`, `revision`) when there is one; the table says whether the cache answered.
    package static func write(_ format: SolveFormat, _ subject: SolveSubject, solutions: [SolvedContainer], cacheUsed: Bool,
                              to out: inout BufferedOutput) {
        switch format {
        case .json: writeJSON(layout: subject.stored?.info.layout, revision: subject.stored?.info.number, solutions: solutions, to: &out)
        case .csv: writeCSV(solutions: solutions, to: &out)
        case .table: writeTable(title: subject.title, solutions: solutions, cacheUsed: cacheUsed, to: &out)
        }
    }

    package static func writeJSON(layout: String?, revision: Int?, solutions: [SolvedContainer], to out: inout BufferedOutput) {
        out.write("{\n  \"layout\": \(layout.map { JSONValue.string($0).compactText } ?? "null"),")
        out.write(" \"revision\": \(revision.map(String.init) ?? "null"),\n  \"solutions\": [")
        for (s, solved) in solutions.enumerated() {
            let solution = solved.solution
            out.write(s == 0 ? "\n" : ",\n")
            out.write("    { \"container\": \(containerJSON(solved.container).compactText),\n")
            out.write("      \"contentSize\": { \"width\": \(number(solution.contentSize.width)), \"height\": \(number(solution.contentSize.height)) },\n")
            out.write("      \"sections\": [")
            for (index, section) in solution.sections.enumerated() {
                out.write(index == 0 ? "\n" : ",\n")
                out.write("        { \"name\": \(JSONValue.string(section.name).compactText), \"frame\": \(frameText(section.frame)), ")
                if let size = section.orthogonalContentSize {
                    out.write("\"orthogonalContentSize\": { \"width\": \(number(size.width)), \"height\": \(number(size.height)) } }")
                } else {
                    out.write("\"orthogonalContentSize\": null }")
                }
            }
            out.write(solution.sections.isEmpty ? "],\n" : "\n      ],\n")
            out.write("      \"attributes\": [")
            var first = true
            func separator() -> String {
                defer { first = false }
                return first ? "\n" : ",\n"
            }
            for (index, section) in solution.sections.enumerated() {
                for item in 0..<section.cellCount {
                    let frame = solution.cells[section.firstCell + item]
                    out.write(separator())
                    out.write("        { \"category\": \"cell\", \"section\": \(index), \"item\": \(item), \"frame\": \(frameText(frame)), \"zIndex\": \(section.zIndex(ofItem: item)) }")
                }
            }
            for attribute in solution.supplementaries {
                out.write(separator())
                out.write("        { \"category\": \"\(attribute.category.rawValue)\", \"elementKind\": \(JSONValue.string(attribute.elementKind).compactText), ")
                out.write("\"section\": \(attribute.section.map(String.init) ?? "null"), \"item\": \(attribute.item), \"frame\": \(frameText(attribute.frame)), \"zIndex\": \(attribute.zIndex) }")
            }
            out.write(first ? "] }" : "\n      ] }")
        }
        out.write(solutions.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// The container as the result reports it: its size and every screen input it was solved with.
    package static func containerJSON(_ container: SolveContainer) -> JSONValue {
        let environment = container.environment
        let safe = environment.safeArea
        var members: JSONObject = [
            "width": .number(environment.width), "height": .number(environment.height),
            "device": container.device.map(JSONValue.string) ?? .null,
            "orientation": .string(container.orientation.rawValue),
            "safeArea": .array([safe.top, safe.leading, safe.bottom, safe.trailing].map(JSONValue.number)),
            "layoutDirection": .string(environment.layoutDirection.rawValue),
            "scale": environment.scale.map(JSONValue.number) ?? .null,
        ]
        // Only when `--layout-margins` gave them, so results without keep their bytes.
        if let m = environment.layoutMargins {
            members["layoutMargins"] = .array([m.top, m.leading, m.bottom, m.trailing].map(JSONValue.number))
        }
        // Only in a text size sweep, or at a text size other than the default, likewise.
        if container.sweepsTextSize || environment.contentSizeCategory != .large {
            members["contentSizeCategory"] = .string(environment.contentSizeCategory.rawValue)
        }
        return .object(members)
    }

    /// The table for people: the subject's title, then one row per container with its content
    /// size, cells, columns per section and cache use (`off` when the cache was not used).
    package static func writeTable(title: String, solutions: [SolvedContainer], cacheUsed: Bool, to out: inout BufferedOutput) {
        var table = TextTable(["WIDTH", "HEIGHT", "DEVICE", "CONTENT SIZE", "CELLS", "COLUMNS", "CACHE"],
                              alignments: [.right, .right, .left, .left, .right, .left, .left])
        for solved in solutions {
            let (container, s) = (solved.container, solved.solution)
            let columns = s.sections.map { "\($0.name):\($0.columns)" }.joined(separator: " ")
            table.append([formatPoints(container.width), formatPoints(container.height),
                          container.deviceName == nil ? container.textSizeLabel ?? "-" : container.label(bare: ""),
                          "\(formatPoints(s.contentSize.width)) × \(formatPoints(s.contentSize.height))",
                          String(s.cells.count), columns, solved.fromCache ? "hit" : (cacheUsed ? "miss" : "off")])
        }
        out.write(title + "\n" + table.rendered + "\n")
    }

    package static func writeCSV(solutions: [SolvedContainer], to out: inout BufferedOutput) {
        // A text size sweep adds the category after the container's columns; other results keep their bytes.
        let textSizes = solutions.contains { $0.container.sweepsTextSize }
        out.write("container_width,container_height,device,orientation,safe_top,safe_leading,safe_bottom,safe_trailing,")
        out.write("layout_direction,scale," + (textSizes ? "content_size_category," : ""))
        out.write("category,element_kind,section,item,x,y,width,height,z_index\n")
        for solved in solutions {
            let solution = solved.solution
            let environment = solved.container.environment
            let safe = environment.safeArea
            let prefix = [number(environment.width), number(environment.height), csvField(solved.container.device ?? ""),
                          solved.container.orientation.rawValue, number(safe.top), number(safe.leading),
                          number(safe.bottom), number(safe.trailing), environment.layoutDirection.rawValue,
                          environment.scale.map(number) ?? ""].joined(separator: ",") + ","
                + (textSizes ? environment.contentSizeCategory.rawValue + "," : "")
            for (index, section) in solution.sections.enumerated() {
                for item in 0..<section.cellCount {
                    let f = solution.cells[section.firstCell + item]
                    out.write(prefix + "cell,,\(index),\(item),\(number(f.x)),\(number(f.y)),\(number(f.width)),\(number(f.height)),\(section.zIndex(ofItem: item))\n")
                }
            }
            for a in solution.supplementaries {
                let f = a.frame
                out.write(prefix + "\(a.category.rawValue),\(csvField(a.elementKind)),\(a.section.map(String.init) ?? ""),\(a.item),\(number(f.x)),\(number(f.y)),\(number(f.width)),\(number(f.height)),\(a.zIndex)\n")
            }
        }
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
    package static func csvField(_ text: String) -> String {
        // Bytes, not Characters: "\r\n" and a quote before a combining accent are one Character.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D })
        else { return text }
        return "\"" + text.replacingEvery("\"", with: "\"\"") + "\""
    }

    package static func frameText(_ f: Rect) -> String {
        "[\(number(f.x)), \(number(f.y)), \(number(f.width)), \(number(f.height))]"
    }

    package static func number(_ value: Double) -> String {
        JSONValue.number(value).compactText
    }
}

/// `--format` for `solve`.
package enum SolveFormat: String, CaseIterable, Sendable {
    case table, json, csv
}
