import LayoutEngine

/// Counts of what a diff found, for `--stat` and the closing line of a diff.
public struct DiffSummary: Hashable, Sendable {
    public var sectionsAdded = 0
    public var sectionsRemoved = 0
    public var sectionsChanged = 0
    public var sectionsMoved = 0
    public var propertiesChanged = 0
    public var framesChanged = 0

    public init() {}
}

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
        frames = try environments.map { environment in
            // Item counts named for one side only are dropped for the other, so a section
            // added by the new revision can still be given a count.
            try FrameDiff(old: solve(.old, environment.restricted(to: oldNames)), oldSections: oldNames,
                          new: solve(.new, environment.restricted(to: newNames)), newSections: newNames,
                          tolerance: tolerance)
        }
    }

    public var summary: DiffSummary {
        var summary = DiffSummary()
        var changedSections = Set<String>()
        for change in structural {
            let isSection = change.path.hasPrefix("sections[") && change.path.hasSuffix("]")
                && !change.path.dropFirst("sections[".count).contains("[")
            if isSection {
                switch change.kind {
                case .added: summary.sectionsAdded += 1
                case .removed: summary.sectionsRemoved += 1
                case .moved: summary.sectionsMoved += 1
                case .changed: summary.propertiesChanged += 1
                }
            } else {
                summary.propertiesChanged += 1
                if change.path.hasPrefix("sections["), let close = change.path.firstIndex(of: "]") {
                    changedSections.insert(String(change.path[..<close]))
                }
            }
        }
        summary.sectionsChanged = changedSections.count
        summary.framesChanged = frames.reduce(0) { $0 + $1.changes.count }
        return summary
    }
}

extension SolveEnvironment {
    /// The environment with per-section item counts limited to the given sections.
    func restricted(to sections: [String]) -> SolveEnvironment {
        var copy = self
        let names = Set(sections)
        copy.itemCounts = itemCounts.filter { names.contains($0.key) }
        copy.orthogonalOffsets = orthogonalOffsets.filter { names.contains($0.key) }
        return copy
    }
}
