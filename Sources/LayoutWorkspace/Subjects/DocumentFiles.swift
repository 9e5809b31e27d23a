#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
import LayoutCatalog

/// The documents named on a command line: files as given, and the `*.json` files of folders
/// (and of their subfolders, hidden ones left out), in name order so that reports are stable.
///
/// A folder walk reads only what lies in the tree it was given, as git and linters do: a
/// symbolic link that leads out of it, or nowhere, is skipped with a note, and so is anything
/// that is not a regular file (a FIFO would block the read, a device may never end). A path
/// named on the command line is read as given, so `--file <(…)` and `-` keep working.
package struct DocumentFiles {
    /// The subjects to read, in order.
    package var subjects: [Subject] = []
    /// Files found in folders that are not read, with the reason: reported, not read.
    package var skipped: [SkippedFile] = []
    /// Folders named that hold no document: an error where documents were expected.
    package var emptyFolders: [String] = []

    /// `files` are taken as given (`--file`); `arguments` may also be folders. A command that
    /// `readsNames` (`lint`) reads a bare word as a layout name, by `Subject`'s rule, even where a
    /// folder has that name (`lint layouts/` for the folder); for the others every argument that
    /// is not `-` or `REV:path` is a path.
    package init(files: [String] = [], _ arguments: [String], readsNames: Bool = false) throws {
        subjects = files.map { $0 == "-" ? Subject.standardInput : .file($0) }
        for argument in arguments {
            let subject = readsNames ? try Subject(parsing: argument) : Subject(path: argument)
            if case .file(let path) = subject, FileKind(atPath: path).isFolder {
                let (documents, others) = Self.contents(ofFolder: path)
                subjects += documents.map(Subject.file)
                skipped += others
                if documents.isEmpty { emptyFolders.append(path) }
            } else {
                subjects.append(subject)
            }
        }
        try Subject.refuseStandardInputTwice(subjects)
    }

    /// The `*.json` files under `folder`, and the other files there with the reason each is not
    /// read. Names that start with a dot are left out with everything under them, silently; a
    /// link to a folder is not followed (what it holds inside the tree is walked where it is).
    package static func contents(ofFolder folder: String) -> (documents: [String], skipped: [SkippedFile]) {
        let base = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let root = FileKind.realPath(of: base) else { return ([], []) }
        var documents: [String] = []
        var skipped: [SkippedFile] = []
        var pending = [base]
        while let current = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = current == "/" ? "/" + name : current + "/" + name
                if let problem = linkProblem(path, root: root, folder: base) {
                    skipped.append(SkippedFile(path: path, reason: problem))
                    continue
                }
                switch FileKind(atPath: path) {
                case .folder: pending.append(path)
                case .file: if name.hasSuffix(".json") { documents.append(path) } else { skipped.append(.notJSON(path)) }
                case .special: skipped.append(SkippedFile(path: path, reason: "not a regular file"))
                case .linkToFolder, .missing: continue
                }
            }
        }
        let byBytes: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return (documents.sorted(by: byBytes), skipped.sorted { byBytes($0.path, $1.path) })
    }

    /// Why a symbolic link at `path` is not followed: it leads nowhere, or out of the tree whose
    /// real path is `root`. Nil for what is not a link, and for a link that stays in the tree.
    package static func linkProblem(_ path: String, root: String, folder: String) -> String? {
        guard FileKind.isSymbolicLink(atPath: path) else { return nil }
        guard let target = FileKind.realPath(of: path) else { return "a symbolic link that leads nowhere" }
        return isInside(target, root: root) ? nil : "a symbolic link that leads out of \(folder)"
    }

    /// Whether the real path `target` is `root` or lies under it.
    package static func isInside(_ target: String, root: String) -> Bool {
        root == "/" || target == root || target.hasPrefix(root + "/")
    }

    /// The files among `subjects` that lie, once every link is resolved, outside the folder whose
    /// real path is `root`, as skipped files saying so; `subjects` keeps the others. `check` keeps
    /// to the repository: a folder or file named on its command line may itself be a link that a
    /// pull request pointed elsewhere.
    package static func keepInside(_ subjects: inout [Subject], root: String, named place: String) -> [SkippedFile] {
        var skipped: [SkippedFile] = []
        subjects.removeAll { subject in
            guard case .file(let path) = subject else { return false }
            guard let target = FileKind.realPath(of: path), !isInside(target, root: root) else { return false }
            skipped.append(SkippedFile(path: path, reason: "it leads out of \(place)"))
            return true
        }
        return skipped
    }
}

extension Subject {
    /// Standard input can be read once: named twice, the second read found it empty and called
    /// that a syntax error.
    package static let standardInputTwice = WorkspaceError("-: standard input is named twice; it can be read only once")

    /// Refuses standard input read more than once: by the subjects given as `-`, and by the
    /// options that read a file (`--measurements`, `--tokens`) given as `-` in `files`.
    package static func refuseStandardInputTwice(_ subjects: [Subject], files: [String?] = []) throws {
        let reads = subjects.filter { if case .standardInput = $0 { true } else { false } }.count
            + files.filter { $0 == "-" }.count
        if reads > 1 { throw standardInputTwice }
    }
}
