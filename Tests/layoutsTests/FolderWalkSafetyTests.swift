import Foundation
import Testing

/// What a pull request can put in a folder that CI walks: links out of the tree, FIFOs and
/// endless files. A walk reads only the regular files in the tree, says what it skipped, and
/// no input is read past the 16 MiB limit (docs/files.md).
@Suite struct FolderWalkSafetyTests {
    /// tree/good.json, tree/inside.json (a link to good.json), tree/leak.json (a link to a
    /// JSON file outside the tree holding a secret) and tree/zero.json (a link to /dev/zero),
    /// in a git repository so that `check` has a base.
    private func hostileTree() throws -> Sandbox {
        let sandbox = try Sandbox(.nothing)
        let manager = FileManager.default
        try manager.createDirectory(atPath: sandbox.path("tree"), withIntermediateDirectories: true)
        try sandbox.write("tree/good.json", CLIFixtures.rows(("a", 2)))
        try sandbox.write("secret.json", #"{"token": "hunter2"}"#)
        try manager.createSymbolicLink(atPath: sandbox.path("tree/inside.json"), withDestinationPath: "good.json")
        try manager.createSymbolicLink(atPath: sandbox.path("tree/leak.json"), withDestinationPath: sandbox.path("secret.json"))
        try manager.createSymbolicLink(atPath: sandbox.path("tree/zero.json"), withDestinationPath: "/dev/zero")
        try sandbox.git(["init", "-q"])
        try sandbox.commitAll("a tree")
        return sandbox
    }

    /// Runs `layouts ARGUMENTS` with its address space capped at 2 GB, so that a command that
    /// reads /dev/zero whole fails rather than taking the machine's memory. No catalogue: the
    /// commands that want one for its device presets take the built-in ones.
    private func runCapped(_ sandbox: Sandbox, _ arguments: [String]) throws -> CLIResult {
        let binary = try #require(LayoutsBinary.url).path
        return try sandbox.runRaw(["-c", #"ulimit -v 2000000; exec "$0" "$@""#, binary] + arguments,
                                  environment: ["LAYOUTS_DB": ""], shell: true)
    }

    @Test(arguments: [
        ["validate", "tree"],
        ["lint", "tree/"],
        ["fmt", "--check", "tree"],
        ["import", "tree", "--db", "new.sqlite"],
        ["gallery", "tree", "--device", "iphone-16", "--output", "g"],
        ["check", "tree", "--base", "HEAD", "--device", "iphone-16"],
    ])
    func aWalkSkipsLinksOutOfTheTreeAndSaysSo(arguments: [String]) throws {
        let sandbox = try hostileTree()
        if arguments[0] == "import" { #expect(try sandbox.runRaw(["init", "--db", "new.sqlite"]).status == 0) }
        let result = try runCapped(sandbox, arguments)
        // The documents read are fine; only `fmt --check` finds them unformatted.
        #expect(result.status == (arguments[0] == "fmt" ? 1 : 0), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("note: tree/leak.json: skipped (a symbolic link that leads out of tree)\n"))
        #expect(result.stderr.contains("note: tree/zero.json: skipped (a symbolic link that leads out of tree)\n"))
        // Nothing of the file outside reaches the output, annotations included.
        #expect(!(result.stdout + result.stderr).contains("token"))
        // A link that stays in the tree is read like the file it leads to.
        #expect(!result.stderr.contains("inside.json: skipped"))
    }

    @Test func aWalkSkipsAFIFOAndALinkThatLeadsNowhere() throws {
        let sandbox = try Sandbox(.nothing)
        try FileManager.default.createDirectory(atPath: sandbox.path("tree"), withIntermediateDirectories: true)
        try sandbox.write("tree/good.json", CLIFixtures.rows(("a", 1)))
        #expect(mkfifo(sandbox.path("tree/pipe.json"), 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("tree/gone.json"), withDestinationPath: "nowhere.json")
        // Nothing ever writes the FIFO: a command that opened it would wait for ever, so timeout
        // ends it (-k: with SIGKILL too, as the test runner may hand on SIGTERM blocked or ignored).
        let binary = try #require(LayoutsBinary.url).path
        let result = try sandbox.runRaw(["-c", #"exec timeout -k 5 30 "$0" validate tree"#, binary], shell: true)
        #expect(result.status == 0)
        #expect(result.stdout == "tree/good.json: valid (1 section, 1 cell)\n")
        #expect(result.stderr == """
            note: tree/gone.json: skipped (a symbolic link that leads nowhere)
            note: tree/pipe.json: skipped (not a regular file)

            """)
    }

    /// `fmt` puts a regular file where it rewrites: a FIFO named to it is refused before it is
    /// read (nothing waits on it) and stays a FIFO; `fmt --check` may read one.
    @Test func fmtLeavesAFIFONamedToItAsItIs() throws {
        let sandbox = try Sandbox(.nothing)
        #expect(mkfifo(sandbox.path("pipe.json"), 0o600) == 0)
        let binary = try #require(LayoutsBinary.url).path
        let result = try sandbox.runRaw(["-c", #"exec timeout -k 5 30 "$0" fmt pipe.json"#, binary], shell: true)
        #expect(result.status == 2)
        #expect(result.stderr == "error: pipe.json: not a regular file; fmt rewrites only files (`fmt --check` reads it)\n")
        var status = stat()
        #expect(lstat(sandbox.path("pipe.json"), &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aFIFONamedOnTheCommandLineIsStillRead() throws {
        let sandbox = try Sandbox(.nothing)
        let binary = try #require(LayoutsBinary.url).path
        // A named pipe fed by a background writer: what `--file <(…)` gives a command.
        #expect(mkfifo(sandbox.path("pipe"), 0o600) == 0)
        let fed = try sandbox.runRaw(["-c", #"printf '%s' "$1" > pipe & exec timeout -k 5 30 "$0" validate --file pipe"#,
                                      binary, CLIFixtures.rows(("a", 3))], shell: true)
        #expect(fed.status == 0)
        #expect(fed.stdout == "pipe: valid (1 section, 3 cells)\n")
    }

    @Test func anInputLargerThanTheLimitIsRefusedByName() throws {
        let sandbox = try Sandbox(.nothing)
        let limit = 16 * 1024 * 1024
        // Sparse files of zero bytes: the limit counts bytes, whatever they are.
        for (name, size) in [("limit.json", limit), ("over.json", limit + 1)] {
            let handle = try #require(FileHandle(forWritingAtPath: try sandbox.write(name, "")))
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()
        }
        let over = try sandbox.runRaw(["validate", "over.json"])
        #expect(over.status == 2)
        #expect(over.stderr == "error: over.json: larger than 16 MiB, the most an input may hold (see docs/files.md)\n")
        // Exactly the limit is read, and is then refused for what it holds, not for its size.
        let atLimit = try sandbox.runRaw(["validate", "limit.json"])
        #expect(atLimit.status == 2)
        #expect(!atLimit.stderr.contains("larger than"))
        // Standard input and an endless device given by name are bounded the same way.
        let zero = try runCapped(sandbox, ["validate", "/dev/zero"])
        #expect(zero.stderr == "error: /dev/zero: larger than 16 MiB, the most an input may hold (see docs/files.md)\n")
        let stdin = try sandbox.runRaw(["-c", #"exec "$0" validate - < over.json"#, try #require(LayoutsBinary.url).path],
                                       shell: true)
        #expect(stdin.status == 2)
        #expect(stdin.stderr == "error: <stdin>: larger than 16 MiB, the most an input may hold (see docs/files.md)\n")
        // A file as git holds it is read through `git show`, cut at the same limit.
        try sandbox.git(["init", "-q"])
        try sandbox.commitAll("an oversized file")
        let git = try runCapped(sandbox, ["validate", "HEAD:over.json"])
        #expect(git.status == 2)
        #expect(git.stderr == "error: HEAD:over.json: larger than 16 MiB, the most an input may hold (see docs/files.md)\n")
    }
}
