#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rule for where a catalogue may live: a plain file path. SQLite also reads
/// `:memory:` (a database that vanishes on exit), `""` (a temporary file) and `file:…` (a URI
/// whose query can change how it opens); none of those is a catalogue anyone can find again.
public enum CatalogPath {
    /// Why `path` is not a plain file path, or nil when it is one.
    public static func problem(with path: String) -> String? {
        if path.isEmpty { return "a catalogue path cannot be empty" }
        if path == ":memory:" {
            return "an in-memory database keeps nothing; give a file path"
        }
        if path.lowercased().hasPrefix("file:") {
            return "SQLite would read this as a URI; give a plain file path (./\(path) for a file of that name)"
        }
        if path.utf8.contains(0) { return "a file path cannot hold a NUL character" }
        if path.hasSuffix("/") { return "a catalogue path names a file, not a folder" }
        return nil
    }

    /// Why a path that names something cannot be followed to a file: a loop of symbolic links
    /// (ELOOP), which would otherwise read as "no catalogue there". Nil for anything else.
    public static func linkProblem(with path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, stat(path, &status) != 0, errno == ELOOP else { return nil }
        return "its symbolic links make a loop"
    }

    /// Throws `CatalogError.invalidPath` unless `path` is a plain file path.
    public static func check(_ path: String) throws(CatalogError) {
        if let problem = problem(with: path) { throw .invalidPath(path: path, problem: problem) }
    }
}
