import LayoutEngine

/// The structural diff of two layout documents. Sections are matched by name, so a reorder
/// reads as a move rather than a removal and an addition; within a matched pair the complete
/// JSON trees (every default spelled out, by the engine that knows them) are compared key by key,
/// so `vertical → horizontal` reads as a change even though the canonical form leaves `vertical` out.
public enum StructuralDiff {
    /// The changes from `old` to `new`: the configuration's first, then the sections only `old`
    /// has, then each section of `new` in its order (added, moved, or its changed properties).
    /// Empty when the documents are equal.
    public static func changes(from old: LayoutDocument, to new: LayoutDocument) -> [StructuralChange] {
        var changes: [StructuralChange] = []
        let (oldComplete, newComplete) = (trees(of: old, .complete), trees(of: new, .complete))
        let (oldCanonical, newCanonical) = (trees(of: old, .canonical), trees(of: new, .canonical))
        compare(oldComplete.configuration, newComplete.configuration, path: "configuration", section: nil, into: &changes)
        compare(old.lintDisabledJSON, new.lintDisabledJSON, path: "lintDisabled", section: nil, into: &changes)

        let oldNames = old.sections.map(\.name)
        let newNames = new.sections.map(\.name)
        let oldIndex = Dictionary(uniqueKeysWithValues: oldNames.enumerated().map { ($1, $0) })
        let newIndex = Dictionary(uniqueKeysWithValues: newNames.enumerated().map { ($1, $0) })

        for (i, name) in oldNames.enumerated() where newIndex[name] == nil {
            changes.append(StructuralChange(kind: .removed, path: "sections[\(name)]", section: name, isSection: true,
                                            old: oldCanonical.sections[i], fromIndex: i))
        }
        // Sections kept in relative order form the longest common subsequence; the others moved.
        let common = newNames.filter { oldIndex[$0] != nil }
        let stayed = Set(longestIncreasingSubsequence(common.map { oldIndex[$0]! }).map { oldNames[$0] })
        for (j, name) in newNames.enumerated() {
            guard let i = oldIndex[name] else {
                changes.append(StructuralChange(kind: .added, path: "sections[\(name)]", section: name, isSection: true,
                                                new: newCanonical.sections[j], toIndex: j))
                continue
            }
            if !stayed.contains(name) {
                changes.append(StructuralChange(kind: .moved, path: "sections[\(name)]", section: name, isSection: true,
                                                fromIndex: i, toIndex: j))
            }
            compareSection(oldComplete.sections[i], newComplete.sections[j],
                           path: "sections[\(name)]", section: name, into: &changes)
        }
        return changes.map(ListChangeWords.named)
    }

    /// The configuration's and each section's tree in `style`; a document's design token
    /// references (`"{space.md}"`) are in its own tree, not in a section's alone, so a document
    /// that names tokens is read from its tree.
    static func trees(of document: LayoutDocument, _ style: JSONStyle) -> (configuration: JSONValue, sections: [JSONValue]) {
        guard document.namesTokens, case .object(let members) = document.jsonValue(style),
              case .array(let sections)? = members["sections"], sections.count == document.sections.count else {
            return (document.configuration.jsonValue(style), document.sections.map { $0.jsonValue(style) })
        }
        return (members["configuration"] ?? document.configuration.jsonValue(style), sections)
    }

    /// Compares two sections (or variants); a section that turns from a group into a list, or
    /// back, is one change of what lays it out, not a removed group and an added list.
    static func compareSection(_ old: JSONValue, _ new: JSONValue, path: String, section: String?,
                               into changes: inout [StructuralChange]) {
        guard case .object(var a) = old, case .object(var b) = new else {
            compare(old, new, path: path, section: section, into: &changes)
            return
        }
        let switched: (JSONValue, JSONValue)? = switch (a["group"], a["list"], b["group"], b["list"]) {
        case (let group?, nil, nil, let list?): (group, list)
        case (nil, let list?, let group?, nil): (list, group)
        default: nil
        }
        if let (before, after) = switched {
            changes.append(StructuralChange(kind: .changed, path: path, section: section, old: before, new: after,
                                            words: ListChangeWords.kindSwitch(from: before, to: after, oldHadList: a["list"] != nil)))
            // The keys only one kind has (a group section's spacing, scrolling and the like) go
            // with the group: they are part of what the switch replaced.
            let shared = Set(a.keys).intersection(b.keys)
            for key in a.keys where !shared.contains(key) { a[key] = nil }
            for key in b.keys where !shared.contains(key) { b[key] = nil }
        }
        // Variants carry their own group or list: each compared the same way.
        if case .array(let oldVariants)? = a["variants"], case .array(let newVariants)? = b["variants"],
           oldVariants.count == newVariants.count {
            for (index, pair) in zip(oldVariants, newVariants).enumerated() {
                compareSection(pair.0, pair.1, path: "\(path).variants[\(index)]", section: section, into: &changes)
            }
            a["variants"] = nil
            b["variants"] = nil
        }
        compare(.object(a), .object(b), path: path, section: section, into: &changes)
    }

    /// Compares two canonical trees. Values that read as one unit — scalars, and one-key
    /// objects such as `{"fractionalWidth": 0.4}` — are reported whole at their own path.
    static func compare(_ old: JSONValue, _ new: JSONValue, path: String, section: String?,
                        into changes: inout [StructuralChange]) {
        if old == new { return }
        switch (old, new) {
        case (.object(let a), .object(let b)) where !isAtomic(old) || !isAtomic(new):
            for key in Set(a.keys).union(b.keys).sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                switch (a[key], b[key]) {
                case (let x?, let y?): compare(x, y, path: child, section: section, into: &changes)
                case (let x?, nil): changes.append(StructuralChange(kind: .removed, path: child, section: section, old: x))
                case (nil, let y?): changes.append(StructuralChange(kind: .added, path: child, section: section, new: y))
                case (nil, nil): break
                }
            }
        case (.array(let a), .array(let b)):
            for index in 0..<max(a.count, b.count) {
                let child = "\(path)[\(index)]"
                if index < a.count, index < b.count {
                    compare(a[index], b[index], path: child, section: section, into: &changes)
                } else if index < a.count {
                    changes.append(StructuralChange(kind: .removed, path: child, section: section, old: a[index]))
                } else {
                    changes.append(StructuralChange(kind: .added, path: child, section: section, new: b[index]))
                }
            }
        default:
            changes.append(StructuralChange(kind: .changed, path: path, section: section, old: old, new: new))
        }
    }

    static func isAtomic(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let fields):
            guard fields.count == 1, let only = fields.values.first else { return false }
            switch only {
            case .object, .array: return false
            default: return true
            }
        case .array: return false
        default: return true
        }
    }

    /// Indices (values) of one longest strictly increasing subsequence, in O(n log n).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var result: [Int] = []
        var k = tails.last ?? -1
        while k >= 0 {
            result.append(values[k])
            k = previous[k]
        }
        return result.reversed()
    }
}
