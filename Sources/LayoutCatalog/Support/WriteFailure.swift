#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SQLite

/// Why a catalogue cannot be written, in the user's terms: SQLite says "attempt to write a
/// readonly database" or "unable to open database file" whether the file, its folder or the
/// file system is at fault, so the cause is found by asking the file system.
enum WriteFailure {
    /// The catalogue error for a failed write, or nil when `error` is not about the file
    /// being unwritable (a constraint, a busy lock: those keep their own report).
    static func catalogError(for error: DatabaseError, at path: String, action: String? = nil) -> CatalogError? {
        switch error.code.primary {
        case .readOnly, .cantOpen, .full, .permission, .ioError:
            return .cannotWrite(path: path, cause: cause(at: path, error: error), action: action)
        default:
            return nil
        }
    }

    /// The reason a write to the catalogue at `path` fails or would fail.
    static func cause(at path: String, error: DatabaseError?) -> String {
        if error?.isNoSpace == true { return noSpace }
        if error?.code.primary == .ioError {
            return "the file system refused the write: \(error?.message ?? "disk I/O error"), as when the disk is full"
        }
        let folder = folder(of: path)
        if let problem = unwritable(path) {
            return problem == EROFS ? "it is on a read-only file system" : "this user may not write the file"
        }
        if let problem = unwritable(folder) {
            return problem == EROFS
                ? "it is on a read-only file system"
                : "this user may not write its folder \(folder), where SQLite keeps the catalogue's journal"
        }
        return error.map { $0.message } ?? "it was opened read-only"
    }

    /// The cause of every failure for want of space, in the words of the system's `ENOSPC`, whichever
    /// SQLite code it came as (`SQLITE_FULL`, or an I/O error such as the -shm file's 4874).
    static let noSpace = "no space left on device"

    /// The folder holding `path` ("." for a bare file name).
    static func folder(of path: String) -> String {
        let folder = PathSyntax.removingLastComponent(of: path)
        return folder.isEmpty ? "." : folder
    }

    /// The errno that keeps the current user from writing `path`, or nil when it can.
    private static func unwritable(_ path: String) -> Int32? {
        guard access(path, W_OK) != 0 else { return nil }
        return errno == ENOENT ? nil : errno  // a file not made yet: its folder decides
    }
}
