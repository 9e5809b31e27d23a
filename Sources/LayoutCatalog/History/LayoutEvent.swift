/// Something that happened to a layout besides a save, which `layouts log` shows among the
/// revisions: a rename, a deletion, a restoration, a purge.
public struct LayoutEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: String, Hashable, Sendable {
        /// `layouts rename`: `name` became `newName`.
        case renamed
        /// `layouts delete`: the layout was set aside, and `layouts restore` brings it back.
        case deleted
        /// `layouts restore`: the layout came back, as `newName` when restored under another name.
        case restored
        /// `layouts delete --purge`: the layout, and every deleted copy of its name, are gone for good.
        case purged
    }

    /// What happened.
    public var kind: Kind
    /// The layout's name before the event.
    public var name: String
    /// Its name after a rename, or after a restore under another name; `nil` otherwise.
    public var newName: String?
    /// How many revisions the layout had when it happened.
    public var revisionCount: Int
    /// When, ISO-8601 UTC.
    public var createdAt: String

    /// An event of `kind` that happened to `name` at `createdAt`.
    public init(kind: Kind, name: String, newName: String? = nil, revisionCount: Int, createdAt: String) {
        (self.kind, self.name, self.newName, self.revisionCount, self.createdAt) = (kind, name, newName, revisionCount, createdAt)
    }
}
