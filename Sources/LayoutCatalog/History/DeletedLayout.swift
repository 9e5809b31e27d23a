/// A layout `layouts delete` set aside, which `layouts restore` brings back: `layouts log --deleted`.
public struct DeletedLayout: Hashable, Sendable {
    /// The name it had when deleted.
    public var name: String
    /// When it was deleted, ISO-8601 UTC.
    public var deletedAt: String
    /// How many revisions it has, all kept.
    public var revisionCount: Int
    /// Its latest revision's message; empty when that revision has none.
    public var lastMessage: String

    /// The deleted layout `name`, with `revisionCount` revisions, deleted at `deletedAt`.
    public init(name: String, deletedAt: String, revisionCount: Int, lastMessage: String) {
        (self.name, self.deletedAt, self.revisionCount, self.lastMessage) = (name, deletedAt, revisionCount, lastMessage)
    }
}
