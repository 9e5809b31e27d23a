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

/// When a command colours its output: `--color auto|always|never`, as git and ls take it.
public enum ColorChoice: String, CaseIterable, Sendable {
    /// When the output will be seen in colour (`TerminalStyle.standardOutput`'s rules).
    case auto
    /// Always, a pipe or a file too.
    case always
    /// Never.
    case never
}

/// ANSI styles for a command's text, applied only when they will be seen or are asked for.
public struct TerminalStyle {
    /// Whether styles are applied.
    public var enabled: Bool

    /// Styles applied when `enabled`, else text left as it is.
    public init(enabled: Bool) { self.enabled = enabled }

    /// The style for standard output. `always` and `never` decide alone. `auto` follows the
    /// environment first, as the conventions a CI log or a pager relies on say: `FORCE_COLOR`
    /// set to anything but `0` (force-color.org) or `CLICOLOR_FORCE` set to anything but `0`
    /// colours even a pipe, `FORCE_COLOR=0` and a non-empty `NO_COLOR` (no-color.org) turn
    /// colour off; otherwise colour needs a terminal whose `TERM` is set and not `dumb`.
    public static func standardOutput(_ choice: ColorChoice = .auto,
                                      environment: [String: String] = ProcessInfo.processInfo.environment,
                                      isTerminal: Bool = isatty(1) != 0) -> TerminalStyle {
        switch choice {
        case .always: return TerminalStyle(enabled: true)
        case .never: return TerminalStyle(enabled: false)
        case .auto: break
        }
        let force = environment["FORCE_COLOR"].flatMap { $0.isEmpty ? nil : $0 }
        if let force { return TerminalStyle(enabled: force != "0") }
        if let clicolor = environment["CLICOLOR_FORCE"], !clicolor.isEmpty, clicolor != "0" {
            return TerminalStyle(enabled: true)
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return TerminalStyle(enabled: false) }
        let terminal = environment["TERM"].map { $0.lowercased() != "dumb" } ?? false
        return TerminalStyle(enabled: isTerminal && terminal)
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

/// How wide a line standard output may print: `COLUMNS` when it holds a positive number (as
/// shells and `ls` agree), else the terminal's width when standard output is one, else 80.
public func standardOutputWidth(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
    var size = winsize()
    if isatty(1) != 0, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return 80
}
