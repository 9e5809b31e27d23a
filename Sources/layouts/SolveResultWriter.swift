import Foundation
import LayoutEngine

/// Writes solutions in the solve result format of `shared/spec/format.md` (JSON) or as CSV,
/// streaming attribute by attribute.
enum SolveResultWriter {
    static func writeJSON(layout: String?, revision: Int?, solutions: [Solution], to out: inout BufferedOutput) {
        out.write("{\n  \"layout\": \(layout.map { JSONValue.string($0).compactText } ?? "null"),")
        out.write(" \"revision\": \(revision.map(String.init) ?? "null"),\n  \"solutions\": [")
        for (s, solution) in solutions.enumerated() {
            out.write(s == 0 ? "\n" : ",\n")
            out.write("    { \"container\": { \"width\": \(number(solution.container.width)), \"height\": \(number(solution.container.height)) },\n")
            out.write("      \"contentSize\": { \"width\": \(number(solution.contentSize.width)), \"height\": \(number(solution.contentSize.height)) },\n")
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
                    out.write("        { \"category\": \"cell\", \"section\": \(index), \"item\": \(item), \"frame\": \(frameText(frame)) }")
                }
            }
            for attribute in solution.supplementaries {
                out.write(separator())
                out.write("        { \"category\": \"\(attribute.category.rawValue)\", \"elementKind\": \(JSONValue.string(attribute.elementKind).compactText), ")
                out.write("\"section\": \(attribute.section.map(String.init) ?? "null"), \"item\": \(attribute.item), \"frame\": \(frameText(attribute.frame)) }")
            }
            out.write(first ? "] }" : "\n      ] }")
        }
        out.write(solutions.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    static func writeCSV(solutions: [Solution], to out: inout BufferedOutput) {
        out.write("container_width,container_height,category,element_kind,section,item,x,y,width,height\n")
        for solution in solutions {
            let prefix = "\(number(solution.container.width)),\(number(solution.container.height)),"
            for (index, section) in solution.sections.enumerated() {
                for item in 0..<section.cellCount {
                    let f = solution.cells[section.firstCell + item]
                    out.write(prefix + "cell,,\(index),\(item),\(number(f.x)),\(number(f.y)),\(number(f.width)),\(number(f.height))\n")
                }
            }
            for a in solution.supplementaries {
                let f = a.frame
                let kind = a.elementKind.contains(",") || a.elementKind.contains("\"")
                    ? "\"" + a.elementKind.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : a.elementKind
                out.write(prefix + "\(a.category.rawValue),\(kind),\(a.section.map(String.init) ?? ""),\(a.item),\(number(f.x)),\(number(f.y)),\(number(f.width)),\(number(f.height))\n")
            }
        }
    }

    static func frameText(_ f: Rect) -> String {
        "[\(number(f.x)), \(number(f.y)), \(number(f.width)), \(number(f.height))]"
    }

    static func number(_ value: Double) -> String {
        JSONValue.number(value).compactText
    }
}
