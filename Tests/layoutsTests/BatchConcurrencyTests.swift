import Foundation
import LayoutReports
import Testing

/// `solve --all` holds no write transaction across the batch (issue 11, item 14): a save
/// from another process while a long batch runs succeeds at once, instead of waiting out
/// the 5 s busy timeout and failing with SQLITE_BUSY.
@Suite struct BatchConcurrencyTests {
    /// One cell, but a group of 900,000 one-point items to lay out: a slow solve with a
    /// small result, so the batch is long without filling the disk.
    static let slowLayout = """
        { "formatVersion": 1, "sections": [ { "name": "s", "itemCount": 1,
          "group": { "kind": "horizontal", "count": 900000,
                     "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                     "subitems": [ { "kind": "item",
                                     "size": { "width": { "absolute": 1 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """

    @Test(.timeLimit(.minutes(2)))
    func aSaveFromAnotherProcessDuringABatchSucceedsAtOnce() throws {
        let sandbox = try Sandbox()
        let slow = try sandbox.write("slow.json", Self.slowLayout)
        #expect(try sandbox.run(["save", "slow", "--file", slow]).status == 0)

        // Size the batch from one solve (process start included, so an overestimate): long
        // enough that a save started a second in, waiting for the batch, would pass 5 s.
        let clock = ContinuousClock()
        let probeStart = clock.now
        #expect(try sandbox.run(["solve", "slow", "--no-cache", "--width", "299"]).status == 0)
        let probe = clock.now - probeStart
        let perSolve = max(0.001, Double(probe.components.seconds) + Double(probe.components.attoseconds) * 1e-18)
        let count = min(400, max(3, Int((8.5 / perSolve).rounded(.up))))
        let widths = (0..<count).map { String(300 + $0) }.joined(separator: ",")

        let batch = try BackgroundRun(sandbox: sandbox, arguments: ["solve", "--all", "--widths", widths])
        Thread.sleep(forTimeInterval: 1)
        #expect(batch.process.isRunning, "the batch ended before the save could overlap it")

        let exported = try sandbox.run(["export", "photo-grid"]).stdout
        let edited = try sandbox.write("photo-grid.json",
                                       exported.replacingOccurrences(of: #""itemCount": 30"#, with: #""itemCount": 31"#))
        let saveStart = clock.now
        let save: CLIResult? = try sandbox.run(["save", "photo-grid", "--file", edited, "--message", "during the batch"])
        let saving = clock.now - saveStart
        let stillRunning = batch.process.isRunning
        #expect(save?.status == 0, "\(save?.stderr ?? "")")
        #expect(save?.stdout == "photo-grid@2\n")
        #expect(save?.stderr == "")
        // It did not wait for the batch: the batch was still solving when the save returned.
        #expect(stillRunning, "the save returned only after \(saving), when the batch had ended")
        #expect(saving < .seconds(4))

        let finished = try batch.wait()
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(finished.stdout.contains("slow@1 "))
        let stats = try sandbox.run(["cache", "stats", "--format", "json"]).json()
        #expect(try number(stats, "entries") >= Double(count))
    }
}

/// `layouts` run in the background against a sandbox's catalogue, with output to files.
private final class BackgroundRun {
    let process = Process()
    private let outputURL: URL
    private let errorURL: URL

    init(sandbox: Sandbox, arguments: [String]) throws {
        let binary = try #require(LayoutsBinary.url, "the layouts executable was not built next to the tests")
        let run = UUID().uuidString
        outputURL = sandbox.folder.appendingPathComponent("background-out-\(run)")
        errorURL = sandbox.folder.appendingPathComponent("background-err-\(run)")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        process.executableURL = binary
        process.arguments = arguments + ["--db", sandbox.databasePath]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["HOME"] = sandbox.folder.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
    }

    func wait() throws -> CLIResult {
        process.waitUntilExit()
        let out = try Data(contentsOf: outputURL)
        let err = try Data(contentsOf: errorURL)
        return CLIResult(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                         stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out)
    }

    deinit {
        // A failed expectation must not leave the child running.
        if process.isRunning { process.terminate() }
    }
}
