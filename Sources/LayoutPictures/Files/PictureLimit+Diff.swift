import LayoutEngine

extension PictureLimit {
    /// Refuses a diff's pictures over the limit before anything is solved: one picture holds
    /// both sides of a container, each side with the counts that apply to its sections.
    public func checkDiff(_ old: LayoutDocument, _ new: LayoutDocument, in environments: [SolveEnvironment],
                          title: String) throws {
        for environment in environments {
            let cells = [old, new].map { document in
                environment.restricted(to: document.sections.map(\.name)).cellCount(of: document)
            }
            try check(cells, of: title)
        }
    }
}
