
/// Reads files out of the git repository around the current folder, through git(1) itself:
/// its own rules for revisions (`main`, `HEAD~1`, `origin/main`, tags) and paths apply.
public enum GitFile {
    /// The bytes of `path` at `revision` (`git show REV:PATH`). A path that does not start with
    /// `./` is relative to the repository's top, as git reads it.
    public static func read(revision: String, path: String) throws -> [UInt8] {
        try refuseOption(revision)
        let result = try run(["show", "\(revision):\(path)"], outputLimit: inputSizeLimit)
        // Cut at the limit, git may have died of SIGPIPE: the size is the reason to give.
        guard result.output.count <= inputSizeLimit else { throw inputTooLarge("\(revision):\(path)") }
        guard result.status == 0 else {
            throw WorkspaceError("\(revision):\(path): \(explain(result.error, revision: revision))")
        }
        return result.output
    }

    /// Whether the file exists at the revision (for a file added since the base).
    public static func exists(revision: String, path: String) throws -> Bool {
        try refuseOption(revision)
        let result = try run(["cat-file", "-e", "\(revision):\(path)"])
        if result.status == 0 { return true }
        // A missing revision is an error; only a missing path means "added".
        _ = try resolve(revision)
        return false
    }

    /// The commit a revision names, or an error naming it.
    @discardableResult
    public static func resolve(_ revision: String) throws -> String {
        try refuseOption(revision)
        let result = try run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])
        guard result.status == 0 else {
            let probe = try run(["rev-parse", "--git-dir"])
            if probe.status != 0 { throw WorkspaceError("\(revision): not inside a git repository") }
            throw WorkspaceError("\(revision): no such git revision")
        }
        return String(decoding: result.output, as: UTF8.self).trimmingWhitespace()
    }

    /// The merge base of HEAD with `branch`, the default base of `layouts check`.
    public static func mergeBase(with branch: String) throws -> String {
        try resolve(branch)
        let result = try run(["merge-base", "HEAD", branch])
        guard result.status == 0 else { throw WorkspaceError("HEAD and \(branch) have no merge base") }
        return String(decoding: result.output, as: UTF8.self).trimmingWhitespace()
    }

    /// `layouts check`'s base when none is given: the merge base of HEAD with main, else with
    /// origin/main; an error saying to give one when neither exists.
    public static func defaultBase() throws -> String {
        do {
            return try mergeBase(with: "main")
        } catch {
            do { return try mergeBase(with: "origin/main") } catch { throw WorkspaceError("no base: \(error); give --base REV") }
        }
    }

    /// The working tree's top folder, as git names it (`rev-parse --show-toplevel`).
    public static func topLevel() throws -> String {
        let result = try run(["rev-parse", "--show-toplevel"])
        guard result.status == 0 else { throw WorkspaceError("not inside a git repository") }
        return String(decoding: result.output, as: UTF8.self).trimmingWhitespace()
    }

    /// A path as git names it from the repository's top (for `REV:path` of a local file).
    public static func repositoryPath(of file: String) throws -> String {
        let result = try run(["ls-files", "--full-name", "--error-unmatch", "--", file])
        if result.status == 0 {
            return String(decoding: result.output, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? file
        }
        let prefix = try run(["rev-parse", "--show-prefix"])
        guard prefix.status == 0 else { throw WorkspaceError("\(file): not inside a git repository") }
        let folder = String(decoding: prefix.output, as: UTF8.self).trimmingWhitespace()
        let relative = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
        return folder + relative
    }

    /// Refuses a revision that git would read as an option: `--output=FILE:x` given to
    /// `git show` writes FILE. No revision git names starts with `-` (refs may not).
    private static func refuseOption(_ revision: String) throws {
        guard !revision.hasPrefix("-") else {
            throw WorkspaceError("\(revision): not a git revision (a revision cannot start with '-')")
        }
    }

    /// git's complaint, in a sentence that says what was wrong.
    private static func explain(_ error: String, revision: String) -> String {
        if error.contains("not a git repository") { return "not inside a git repository" }
        if error.contains("does not exist in") || error.contains("exists on disk, but not in") {
            return "no such file at \(revision)"
        }
        if error.contains("invalid object name") || error.contains("unknown revision") {
            return "no such git revision \(revision)"
        }
        let line = error.split(separator: "\n").first.map(String.init) ?? "git show failed"
        return line.hasPrefix("fatal: ") ? String(line.dropFirst(7)) : line
    }

    private struct Result {
        var status: Int32
        var output: [UInt8]
        var error: String
    }

    private static func run(_ arguments: [String], outputLimit: Int = .max) throws -> Result {
        do {
            var git = ChildProcess(program: "git", arguments: arguments)
            git.outputLimit = outputLimit
            let result = try git.run()
            return Result(status: result.status, output: result.output, error: String(decoding: result.error, as: UTF8.self))
        } catch {
            throw WorkspaceError("cannot run git: \(error)")
        }
    }
}
