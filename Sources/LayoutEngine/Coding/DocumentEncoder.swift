/// The canonical JSON tree of the model: required keys always, optional keys only when they
/// differ from their default, semantic equivalents (`fixed 0` spacing, zero anchor offsets)
/// written as the default. Equal layouts give equal trees, hence equal canonical bytes.
extension LayoutDocument {
    public var jsonValue: JSONValue { tree(sections: sections.map(\.jsonValue)) }

    /// The document's tree around its sections' trees.
    private func tree(sections: [JSONValue]) -> JSONValue {
        var members: [String: JSONValue] = [
            "formatVersion": .number(Double(LayoutDocument.currentFormatVersion)),
            "sections": .array(sections),
        ]
        if case .object(let configuration) = configuration.jsonValue, !configuration.isEmpty {
            members["configuration"] = .object(configuration)
        }
        return .object(members)
    }

    /// Compact, keys sorted: the bytes the catalogue hashes.
    public var canonicalJSON: String { jsonValue.compactText }

    /// The canonical bytes of the document and of each of its sections, each section encoded
    /// once (the catalogue stores and hashes both).
    public var canonicalJSONWithSections: (document: String, sections: [String]) {
        let sectionTrees = sections.map(\.jsonValue)
        return (tree(sections: sectionTrees).compactText, sectionTrees.map(\.compactText))
    }

    /// Keys sorted, indented by two spaces: what `export` prints.
    public var prettyJSON: String { jsonValue.prettyText }
}

extension LayoutConfiguration {
    /// Only the settings that differ from the defaults; `{}` for a default configuration.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [:]
        if scrollDirection != .vertical { members["scrollDirection"] = .string(scrollDirection.rawValue) }
        members.setNonZero("interSectionSpacing", interSectionSpacing)
        members.setNonEmpty("boundarySupplementaryItems", boundarySupplementaryItems.map(\.jsonValue))
        if contentInsetsReference != .safeArea {
            members["contentInsetsReference"] = .string(contentInsetsReference.rawValue)
        }
        return .object(members)
    }
}

extension Section {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(name),
            "itemCount": .number(Double(itemCount)),
            "group": group.jsonValue,
        ]
        if !contentInsets.isZero { members["contentInsets"] = contentInsets.jsonValue }
        members.setNonZero("interGroupSpacing", interGroupSpacing)
        if orthogonalScrollingBehavior != .none {
            members["orthogonalScrollingBehavior"] = .string(orthogonalScrollingBehavior.rawValue)
        }
        members.setNonEmpty("boundarySupplementaryItems", boundarySupplementaryItems.map(\.jsonValue))
        members.setNonEmpty("decorationItems", decorationItems.map(\.jsonValue))
        if !supplementariesFollowContentInsets { members["supplementariesFollowContentInsets"] = .bool(false) }
        if contentInsetsReference != .automatic {
            members["contentInsetsReference"] = .string(contentInsetsReference.rawValue)
        }
        if supplementaryContentInsetsReference != .automatic {
            members["supplementaryContentInsetsReference"] = .string(supplementaryContentInsetsReference.rawValue)
        }
        if orthogonalScrollingProperties != .automatic {
            members["orthogonalScrollingProperties"] = orthogonalScrollingProperties.jsonValue
        }
        members.setNonEmpty("variants", variants.map(\.jsonValue))
        return .object(members)
    }
}

extension SectionVariant {
    /// `when` and every key the variant sets, even one equal to a section default: a variant
    /// setting `interGroupSpacing: 0` overrides the section's own value.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["when": when.jsonValue]
        if let group { members["group"] = group.jsonValue }
        if let contentInsets { members["contentInsets"] = contentInsets.jsonValue }
        if let interGroupSpacing { members["interGroupSpacing"] = .number(interGroupSpacing) }
        if let orthogonalScrollingBehavior {
            members["orthogonalScrollingBehavior"] = .string(orthogonalScrollingBehavior.rawValue)
        }
        if let boundarySupplementaryItems {
            members["boundarySupplementaryItems"] = .array(boundarySupplementaryItems.map(\.jsonValue))
        }
        if let decorationItems { members["decorationItems"] = .array(decorationItems.map(\.jsonValue)) }
        if let supplementariesFollowContentInsets {
            members["supplementariesFollowContentInsets"] = .bool(supplementariesFollowContentInsets)
        }
        if let contentInsetsReference { members["contentInsetsReference"] = .string(contentInsetsReference.rawValue) }
        if let supplementaryContentInsetsReference {
            members["supplementaryContentInsetsReference"] = .string(supplementaryContentInsetsReference.rawValue)
        }
        if let orthogonalScrollingProperties {
            members["orthogonalScrollingProperties"] = orthogonalScrollingProperties.jsonValue
        }
        return .object(members)
    }
}

extension VariantCondition {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [:]
        if let minWidth { members["minWidth"] = .number(minWidth) }
        if let maxWidth { members["maxWidth"] = .number(maxWidth) }
        if let horizontalSizeClass { members["horizontalSizeClass"] = .string(horizontalSizeClass.rawValue) }
        return .object(members)
    }
}

extension LayoutItem {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["size": size.jsonValue]
        if !contentInsets.isZero { members["contentInsets"] = contentInsets.jsonValue }
        if case .object(let edges) = edgeSpacing.jsonValue, !edges.isEmpty { members["edgeSpacing"] = .object(edges) }
        members.setNonEmpty("supplementaryItems", supplementaryItems.map(\.jsonValue))
        switch kind {
        case .item:
            members["kind"] = "item"
        case .group(let group):
            members["kind"] = .string(group.axis.rawValue)
            members["subitems"] = .array(group.subitems.map(\.jsonValue))
            switch group.repetition {
            case .cycle: break
            case .count(let n): members["count"] = .number(Double(n))
            case .repeating(let n): members["repeatingCount"] = .number(Double(n))
            }
            if let spacing = group.interItemSpacing?.nonZero { members["interItemSpacing"] = spacing.jsonValue }
        case .custom(let items):
            members["kind"] = "custom"
            members["frames"] = .array(items.map(\.jsonValue))
        }
        return .object(members)
    }
}

extension LayoutSize {
    public var jsonValue: JSONValue {
        ["width": width.jsonValue, "height": height.jsonValue]
    }
}

extension Dimension {
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
        var members: [String: JSONValue] = [:]
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
    public var jsonValue: JSONValue {
        ["x": .number(x), "y": .number(y)]
    }
}

extension Rect {
    public var jsonValue: JSONValue {
        ["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)]
    }
}

extension CustomGroupItem {
    /// The frame's four numbers, and the z-index when it is not 0.
    public var jsonValue: JSONValue {
        guard case .object(var members) = frame.jsonValue else { return frame.jsonValue }
        if zIndex != 0 { members["zIndex"] = .number(Double(zIndex)) }
        return .object(members)
    }
}

extension OrthogonalScrollingProperties {
    /// Only the properties that are not `automatic`.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [:]
        if bounce != .automatic { members["bounce"] = .string(bounce.rawValue) }
        if decelerationRate != .automatic { members["decelerationRate"] = .string(decelerationRate.rawValue) }
        return .object(members)
    }
}

extension BoundaryItem {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "elementKind": .string(elementKind),
            "size": size.jsonValue,
            "alignment": .string(alignment.rawValue),
        ]
        if absoluteOffset != .zero { members["absoluteOffset"] = absoluteOffset.jsonValue }
        if !extendsBoundary { members["extendsBoundary"] = .bool(false) }
        if pinToVisibleBounds { members["pinToVisibleBounds"] = .bool(true) }
        if !contentInsets.isZero { members["contentInsets"] = contentInsets.jsonValue }
        if zIndex != 0 { members["zIndex"] = .number(Double(zIndex)) }
        return .object(members)
    }
}

extension SupplementaryItem {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "elementKind": .string(elementKind),
            "size": size.jsonValue,
            "containerAnchor": containerAnchor.jsonValue,
        ]
        if let itemAnchor { members["itemAnchor"] = itemAnchor.jsonValue }
        if zIndex != 1 { members["zIndex"] = .number(Double(zIndex)) }
        return .object(members)
    }
}

extension Anchor {
    /// Edges in the format's order (top, leading, bottom, trailing); a zero offset is left out.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
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
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["elementKind": .string(elementKind)]
        if !contentInsets.isZero { members["contentInsets"] = contentInsets.jsonValue }
        if zIndex != 0 { members["zIndex"] = .number(Double(zIndex)) }
        return .object(members)
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    fileprivate mutating func setNonZero(_ key: String, _ number: Double) {
        if number != 0 { self[key] = .number(number) }
    }

    fileprivate mutating func setNonEmpty(_ key: String, _ elements: [JSONValue]) {
        if !elements.isEmpty { self[key] = .array(elements) }
    }
}
