import Foundation
import LayoutWorkspace
import Testing

/// The runner behind `git show` and `rsvg-convert`, on real processes.
@Suite struct ChildProcessTests {
    @Test func keepsTheExitStatusAndBothStreams() throws {
        let result = try ChildProcess(program: "sh", arguments: ["-c", "printf out; printf err >&2; exit 3"]).run()
        #expect(result.status == 3)
        #expect(String(decoding: result.output, as: UTF8.self) == "out")
        #expect(String(decoding: result.error, as: UTF8.self) == "err")
    }

    /// Both streams far beyond a pipe's 64 KiB: neither may stall the child while the other is read.
    @Test func readsLargeOutputOnBothStreamsWithoutStalling() throws {
        let script = "head -c 1048576 /dev/zero; head -c 1048576 /dev/zero >&2"
        let result = try ChildProcess(program: "sh", arguments: ["-c", script]).run()
        #expect(result.status == 0)
        #expect(result.output.count == 1 << 20)
        #expect(result.error.count == 1 << 20)
    }

    @Test func standardInputIsEmptyAndDiscardedOutputIsNotKept() throws {
        let cat = try ChildProcess(program: "cat", arguments: []).run()
        #expect(cat.status == 0 && cat.output.isEmpty)
        let discarded = try ChildProcess(program: "sh", arguments: ["-c", "echo hidden"], keepsOutput: false).run()
        #expect(discarded.status == 0 && discarded.output.isEmpty)
    }

    @Test func aSignalIsReportedAsShellsDo() throws {
        let result = try ChildProcess(program: "sh", arguments: ["-c", "kill -9 $$"]).run()
        #expect(result.status == 128 + 9)
    }

    @Test func aMissingProgramIsNotFound() {
        #expect(throws: ChildProcess.Failure.self) {
            try ChildProcess(program: "layouts-no-such-program", arguments: []).run()
        }
        do {
            _ = try ChildProcess(program: "/no/such/folder/tool", arguments: []).run()
            Issue.record("a missing path ran")
        } catch {
            #expect(error.description == "it is not installed or not on PATH")
        }
    }

    @Test func aMissingTemporaryFolderIsNamed() throws {
        var process = ChildProcess(program: "true", arguments: [])
        process.temporaryFolder = "/no/such/folder"
        do {
            _ = try process.run()
            Issue.record("ran without a temporary file")
        } catch {
            #expect(error.description == "cannot create a temporary file in /no/such/folder: No such file or directory")
        }
    }

    /// Arguments reach the child as they are: no shell, no splitting.
    @Test func argumentsAreNotSplitOrExpanded() throws {
        let result = try ChildProcess(program: "printf", arguments: ["%s|", "a b", "$HOME", "*"]).run()
        #expect(String(decoding: result.output, as: UTF8.self) == "a b|$HOME|*|")
    }
}
