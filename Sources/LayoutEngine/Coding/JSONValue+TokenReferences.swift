extension JSONValue {
    /// The tree with each path of `references` (`sections[0].contentInsets.top`) holding its
    /// token's alias string (`"{space.md}"`) instead of the number there: how a document that
    /// names tokens writes them back, creating the objects a length at its default left out.
    func writingTokenReferences(_ references: [String: String]) -> JSONValue {
        var tree = self
        for (path, name) in references {
            tree.replace(at: Self.components(of: path)[...], with: .string("{" + name + "}"))
        }
        return tree
    }

    /// The value at a path of `components(of:)`, if the tree has one there.
    func value(at path: ArraySlice<PathComponent>) -> JSONValue? {
        guard let first = path.first else { return self }
        switch (self, first) {
        case (.object(let members), .key(let key)): return members[key]?.value(at: path.dropFirst())
        case (.array(let elements), .index(let index)) where elements.indices.contains(index):
            return elements[index].value(at: path.dropFirst())
        default: return nil
        }
    }

    enum PathComponent {
        case key(String)
        case index(Int)
    }

    /// `a.b[2].c` as its keys and indices.
    static func components(of path: String) -> [PathComponent] {
        var components: [PathComponent] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "[") {
                components.append(.key(String(rest[..<bracket])))
                rest = rest[bracket...]
                while rest.first == "[", let close = rest.firstIndex(of: "]") {
                    if let index = Int(rest[rest.index(after: rest.startIndex)..<close]) { components.append(.index(index)) }
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                components.append(.key(String(rest)))
            }
        }
        return components
    }

    private mutating func replace(at path: ArraySlice<PathComponent>, with value: JSONValue) {
        guard let first = path.first else {
            self = value
            return
        }
        switch (self, first) {
        case (.object(var members), .key(let key)):
            // A length at its default is left out of the canonical tree, objects around it too
            // (`contentInsets` all 0): a reference is written there all the same.
            var child = members[key] ?? .object([:])
            child.replace(at: path.dropFirst(), with: value)
            members[key] = child
            self = .object(members)
        case (.array(var elements), .index(let index)) where elements.indices.contains(index):
            elements[index].replace(at: path.dropFirst(), with: value)
            self = .array(elements)
        default:
            return
        }
    }
}
