/// What `Catalog.checkIntegrity()` found: each problem with its place, and what was checked.
public struct IntegrityReport: Hashable, Sendable {
    /// One problem: where (a revision, a table, the cache) and what, with how to repair it.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        public var place: String
        public var problem: String
        public var description: String { "\(place): \(problem)" }
    }

    public var findings: [Finding] = []
    public var revisionsChecked = 0
    public var sectionsChecked = 0
    public var measurementSetsChecked = 0
    /// Cached solutions, in the rows whose bookkeeping was checked.
    public var cacheEntriesChecked = 0

    public var isHealthy: Bool { findings.isEmpty }

    mutating func report(_ place: String, _ problem: String) {
        findings.append(Finding(place: place, problem: problem))
    }
}
