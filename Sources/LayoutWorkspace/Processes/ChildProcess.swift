#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end with `posix_spawnp`: standard input from /dev/null, standard output
/// read through a pipe (or discarded), standard error into an unlinked temporary file, so that
/// neither stream can fill a pipe and stall the child while the other is read.
///
/// Foundation's `Process` lives in all of Foundation, which the tool does not link (see
/// `PathSyntax`); swift-subprocess is async only, and every command would become async for
/// `git show` and `rsvg-convert`.
package struct ChildProcess {
    /// The program's name (looked up on PATH) or path.
    package var program: String
    package var arguments: [String]
    /// Whether standard output is kept (`Result.output`) or goes to /dev/null.
    package var keepsOutput = true
    /// The most bytes of standard output read: past it the pipe is closed, which ends a child
    /// still writing (SIGPIPE), and `Result.output` holds one byte more, so that the caller can
    /// tell the output was cut and refuse it (`git show` of a huge file: `inputSizeLimit`).
    package var outputLimit = Int.max
    /// Where the file that holds the child's standard error is made (and at once unlinked).
    package var temporaryFolder = Self.defaultTemporaryFolder

    /// A run of `program` with `arguments`; the rest as the properties say.
    package init(program: String, arguments: [String], keepsOutput: Bool = true, outputLimit: Int = .max,
                 temporaryFolder: String = Self.defaultTemporaryFolder) {
        self.program = program
        self.arguments = arguments
        self.keepsOutput = keepsOutput
        self.outputLimit = outputLimit
        self.temporaryFolder = temporaryFolder
    }

    /// `TMPDIR`, or /tmp.
    package static var defaultTemporaryFolder: String {
        getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    package struct Result {
        /// The exit status; 128 + the signal's number for a child a signal ended, as shells say it.
        package var status: Int32
        package var output: [UInt8]
        package var error: [UInt8]
    }

    package enum Failure: Error, CustomStringConvertible {
        /// No such program on PATH (or at the path given).
        case notFound
        /// The file that holds the child's standard error could not be made in `folder`.
        case temporaryFile(folder: String, SystemError)
        /// The spawn, a pipe or the wait failed, with its errno.
        case system(SystemError)

        package var description: String {
            switch self {
            case .notFound: "it is not installed or not on PATH"
            case .temporaryFile(let folder, let error): "cannot create a temporary file in \(folder): \(error)"
            case .system(let error): error.description
            }
        }
    }

    package func run() throws(Failure) -> Result {
        // A parent that ignores SIGCHLD (a shell may hand that on) would have the kernel reap
        // the child before `waitpid` could read its status. The tool sets no handler of its own.
        let previousHandler = signal(SIGCHLD, SIG_DFL)
        defer { signal(SIGCHLD, previousHandler) }
        let errorFile = try Self.unlinkedTemporaryFile(in: temporaryFolder)
        defer { close(errorFile) }
        var outputPipe: [Int32] = [-1, -1]
        if keepsOutput {
            if pipe(&outputPipe) != 0 { throw .system(SystemError(code: errno)) }
            outputPipe = outputPipe.map(Self.aboveStandardStreams)
        }
        defer { for end in outputPipe where end >= 0 { close(end) } }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?  // an opaque pointer there, a struct in glibc
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if keepsOutput {
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, errorFile, 2)

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program, &actions, nil, argv, Self.environment)
        if spawned == ENOENT { throw .notFound }
        if spawned != 0 { throw .system(SystemError(code: spawned)) }
        let childSlot = InterruptCleanup.registerChild(pid)
        defer { InterruptCleanup.unregisterChild(childSlot) }

        var output: [UInt8] = []
        if keepsOutput {
            close(outputPipe[1])
            outputPipe[1] = -1
            let most = outputLimit == .max ? .max : outputLimit + 1
            do { output = try FileDescriptorIO.readAtMost(most, from: outputPipe[0]) } catch { _ = try? Self.wait(for: pid); throw .system(error) }
            close(outputPipe[0])
            outputPipe[0] = -1
        }
        let status = try Self.wait(for: pid)
        lseek(errorFile, 0, SEEK_SET)
        let error = (try? FileDescriptorIO.readToEnd(errorFile)) ?? []
        return Result(status: status, output: output, error: error)
    }

    /// This process's environment, which the child inherits.
    private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        _NSGetEnviron()?.pointee
        #else
        environ
        #endif
    }

    /// Waits for the child; its exit code, or 128 + the signal that ended it.
    private static func wait(for pid: pid_t) throws(Failure) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { throw .system(SystemError(code: errno)) }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// The descriptor moved to 3 or above and kept out of the child, which gets only what the
    /// file actions put on 0, 1 and 2. A process started with one of those closed gets it back
    /// from `pipe` or `mkstemp`, and the file actions would then overwrite it.
    private static func aboveStandardStreams(_ descriptor: Int32) -> Int32 {
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        guard moved >= 0 else {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            return descriptor
        }
        close(descriptor)
        return moved
    }

    /// A temporary file that is already unlinked: nothing is left behind, whatever happens.
    private static func unlinkedTemporaryFile(in folder: String) throws(Failure) -> Int32 {
        var template = Array((folder + "/layouts-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if descriptor < 0 { throw .temporaryFile(folder: folder, SystemError(code: errno)) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return aboveStandardStreams(descriptor)
    }
}
