import Foundation
import LayoutReports
import Testing
import TestSupport

/// What one run of the `layouts` binary produced.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data

    /// Standard output parsed as JSON by Foundation, independently of the engine's own parser.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: stdoutBytes, options: [.fragmentsAllowed])
    }

    /// Standard output's lines, without the trailing empty one.
    var lines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }
}

/// The built `layouts` executable: the test bundle is built into the same folder.
enum LayoutsBinary {
    static let url: URL? = locate()

    private static func locate() -> URL? {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let exe = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for folder in candidates {
            let binary = folder.appendingPathComponent("layouts")
            if fileManager.isExecutableFile(atPath: binary.path) { return binary }
        }
        // Fall back to the package's default build folder, found by walking up from this file.
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let binary = folder.appendingPathComponent(".build/debug/layouts")
            if fileManager.isExecutableFile(atPath: binary.path) { return binary }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}

/// A catalogue of its own in a fresh temporary folder, removed on deinit, and the means to
/// run `layouts` against it. The user's catalogue is never touched: every run gets `--db`-free
/// arguments but `LAYOUTS_DB`, `HOME` and `XDG_DATA_HOME` all point into the temporary folder.
final class Sandbox {
    /// What the sandbox's catalogue (`databasePath`) starts as.
    enum Start {
        /// Made by `layouts init --examples`: the example layouts and device presets.
        case examples
        /// No file at all.
        case nothing
    }

    let scratch: ScratchFolder
    let databasePath: String

    var folder: URL { scratch.url }

    init(_ start: Start = .examples) throws {
        scratch = try ScratchFolder(prefix: "layoutsTests")
        databasePath = scratch.path("catalog.sqlite")
        if start == .examples {
            let created = try runRaw(["init", "--examples", "--db", databasePath])
            try #require(created.status == 0, "layouts init --examples failed: \(created.stderr)")
        }
    }

    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// Writes a file into the sandbox and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    /// Runs `layouts ARGUMENTS --db <this catalogue>` with `stdin` as standard input.
    /// `validate` never opens a catalogue and takes no `--db`.
    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> CLIResult {
        let catalogue = arguments.first == "validate" ? [] : ["--db", databasePath]
        return try runRaw(arguments + catalogue, stdin: stdin, environment: environment)
    }

    /// Runs `layouts ARGUMENTS` as given: the catalogue comes from `LAYOUTS_DB` (this one).
    /// `unprivileged` runs it as a user file permissions apply to (see `UnprivilegedUser`);
    /// `shell` runs `/bin/sh ARGUMENTS` instead, in the same environment.
    func runRaw(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                unprivileged: Bool = false, shell: Bool = false) throws -> CLIResult {
        try start(arguments, stdin: stdin, environment: environment, unprivileged: unprivileged, shell: shell).finish()
    }

    /// Starts every command before waiting for any, so that they run at the same time.
    func runConcurrently(_ commands: [[String]], environment: [String: String] = [:]) throws -> [CLIResult] {
        let started = try commands.map { try start($0, stdin: nil, environment: environment, unprivileged: false, shell: false) }
        return try started.map { try $0.finish() }
    }

    /// Starts `/bin/sh ARGUMENTS` in this sandbox's environment without waiting for it.
    func start(_ shellArguments: [String], environment: [String: String] = [:]) throws -> RunningCommand {
        try start(shellArguments, stdin: nil, environment: environment, unprivileged: false, shell: true)
    }

    private func start(_ arguments: [String], stdin: String?, environment: [String: String],
                       unprivileged: Bool, shell: Bool) throws -> RunningCommand {
        let binary = try #require(LayoutsBinary.url, "the layouts executable was not built next to the tests")
        let process = Process()
        if shell {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = arguments
        } else if unprivileged, let wrapper = UnprivilegedUser.wrapper {
            process.executableURL = URL(fileURLWithPath: wrapper[0])
            process.arguments = Array(wrapper.dropFirst()) + [binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        var childEnvironment = ProcessInfo.processInfo.environment
        childEnvironment["NO_COLOR"] = "1"
        childEnvironment["LAYOUTS_DB"] = databasePath
        childEnvironment["HOME"] = folder.path
        childEnvironment["XDG_DATA_HOME"] = folder.appendingPathComponent("xdg").path
        childEnvironment.merge(environment) { _, new in new }
        process.environment = childEnvironment
        process.currentDirectoryURL = folder

        // Files rather than pipes: nothing can fill up and block the child, and no reader
        // threads are needed. They live beside the sandbox, so a test can compare its folder.
        let run = folder.path + "-run-" + UUID().uuidString
        let command = RunningCommand(process: process, inputURL: URL(fileURLWithPath: run + "-stdin"),
                                     outputURL: URL(fileURLWithPath: run + "-stdout"),
                                     errorURL: URL(fileURLWithPath: run + "-stderr"))
        try Data((stdin ?? "").utf8).write(to: command.inputURL)
        try Data().write(to: command.outputURL)
        try Data().write(to: command.errorURL)
        process.standardInput = try FileHandle(forReadingFrom: command.inputURL)
        process.standardOutput = try FileHandle(forWritingTo: command.outputURL)
        process.standardError = try FileHandle(forWritingTo: command.errorURL)
        try process.run()
        return command
    }
}

/// A `layouts` process started by a `Sandbox`, with the files its output goes to.
struct RunningCommand {
    var process: Process
    var inputURL: URL
    var outputURL: URL
    var errorURL: URL

    /// Waits for the process, reads what it wrote and removes the files.
    func finish() throws -> CLIResult {
        process.waitUntilExit()
        defer {
            for handle in [process.standardInput, process.standardOutput, process.standardError] {
                try? (handle as? FileHandle)?.close()
            }
            for url in [inputURL, outputURL, errorURL] { try? FileManager.default.removeItem(at: url) }
        }
        let out = try Data(contentsOf: outputURL)
        let err = try Data(contentsOf: errorURL)
        return CLIResult(status: process.terminationStatus,
                         stdout: String(decoding: out, as: UTF8.self),
                         stderr: String(decoding: err, as: UTF8.self),
                         stdoutBytes: out)
    }
}

/// Running as a user that file permissions apply to. Root ignores them, so a test of
/// read-only files run as root runs the binary as `nobody` through setpriv(1); anyone else
/// is such a user already.
enum UnprivilegedUser {
    /// The command to prefix, or nil when this user is unprivileged already.
    static let wrapper: [String]? = geteuid() == 0
        ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : nil

    /// True when read-only files can be tested here.
    static var isAvailable: Bool {
        wrapper.map { FileManager.default.isExecutableFile(atPath: $0[0]) } ?? true
    }
}

/// Marks of a crash report: a command's errors are messages, never a trace.
func looksLikeStackTrace(_ text: String) -> Bool {
    ["Fatal error", "Stack dump", "Backtrace", "Current stack trace", "💣", "Illegal instruction", "0x0000"]
        .contains { text.contains($0) }
}

/// A JSON object's member, with the test failing (not crashing) when the shape is wrong.
func member<T>(_ object: Any?, _ key: String, as type: T.Type = T.self,
               sourceLocation: SourceLocation = #_sourceLocation) throws -> T {
    let dictionary = try #require(object as? [String: Any], "not a JSON object", sourceLocation: sourceLocation)
    return try #require(dictionary[key] as? T, "'\(key)' missing or not \(T.self)", sourceLocation: sourceLocation)
}

/// A JSON number as Double (Foundation gives NSNumber, which bridges).
func number(_ object: Any?, _ key: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
    let value = try member(object, key, as: NSNumber.self, sourceLocation: sourceLocation)
    return value.doubleValue
}
