/// How `Database(opening:access:)` opens a file.
public enum OpenAccess: Sendable, Equatable {
    /// Read and write; the file is created when `create` is true, else it must exist.
    /// SQLite itself falls back to reading when the file is write-protected
    /// (see `Database.isReadOnly`).
    case readWrite(create: Bool)
    /// Read only: nothing is ever written, though SQLite may still need to create the
    /// `-shm` file of a WAL database beside it.
    case readOnly
    /// Read only, and the file is promised not to change while open, so SQLite needs no
    /// lock and no `-shm` file: the one way to read a WAL database in a folder that cannot
    /// be written. Only safe when no other process can write the file.
    case immutable
}
