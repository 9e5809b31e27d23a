import LayoutEngine
import LayoutSwift
import LayoutWorkspace

/// The text of `layouts compare`: UIKit's frames (a parity kit's dump) against the solver's.
public enum ParityReport {
    /// What `layouts compare` prints for one solution: `equal` in one line, else the count and a
    /// line per difference (content size first) with our frame, UIKit's, the change and the rule.
    public static func lines(_ comparison: ParityComparison, title: String, container: ParityDump.Container) -> [String] {
        let device = container.device.map { " (\($0) \(container.orientation))" } ?? ""
        let place = "\(title) at \(formatPoints(container.width)) × \(formatPoints(container.height))\(device)"
        guard !comparison.isEqual else {
            return [terminalSafe("\(place): equal (\(plural(comparison.elementsCompared, "element")))")]
        }
        let count = comparison.differences.count + (comparison.contentSize == nil ? 0 : 1)
        var lines = [terminalSafe("\(place): \(plural(count, "difference"))")]
        if let size = comparison.contentSize {
            lines.append("  content size  ours \(formatPoints(size.ours.width)) × \(formatPoints(size.ours.height))"
                  + "  UIKit \(formatPoints(size.uikit.width)) × \(formatPoints(size.uikit.height))  \(ParityComparison.contentSizeRule)")
        }
        for difference in comparison.differences {
            let ours = difference.ours.map(frameText) ?? "none"
            let uikit = difference.uikit.map(frameText) ?? "none"
            let delta = difference.delta.map { "  Δ " + deltaText($0) } ?? ""
            lines.append(terminalSafe("  \(difference.element.label)  ours \(ours)  UIKit \(uikit)\(delta)  \(difference.rule)"))
        }
        return lines
    }

    private static func frameText(_ r: Rect) -> String {
        "(\(formatPoints(r.x)), \(formatPoints(r.y)), \(formatPoints(r.width)), \(formatPoints(r.height)))"
    }

    /// The components that differ: `x +10 width -10`.
    private static func deltaText(_ d: Rect) -> String {
        let parts = [("x", d.x), ("y", d.y), ("width", d.width), ("height", d.height)]
            .filter { $0.1 != 0 }
            .map { "\($0.0) \($0.1 > 0 ? "+" : "")\(formatPoints($0.1))" }
        return parts.isEmpty ? "0" : parts.joined(separator: " ")
    }
}
