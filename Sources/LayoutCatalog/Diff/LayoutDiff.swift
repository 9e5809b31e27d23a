import LayoutEngine

/// Everything that differs between two revisions (or a revision and a document): the
/// structural changes, and the frame changes at each container size asked for.
public struct LayoutDiff: Hashable, Sendable {
    /// What the old side is called in output: `name@3`, a file name.
    public var oldLabel: String
    /// What the new side is called in output.
    public var newLabel: String
    /// The changes to the documents, configuration first, then sections by name.
    public var structural: [StructuralChange]
    /// The frame changes, one per container size asked for, in the order asked.
    public var frames: [FrameDiff]

    /// Whether the two sides are the same: no structural change and no frame moved.
    public var isEmpty: Bool { structural.isEmpty && frames.allSatisfy(\.isEmpty) }

    /// One side of a diff.
    public enum Side: Sendable {
        /// The side the diff is from, and the side it is to.
        case old, new
    }

    /// Diffs two documents; `solve` is called for each side and environment, so the caller can
    /// solve each side as what it is (a stored revision keys the cache by its stored hash).
    /// `each` is given both sides' solutions of each environment, by its index, for callers
    /// that draw them.
    public init(old: LayoutDocument, oldLabel: String, new: LayoutDocument, newLabel: String,
                environments: [SolveEnvironment], tolerance: Double = 0.001,
                solve: (Side, SolveEnvironment) throws -> Solution,
                each: (_ index: Int, _ old: Solution, _ new: Solution) throws -> Void = { _, _, _ in }) throws {
        try self.init(old: old, oldLabel: oldLabel, new: new, newLabel: newLabel, environments: environments,
                      tolerance: tolerance, solveSide: { side, environments in try environments.map { try solve(side, $0) } },
                      each: each)
    }

    /// Diffs two documents, each side solved in every environment at once: `solveSide` is called
    /// once for the old side and once for the new, with the environments in order, and returns
    /// a solution for each, so that a caller solving through the frame cache looks each side up
    /// in one round (W environments: 2 rounds, not 2W). `each` is given both sides' solutions
    /// of each environment, by its index, for callers that draw them.
    public init(old: LayoutDocument, oldLabel: String, new: LayoutDocument, newLabel: String,
                environments: [SolveEnvironment], tolerance: Double = 0.001,
                solveSide: (Side, [SolveEnvironment]) throws -> [Solution],
                each: (_ index: Int, _ old: Solution, _ new: Solution) throws -> Void = { _, _, _ in }) throws {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
        structural = StructuralDiff.changes(from: old, to: new)
        let oldNames = old.sections.map(\.name)
        let newNames = new.sections.map(\.name)
        let eitherNames = Set(oldNames + newNames)
        // Every container's frame diff keeps both sides' cells: refused before anything is
        // solved when all of them together would be more than a diff holds.
        let held = environments.reduce(0) { held, environment in
            held.addingSaturating(environment.restricted(to: oldNames).cellCount(of: old))
                .addingSaturating(environment.restricted(to: newNames).cellCount(of: new))
        }
        if held > Self.cellLimit { throw LayoutDiffError.tooManyCells(held, containers: environments.count) }
        // A name that neither side has is a mistake, not something to drop: refused as a
        // single layout's solve would refuse it.
        for environment in environments {
            if let error = environment.unknownSectionError(outside: eitherNames, place: "in either layout") {
                throw error
            }
        }
        // Counts, scroll positions and measurements named for one side only are dropped for
        // the other, so a section added by the new revision can still be given them.
        let oldSolutions = try solveSide(.old, environments.map { $0.restricted(to: oldNames) })
        let newSolutions = try solveSide(.new, environments.map { $0.restricted(to: newNames) })
        precondition(oldSolutions.count == environments.count && newSolutions.count == environments.count,
                     "solveSide gives one solution per environment")
        frames = try environments.indices.map { index in
            try each(index, oldSolutions[index], newSolutions[index])
            return FrameDiff(old: oldSolutions[index], new: newSolutions[index], tolerance: tolerance)
        }
    }

    /// The most cells one diff holds, both sides of every container together (docs/limits.md):
    /// as many as one solve may make.
    public static let cellLimit = SolveError.cellLimit

    /// The counts for `diff --stat` and the diff's closing line.
    public var summary: DiffSummary {
        var summary = DiffSummary()
        var changedSections = Set<String>()
        for change in structural {
            if change.isSection {
                switch change.kind {
                case .added: summary.sectionsAdded += 1
                case .removed: summary.sectionsRemoved += 1
                case .moved: summary.sectionsMoved += 1
                case .changed: summary.propertiesChanged += 1
                }
            } else {
                summary.propertiesChanged += 1
                if let section = change.section { changedSections.insert(section) }
            }
        }
        summary.sectionsChanged = changedSections.count
        summary.framesChanged = frames.reduce(0) { $0 + $1.changes.count }
        return summary
    }
}

/// Why a diff was refused before anything was solved.
public enum LayoutDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Both sides in every container together hold more cells than `LayoutDiff.cellLimit`.
    case tooManyCells(Int, containers: Int)

    /// What was refused and what to do instead.
    public var description: String {
        switch self {
        case .tooManyCells(let cells, let containers):
            let total = cells == Int.max ? "more than \(Int.max)" : String(cells)
            return "too many cells to diff: \(total) on both sides in \(containers) container\(containers == 1 ? "" : "s"), "
                + "the limit is \(LayoutDiff.cellLimit); diff at fewer sizes or with fewer items (--items)"
        }
    }
}
