#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The permissions of a file written whole (a temporary file renamed over its destination):
/// those of the file it replaces, so that `fmt` leaves a private 600 file private; for a new
/// file, what the umask allows, as for any file the user creates (mkstemp makes it 600).
package enum KeptFileMode {
    /// Gives `temporary` the mode of `destination` when that exists, else the umask's default.
    /// The owner and group are kept where this user may set them (root may, another user may
    /// give the group only if a member); a group that cannot be kept gets no permissions, so
    /// that a file shared with one group is never opened to another.
    package static func apply(to temporary: String, replacing destination: String) {
        var existing = stat()
        guard stat(destination, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG else {
            let mask = umask(0); umask(mask)
            chmod(temporary, 0o666 & ~mask)
            return
        }
        var mode = existing.st_mode & 0o777
        if chown(temporary, existing.st_uid, existing.st_gid) != 0 {
            _ = chown(temporary, existing.st_uid, gid_t.max)  // the owner alone (gid -1: unchanged)
            var written = stat()
            if stat(temporary, &written) == 0, written.st_gid != existing.st_gid { mode &= ~0o070 }
        }
        chmod(temporary, mode)
    }
}
