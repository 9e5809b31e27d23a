#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, from `lstat` and `stat`: the question `FileManager.fileExists(atPath:
/// isDirectory:)` answered, whose flag is a `Bool` in FoundationEssentials and an `ObjCBool` in
/// Darwin's Foundation, and which cannot say that a folder is only reached through a link, nor
/// that a "file" is a FIFO or a device that may block a read or never end.
public enum FileKind: Equatable, Sendable {
    /// Nothing there, or a link that leads nowhere.
    case missing
    /// A regular file, or a link to one.
    case file
    /// A folder itself, not a link to one.
    case folder
    /// A link that leads to a folder.
    case linkToFolder
    /// A FIFO, a device or a socket, or a link to one.
    case special

    /// What `path` names now; a path that cannot be examined reads as ``missing``.
    public init(atPath path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { self = .missing; return }
        if status.st_mode & S_IFMT == S_IFDIR { self = .folder; return }
        let isLink = status.st_mode & S_IFMT == S_IFLNK
        if isLink {
            guard stat(path, &status) == 0 else { self = .missing; return }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .linkToFolder
        default: self = .special
        }
    }

    /// Whether `path` itself is a symbolic link (`lstat`), wherever it leads.
    public static func isSymbolicLink(atPath path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The path with every link resolved (realpath(3)), or nil when it leads nowhere.
    public static func realPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A folder, directly or through a link (what `fileExists(atPath:isDirectory:)` called one).
    public var isFolder: Bool { self == .folder || self == .linkToFolder }
}
