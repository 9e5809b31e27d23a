/// Nodes of the layout tree (items, horizontal/vertical and custom groups) and their parts.
extension DocumentDecoder {
    /// A node at `level` (a section's group is level 1). Below `maximumDepth` the decoder stops
    /// descending and leaves a leaf, so a hostile tree costs nothing; validation then reports
    /// the excess depth.
    mutating func node(_ value: JSONNode, at path: Path, level: Int) -> LayoutItem? {
        guard level <= LayoutDocument.maximumDepth + 1 else { return .placeholderLeaf }
        guard let fields = value.object else {
            report(path, "expected an object, found \(value.typeName)")
            return nil
        }
        // The kind is matched by its bytes, as a position in FormatKeys.kinds.
        let kinds = FormatKeys.kinds
        guard let kindBytes = required(fields, "kind", at: path, { $0.stringBytes($1, at: $2) }) else { return nil }
        var kind: Int
        if let known = kinds.index(of: kindBytes) {
            kind = known
        } else {
            let kindName = String(decoding: kindBytes, as: UTF8.self)
            let closest = suggestion(for: kindName, among: kinds.names)
            report(path.appending(key: "kind"), "unknown kind \"\(kindName)\"; "
                + (closest.map { "did you mean \"\($0)\"? " } ?? "")
                + "expected \"item\", \"horizontal\", \"vertical\" or \"custom\"")
            // The document is invalid already; reading on as the closest kind (by name, else by
            // the keys it has) reports every other error beneath it in the same run.
            // A section's group with nothing to go on stops here, as a leaf would only add an
            // error about being a leaf.
            guard let name = closest ?? (fields["subitems"] != nil ? "horizontal" : fields["frames"] != nil ? "custom"
                                         : level == 1 ? nil : "item") else { return nil }
            kind = kinds.names.firstIndex(of: name)!
        }
        let allowed: KeyList = switch kind {
        case FormatKeys.itemKind: FormatKeys.item
        case FormatKeys.customKind: FormatKeys.customGroup
        default: FormatKeys.group
        }
        guard let members = members(of: value, at: path, allowing: allowed) else { return nil }
        var item = LayoutItem(size: required(members, "size", at: path) { $0.size($1, at: $2) } ?? .placeholder)
        item.contentInsets = optional(members, "contentInsets", at: path, default: .zero) { $0.insets($1, at: $2) }
        item.edgeSpacing = optional(members, "edgeSpacing", at: path, default: .none) { $0.edgeSpacing($1, at: $2) }
        item.supplementaryItems = optional(members, "supplementaryItems", at: path, default: []) {
            $0.array($1, at: $2) { $0.supplementaryItem($1, at: $2) }
        }
        switch kind {
        case FormatKeys.horizontalKind, FormatKeys.verticalKind:
            item.kind = .group(group(members, axis: kind == FormatKeys.horizontalKind ? .horizontal : .vertical,
                                     at: path, level: level))
        case FormatKeys.customKind:
            item.kind = .custom(required(members, "frames", at: path) {
                $0.array($1, at: $2) { $0.customItem($1, at: $2) }
            } ?? [])
        default:
            item.kind = .item
        }
        return item
    }

    private mutating func group(_ members: JSONMembers, axis: Axis, at path: Path, level: Int) -> LayoutGroup {
        let subitems = required(members, "subitems", at: path) {
            $0.array($1, at: $2) { $0.node($1, at: $2, level: level + 1) ?? .placeholderLeaf }
        }
        var group = LayoutGroup(axis: axis, subitems: subitems ?? [.placeholderLeaf])
        let count = present(members, "count", at: path) { $0.integer($1, at: $2) }
        let repeatingCount = present(members, "repeatingCount", at: path) { $0.integer($1, at: $2) }
        let adaptiveCount = present(members, "adaptiveCount", at: path) { $0.adaptiveCount($1, at: $2) }
        switch (count, repeatingCount) {
        case (let count?, nil): group.repetition = .count(count)
        case (nil, let repeatingCount?): group.repetition = .repeating(repeatingCount)
        case (_?, _?): report(path.appending(key: "repeatingCount"), "count and repeatingCount exclude each other")
        case (nil, nil): break
        }
        // Checked on the keys, not the values read, so a broken value still names its rival.
        if members["adaptiveCount"] != nil {
            let rivals = ["count", "repeatingCount"].filter { members[named: $0] != nil }
            if !rivals.isEmpty {
                report(path.appending(key: "adaptiveCount"),
                       "adaptiveCount excludes \(rivals.joined(separator: " and ")): give one of them")
            } else if let adaptiveCount {
                group.repetition = .adaptive(adaptiveCount)
            }
        }
        group.interItemSpacing = present(members, "interItemSpacing", at: path) { $0.spacing($1, at: $2) }?.nonZero
        return group
    }

    /// `{ "minimumWidth": m, "maximum": n }`, both required (semantics §5.6).
    mutating func adaptiveCount(_ value: JSONNode, at path: Path) -> AdaptiveCount? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.adaptiveCount) else { return nil }
        let minimumWidth = required(members, "minimumWidth", at: path) { $0.number($1, at: $2) }
        let maximum = required(members, "maximum", at: path) { $0.integer($1, at: $2) }
        guard let minimumWidth, let maximum else { return nil }
        return AdaptiveCount(minimumWidth: minimumWidth, maximum: maximum)
    }

    mutating func size(_ value: JSONNode, at path: Path) -> LayoutSize? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.size) else { return nil }
        return LayoutSize(width: required(members, "width", at: path) { $0.dimension($1, at: $2) } ?? .absolute(0),
                          height: required(members, "height", at: path) { $0.dimension($1, at: $2) } ?? .absolute(0))
    }

    mutating func dimension(_ value: JSONNode, at path: Path) -> Dimension? {
        guard let (key, number) = singleKey(value, at: path, of: "a dimension", keys: FormatKeys.dimension,
                                            lengthPositions: FormatKeys.lengthDimensionPositions) else { return nil }
        switch key {
        case 0: return .fractionalWidth(number)
        case 1: return .fractionalHeight(number)
        case 2: return .absolute(number)
        case 3: return .estimated(number)
        default: return .uniformAcrossSiblings(number)
        }
    }

    mutating func spacing(_ value: JSONNode, at path: Path) -> Spacing? {
        guard let (key, number) = singleKey(value, at: path, of: "a spacing", keys: FormatKeys.spacing,
                                            lengthPositions: FormatKeys.lengthSpacingPositions) else {
            return nil
        }
        return key == 0 ? .fixed(number) : .flexible(number)
    }

    mutating func insets(_ value: JSONNode, at path: Path) -> DirectionalInsets? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.insets) else {
            return nil
        }
        return DirectionalInsets(
            top: optional(members, "top", at: path, default: 0) { $0.length($1, at: $2) },
            leading: optional(members, "leading", at: path, default: 0) { $0.length($1, at: $2) },
            bottom: optional(members, "bottom", at: path, default: 0) { $0.length($1, at: $2) },
            trailing: optional(members, "trailing", at: path, default: 0) { $0.length($1, at: $2) })
    }

    /// Each edge a Spacing or `null`; `fixed 0` is the same as no spacing and decodes to `nil`,
    /// so equal layouts are equal values.
    mutating func edgeSpacing(_ value: JSONNode, at path: Path) -> EdgeSpacing? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.edgeSpacing) else {
            return nil
        }
        func edge(_ decoder: inout DocumentDecoder, _ key: StaticString) -> Spacing? {
            decoder.present(members, key, at: path) { decoder, value, path in
                value.isNull ? nil : decoder.spacing(value, at: path)
            }?.nonZero
        }
        return EdgeSpacing(leading: edge(&self, "leading"), top: edge(&self, "top"),
                           trailing: edge(&self, "trailing"), bottom: edge(&self, "bottom"))
    }

    mutating func customItem(_ value: JSONNode, at path: Path) -> CustomGroupItem? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.customItem) else { return nil }
        let frame = Rect(x: required(members, "x", at: path) { $0.number($1, at: $2) } ?? 0,
                         y: required(members, "y", at: path) { $0.number($1, at: $2) } ?? 0,
                         width: required(members, "width", at: path) { $0.number($1, at: $2) } ?? 0,
                         height: required(members, "height", at: path) { $0.number($1, at: $2) } ?? 0)
        return CustomGroupItem(frame: frame,
                               zIndex: optional(members, "zIndex", at: path, default: 0) { $0.integer($1, at: $2) })
    }
}

extension Spacing {
    /// `nil` for `fixed 0`, which is UIKit's default: the canonical form of "no spacing".
    var nonZero: Spacing? {
        self == .fixed(0) ? nil : self
    }
}

/// Valid stand-ins for parts that failed to decode (their error is already reported).
extension LayoutSize {
    static let placeholder = LayoutSize(width: .absolute(0), height: .absolute(0))
}

extension LayoutItem {
    static let placeholderLeaf = LayoutItem(size: .placeholder)
    static let placeholderGroup = LayoutItem(
        size: .placeholder, kind: .group(LayoutGroup(axis: .horizontal, subitems: [.placeholderLeaf])))
}
