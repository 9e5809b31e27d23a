import LayoutCatalog
import LayoutEngine

// The JSON forms of the catalogue's records, as `--format json` prints them. The catalogue returns
// values; how they are written for scripts is the command line's business, in this one layer.

extension LayoutSummary {
    package var jsonValue: JSONValue {
        var members: JSONObject = [
            "name": .string(name), "latestRevision": .number(Double(latestRevision)),
            "revisions": .number(Double(revisionCount)), "sections": .number(Double(sectionCount)),
            "cells": cellCount.map { .number(Double($0)) } ?? .null, "lastMessage": .string(lastMessage),
            "updatedAt": .string(updatedAt),
        ]
        if !problems.isEmpty { members["problems"] = .array(problems.map(JSONValue.string)) }
        return .object(members)
    }
}

extension RevisionInfo {
    package var jsonValue: JSONValue {
        .object([
            "layout": .string(layout), "revision": .number(Double(number)),
            "parent": parent.map { .number(Double($0)) } ?? .null, "contentHash": .string(contentHash),
            "message": .string(message), "createdAt": .string(createdAt), "sections": .number(Double(sectionCount)),
        ])
    }

    /// A measurement set's revision (`layouts measurements list --format json`): a set has a
    /// name, not a layout, and no sections.
    package var measurementSetJSON: JSONValue {
        .object([
            "name": .string(layout), "revision": .number(Double(number)), "contentHash": .string(contentHash),
            "message": .string(message), "createdAt": .string(createdAt),
        ])
    }
}

extension CacheStatistics {
    package var jsonValue: JSONValue {
        .object([
            "entries": .number(Double(entries)), "bytes": .number(Double(bytes)),
            "limitBytes": .number(Double(limitBytes)), "hits": .number(Double(hits)),
            "misses": .number(Double(misses)), "solverVersion": .number(Double(solverVersion)),
        ])
    }
}

extension DeviceMetrics {
    /// One orientation's figures: width, height, safe area (TOP, LEADING, BOTTOM, TRAILING) and size classes.
    var jsonMembers: JSONObject {
        [
            "width": .number(width), "height": .number(height),
            "safeArea": .array([safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing].map(JSONValue.number)),
            "sizeClass": .string(horizontalSizeClass.rawValue),
            "verticalSizeClass": .string(verticalSizeClass.rawValue),
        ]
    }
}

extension DevicePreset {
    package var jsonValue: JSONValue {
        // The portrait figures also stand at the top, as `solve` reads a preset by default.
        .object([
            "id": .string(id), "name": .string(name), "width": .number(width), "height": .number(height),
            "sizeClass": .string(portrait.horizontalSizeClass.rawValue),
            "scale": .number(scale), "layoutMargin": .number(layoutMargin),
            "portrait": .object(portrait.jsonMembers), "landscape": .object(landscape.jsonMembers),
        ])
    }
}

extension WindowPreset {
    /// `layouts devices --windows --format json`: an orientation the window does not have is absent.
    package var jsonValue: JSONValue {
        var members: JSONObject = ["id": .string(id), "name": .string(name), "device": .string(device), "scale": .number(scale)]
        for orientation in orientations {
            guard let held = metrics(orientation) else { continue }
            var figures = held.metrics.jsonMembers
            figures["layoutMargin"] = .number(held.layoutMargin)
            members[orientation.rawValue] = .object(figures)
        }
        return .object(members)
    }
}

extension LayoutDiff {
    /// The diff as JSON, for `layouts diff --format json`.
    package var jsonValue: JSONValue {
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
    package var jsonValue: JSONValue {
        var fields: JSONObject = ["kind": .string(kind.rawValue), "path": .string(path)]
        if let old { fields["old"] = old }
        if let new { fields["new"] = new }
        if let fromIndex { fields["from"] = .number(Double(fromIndex)) }
        if let toIndex { fields["to"] = .number(Double(toIndex)) }
        if let words { fields["words"] = .string(words) }
        return .object(fields)
    }
}

extension FrameDiff {
    package var jsonValue: JSONValue {
        var fields: JSONObject = [
            "container": size(container),
            "oldContentSize": size(oldContentSize),
            "newContentSize": size(newContentSize),
            "moved": .number(Double(movedCount)),
            "resized": .number(Double(resizedCount)),
            "added": .number(Double(addedCount)),
            "removed": .number(Double(removedCount)),
            "sections": .array(sectionFootprints.map(\.jsonValue)),
            "changes": .array(changes.map(\.jsonValue)),
        ]
        if let textSize { fields["contentSizeCategory"] = .string(textSize) }
        if let device { fields["device"] = .string(device) }
        return .object(fields)
    }

    private func size(_ s: Size) -> JSONValue {
        .object(["width": .number(s.width), "height": .number(s.height)])
    }
}

extension SectionFootprintChange {
    /// `{"name": …, "old": {…} or null, "new": {…} or null}`, each side's cells, columns,
    /// first cell's size and extent along the scroll axis (`"axis": "height"` or `"width"`).
    package var jsonValue: JSONValue {
        func side(_ footprint: SectionFootprint?) -> JSONValue {
            guard let footprint else { return .null }
            return .object([
                "cells": .number(Double(footprint.cellCount)), "columns": .number(Double(footprint.columns)),
                "cellSize": footprint.cellSize.map { .object(["width": .number($0.width), "height": .number($0.height)]) } ?? .null,
                "extent": .number(footprint.extent),
            ])
        }
        return .object(["name": .string(name), "axis": .string(vertical ? "height" : "width"), "old": side(old), "new": side(new)])
    }
}

extension FrameChange {
    package var jsonValue: JSONValue {
        func frame(_ r: Rect?) -> JSONValue {
            guard let r else { return .null }
            return .array([.number(r.x), .number(r.y), .number(r.width), .number(r.height)])
        }
        var fields: JSONObject = [
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

extension JSONValue {
    /// A value as the diff prints it: `fractionalWidth(0.4)` for a one-key object of a scalar,
    /// compact JSON otherwise.
    package var diffText: String {
        if case .object(let fields) = self, fields.count == 1, let (key, value) = fields.first {
            switch value {
            case .object, .array: break
            default: return "\(key)(\(value.compactText))"
            }
        }
        return compactText
    }
}

extension SectionSharing {
    /// One element of `sections --format json`.
    package var jsonValue: JSONValue {
        .object([
            "position": .number(Double(position)), "name": .string(name), "contentHash": .string(contentHash),
            "alsoIn": .array(alsoIn.map { use in
                .object(["layout": .string(use.layout), "revision": .number(Double(use.revision)),
                         "section": .string(use.section), "position": .number(Double(use.position))])
            }),
        ])
    }
}
