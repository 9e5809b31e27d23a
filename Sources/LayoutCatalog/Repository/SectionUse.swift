/// A section used by a stored revision, as found by its content hash.
public struct SectionUse: Hashable, Sendable {
    public var layout: String
    public var revision: Int
    public var position: Int
    public var section: String
}
