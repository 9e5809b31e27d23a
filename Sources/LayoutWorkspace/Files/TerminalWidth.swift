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

/// How wide a line standard output may print: `COLUMNS` when it holds a positive number (as
/// shells and `ls` agree), else the terminal's width when standard output is one, else 80.
public func standardOutputWidth(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
    var size = winsize()
    if isatty(1) != 0, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return 80
}
