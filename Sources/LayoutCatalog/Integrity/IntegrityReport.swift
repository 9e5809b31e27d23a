/// What `Catalog.checkIntegrity()` found: each problem with its place, and what was checked.
public struct IntegrityReport: Hashable, Sendable {
    /// One problem: where (a revision, a table, the cache) and what, with how to repair it.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// Where: a revision (`NAME@N`), a table, the cache.
        public var place: String
        /// What is wrong, and how to repair it.
        public var problem: String
        /// `place: problem`.
        public var description: String { "\(place): \(problem)" }
    }

    /// The problems found, in the order checked; empty for a healthy catalogue.
    public var findings: [Finding] = []
    /// Stored revisions checked against their content hashes and decoded.
    public var revisionsChecked = 0
    /// Stored sections checked against their content hashes.
    public var sectionsChecked = 0
    /// Stored measurement sets checked.
    public var measurementSetsChecked = 0
    /// Token set revisions whose hash and content were checked.
    public var tokenSetsChecked = 0
    /// Cached solutions, in the rows whose bookkeeping was checked.
    public var cacheEntriesChecked = 0

    /// Whether nothing was found.
    public var isHealthy: Bool { findings.isEmpty }

    mutating func report(_ place: String, _ problem: String) {
        findings.append(Finding(place: place, problem: problem))
    }
}
