#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// ANSI styles for `diff`'s text, applied only when they will be seen: standard output is a
/// terminal, `TERM` is set and not `dumb`, and `NO_COLOR` is unset, empty or "0" (or `FORCE_COLOR`
/// is set to something else) — the rules of Rainbow, which the tool used before; it imported all
/// of Foundation, about 7 ms of every launch (docs/performance.md, "Start-up").
public struct TerminalStyle {
    /// Whether styles are applied.
    public var enabled: Bool

    /// Styles applied when `enabled`, else text left as it is.
    public init(enabled: Bool) { self.enabled = enabled }

    /// The style for standard output, from the terminal and the environment.
    public static func standardOutput(environment: [String: String] = ProcessInfo.processInfo.environment,
                               isTerminal: Bool = isatty(1) != 0) -> TerminalStyle {
        func isSet(_ key: String) -> Bool { environment[key].map { !$0.isEmpty && $0 != "0" } ?? false }
        let terminal = environment["TERM"].map { $0.lowercased() != "dumb" } ?? false
        let wanted = isSet("FORCE_COLOR") || !isSet("NO_COLOR")
        return TerminalStyle(enabled: isTerminal && terminal && wanted)
    }

    /// `text` in bold.
    public func bold(_ text: String) -> String { styled(text, code: 1) }
    /// `text` in red: what was removed.
    public func red(_ text: String) -> String { styled(text, code: 31) }
    /// `text` in green: what was added.
    public func green(_ text: String) -> String { styled(text, code: 32) }
    /// `text` in yellow: what changed.
    public func yellow(_ text: String) -> String { styled(text, code: 33) }
    /// `text` in cyan: a heading.
    public func cyan(_ text: String) -> String { styled(text, code: 36) }

    private func styled(_ text: String, code: Int) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
