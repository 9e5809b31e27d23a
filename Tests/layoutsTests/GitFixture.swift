import Foundation
import LayoutReports
import Testing

extension Sandbox {
    /// Runs real git(1) in the sandbox folder, with an identity of its own so commits work on
    /// any machine; returns standard output. A failing git fails the test.
    @discardableResult
    func git(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Tests", "-c", "user.email=tests@example.com",
                             "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path  // no user or system git settings leak in
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed",
                     sourceLocation: sourceLocation)
        return String(decoding: data, as: UTF8.self)
    }

    /// `git add -A && git commit -m MESSAGE`.
    func commitAll(_ message: String) throws {
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", message])
    }
}
