import LayoutCatalog
import LayoutWorkspace

/// The `warning:` line for outcomes whose fresh frames could not be kept in the cache, said once
/// for all of them; nil when every write succeeded.
public func cacheWriteWarning(_ outcomes: [SolveOutcome]) -> String? {
    guard let failure = outcomes.lazy.compactMap(\.cacheWriteFailure).first else { return nil }
    return "warning: the frame cache could not be written (\(terminalSafe(failure))); the frames above are right but were not kept"
}
