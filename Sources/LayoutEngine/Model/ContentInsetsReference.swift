/// The boundary a section's content insets (and its boundary items' band) are measured from,
/// as `UIContentInsetsReference` (semantics §6.3, §17).
public enum ContentInsetsReference: String, CaseIterable, Hashable, Sendable {
    /// A section's default: the configuration's reference (for boundary items, the section's).
    case automatic
    /// The collection view's bounds.
    case none
    /// The safe area: the configuration's default.
    case safeArea
    /// The layout margins: the safe area plus the system minimum margin.
    case layoutMargins
    /// The readable content guide: the layout margins, widened so the content is at most the
    /// readable width, centred.
    case readableContent

    /// The references a configuration may name: every one but `automatic`.
    public static let concrete: [ContentInsetsReference] = [.none, .safeArea, .layoutMargins, .readableContent]
}
