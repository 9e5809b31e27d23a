import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

// `layouts log`: revisions and events (renames, deletions, restorations, purges) in one list,
// and `log --deleted`.

extension [LogEntry] {
    /// `layouts log NAME`: an event's row names it where a revision's number is, and says what
    /// happened where a revision's message is.
    package var layoutLogTable: String {
        var table = TextTable(["REV", "PARENT", "HASH", "SECTIONS", "DATE", "MESSAGE"],
                              alignments: [.left, .right, .left, .right, .left, .left])
        for entry in self {
            switch entry {
            case .revision(let r):
                table.append([terminalSafe(r.reference.description), r.parent.map(String.init) ?? "-",
                              String(r.contentHash.prefix(12)), String(r.sectionCount), r.createdAt, firstLine(r.message)])
            case .event(let event):
                table.append([event.kind.rawValue, "", "", "", event.createdAt, event.summary])
            }
        }
        return table.rendered
    }

    /// `layouts log` without a name: the revisions of every layout, each named `NAME@N`, and
    /// every event.
    package var catalogueLogTable: String {
        var table = TextTable(["REVISION", "HASH", "SECTIONS", "DATE", "MESSAGE"], alignments: [.left, .left, .right, .left, .left])
        for entry in self {
            switch entry {
            case .revision(let r):
                table.append([terminalSafe(r.reference.description), String(r.contentHash.prefix(12)), String(r.sectionCount),
                              r.createdAt, firstLine(r.message)])
            case .event(let event):
                table.append([event.kind.rawValue, "", "", event.createdAt, event.summary])
            }
        }
        return table.rendered
    }
}

extension LogEntry {
    /// `log --oneline`: `NAME@N  message's first line`, or `renamed old → new`.
    package var onelineText: String {
        switch self {
        case .revision(let r):
            let message = firstLine(r.message)
            // A message is stored text: escaped as the tables escape it.
            return terminalSafe(r.reference.description + (message.isEmpty ? "" : "  " + message))
        case .event(let event):
            return terminalSafe("\(event.kind.rawValue) \(event.summary)")
        }
    }

    /// `log --format json`: a revision as before; an event as `{"event": "renamed", "name",
    /// "newName", "revisions", "createdAt"}`.
    package var jsonValue: JSONValue {
        switch self {
        case .revision(let r):
            return r.jsonValue
        case .event(let event):
            return .object([
                "event": .string(event.kind.rawValue), "name": .string(event.name),
                "newName": event.newName.map(JSONValue.string) ?? .null,
                "revisions": .number(Double(event.revisionCount)), "createdAt": .string(event.createdAt),
            ])
        }
    }
}

extension LayoutEvent {
    /// What happened, after the event's word: `old → new`, `name (3 revisions)`, `name as other`.
    package var summary: String {
        switch kind {
        case .renamed: terminalSafe("\(name) → \(newName ?? name)")
        case .deleted, .purged: terminalSafe(name) + " (\(plural(revisionCount, "revision")))"
        case .restored: terminalSafe(name + (newName.map { " as " + $0 } ?? "")) + " (\(plural(revisionCount, "revision")))"
        }
    }
}

extension [DeletedLayout] {
    /// `layouts log --deleted`: most recently deleted first.
    package var table: String {
        var table = TextTable(["NAME", "DELETED", "REVS", "MESSAGE"], alignments: [.left, .left, .right, .left])
        for layout in self {
            table.append([terminalSafe(layout.name), layout.deletedAt, String(layout.revisionCount), firstLine(layout.lastMessage)])
        }
        return table.rendered
    }
}

extension DeletedLayout {
    /// `layouts log --deleted --format json`.
    package var jsonValue: JSONValue {
        .object(["name": .string(name), "deletedAt": .string(deletedAt), "revisions": .number(Double(revisionCount)),
                 "lastMessage": .string(lastMessage)])
    }
}
