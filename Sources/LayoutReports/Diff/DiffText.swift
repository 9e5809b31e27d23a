import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

/// `diff`'s text for people: the structural changes, then each container's frame changes.
public struct DiffText {
    /// What is described.
    public var diff: LayoutDiff
    /// Only the counts (`diff --stat`).
    public var statOnly: Bool
    /// How many frame changes to list per container size before summarising the rest.
    public var frameLimit = 20
    /// Colour, when standard output is a terminal that shows it.
    public var style = TerminalStyle(enabled: false)

    /// The text of `diff`; with `statOnly`, only the counts.
    public init(diff: LayoutDiff, statOnly: Bool, frameLimit: Int = 20, style: TerminalStyle = TerminalStyle(enabled: false)) {
        self.diff = diff
        self.statOnly = statOnly
        self.frameLimit = frameLimit
        self.style = style
    }

    /// The text, one change a line, made safe for a terminal.
    public var rendered: String {
        var lines: [String] = [style.bold(terminalSafe("diff \(diff.oldLabel) \(diff.newLabel)"))]
        if !statOnly {
            for change in diff.structural { lines.append(line(for: change)) }
        }
        for frames in diff.frames {
            lines.append(frameHeader(frames))
            if !statOnly {
                for change in frames.changes.prefix(frameLimit) { lines.append("  " + line(for: change)) }
                if frames.changes.count > frameLimit {
                    lines.append("  … and \(frames.changes.count - frameLimit) more")
                }
            }
        }
        let s = diff.summary
        var parts: [String] = []
        if s.sectionsAdded > 0 { parts.append(plural(s.sectionsAdded, "section") + " added") }
        if s.sectionsRemoved > 0 { parts.append(plural(s.sectionsRemoved, "section") + " removed") }
        if s.sectionsChanged > 0 { parts.append(plural(s.sectionsChanged, "section") + " changed") }
        if s.sectionsMoved > 0 { parts.append(plural(s.sectionsMoved, "section") + " moved") }
        if s.propertiesChanged > 0 { parts.append(plural(s.propertiesChanged, "property", "properties") + " changed") }
        if s.framesChanged > 0 { parts.append(plural(s.framesChanged, "frame") + " changed") }
        lines.append(parts.isEmpty ? "no differences" : parts.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    /// A change's words, where it has them (list sections), stand in place of its values.
    private func line(for change: StructuralChange) -> String {
        switch change.kind {
        case .added:
            let position = change.toIndex.map { " at position \($0)" } ?? ""
            return style.green(terminalSafe("+ \(change.path)\(position): \(change.words ?? change.new?.diffText ?? "")"))
        case .removed:
            return style.red(terminalSafe("- \(change.path): \(change.words ?? change.old?.diffText ?? "")"))
        case .changed:
            let values = change.words ?? "\(change.old?.diffText ?? "") → \(change.new?.diffText ?? "")"
            return style.yellow(terminalSafe("~ \(change.path): \(values)"))
        case .moved:
            return terminalSafe("> \(change.path)") + style.cyan(": moved from position \(change.fromIndex ?? 0) to \(change.toIndex ?? 0)")
        }
    }

    private func frameHeader(_ frames: FrameDiff) -> String {
        var text = "frames at \(formatPoints(frames.container.width)) × \(formatPoints(frames.container.height)): "
        if frames.changes.isEmpty {
            text += "no changes"
        } else {
            var parts = ["\(frames.movedCount) moved", "\(frames.resizedCount) resized"]
            if frames.addedCount > 0 { parts.append("\(frames.addedCount) added") }
            if frames.removedCount > 0 { parts.append("\(frames.removedCount) removed") }
            text += plural(frames.changes.count, "element") + " changed (" + parts.joined(separator: ", ") + ")"
        }
        if frames.oldContentSize != frames.newContentSize {
            text += "; content size \(size(frames.oldContentSize)) → \(size(frames.newContentSize))"
        }
        return style.bold(text)
    }

    private func line(for change: FrameChange) -> String {
        var name: String
        switch change.category {
        case .cell: name = "cell"
        case .supplementary, .decoration: name = terminalSafe(change.elementKind ?? change.category.rawValue)
        }
        name += change.section.map { " \($0)[\(change.item)]" } ?? " [\(change.item)]"
        switch (change.old, change.new) {
        case (nil, let new?): return style.green("+ \(name) \(rect(new))")
        case (let old?, nil): return style.red("- \(name) \(rect(old))")
        case (let old?, let new?):
            var deltas: [String] = []
            if change.moved { deltas.append("moved \(signed(new.x - old.x)), \(signed(new.y - old.y))") }
            if change.resized { deltas.append("resized \(signed(new.width - old.width)) × \(signed(new.height - old.height))") }
            return style.yellow("~ \(name) \(rect(old)) → \(rect(new))  \(deltas.joined(separator: "; "))")
        case (nil, nil): return ""
        }
    }

    private func rect(_ r: Rect) -> String {
        "(\(formatPoints(r.x)), \(formatPoints(r.y)), \(formatPoints(r.width)), \(formatPoints(r.height)))"
    }

    private func size(_ s: Size) -> String { "\(formatPoints(s.width)) × \(formatPoints(s.height))" }

    private func signed(_ v: Double) -> String { v > 0 ? "+" + formatPoints(v) : formatPoints(v) }
}
