import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

extension TokenDiff {
    /// One line per changed token (`space.md: 16 → 20`), then the layouts that name one and
    /// those that move.
    package var text: String {
        guard !changes.isEmpty else { return "the two sets give every dimension token the same value" }
        func points(_ value: Double) -> String { SolveResultWriter.number(value) }
        var lines = changes.map { change in
            switch (change.old, change.new) {
            case (let old?, let new?): "\(change.name): \(points(old)) → \(points(new))"
            case (nil, let new?): "\(change.name): added, \(points(new))"
            case (let old?, nil): "\(change.name): removed, was \(points(old))"
            case (nil, nil): "\(change.name)"
            }
        }
        if namingLayouts.isEmpty {
            lines.append("no layout of the catalogue names a changed token")
        } else {
            lines.append("\(plural(namingLayouts.count, "layout")) \(namingLayouts.count == 1 ? "names" : "name") a changed token (\(namingLayouts.joined(separator: ", "))); "
                + (movedLayouts.isEmpty ? "none moves" : "\(movedLayouts.count) \(movedLayouts.count == 1 ? "moves" : "move"): \(movedLayouts.joined(separator: ", "))"))
        }
        for (name, reason) in unsolvableLayouts {
            lines.append("\(name) cannot be solved with one of the sets: \(reason)")
        }
        return lines.joined(separator: "\n")
    }

    /// `{ "changes": [ { "name", "old", "new" } ], "namingLayouts": [...], "movedLayouts": [...] }`,
    /// a value absent from a set as null.
    package var jsonValue: JSONValue {
        .object([
            "changes": .array(changes.map { change in
                .object(["name": .string(change.name), "old": change.old.map(JSONValue.number) ?? .null,
                         "new": change.new.map(JSONValue.number) ?? .null])
            }),
            "namingLayouts": .array(namingLayouts.map(JSONValue.string)),
            "movedLayouts": .array(movedLayouts.map(JSONValue.string)),
            "unsolvableLayouts": .array(unsolvableLayouts.map { .object(["name": .string($0.name), "reason": .string($0.reason)]) }),
        ])
    }
}
