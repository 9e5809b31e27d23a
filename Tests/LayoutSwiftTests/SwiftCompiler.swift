import Foundation
import Testing

/// The real Swift compiler, run on generated files: `SWIFT_EXEC` when set, else `swiftc` on
/// the PATH (the toolchain running the tests has one).
struct SwiftCompiler {
    let executable: URL

    /// The compiler, or a failure that says how to point the tests at one.
    static func locate() throws -> SwiftCompiler {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let exec = environment["SWIFT_EXEC"], !exec.isEmpty { candidates.append(exec) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(String(folder) + "/swiftc")
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw CompilerMissing()
        }
        return SwiftCompiler(executable: URL(fileURLWithPath: found))
    }

    struct CompilerMissing: Error, CustomStringConvertible {
        var description: String {
            "no swiftc found: set SWIFT_EXEC to the Swift compiler, or put the toolchain's bin folder on PATH"
        }
    }

    /// What one run printed and how it ended.
    struct Outcome {
        var status: Int32
        var output: String
    }

    func run(_ arguments: [String], in folder: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Compiles a stub (`Tests/SwiftExportStubs/NAME/NAME.swift`) into `NAME.swiftmodule` in `folder`.
    func buildStub(_ name: String, into folder: URL) throws {
        let source = Fixtures.repository.appendingPathComponent("Tests/SwiftExportStubs/\(name)/\(name).swift").path
        let outcome = try run(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name, source,
                               "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path], in: folder)
        try #require(outcome.status == 0, "the \(name) stub does not compile:\n\(outcome.output)")
    }

    /// Type-checks `files` together against the stubs in `folder`, in Swift 6 mode with warnings
    /// as errors; returns the compiler's output when it fails.
    func typecheck(_ files: [URL], stubs folder: URL) throws -> Outcome {
        try run(["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", folder.path] + files.map(\.path), in: folder)
    }
}
