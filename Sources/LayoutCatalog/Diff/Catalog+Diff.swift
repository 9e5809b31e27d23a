import LayoutEngine

extension Catalog {
    /// Diffs two subjects: the structural changes, and the frames in each container of the
    /// request, each side solved through the frame cache as what it is (a stored revision keys
    /// the cache by its stored hash). Counts, scroll positions and measurements named for one
    /// side only are dropped for the other; a name that neither side has is refused.
    ///
    /// `each` is given both sides' solutions in each container, in the order asked, for
    /// callers that draw them; nothing is kept otherwise.
    public func diff(_ old: SolveSubject, _ new: SolveSubject, in request: SolveRequest, tolerance: Double = 0.001,
                     each: (SolveContainer, _ old: Solution, _ new: Solution) throws -> Void = { _, _, _ in })
        throws -> LayoutDiff {
        let containers = request.containers
        return try LayoutDiff(old: old.document, oldLabel: old.title, new: new.document, newLabel: new.title,
                              environments: containers.map(\.environment), tolerance: tolerance,
                              solve: { side, environment in
                                  try solve(side == .old ? old : new, in: environment, useCache: true).solution
                              },
                              each: { index, old, new in try each(containers[index], old, new) })
    }
}
