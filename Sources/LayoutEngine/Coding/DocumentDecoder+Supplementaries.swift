/// Boundary (header/footer), anchored supplementary and decoration items.
extension DocumentDecoder {
    mutating func boundaryItem(_ value: JSONNode, at path: Path) -> BoundaryItem? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.boundaryItem) else { return nil }
        return BoundaryItem(
            elementKind: required(members, "elementKind", at: path) { $0.string($1, at: $2) } ?? "",
            size: required(members, "size", at: path) { $0.size($1, at: $2) } ?? .placeholder,
            alignment: required(members, "alignment", at: path) { $0.enumeration($1, at: $2) } ?? .top,
            absoluteOffset: optional(members, "absoluteOffset", at: path, default: .zero) { $0.point($1, at: $2, lengths: true) },
            extendsBoundary: optional(members, "extendsBoundary", at: path, default: true) { $0.bool($1, at: $2) },
            pinToVisibleBounds: optional(members, "pinToVisibleBounds", at: path, default: false) { $0.bool($1, at: $2) },
            contentInsets: optional(members, "contentInsets", at: path, default: .zero) { $0.insets($1, at: $2) },
            zIndex: optional(members, "zIndex", at: path, default: 0) { $0.integer($1, at: $2) })
    }

    mutating func supplementaryItem(_ value: JSONNode, at path: Path) -> SupplementaryItem? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.supplementaryItem) else { return nil }
        return SupplementaryItem(
            elementKind: required(members, "elementKind", at: path) { $0.string($1, at: $2) } ?? "",
            size: required(members, "size", at: path) { $0.size($1, at: $2) } ?? .placeholder,
            containerAnchor: required(members, "containerAnchor", at: path) { $0.anchor($1, at: $2) } ?? Anchor(edges: []),
            itemAnchor: present(members, "itemAnchor", at: path) { $0.nullableAnchor($1, at: $2) } ?? nil,
            zIndex: optional(members, "zIndex", at: path, default: 1) { $0.integer($1, at: $2) })
    }

    /// `null` is a present "no item anchor"; a broken anchor is reported and also ends as none.
    private mutating func nullableAnchor(_ value: JSONNode, at path: Path) -> Anchor?? {
        if value.isNull { return .some(nil) }
        return anchor(value, at: path)
    }

    /// Edges plus at most one offset. A zero offset is the same as none and decodes to `nil`.
    mutating func anchor(_ value: JSONNode, at path: Path) -> Anchor? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.anchor) else {
            return nil
        }
        let edges = required(members, "edges", at: path) { $0.edges($1, at: $2) } ?? []
        let absolute = present(members, "absoluteOffset", at: path) { $0.point($1, at: $2, lengths: true) }
        let fractional = present(members, "fractionalOffset", at: path) { $0.point($1, at: $2) }
        var anchor = Anchor(edges: edges)
        switch (absolute, fractional) {
        case (let offset?, nil): anchor.offset = offset == .zero ? nil : .absolute(offset)
        case (nil, let offset?): anchor.offset = offset == .zero ? nil : .fractional(offset)
        case (_?, _?): report(path.appending(key: "fractionalOffset"), "absoluteOffset and fractionalOffset exclude each other")
        case (nil, nil): break
        }
        return anchor
    }

    private mutating func edges(_ value: JSONNode, at path: Path) -> Edges? {
        let names = array(value, at: path) { decoder, element, elementPath in
            decoder.string(element, at: elementPath).map { (elementPath, $0) }
        } ?? []
        var edges: Edges = []
        for (elementPath, name) in names {
            guard let edge = Edges.ordered.first(where: { $0.1 == name })?.0 else {
                report(elementPath, "unknown edge \"\(name)\"" + Self.didYouMean(name, among: Edges.ordered.map(\.1))
                    + "; expected \"top\", \"leading\", \"bottom\" or \"trailing\"")
                continue
            }
            if edges.contains(edge) { report(elementPath, "duplicate edge \"\(name)\"") }
            edges.insert(edge)
        }
        return edges
    }

    mutating func decorationItem(_ value: JSONNode, at path: Path) -> DecorationItem? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.decorationItem) else {
            return nil
        }
        return DecorationItem(
            elementKind: required(members, "elementKind", at: path) { $0.string($1, at: $2) } ?? "",
            contentInsets: optional(members, "contentInsets", at: path, default: .zero) { $0.insets($1, at: $2) },
            zIndex: optional(members, "zIndex", at: path, default: 0) { $0.integer($1, at: $2) })
    }

    /// A point; an absolute offset's coordinates are `lengths` that may name tokens.
    mutating func point(_ value: JSONNode, at path: Path, lengths: Bool = false) -> Point? {
        guard let members = members(of: value, at: path, allowing: FormatKeys.point) else { return nil }
        func coordinate(_ decoder: inout Self, _ value: JSONNode, _ path: Path) -> Double? {
            lengths ? decoder.length(value, at: path) : decoder.number(value, at: path)
        }
        return Point(x: required(members, "x", at: path, coordinate) ?? 0,
                     y: required(members, "y", at: path, coordinate) ?? 0)
    }
}
