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

    /// The text, one change a line, made safe for a terminal: the configuration's changes, then
    /// each section's (an added or removed section drawn as `show` draws it, a changed one as its
    /// changed keys under its name), then each container: its sections' shapes, then the cells.
    public var rendered: String {
        var lines: [String] = [style.bold(terminalSafe("diff \(diff.oldLabel) \(diff.newLabel)"))]
        if !statOnly { lines += structuralLines() }
        for frames in diff.frames {
            lines.append(frameHeader(frames))
            if !statOnly {
                lines += frames.sectionFootprints.map { "  " + shapeLine($0) }
                for change in frames.changes.prefix(frameLimit) { lines.append("  " + line(for: change)) }
                if frames.changes.count > frameLimit {
                    lines.append("  … and \(frames.changes.count - frameLimit) more (--all-cells lists every one)")
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

    /// The structural changes: the configuration's first, then section by section in the order
    /// the diff meets them, each section's changes together under its name.
    private func structuralLines() -> [String] {
        var lines = diff.structural.filter { $0.section == nil }.flatMap { keyLines($0, path: $0.path, indent: "") }
        var order: [String] = []
        var bySection: [String: [StructuralChange]] = [:]
        for change in diff.structural {
            guard let section = change.section else { continue }
            if bySection[section] == nil { order.append(section) }
            bySection[section, default: []].append(change)
        }
        for name in order {
            let changes = bySection[name] ?? []
            for change in changes where change.isSection { lines += sectionLines(change, name: name) }
            let keys = changes.filter { !$0.isSection }
            guard !keys.isEmpty else { continue }
            lines.append(style.yellow(terminalSafe("~ section \(name)")))
            let prefix = "sections[\(name)]"
            for change in keys {
                var path = change.path.hasPrefix(prefix) ? String(change.path.dropFirst(prefix.count)) : change.path
                if path.hasPrefix(".") { path.removeFirst() }
                lines += keyLines(change, path: path.isEmpty ? "section" : path, indent: "    ")
            }
        }
        return lines
    }

    /// A whole section added, removed or moved: an added or removed one drawn as `show` draws
    /// it, every line marked.
    private func sectionLines(_ change: StructuralChange, name: String) -> [String] {
        switch change.kind {
        case .added, .removed:
            let added = change.kind == .added
            let (mark, colour) = added ? ("+", style.green) : ("-", style.red)
            guard change.words == nil, let value = added ? change.new : change.old,
                  let tree = Self.sectionTree(value, index: (added ? change.toIndex : change.fromIndex) ?? 0) else {
                return keyLines(change, path: change.path, indent: "")
            }
            return tree.map { colour(mark + " " + $0) }
        case .moved:
            return [terminalSafe("> section \(name)") + style.cyan(": moved from position \(change.fromIndex ?? 0) to \(change.toIndex ?? 0)")]
        case .changed:
            return keyLines(change, path: change.path, indent: "")
        }
    }

    /// A section's JSON drawn as `show` draws it; `nil` when it does not read as a section alone.
    private static func sectionTree(_ value: JSONValue, index: Int) -> [String]? {
        let document = JSONValue.object(["formatVersion": .number(1), "sections": .array([value])])
        guard let decoded = try? LayoutDocument(jsonValue: document), let section = decoded.sections.first else { return nil }
        return TreeDescription.lines(of: section, index: index)
    }

    /// One key's change, `indent` before it: a value too long for one line continues below it
    /// as an indented tree of its keys (`JSONTree`).
    private func keyLines(_ change: StructuralChange, path: String, indent: String) -> [String] {
        switch change.kind {
        case .added, .removed:
            let added = change.kind == .added
            let (mark, colour) = added ? ("+", style.green) : ("-", style.red)
            let position = added ? change.toIndex.map { " at position \($0)" } ?? "" : ""
            let head = indent + terminalSafe("\(mark) \(path)\(position):")
            if let words = change.words { return [colour(head + " " + terminalSafe(words))] }
            let tree = JSONTree.lines((added ? change.new : change.old) ?? .null)
            if tree.count == 1 { return [colour(head + " " + terminalSafe(tree[0]))] }
            return [colour(head)] + tree.map { colour(indent + mark + "   " + terminalSafe($0)) }
        case .changed:
            let values = change.words ?? "\(change.old?.diffText ?? "") → \(change.new?.diffText ?? "")"
            return [style.yellow(indent + terminalSafe("~ \(path): \(values)"))]
        case .moved:
            return [indent + terminalSafe("> \(path)") + style.cyan(": moved from position \(change.fromIndex ?? 0) to \(change.toIndex ?? 0)")]
        }
    }

    /// `photos: 3 → 4 columns, cells 123.33 × 123.33 → 91.25 × 91.25, height 1283.33 → 1026.67`:
    /// only what differs; a section one side lacks is described whole.
    private func shapeLine(_ change: SectionFootprintChange) -> String {
        let axis = change.vertical ? "height" : "width"
        let name = terminalSafe(change.name)
        func whole(_ shape: SectionFootprint) -> String {
            var parts = [plural(shape.cellCount, "cell"), plural(shape.columns, "column")]
            if let cell = shape.cellSize { parts.append("cells \(size(cell))") }
            parts.append("\(axis) \(formatPoints(shape.extent))")
            return parts.joined(separator: ", ")
        }
        switch (change.old, change.new) {
        case (let old?, let new?):
            var parts: [String] = []
            if old.cellCount != new.cellCount { parts.append("\(old.cellCount) → \(plural(new.cellCount, "cell"))") }
            if old.columns != new.columns { parts.append("\(old.columns) → \(plural(new.columns, "column"))") }
            let (oldCell, newCell) = (old.cellSize.map(size) ?? "none", new.cellSize.map(size) ?? "none")
            if oldCell != newCell { parts.append("cells \(oldCell) → \(newCell)") }
            let (oldExtent, newExtent) = (formatPoints(old.extent), formatPoints(new.extent))
            if oldExtent != newExtent { parts.append("\(axis) \(oldExtent) → \(newExtent)") }
            return style.yellow("~ \(name): " + (parts.isEmpty ? "changed by less than 0.01 pt" : parts.joined(separator: ", ")))
        case (nil, let new?): return style.green("+ \(name): " + whole(new))
        case (let old?, nil): return style.red("- \(name): " + whole(old))
        case (nil, nil): return ""
        }
    }

    private func frameHeader(_ frames: FrameDiff) -> String {
        var text = "frames at \(formatPoints(frames.container.width)) × \(formatPoints(frames.container.height))"
            + (frames.device.map { " · \(terminalSafe($0))" } ?? "") + (frames.textSize.map { " · \($0)" } ?? "") + ": "
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
