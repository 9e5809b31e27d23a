import Foundation
import LayoutReports
import Testing

/// docs/tutorial.md, run as a reader would run it: every command of its ```sh blocks in order,
/// in one temporary folder, against the built binary. Each command must exit as the page says
/// (0, or the status a trailing `# exits N` names), and a ```text block right after a command
/// block must be that block's output, with `…` standing for what it leaves out. So the page
/// cannot drift from what the tool prints.
@Suite struct TutorialTests {
    @Test func everyCommandOfTheTutorialRunsAndPrintsWhatThePageShows() throws {
        let page = try String(contentsOf: Self.tutorialURL(), encoding: .utf8)
        let steps = try Tutorial.steps(of: page)

        // The page is the day the issue asked for; a step lost in an edit is noticed here.
        let subcommands = Set(steps.flatMap(\.commands).compactMap { command -> String? in
            let words = command.text.split(separator: " ")
            return words.first == "layouts" && words.count > 1 ? String(words[1]) : nil
        })
        let day: Set = ["init", "export", "validate", "save", "log", "diff", "solve", "render", "check"]
        #expect(day.isSubset(of: subcommands), "missing from the tutorial: \(day.subtracting(subcommands).sorted())")
        #expect(steps.flatMap(\.commands).contains { $0.text.hasPrefix("git commit") })

        let sandbox = try Sandbox(.nothing)
        var reader = try TutorialReader(sandbox: sandbox)
        for step in steps {
            var output: [String] = []
            for command in step.commands {
                let result = try reader.run(command)
                let said = "docs/tutorial.md:\(command.line): \(command.text)"
                #expect(result.status == command.status,
                        "\(said) exited \(result.status), the page says \(command.status)\n\(result.stdout)\(result.stderr)")
                #expect(!looksLikeStackTrace(result.stderr), "\(said) crashed:\n\(result.stderr)")
                output += Tutorial.lines(of: result.stdout) + Tutorial.lines(of: result.stderr)
            }
            if let shown = step.shown {
                #expect(Tutorial.matches(shown.lines, output),
                        """
                        docs/tutorial.md:\(shown.line): the output shown is not what the commands print. They print:
                        \(output.joined(separator: "\n"))
                        """)
            }
        }
    }

    /// The rules the page is read by, on a page of their own.
    @Test func thePageIsReadBlockByBlock() throws {
        let page = """
            Prose, then a command block and its output.

            ```sh
            export LAYOUTS_DB=$HOME/x.sqlite
            # a comment is no command
            layouts diff a b  # exits 1

            ```

            ```text
            diff a b
            …
            ```

            ```json
            { "not": "run" }
            ```

            ```sh
            git status
            ```
            """
        let steps = try Tutorial.steps(of: page)
        #expect(steps.count == 2)
        #expect(steps[0].commands.map(\.text) == ["export LAYOUTS_DB=$HOME/x.sqlite", "layouts diff a b"])
        #expect(steps[0].commands.map(\.status) == [0, 1])
        #expect(steps[0].commands.map(\.line) == [4, 6])
        #expect(steps[0].shown?.lines == ["diff a b", "…"])
        #expect(steps[1].commands.map(\.text) == ["git status"])
        #expect(steps[1].shown == nil)

        // A command the reader does not know, a continued line, or output shown after prose.
        #expect(throws: Tutorial.PageError.self) { try Tutorial.steps(of: "```sh\nrm -rf x\n```\n") }
        #expect(throws: Tutorial.PageError.self) { try Tutorial.steps(of: "```sh\nlayouts solve \\\n  x\n```\n") }
        #expect(throws: Tutorial.PageError.self) {
            try Tutorial.steps(of: "```sh\nlayouts list\n```\nSo:\n```text\nx\n```\n")
        }
    }

    @Test func shownOutputMatchesLineByLineWithEllipses() {
        let printed = ["created /tmp/a/x.sqlite: 3 layouts", "NAME  REV", "a     1", "b     1", "c     1"]
        #expect(Tutorial.matches(["created …/x.sqlite: 3 layouts", "…", "c     1"], printed))
        #expect(Tutorial.matches(["…", "b     1", "…"], printed))
        // Without `…` every line is shown: nothing may be left out, at the start, inside or at the end.
        #expect(!Tutorial.matches(["NAME  REV", "…"], printed))
        #expect(!Tutorial.matches(["created …/x.sqlite: 3 layouts", "NAME  REV", "b     1", "…"], printed))
        #expect(!Tutorial.matches(["…", "b     1"], printed))
        // A line is matched whole: `…` inside it stands for part of that line only.
        #expect(Tutorial.matches(["created …", "…"], ["created /x", "y"]))
        #expect(!Tutorial.matches(["created …"], ["created /x", "y"]))
        #expect(!Tutorial.matches(["3 layouts", "…"], printed))
    }

    private static func tutorialURL() throws -> URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let page = folder.appendingPathComponent("docs/tutorial.md")
            if FileManager.default.fileExists(atPath: page.path) { return page }
            folder.deleteLastPathComponent()
        }
        throw Tutorial.PageError(line: 0, message: "docs/tutorial.md not found above \(#filePath)")
    }
}

/// How docs/tutorial.md is read.
enum Tutorial {
    /// One command line of a ```sh block, with the exit status the page gives it.
    struct Command: Equatable {
        var text: String
        var status: Int32
        var line: Int
    }

    /// A ```text block: the output of the command block right before it.
    struct Shown: Equatable {
        var lines: [String]
        var line: Int
    }

    /// A ```sh block and, when the page shows it, its output.
    struct Step {
        var commands: [Command]
        var shown: Shown?
    }

    struct PageError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "docs/tutorial.md:\(line): \(message)" }
    }

    /// The programs a tutorial command may start with. The reader handles `cd` and `export`
    /// itself; every other command runs in /bin/sh, for its redirections and pipes (a pipe into
    /// `head` to shorten an output). A command starting with any other program is refused, so
    /// the page keeps to what a newcomer has and what the test sets up.
    static let programs: Set = ["layouts", "git", "cd", "export", "mkdir", "echo", "sed"]

    static func steps(of page: String) throws -> [Step] {
        var steps: [Step] = []
        var block: (language: String, line: Int, body: [(Int, String)])?
        // Whether only blank lines stand between the last ```sh block and here.
        var afterCommands = false
        for (index, rawLine) in page.components(separatedBy: "\n").enumerated() {
            let number = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if var open = block {
                if line == "```" {
                    block = nil
                    if open.language == "sh" {
                        steps.append(Step(commands: try commands(open.body), shown: nil))
                        afterCommands = true
                    } else if open.language == "text" {
                        guard afterCommands, steps.last?.shown == nil else {
                            throw PageError(line: open.line, message: "a ```text block must come right after a ```sh block")
                        }
                        while open.body.first?.1.trimmingCharacters(in: .whitespaces).isEmpty == true { open.body.removeFirst() }
                        steps[steps.count - 1].shown = Shown(lines: open.body.map(\.1), line: open.line)
                        afterCommands = false
                    }
                } else {
                    open.body.append((number, rawLine))
                    block = open
                }
            } else if line.hasPrefix("```") {
                let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                if language != "text" { afterCommands = false }
                block = (language, number, [])
            } else if !line.isEmpty {
                afterCommands = false
            }
        }
        if let open = block { throw PageError(line: open.line, message: "a code block is never closed") }
        return steps
    }

    private static func commands(_ body: [(Int, String)]) throws -> [Command] {
        try body.compactMap { number, rawLine in
            var text = rawLine.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { return nil }
            var status: Int32 = 0
            if let marker = text.range(of: "  # exits ", options: .backwards) {
                guard let code = Int32(text[marker.upperBound...].trimmingCharacters(in: .whitespaces)) else {
                    throw PageError(line: number, message: "`# exits` needs a number")
                }
                status = code
                text = String(text[..<marker.lowerBound]).trimmingCharacters(in: .whitespaces)
            }
            if text.hasSuffix("\\") {
                throw PageError(line: number, message: "write each command on one line; the test reads line by line")
            }
            let program = String(text.prefix { $0 != " " })
            guard programs.contains(program) else {
                throw PageError(line: number, message: "\(program): the tutorial test runs only \(programs.sorted().joined(separator: ", "))")
            }
            return Command(text: text, status: status, line: number)
        }
    }

    /// A program's output as lines to compare: blank lines dropped, trailing spaces trimmed.
    static func lines(of output: String) -> [String] {
        output.components(separatedBy: "\n").map(trimmingTrailingSpace).filter { !$0.isEmpty }
    }

    /// Whether the lines shown are the output with parts left out: a line that is only `…` stands
    /// for any number of lines (none included); a `…` within a line for any part of that line.
    /// Every other line must be there whole and in order, with nothing between that no `…` covers.
    static func matches(_ shown: [String], _ printed: [String]) -> Bool {
        let patterns = shown.map(trimmingTrailingSpace).filter { !$0.isEmpty }
        // can[i][j]: patterns[i...] match printed[j...].
        var can = Array(repeating: Array(repeating: false, count: printed.count + 1), count: patterns.count + 1)
        can[patterns.count][printed.count] = true
        for i in stride(from: patterns.count - 1, through: 0, by: -1) {
            for j in stride(from: printed.count, through: 0, by: -1) {
                if patterns[i] == "…" {
                    can[i][j] = can[i + 1][j] || (j < printed.count && can[i][j + 1])
                } else {
                    can[i][j] = j < printed.count && lineMatches(patterns[i], printed[j]) && can[i + 1][j + 1]
                }
            }
        }
        return can[0][0]
    }

    private static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        let pieces = pattern.components(separatedBy: "…")
        guard pieces.count > 1 else { return pattern == line }
        guard line.hasPrefix(pieces[0]) else { return false }
        var rest = line.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        let last = pieces[pieces.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }

    private static func trimmingTrailingSpace(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
        return String(line)
    }
}

/// Runs the tutorial's commands one after another, as a reader's shell would: `cd` and `export`
/// change the folder and the environment of the commands after them. Everything happens inside
/// the sandbox: `HOME`, the XDG folders and the catalogue are there, `layouts` is the built
/// binary (first on the `PATH`), and git has an identity and no settings from this machine.
struct TutorialReader {
    let sandbox: Sandbox
    var folder: URL
    var environment: [String: String]

    init(sandbox: Sandbox) throws {
        let binary = try #require(LayoutsBinary.url, "the layouts executable was not built next to the tests")
        self.sandbox = sandbox
        folder = sandbox.folder
        // Nothing from the machine's git or CI setup may steer the commands.
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("GIT_") && !key.hasPrefix("GITHUB_") && !key.hasPrefix("XDG_") && key != "LAYOUTS_DB"
        }
        environment["PATH"] = binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = sandbox.folder.path
        environment["XDG_DATA_HOME"] = sandbox.path("xdg-data")
        environment["XDG_CONFIG_HOME"] = sandbox.path("xdg-config")
        environment["LAYOUTS_DB"] = sandbox.databasePath
        environment["NO_COLOR"] = "1"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        for role in ["AUTHOR", "COMMITTER"] {
            environment["GIT_\(role)_NAME"] = "Tutorial"
            environment["GIT_\(role)_EMAIL"] = "tutorial@example.com"
        }
        self.environment = environment
    }

    mutating func run(_ command: Tutorial.Command) throws -> CLIResult {
        let text = command.text
        if text.hasPrefix("cd ") {
            let target = folder.appendingPathComponent(String(text.dropFirst(3))).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder), isFolder.boolValue else {
                return CLIResult(status: 1, stdout: "", stderr: "cd: no such folder \(target.path)\n", stdoutBytes: Data())
            }
            folder = target
            return CLIResult(status: 0, stdout: "", stderr: "", stdoutBytes: Data())
        }
        if text.hasPrefix("export ") {
            let assignment = text.dropFirst("export ".count)
            guard let equals = assignment.firstIndex(of: "=") else {
                throw Tutorial.PageError(line: command.line, message: "export needs NAME=VALUE")
            }
            let value = String(assignment[assignment.index(after: equals)...])
                .replacingOccurrences(of: "$HOME", with: sandbox.folder.path)
                .replacingOccurrences(of: "$PWD", with: folder.path)
            guard !value.contains("$") else {
                throw Tutorial.PageError(line: command.line, message: "export knows $HOME and $PWD only")
            }
            environment[String(assignment[..<equals])] = value
            return CLIResult(status: 0, stdout: "", stderr: "", stdoutBytes: Data())
        }
        return try shell(text)
    }

    /// `/bin/sh -c TEXT` in the current folder; output goes to files beside the sandbox.
    private func shell(_ text: String) throws -> CLIResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", text]
        process.environment = environment
        process.currentDirectoryURL = folder
        let run = sandbox.folder.path + "-tutorial-" + UUID().uuidString
        let outputURL = URL(fileURLWithPath: run + "-stdout")
        let errorURL = URL(fileURLWithPath: run + "-stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        defer {
            for url in [outputURL, errorURL] { try? FileManager.default.removeItem(at: url) }
        }
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        let out = try Data(contentsOf: outputURL)
        let err = try Data(contentsOf: errorURL)
        return CLIResult(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                         stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out)
    }
}
