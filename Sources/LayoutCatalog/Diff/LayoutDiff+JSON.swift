import LayoutEngine

extension LayoutDiff {
    /// The diff as JSON, for `layouts diff --format json`.
    public var jsonValue: JSONValue {
        let s = summary
        return .object([
            "old": .string(oldLabel),
            "new": .string(newLabel),
            "identical": .bool(isEmpty),
            "summary": .object([
                "sectionsAdded": .number(Double(s.sectionsAdded)),
                "sectionsRemoved": .number(Double(s.sectionsRemoved)),
                "sectionsChanged": .number(Double(s.sectionsChanged)),
                "sectionsMoved": .number(Double(s.sectionsMoved)),
                "propertiesChanged": .number(Double(s.propertiesChanged)),
                "framesChanged": .number(Double(s.framesChanged)),
            ]),
            "changes": .array(structural.map(\.jsonValue)),
            "frames": .array(frames.map(\.jsonValue)),
        ])
    }
}

extension StructuralChange {
    public var jsonValue: JSONValue {
        var fields: [String: JSONValue] = ["kind": .string(kind.rawValue), "path": .string(path)]
        if let old { fields["old"] = old }
        if let new { fields["new"] = new }
        if let fromIndex { fields["from"] = .number(Double(fromIndex)) }
        if let toIndex { fields["to"] = .number(Double(toIndex)) }
        return .object(fields)
    }
}

extension FrameDiff {
    public var jsonValue: JSONValue {
        .object([
            "container": size(container),
            "oldContentSize": size(oldContentSize),
            "newContentSize": size(newContentSize),
            "moved": .number(Double(movedCount)),
            "resized": .number(Double(resizedCount)),
            "added": .number(Double(addedCount)),
            "removed": .number(Double(removedCount)),
            "changes": .array(changes.map(\.jsonValue)),
        ])
    }

    private func size(_ s: Size) -> JSONValue {
        .object(["width": .number(s.width), "height": .number(s.height)])
    }
}

extension FrameChange {
    public var jsonValue: JSONValue {
        func frame(_ r: Rect?) -> JSONValue {
            guard let r else { return .null }
            return .array([.number(r.x), .number(r.y), .number(r.width), .number(r.height)])
        }
        var fields: [String: JSONValue] = [
            "category": .string(category.rawValue),
            "section": section.map(JSONValue.string) ?? .null,
            "item": .number(Double(item)),
            "old": frame(old), "new": frame(new),
            "moved": .bool(moved), "resized": .bool(resized),
        ]
        if let elementKind { fields["elementKind"] = .string(elementKind) }
        return .object(fields)
    }
}
