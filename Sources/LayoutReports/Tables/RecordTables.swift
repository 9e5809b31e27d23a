import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

// The tables people read, one per kind of record, as `RecordJSON.swift` holds what scripts read.

extension [LayoutSummary] {
    /// `layouts list`: a layout whose latest revision is damaged shows `?` for its cells.
    package var table: String {
        var table = TextTable(["NAME", "REV", "REVS", "SECTIONS", "CELLS", "UPDATED", "MESSAGE"],
                              alignments: [.left, .right, .right, .right, .right, .left, .left])
        for s in self {
            table.append([s.name, String(s.latestRevision), String(s.revisionCount),
                          String(s.sectionCount), s.problems.isEmpty ? cellTotal(s.cellCount) : "?",
                          s.updatedAt, firstLine(s.lastMessage)])
        }
        return table.rendered
    }
}

/// Insets as the preset tables show them: TOP,LEADING,BOTTOM,TRAILING.
private func insets(_ i: DirectionalInsets) -> String {
    [i.top, i.leading, i.bottom, i.trailing].map { formatPoints($0) }.joined(separator: ",")
}

extension [DevicePreset] {
    /// `layouts devices`: safe areas as TOP,LEADING,BOTTOM,TRAILING.
    package var table: String {
        var table = TextTable(["ID", "NAME", "WIDTH", "HEIGHT", "SCALE", "SIZE CLASS", "SAFE AREA", "LANDSCAPE", "MARGIN"],
                              alignments: [.left, .left, .right, .right, .right, .left, .left, .left, .right])
        for p in self {
            let landscape = p.landscape
            table.append([p.id, p.name, formatPoints(p.width), formatPoints(p.height),
                          "@\(formatPoints(p.scale))x", p.portrait.horizontalSizeClass.rawValue,
                          insets(p.portrait.safeArea),
                          "\(landscape.horizontalSizeClass.rawValue) \(insets(landscape.safeArea))",
                          formatPoints(p.layoutMargin)])
        }
        return table.rendered
    }
}

extension [WindowPreset] {
    /// `layouts devices --windows`: a row per window and orientation it exists in; size
    /// classes as horizontal/vertical, safe areas as TOP,LEADING,BOTTOM,TRAILING.
    package var table: String {
        var table = TextTable(["ID", "NAME", "ORIENTATION", "WIDTH", "HEIGHT", "SCALE", "SIZE CLASSES", "SAFE AREA", "MARGIN"],
                              alignments: [.left, .left, .left, .right, .right, .right, .left, .left, .right])
        for window in self {
            for orientation in window.orientations {
                guard let held = window.metrics(orientation) else { continue }
                let m = held.metrics
                table.append([window.id, window.name, orientation.rawValue, formatPoints(m.width), formatPoints(m.height),
                              "@\(formatPoints(window.scale))x",
                              "\(m.horizontalSizeClass.rawValue)/\(m.verticalSizeClass.rawValue)",
                              insets(m.safeArea), formatPoints(held.layoutMargin)])
            }
        }
        return table.rendered
    }
}

extension [RevisionInfo] {
    /// `layouts measurements list`: each set's latest revision.
    package var measurementSetTable: String {
        var table = TextTable(["SET", "REVISION", "SAVED", "MESSAGE"], alignments: [.left, .right, .left, .left])
        for info in self {
            table.append([terminalSafe(info.layout), String(info.number), info.createdAt, terminalSafe(info.message)])
        }
        return table.rendered
    }
}

extension [SectionSharing] {
    /// `layouts sections`: the revision, then one row per section with the other layouts that
    /// use the same section.
    package func table(of revision: RevisionInfo) -> String {
        var table = TextTable(["#", "SECTION", "HASH", "ALSO IN"], alignments: [.right, .left, .left, .left])
        for row in self {
            table.append([String(row.position), row.name, String(row.contentHash.prefix(12)), Self.describe(row.alsoIn)])
        }
        return revision.reference.description + "\n" + table.rendered
    }

    /// "photo-grid@1…3 (photos), gallery@2 (main)": each layout once, with its revisions.
    package static func describe(_ uses: [SectionUse]) -> String {
        guard !uses.isEmpty else { return "-" }
        var order: [String] = []
        var byLayout: [String: [SectionUse]] = [:]
        for use in uses {
            if byLayout[use.layout] == nil { order.append(use.layout) }
            byLayout[use.layout, default: []].append(use)
        }
        return order.map { layout in
            let found = byLayout[layout] ?? []
            let numbers = found.map(\.revision)
            let revisions = numbers.count == 1 ? "@\(numbers[0])" : "@\(numbers.min() ?? 0)…\(numbers.max() ?? 0)"
            let names = Set(found.map(\.section)).sorted().joined(separator: ", ")
            return "\(layout)\(revisions) (\(names))"
        }.joined(separator: ", ")
    }
}

extension CacheStatistics {
    /// `layouts cache stats`: one figure a line.
    package var text: String {
        // In Double: the counters are read from the file and may be near 2^63.
        let lookups = Double(hits) + Double(misses)
        let rate = lookups == 0 ? "-" : formatFixed(Double(hits) / lookups * 100, decimals: 0) + "%"
        return """
            entries   \(entries)
            size      \(byteCount(bytes)) of \(byteCount(limitBytes))
            hits      \(hits)
            misses    \(misses)
            hit rate  \(rate)
            solver    version \(solverVersion)
            """
    }
}

/// 1536 → "1.5 KiB".
package func byteCount(_ bytes: Int) -> String {
    let units = ["bytes", "KiB", "MiB", "GiB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
        value /= 1024
        unit += 1
    }
    return unit == 0 ? "\(bytes) bytes" : "\(formatPoints(value, digits: 1)) \(units[unit])"
}
