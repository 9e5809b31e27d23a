import LayoutCatalog

extension SaveOutcome {
    /// What a save prints, as git prints a commit: the revision written (`photo-grid@3`), or the
    /// latest one and `unchanged` when the document equals it.
    package var line: String {
        switch self {
        case .created(let info): info.reference.description
        case .unchanged(let info): "\(info.reference) unchanged"
        }
    }
}
