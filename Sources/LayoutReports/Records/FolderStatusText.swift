import LayoutEngine
import LayoutWorkspace

// `layouts status`: the long form, the short form (`--short`) and the JSON form.

extension FolderStatus {
    /// One line a difference, `git status`'s way: `modified:   grid.json`; the unreadable with why.
    package var longText: String {
        guard !entries.isEmpty else { return "nothing differs: every file matches its layout's latest revision\n" }
        return entries.map { entry in
            let word = entry.change.rawValue + ":"
            return terminalSafe(word + String(repeating: " ", count: 12 - word.count) + entry.shownName + (entry.reason.map { " (\($0))" } ?? ""))
        }.joined(separator: "\n") + "\n"
    }

    /// `--short`: `A`, `M`, `D` or `?`, a space and the file (the layout, for `D`); nothing when clean.
    package var shortText: String {
        entries.map { terminalSafe("\($0.change.code) \($0.shownName)") + "\n" }.joined()
    }

    /// `--format json`: `[{"status", "layout", "file", "reason"}]`, `file` null for a deleted layout.
    package var jsonValue: JSONValue {
        .array(entries.map { entry in
            var members: JSONObject = ["status": .string(entry.change.rawValue), "layout": .string(entry.layout),
                                       "file": entry.path.map(JSONValue.string) ?? .null]
            if let reason = entry.reason { members["reason"] = .string(reason) }
            return .object(members)
        })
    }

    /// A note on standard error for each file the walk passed over.
    package var notes: [String] { skipped.map(\.note) }
}

extension FolderStatus.Change {
    /// The letter `--short` shows, as `git status --short` does (`A` for a file no layout has).
    var code: String {
        switch self {
        case .new: "A"
        case .modified: "M"
        case .deleted: "D"
        case .unreadable: "?"
        }
    }
}

extension FolderStatus.Entry {
    /// The file, or the layout's name when it has none.
    var shownName: String { path ?? layout }
}
