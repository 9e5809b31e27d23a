import Foundation
import Testing

/// An interrupted command leaves no temporary file (a handler removes them), and what a killed
/// one left (`kill -9` runs no handler) is removed by the next run, going by the process id in
/// the file's name.
@Suite struct InterruptCleanupTests {
    /// The id of a process that has ended.
    private func goneProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func hiddenFiles(in sandbox: Sandbox, prefix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sandbox.path("")).filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// `render` of two million cells streams its picture for a while: SIGTERM while its
    /// temporary file exists ends it by the signal (128 + 15) and removes the file.
    @Test func anInterruptedRenderLeavesNoTemporaryFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        let binary = try #require(LayoutsBinary.url).path
        let running = try sandbox.start(["-c", "exec '\(binary)' render ./rows.json --widths 390 --items 2000000 "
                                            + "--cell-limit 2000000 --output big.svg"])
        var seen = false
        for _ in 0..<600 where !seen {
            seen = try !hiddenFiles(in: sandbox, prefix: ".big.svg.\(running.process.processIdentifier).").isEmpty
            if !seen { usleep(50_000) }
        }
        #expect(seen, "the temporary file never appeared")
        kill(running.process.processIdentifier, SIGTERM)
        let result = try running.finish()
        #expect(result.status == 15 && running.process.terminationReason == .uncaughtSignal)
        #expect(try hiddenFiles(in: sandbox, prefix: ".big.svg").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("big.svg")))
    }

    /// A temporary picture and a partial backup of a process that is gone are removed by the
    /// next run; those of a process that is alive (this test's own) are kept.
    @Test func whatAKilledRunLeftIsRemovedByTheNext() throws {
        let sandbox = try Sandbox()
        try sandbox.write("rows.json", CLIFixtures.rows(("a", 3)))
        let gone = try goneProcessID()
        let alive = ProcessInfo.processInfo.processIdentifier
        for name in [".x.svg.\(gone).abcdef.tmp", ".x.svg.\(alive).abcdef.tmp",
                     "copy.sqlite.partial-\(gone)", "copy.sqlite.partial-\(gone)-journal",
                     "copy.sqlite.partial-\(alive)"] {
            try sandbox.write(name, "left over")
        }
        #expect(try sandbox.run(["render", "./rows.json", "--widths", "390", "--output", "x.svg"]).status == 0)
        #expect(try hiddenFiles(in: sandbox, prefix: ".x.svg.") == [".x.svg.\(alive).abcdef.tmp"])

        #expect(try sandbox.run(["save", "rows", "--file", "rows.json"]).status == 0)
        #expect(try sandbox.run(["backup", "copy.sqlite"]).status == 0)
        #expect(try hiddenFiles(in: sandbox, prefix: "copy.sqlite") == ["copy.sqlite", "copy.sqlite.partial-\(alive)"])
    }
}
