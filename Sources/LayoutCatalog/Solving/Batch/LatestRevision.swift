/// A layout's latest revision as a batch reads it: its name, number and stored hash, and the
/// document's stored text (not yet checked or decoded).
struct LatestRevision: Sendable {
    var name: String
    var number: Int
    var contentHash: String
    var document: String

    var label: String { RevisionReference(name: name, number: number).description }
}
