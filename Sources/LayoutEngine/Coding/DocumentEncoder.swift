/// How much of a document the JSON tree spells out.
public enum JSONStyle: Sendable {
    /// Required keys always, optional keys only when they differ from their default, semantic
    /// equivalents (`fixed 0` spacing, zero anchor offsets) written as the default: equal layouts
    /// give equal trees, hence equal canonical bytes. What the catalogue stores and hashes.
    case canonical
    /// Every key that has a default written with its value, so two trees can be compared key by
    /// key without knowing the format's defaults (the structural diff). Optional values with no
    /// default (an item anchor, inter-item spacing, a variant's keys) stay absent when absent.
    case complete
}

/// The JSON tree of the model (format.md), canonical unless asked otherwise.
extension LayoutDocument {
    /// The document's canonical JSON tree (format.md): what ``canonicalJSON`` and ``prettyJSON`` print.
    public var jsonValue: JSONValue { jsonValue(.canonical) }

    /// The document's JSON tree in `style`: ``JSONStyle/canonical`` to store and hash,
    /// ``JSONStyle/complete`` to compare key by key.
    public func jsonValue(_ style: JSONStyle) -> JSONValue {
        let tree = tree(sections: sections.map { $0.jsonValue(style) }, style: style)
        return namesTokens ? tree.writingTokenReferences(tokenReferences) : tree
    }

    /// The document's tree around its sections' trees.
    private func tree(sections: [JSONValue], style: JSONStyle) -> JSONValue {
        var members: JSONObject = [
            "formatVersion": .number(Double(LayoutDocument.currentFormatVersion)),
            "sections": .array(sections),
        ]
        if case .object(let configuration) = configuration.jsonValue(style), !configuration.isEmpty {
            members["configuration"] = .object(configuration)
        }
        // Left out when empty, as a default is.
        if !lintDisabled.isEmpty || style == .complete {
            members["lintDisabled"] = lintDisabledJSON
        }
        return .object(members)
    }

    /// `lintDisabled` as the tree spells it: the rule ids, sorted, so one set has one spelling.
    package var lintDisabledJSON: JSONValue { .array(lintDisabled.map(\.rawValue).sorted().map(JSONValue.string)) }

    /// Compact, keys sorted: the bytes the catalogue hashes.
    public var canonicalJSON: String { jsonValue.compactText }

    /// The canonical bytes of the document and of each of its sections, each section encoded
    /// once (the catalogue stores and hashes both).
    public var canonicalJSONWithSections: (document: String, sections: [String]) {
        guard namesTokens else {
            let sectionTrees = sections.map(\.jsonValue)
            return (tree(sections: sectionTrees, style: .canonical).compactText, sectionTrees.map(\.compactText))
        }
        let document = jsonValue
        guard case .object(let members) = document, case .array(let sectionTrees)? = members["sections"] else {
            return (document.compactText, [])
        }
        return (document.compactText, sectionTrees.map(\.compactText))
    }

    /// Indented by two spaces, keys sorted with each object's `formatVersion`, `name` and `kind`
    /// first: ``formattedJSON(schema:)`` without its final newline. One pretty form, so what
    /// `export` prints passes `fmt --check`.
    public var prettyJSON: String { jsonValue.prettyText(leadingKeys: Self.leadingKeys) }
}

/// The members of one JSON object under construction, in a style.
private struct Members {
    let style: JSONStyle
    var values: JSONObject = [:]

    init(_ style: JSONStyle, _ values: JSONObject = [:]) {
        self.style = style
        self.values = values
        // Room for an item's or a section's usual keys, so setting them does not reallocate.
        self.values.reserveCapacity(8)
    }

    /// Sets `key` unless the style is canonical and the value is the key's default.
    mutating func set(_ key: String, _ value: @autoclosure () -> JSONValue, isDefault: Bool) {
        if style == .complete || !isDefault { values[key] = value() }
    }

    mutating func set(_ key: String, _ number: Double, default defaultValue: Double = 0) {
        set(key, .number(number), isDefault: number == defaultValue)
    }

    mutating func set(_ key: String, _ elements: [JSONValue]) {
        set(key, .array(elements), isDefault: elements.isEmpty)
    }

    mutating func set<E: RawRepresentable & Equatable>(_ key: String, _ value: E, default defaultValue: E)
    where E.RawValue == String {
        set(key, .string(value.rawValue), isDefault: value == defaultValue)
    }

    mutating func set(_ key: String, _ insets: DirectionalInsets) {
        set(key, insets.jsonValue, isDefault: insets.isZero)
    }

    var object: JSONValue { .object(values) }
}

extension LayoutConfiguration {
    /// Only the settings that differ from the defaults when canonical; `{}` for a default configuration.
    public var jsonValue: JSONValue { jsonValue(.canonical) }

    /// The configuration's JSON tree in `style`; the complete style writes every setting.
    public func jsonValue(_ style: JSONStyle) -> JSONValue {
        var members = Members(style)
        members.set("scrollDirection", scrollDirection, default: .vertical)
        members.set("interSectionSpacing", interSectionSpacing)
        members.set("boundarySupplementaryItems", boundarySupplementaryItems.map { $0.jsonValue(style) })
        members.set("contentInsetsReference", contentInsetsReference, default: .safeArea)
        return members.object
    }
}

extension Section {
    /// The section's canonical JSON tree: the object under `sections` in a document.
    public var jsonValue: JSONValue { jsonValue(.canonical) }

    /// The section's JSON tree in `style`: `name`, `itemCount`, `group` or `list`, and the keys
    /// that differ from their defaults (all of them when complete).
    public func jsonValue(_ style: JSONStyle) -> JSONValue {
        var members = Members(style, [
            "name": .string(name),
            "itemCount": .number(Double(itemCount)),
        ])
        switch kind {
        case .group(let group):
            members.values["group"] = group.jsonValue(style)
            groupKeys(into: &members)
        case .list(let list):
            members.values["list"] = list.jsonValue(style)
            // A list section has no group-only keys; one set in code (which validation refuses)
            // is still written, so that what is encoded says what the model holds.
            var groupOnly = Members(.canonical)
            groupKeys(into: &groupOnly)
            for (key, value) in groupOnly.values { members.values[key] = value }
        }
        members.set("decorationItems", decorationItems.map { $0.jsonValue(style) })
        members.set("contentInsetsReference", contentInsetsReference, default: .automatic)
        members.set("variants", variants.map { $0.jsonValue(style) })
        return members.object
    }

    /// The keys only a group section takes (FormatKeys.groupOnlySectionKeys), but `group`.
    private func groupKeys(into members: inout Members) {
        let style = members.style
        members.set("contentInsets", contentInsets)
        members.set("interGroupSpacing", interGroupSpacing)
        members.set("orthogonalScrollingBehavior", orthogonalScrollingBehavior, default: .none)
        members.set("boundarySupplementaryItems", boundarySupplementaryItems.map { $0.jsonValue(style) })
        members.set("supplementariesFollowContentInsets", .bool(supplementariesFollowContentInsets),
                    isDefault: supplementariesFollowContentInsets)
        members.set("supplementaryContentInsetsReference", supplementaryContentInsetsReference, default: .automatic)
        members.set("orthogonalScrollingProperties", orthogonalScrollingProperties.jsonValue(style),
                    isDefault: orthogonalScrollingProperties == .automatic)
    }
}

extension ListConfiguration {
    /// `appearance` always; the modes when not `none` (always when complete); `headerTopPadding`
    /// when set, since it has no default value to stand for (absent is the system default).
    public var jsonValue: JSONValue { jsonValue(.canonical) }

    /// The list configuration's JSON tree in `style`.
    public func jsonValue(_ style: JSONStyle) -> JSONValue {
        var members = Members(style, ["appearance": .string(appearance.rawValue)])
        members.set("headerMode", headerMode, default: .none)
        members.set("footerMode", footerMode, default: .none)
        if let headerTopPadding { members.values["headerTopPadding"] = .number(headerTopPadding) }
        return members.object
    }
}

extension SectionVariant {
    /// `when` and every key the variant sets, even one equal to a section default: a variant
    /// setting `interGroupSpacing: 0` overrides the section's own value.
    public var jsonValue: JSONValue { jsonValue(.canonical) }

    /// The variant's JSON tree; the style applies to the group and supplementaries it carries.
    public func jsonValue(_ style: JSONStyle) -> JSONValue {
        var members: JSONObject = ["when": when.jsonValue]
        if let group { members["group"] = group.jsonValue(style) }
        if let list { members["list"] = list.jsonValue(style) }
        if let contentInsets { members["contentInsets"] = contentInsets.jsonValue }
        if let interGroupSpacing { members["interGroupSpacing"] = .number(interGroupSpacing) }
        if let orthogonalScrollingBehavior {
            members["orthogonalScrollingBehavior"] = .string(orthogonalScrollingBehavior.rawValue)
        }
        if let boundarySupplementaryItems {
            members["boundarySupplementaryItems"] = .array(boundarySupplementaryItems.map { $0.jsonValue(style) })
        }
        if let decorationItems { members["decorationItems"] = .array(decorationItems.map { $0.jsonValue(style) }) }
        if let supplementariesFollowContentInsets {
            members["supplementariesFollowContentInsets"] = .bool(supplementariesFollowContentInsets)
        }
        if let contentInsetsReference { members["contentInsetsReference"] = .string(contentInsetsReference.rawValue) }
        if let supplementaryContentInsetsReference {
            members["supplementaryContentInsetsReference"] = .string(supplementaryContentInsetsReference.rawValue)
        }
        if let orthogonalScrollingProperties {
            members["orthogonalScrollingProperties"] = orthogonalScrollingProperties.jsonValue(style)
        }
        return .object(members)
    }
}

extension VariantCondition {
    /// The condition's JSON tree: only the bounds and size class it names.
    public var jsonValue: JSONValue {
        var members: JSONObject = [:]
        if let minWidth { members["minWidth"] = .number(minWidth) }
        if let maxWidth { members["maxWidth"] = .number(maxWidth) }
        if let minEffectiveWidth { members["minEffectiveWidth"] = .number(minEffectiveWidth) }
        if let maxEffectiveWidth { members["maxEffectiveWidth"] = .number(maxEffectiveWidth) }
        if let horizontalSizeClass { members["horizontalSizeClass"] = .string(horizontalSizeClass.rawValue) }
        if let verticalSizeClass { members["verticalSizeClass"] = .string(verticalSizeClass.rawValue) }
        if let idiom { members["idiom"] = .string(idiom.rawValue) }
        if let minContentSizeCategory { members["minContentSizeCategory"] = .string(minContentSizeCategory.rawValue) }
        if let maxContentSizeCategory { members["maxContentSizeCategory"] = .string(maxContentSizeCategory.rawValue) }
        return .object(members)
    }
}

extension LayoutItem {
    /// The item's or group's canonical JSON tree.
    public var jsonValue: JSONValue { jsonValue(.canonical) }

    /// The item's or group's JSON tree in `style`: `size`, `kind`, a group's `subitems` and
    /// repetition, a custom group's `frames`, and the keys that differ from their defaults.
    public func jsonValue(_ style: JSONStyle) -> JSONValue {
        var members = Members(style, ["size": size.jsonValue])
        members.set("contentInsets", contentInsets)
        let edges = edgeSpacing.jsonValue
        members.set("edgeSpacing", edges, isDefault: edges == .object([:]))
        members.set("supplementaryItems", supplementaryItems.map { $0.jsonValue(style) })
        switch kind {
        case .item:
            members.values["kind"] = "item"
        case .group(let group):
            members.values["kind"] = .string(group.axis.rawValue)
            members.values["subitems"] = .array(group.subitems.map { $0.jsonValue(style) })
            switch group.repetition {
            case .cycle: break
            case .count(let n): members.values["count"] = .number(Double(n))
            case .repeating(let n): members.values["repeatingCount"] = .number(Double(n))
            case .adaptive(let adaptive):
                members.values["adaptiveCount"] = ["minimumWidth": .number(adaptive.minimumWidth),
                                                   "maximum": .number(Double(adaptive.maximum))]
            }
            if let spacing = group.interItemSpacing?.nonZero { members.values["interItemSpacing"] = spacing.jsonValue }
        case .custom(let items):
            members.values["kind"] = "custom"
            members.values["frames"] = .array(items.map { $0.jsonValue(style) })
        }
        return members.object
    }
}

extension LayoutSize {
    /// `width` and `height`, each a dimension's tree.
    public var jsonValue: JSONValue {
        ["width": width.jsonValue, "height": height.jsonValue]
    }
}

extension Dimension {
    /// A one-key object naming the dimension's kind: `{"fractionalWidth": 0.5}`.
    public var jsonValue: JSONValue {
        switch self {
        case .fractionalWidth(let v): return ["fractionalWidth": .number(v)]
        case .fractionalHeight(let v): return ["fractionalHeight": .number(v)]
        case .absolute(let v): return ["absolute": .number(v)]
        case .estimated(let v): return ["estimated": .number(v)]
        case .uniformAcrossSiblings(let v): return ["uniformAcrossSiblings": .number(v)]
        }
    }
}

extension Spacing {
    /// A one-key object naming the spacing's kind: `{"fixed": 8}` or `{"flexible": 8}`.
    public var jsonValue: JSONValue {
        switch self {
        case .fixed(let v): return ["fixed": .number(v)]
        case .flexible(let v): return ["flexible": .number(v)]
        }
    }
}

extension EdgeSpacing {
    /// The edges that have spacing; `fixed 0` counts as none.
    public var jsonValue: JSONValue {
        var members: JSONObject = [:]
        let edges: [(String, Spacing?)] = [("leading", leading), ("top", top), ("trailing", trailing), ("bottom", bottom)]
        for case let (key, spacing?) in edges {
            if let spacing = spacing.nonZero { members[key] = spacing.jsonValue }
        }
        return .object(members)
    }
}

extension DirectionalInsets {
    /// All four edges; containers leave zero insets out altogether.
    public var jsonValue: JSONValue {
        ["top": .number(top), "leading": .number(leading), "bottom": .number(bottom), "trailing": .number(trailing)]
    }
}

extension Point {
    /// `x` and `y`.
    public var jsonValue: JSONValue {
        ["x": .number(x), "y": .number(y)]
    }
}

extension Rect {
    /// `x`, `y`, `width` and `height`.
    public var jsonValue: JSONValue {
        ["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)]
    }
}

extension CustomGroupItem {
    /// The frame's four numbers, and the z-index when it is not 0 (always when complete).
    public var jsonValue: JSONValue { jsonValue(.canonical) }

    /// The custom frame's JSON tree in `style`.
    public func jsonValue(_ style: JSONStyle) -> JSONValue {
        guard case .object(let frame) = frame.jsonValue else { return frame.jsonValue }
        var members = Members(style, frame)
        members.set("zIndex", Double(zIndex))
        return members.object
    }
}

extension OrthogonalScrollingProperties {
    /// The properties that are not `automatic` (all of them when complete).
    public var jsonValue: JSONValue { jsonValue(.canonical) }

    /// The orthogonal scrolling properties' JSON tree in `style`.
    public func jsonValue(_ style: JSONStyle) -> JSONValue {
        var members = Members(style)
        members.set("bounce", bounce, default: .automatic)
        members.set("decelerationRate", decelerationRate, default: .automatic)
        return members.object
    }
}

extension BoundaryItem {
    /// The boundary item's canonical JSON tree.
    public var jsonValue: JSONValue { jsonValue(.canonical) }

    /// The boundary item's JSON tree in `style`: kind, size and alignment always; offset,
    /// `extendsBoundary`, pinning, insets and z-index when they differ from their defaults.
    public func jsonValue(_ style: JSONStyle) -> JSONValue {
        var members = Members(style, [
            "elementKind": .string(elementKind),
            "size": size.jsonValue,
            "alignment": .string(alignment.rawValue),
        ])
        members.set("absoluteOffset", absoluteOffset.jsonValue, isDefault: absoluteOffset == .zero)
        members.set("extendsBoundary", .bool(extendsBoundary), isDefault: extendsBoundary)
        members.set("pinToVisibleBounds", .bool(pinToVisibleBounds), isDefault: !pinToVisibleBounds)
        members.set("contentInsets", contentInsets)
        members.set("zIndex", Double(zIndex))
        return members.object
    }
}

extension SupplementaryItem {
    /// The supplementary's canonical JSON tree.
    public var jsonValue: JSONValue { jsonValue(.canonical) }

    /// An anchored supplementary's z-index defaults to 1: it sits above its host.
    public func jsonValue(_ style: JSONStyle) -> JSONValue {
        var members = Members(style, [
            "elementKind": .string(elementKind),
            "size": size.jsonValue,
            "containerAnchor": containerAnchor.jsonValue,
        ])
        if let itemAnchor { members.values["itemAnchor"] = itemAnchor.jsonValue }
        members.set("zIndex", Double(zIndex), default: 1)
        return members.object
    }
}

extension Anchor {
    /// Edges in the format's order (top, leading, bottom, trailing); a zero offset is left out.
    public var jsonValue: JSONValue {
        var members: JSONObject = [
            "edges": .array(Edges.ordered.filter { edges.contains($0.0) }.map { .string($0.1) }),
        ]
        switch offset {
        case .absolute(let point)? where point != .zero: members["absoluteOffset"] = point.jsonValue
        case .fractional(let point)? where point != .zero: members["fractionalOffset"] = point.jsonValue
        default: break
        }
        return .object(members)
    }
}

extension DecorationItem {
    /// The decoration's canonical JSON tree.
    public var jsonValue: JSONValue { jsonValue(.canonical) }

    /// The decoration's JSON tree in `style`: its kind, and its insets and z-index when not zero.
    public func jsonValue(_ style: JSONStyle) -> JSONValue {
        var members = Members(style, ["elementKind": .string(elementKind)])
        members.set("contentInsets", contentInsets)
        members.set("zIndex", Double(zIndex))
        return members.object
    }
}
