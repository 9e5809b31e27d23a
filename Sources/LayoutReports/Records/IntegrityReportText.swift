import LayoutCatalog
import LayoutWorkspace

extension IntegrityReport {
    /// What `doctor` says it checked: `3 revisions, 4 sections, 0 measurement sets, the schema
    /// and 6 cache entries`.
    public var checkedText: String {
        "\(plural(revisionsChecked, "revision")), \(plural(sectionsChecked, "section")), "
            + "\(plural(measurementSetsChecked, "measurement set")), "
            + "the schema and \(plural(cacheEntriesChecked, "cache entry", "cache entries"))"
    }
}
