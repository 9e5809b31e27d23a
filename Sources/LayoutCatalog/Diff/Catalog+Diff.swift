import LayoutEngine

extension Catalog {
    /// Diffs two subjects: the structural changes, and the frames in each container of the
    /// request, each side solved through the frame cache as what it is (a stored revision keys
    /// the cache by its stored hash), in every container at once: one cache look-up and at most
    /// one write transaction per side, whatever the number of containers. Counts, scroll
    /// positions and measurements named for one side only are dropped for the other; a name
    /// that neither side has is refused. `useCache: false` neither reads nor writes the cache.
    ///
    /// `each` is given both sides' solutions in each container, in the order asked, for callers
    /// that draw them; nothing is kept otherwise. `solved` is given each side's outcomes, old
    /// then new, in the order asked (a failure to keep fresh frames is on them:
    /// `SolveOutcome.cacheWriteFailure`).
    public func diff(_ old: SolveSubject, _ new: SolveSubject, in request: SolveRequest, tolerance: Double = 0.001,
                     useCache: Bool = true,
                     each: (SolveContainer, _ old: Solution, _ new: Solution) throws -> Void = { _, _, _ in },
                     solved: (LayoutDiff.Side, [SolveOutcome]) -> Void = { _, _ in })
        throws -> LayoutDiff {
        let containers = request.containers
        var diff = try LayoutDiff(old: old.document, oldLabel: old.title, new: new.document, newLabel: new.title,
                              environments: containers.map(\.environment), tolerance: tolerance,
                              solveSide: { side, environments in
                                  let subject = side == .old ? old : new
                                  let outcomes = try solve(subject.document,
                                                           contentHash: contentHash(of: subject, useCache: useCache),
                                                           label: subject.title, in: environments, useCache: useCache)
                                  solved(side, outcomes)
                                  return outcomes.map(\.solution)
                              },
                              each: { index, old, new in try each(containers[index], old, new) })
        for index in diff.frames.indices {
            let container = containers[index]
            diff.frames[index].textSize = container.textSizeLabel
            let alike = containers.filter {
                $0.width == container.width && $0.height == container.height && $0.textSizeLabel == container.textSizeLabel
            }
            if alike.count > 1 { diff.frames[index].device = container.deviceName }
        }
        return diff
    }
}
