#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SQLite

extension Catalog {
    /// Where `backup(to:)` writes the copy before linking it into place: beside the
    /// destination, named with this process's id, so that a caller can remove it (and SQLite's
    /// journal beside it) if the process is interrupted, and a later run can tell a copy left
    /// by a process that is gone.
    public static func partialBackupPath(for destination: String) -> String {
        destination + ".partial-\(getpid())"
    }

    /// Writes a consistent copy of the whole catalogue to a new file at `destination`, safe
    /// while other processes write (SQLite's `VACUUM INTO` reads one snapshot) and possible
    /// on a read-only catalogue. The copy is one self-contained file, with no `-wal` beside it.
    ///
    /// The copy is written under a temporary name in the destination's folder and linked
    /// into place only when complete, so an interrupted backup leaves no partial file at
    /// `destination`; an existing file there is never replaced.
    public func backup(to destination: String) throws {
        try CatalogPath.check(destination)
        if access(destination, F_OK) == 0 {
            throw CatalogError.cannotCreate(path: destination, cause: "a file exists there already")
        }
        let folder = WriteFailure.folder(of: destination)
        guard access(folder, F_OK) == 0 else {
            throw CatalogError.cannotCreate(path: destination, cause: "its folder \(folder) does not exist")
        }
        let partial = Self.partialBackupPath(for: destination)
        _ = unlink(partial)  // left by an earlier run of this process id
        defer { _ = unlink(partial) }
        do {
            try db.copy(to: partial)
            // The copy keeps the WAL mode; a rollback journal lets it be read anywhere, even
            // from a folder its reader cannot write, and the first write switches it back.
            _ = try Database(opening: partial, access: .readWrite(create: false)).fetchOne(
                String.self, sql: "PRAGMA journal_mode = DELETE")
        } catch let error as DatabaseError {
            guard WriteFailure.catalogError(for: error, at: destination) != nil else { throw CatalogError(error) }
            throw CatalogError.cannotCreate(path: destination, cause: WriteFailure.cause(at: destination, error: error))
        }
        // link(2) fails when the destination appeared meanwhile, where rename(2) would replace it.
        guard link(partial, destination) == 0 else {
            let reason = errno == EEXIST ? "a file exists there already" : String(cString: strerror(errno))
            throw CatalogError.cannotCreate(path: destination, cause: reason)
        }
    }
}
