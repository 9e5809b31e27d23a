/// The insets each `ContentInsetsReference` stands for on a screen (semantics §2, §6.3, §17).
///
/// Only the parts across the scroll axis move content; the solver reads those. The system
/// metrics are approximations, documented in docs/semantics.md §17: the layout margins are the safe area
/// plus the environment's minimum margin on the leading and trailing edges (UIKit's root views
/// have no top or bottom minimum margin), and the readable content guide widens the margins so
/// that at most `readableWidth` points remain, centred.
enum ReferenceInsets {
    /// The readable content guide's width at the default text size.
    static let readableWidth = 672.0

    /// The reference a section's content measures from: its own (`section`, the section's
    /// `contentInsetsReference`), else the configuration's.
    static func contentReference(_ section: ContentInsetsReference,
                                 in configuration: LayoutConfiguration) -> ContentInsetsReference {
        section == .automatic ? configuration.contentInsetsReference : section
    }

    /// The reference a section's boundary items measure from: their own (`supplementary`), else
    /// the section's content reference (`content`, resolved as `contentReference` does).
    static func supplementaryReference(_ supplementary: ContentInsetsReference, content: ContentInsetsReference,
                                       in configuration: LayoutConfiguration) -> ContentInsetsReference {
        supplementary == .automatic ? contentReference(content, in: configuration) : supplementary
    }

    /// The insets of `reference` in `environment`. `automatic` reads as `safeArea`, the
    /// configuration's default; callers resolve it first.
    static func insets(of reference: ContentInsetsReference, in environment: SolveEnvironment) -> DirectionalInsets {
        let safe = environment.safeArea
        switch reference {
        case .none:
            return .zero
        case .automatic, .safeArea:
            return safe
        case .layoutMargins:
            return layoutMargins(in: environment)
        case .readableContent:
            var margins = layoutMargins(in: environment)
            let excess = environment.width - margins.leading - margins.trailing - readableWidth
            if excess > 0 {
                margins.leading += excess / 2
                margins.trailing += excess / 2
            }
            return margins
        }
    }

    private static func layoutMargins(in environment: SolveEnvironment) -> DirectionalInsets {
        environment.effectiveLayoutMargins
    }
}
