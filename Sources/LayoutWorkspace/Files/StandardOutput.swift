#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output must take everything a command prints, as coreutils' `close_stdout` has
/// it: a write that fails (a full disk, a closed stream, a pipe whose reader left while SIGPIPE
/// is ignored) ends the command with an error and exit code 2, never with exit 0 and the
/// output lost. A reader that leaves an ordinary pipe (`| head`) still ends it by SIGPIPE, as
/// it does git and cat.
public enum StandardOutput {
    /// Writes out what `print` buffered; throws when that failed. A write that failed earlier
    /// left its bytes in the buffer (the C library keeps them), so this one fails too. All
    /// streams are flushed: `stdout` itself is a C global that Swift 6 does not let code name.
    public static func finish() throws {
        guard fflush(nil) == 0 else { throw failure(errno) }
    }

    /// A failed write to standard output, with its cause (`errno`).
    public static func failure(_ code: Int32) -> WorkspaceError {
        WorkspaceError("cannot write to standard output: \(String(cString: strerror(code)))")
    }
}

extension BufferedOutput {
    /// Writes what is buffered to standard output; throws when any write failed.
    public mutating func finishStandardOutput() throws {
        flush()
        if let failure { throw StandardOutput.failure(failure) }
    }
}
