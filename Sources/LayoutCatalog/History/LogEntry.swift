/// One line of `layouts log`: a revision, or an event such as a rename.
public enum LogEntry: Hashable, Sendable {
    /// A saved revision.
    case revision(RevisionInfo)
    /// A rename, deletion, restoration or purge.
    case event(LayoutEvent)

    /// When it happened, ISO-8601 UTC.
    public var createdAt: String {
        switch self {
        case .revision(let info): info.createdAt
        case .event(let event): event.createdAt
        }
    }
}
