import LayoutEngine

/// Everything that differs between two revisions (or a revision and a document): the
/// structural changes, and the frame changes at each container size asked for.
public struct LayoutDiff: Hashable, Sendable {
    public var oldLabel: String
    public var newLabel: String
    public var structural: [StructuralChange]
    public var frames: [FrameDiff]

    public var isEmpty: Bool { structural.isEmpty && frames.allSatisfy(\.isEmpty) }

    /// One side of a diff.
    public enum Side: Sendable {
        case old, new
    }

    /// Diffs two documents; `solve` is called for each side and environment, so the caller can
    /// solve each side as what it is (a stored revision keys the cache by its stored hash).
    public init(old: LayoutDocument, oldLabel: String, new: LayoutDocument, newLabel: String,
                environments: [SolveEnvironment], tolerance: Double = 0.001,
                solve: (Side, SolveEnvironment) throws -> Solution) throws {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
        structural = StructuralDiff.changes(from: old, to: new)
        let oldNames = old.sections.map(\.name)
        let newNames = new.sections.map(\.name)
        let eitherNames = Set(oldNames + newNames)
        frames = try environments.map { environment in
            // A name that neither side has is a mistake, not something to drop: refused as a
            // single layout's solve would refuse it.
            if let error = environment.unknownSectionError(outside: eitherNames, place: "in either layout") {
                throw error
            }
            // Counts, scroll positions and measurements named for one side only are dropped for
            // the other, so a section added by the new revision can still be given them.
            return try FrameDiff(old: solve(.old, environment.restricted(to: oldNames)), oldSections: oldNames,
                                 new: solve(.new, environment.restricted(to: newNames)), newSections: newNames,
                                 tolerance: tolerance)
        }
    }

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
