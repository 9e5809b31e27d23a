import LayoutEngine
import LayoutWorkspace

/// What `layouts sweep` prints: a table of the intervals over which a layout's structure holds,
/// or the sweeps as JSON.
public enum SweepReport {
    /// A line for each different structure, naming every section that has it, in document order.
    public static func grouped(_ sections: [SectionShape]) -> [String] {
        var order: [String] = []
        var names: [String: [String]] = [:]
        for section in sections {
            if names[section.facts] == nil { order.append(section.facts) }
            names[section.facts, default: []].append(section.name)
        }
        return order.map { names[$0]!.joined(separator: ", ") + ": " + $0 }
    }

    /// One layout's intervals: a line each, the widths and what holds, then where room ends;
    /// the header names the `device` (and its orientation) whose figures held, if any.
    public static func table(title: String, _ sweep: WidthSweep, device: String? = nil) -> String {
        var table = TextTable(["FROM", "TO", "WHAT HOLDS"], alignments: [.right, .right, .left])
        for interval in sweep.intervals {
            let holds = interval.shape.noRoom.map { ["no room: " + $0] } ?? grouped(interval.shape.sections)
            table.append([formatPoints(interval.from), formatPoints(interval.to), holds.first ?? ""])
            for more in holds.dropFirst() { table.append(["", "", more]) }
        }
        let verdict = sweep.noRoomBelow.map { "no room below \(formatPoints($0)) points" } ?? "room at every width"
        return "\(terminalSafe(title)): \(sweep.intervals.count) interval\(sweep.intervals.count == 1 ? "" : "s") from "
            + "\(formatPoints(sweep.range.lower)) to \(formatPoints(sweep.range.upper)) points"
            + (device.map { " at \(terminalSafe($0))" } ?? "") + ", \(verdict)\n" + table.rendered
    }

    /// The sweeps as pretty JSON: one sweep's own object, or with `all` every sweep under
    /// `layouts`, each named by its `layout`; `device` (the preset and its orientation whose
    /// figures held, if any) beside them.
    public static func json(_ swept: [(title: String, sweep: WidthSweep)], all: Bool, device: String? = nil) -> String {
        var value: JSONValue = all
            ? ["layouts": .array(swept.map { entry in
                guard case .object(var members) = entry.sweep.jsonValue else { return entry.sweep.jsonValue }
                members["layout"] = .string(entry.title)
                return .object(members)
            })]
            : swept[0].sweep.jsonValue
        if let device, case .object(var members) = value {
            members["device"] = .string(device)
            value = .object(members)
        }
        return value.prettyText(leadingKeys: WidthSweep.leadingKeys)
    }
}
