#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, from `lstat` and `stat`: the question `FileManager.fileExists(atPath:
/// isDirectory:)` answered, whose flag is a `Bool` in FoundationEssentials and an `ObjCBool` in
/// Darwin's Foundation, and which cannot say that a folder is only reached through a link.
public enum FileKind: Equatable, Sendable {
    /// Nothing there, or a link that leads nowhere.
    case missing
    /// A file, or a link to one.
    case file
    case folder
    /// A link that leads to a folder.
    case linkToFolder

    public init(atPath path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { self = .missing; return }
        if status.st_mode & S_IFMT == S_IFDIR { self = .folder; return }
        guard status.st_mode & S_IFMT == S_IFLNK else { self = .file; return }
        guard stat(path, &status) == 0 else { self = .missing; return }
        self = status.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .file
    }

    /// A folder, directly or through a link (what `fileExists(atPath:isDirectory:)` called one).
    public var isFolder: Bool { self == .folder || self == .linkToFolder }
}
