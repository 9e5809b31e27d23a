#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program (this very binary, or `layouts` beside it) and collects its standard output,
/// its exit code and its peak resident memory.
enum ChildProcess {
    struct Result {
        var status: Int32
        var output: String
        /// The child's peak resident set (`ru_maxrss`), in bytes.
        var peakBytes: Int
    }

    static func runSelf(_ arguments: [String]) throws -> Result {
        try run("/proc/self/exe", arguments)
    }

    /// An executable built beside this one (`layouts`), or nil when it is not there.
    static func sibling(_ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let candidate = String(path[...slash]) + name
        return access(candidate, X_OK) == 0 ? candidate : nil
    }

    /// Runs `executable` with `arguments`; standard output is collected unless `discardOutput`,
    /// which sends it to /dev/null (a large output would otherwise be held here).
    static func run(_ executable: String, _ arguments: [String], discardOutput: Bool = false) throws -> Result {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw BenchError("pipe failed") }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if discardOutput {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        }
        posix_spawn_file_actions_addclose(&actions, readEnd)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            throw BenchError("cannot run \(executable): error \(spawned)")
        }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        close(readEnd)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        // A normal exit leaves its code in bits 8–15 (WEXITSTATUS); anything else counts as failure.
        let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
        return Result(status: exitCode, output: String(decoding: bytes, as: UTF8.self),
                      peakBytes: usage.ru_maxrss * 1024)
    }
}
