/// The group work a solve spends on one section, worked out from the document alone
/// (docs/limits.md): the units `WorkBudget` names, counted as `DimensionResolver`,
/// `LinearArrangement` and `GroupSolver` spend them. Counts and repeating counts do not depend on
/// the container, so for them the figure is exact; a group that cycles its subitems repeats as
/// often as they fit, and an adaptive group makes as many slots as fit (§5.6); both depend on the
/// width, so each is counted once, its least. The figure is
/// therefore never more than what a solve at any width spends: validation may refuse a document for
/// it without refusing one that some solve would accept.
///
/// Recursion follows the tree and must only be asked of trees no deeper than
/// `LayoutDocument.maximumDepth`. Each distinct node is counted once per level above it and the
/// result multiplied by its repetitions, so the work here grows with the document, not with the
/// products of its counts. Sums and products saturate at `Int.max`.
enum SolveWork {
    /// The units a solve spends on a section whose group is `group`: measuring it (when it has an
    /// estimated axis) and placing its tree.
    static func units(ofSectionGroup group: LayoutItem) -> Int {
        measuring(group).addingSaturating(placing(group))
    }

    /// `DimensionResolver.measure`: only a group with an estimated axis arranges its children.
    private static func measuring(_ node: LayoutItem) -> Int {
        guard node.size.width.isEstimated || node.size.height.isEstimated,
              case .group(let group) = node.kind else { return 0 }
        return arranging(group)
    }

    /// `LinearArrangement.arrange`: one unit a child slot, and each distinct subitem measured once.
    private static func arranging(_ group: LayoutGroup) -> Int {
        guard let first = group.subitems.first else { return 0 }
        switch group.repetition {
        case .cycle, .adaptive:
            // At least the first child is always kept; an adaptive group makes at least one slot.
            return 1.addingSaturating(measuring(first))
        case .count(let n), .repeating(let n):
            guard n > 0 else { return 0 }
            var units = n
            for index in 0..<min(n, group.subitems.count) {
                units = units.addingSaturating(measuring(group.subitems[index]))
            }
            return units
        }
    }

    /// `GroupSolver.place`: the node itself with its supplementaries, a custom group's frames, a
    /// group's arrangement and every child it places.
    private static func placing(_ node: LayoutItem) -> Int {
        var units = 1.addingSaturating(node.supplementaryItems.count)
        switch node.kind {
        case .item:
            break
        case .custom(let items):
            units = units.addingSaturating(items.count)
        case .group(let group):
            units = units.addingSaturating(arranging(group))
            guard !group.subitems.isEmpty else { break }
            switch group.repetition {
            case .cycle, .adaptive:
                units = units.addingSaturating(placing(group.subitems[0]))
            case .count(let n), .repeating(let n):
                guard n > 0 else { break }
                let m = group.subitems.count
                for index in 0..<min(n, m) {
                    // Child k is subitem k % m: subitem `index` comes n / m times, once more if
                    // it is among the first n % m.
                    let times = n / m + (index < n % m ? 1 : 0)
                    units = units.addingSaturating(times.multipliedSaturating(by: placing(group.subitems[index])))
                }
            }
        }
        return units
    }
}
