import LayoutEngine

/// What changed between two token sets, and which layouts of the catalogue it moves: a token
/// value change told apart from a layout edit (`layouts tokens diff`).
public struct TokenDiff: Sendable {
    /// One token whose value differs, or that only one set has.
    public struct Change: Hashable, Sendable {
        /// The token's dotted name.
        public var name: String
        /// Its value in points in the old set; nil where the old set lacks it.
        public var old: Double?
        /// Its value in points in the new set; nil where the new set lacks it.
        public var new: Double?
    }

    /// The changed tokens, by name.
    public var changes: [Change]
    /// The layouts whose latest revision names a changed token, by name.
    public var namingLayouts: [String]
    /// Those of them whose frames differ in some container of the request, by name.
    public var movedLayouts: [String]
    /// Those of them that cannot be solved with one set or the other, by name, with why.
    public var unsolvableLayouts: [(name: String, reason: String)] = []

    /// The dimension tokens that differ between `old` and `new`, by name.
    public static func changes(from old: DesignTokens, to new: DesignTokens) -> [Change] {
        Set(old.values.keys).union(new.values.keys).sorted().compactMap { name in
            let (a, b) = (old.values[name], new.values[name])
            return a == b ? nil : Change(name: name, old: a, new: b)
        }
    }
}

extension Catalog {
    /// The token changes from `old` to `new`, the layouts naming a changed token, and those of
    /// them whose frames move: each is solved in every container of `request` with either set.
    /// A layout that cannot be solved with one of the sets is listed apart, with why.
    public func tokenDiff(from old: DesignTokens, to new: DesignTokens, in request: SolveRequest) throws -> TokenDiff {
        let changes = TokenDiff.changes(from: old, to: new)
        let changed = Set(changes.map(\.name))
        var naming: [String] = []
        var moved: [String] = []
        var unsolvable: [(String, String)] = []
        for revision in try latestRevisions() where !changed.isDisjoint(with: revision.document.tokenNames) {
            naming.append(revision.info.layout)
            func frames(with tokens: DesignTokens) throws -> [Solution] {
                var withTokens = request
                for i in withTokens.containers.indices { withTokens.containers[i].environment.tokens = tokens }
                return try solve(SolveSubject(revision), withTokens).map(\.solution)
            }
            do {
                let before = try frames(with: old)
                if try before != frames(with: new) { moved.append(revision.info.layout) }
            } catch {
                unsolvable.append((revision.info.layout, "\(error)"))
            }
        }
        var diff = TokenDiff(changes: changes, namingLayouts: naming, movedLayouts: moved)
        diff.unsolvableLayouts = unsolvable
        return diff
    }
}
