/// What `save` did.
public enum SaveOutcome: Hashable, Sendable {
    /// A new revision was written.
    case created(RevisionInfo)
    /// The document equals the latest revision; nothing was written.
    case unchanged(RevisionInfo)
}
