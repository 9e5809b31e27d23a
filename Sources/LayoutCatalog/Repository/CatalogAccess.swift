extension Catalog {
    /// What an open may do to the file: a command that only reads must leave it as it was
    /// (issue 35, item 9), bytes and journal mode alike, so only a write brings a catalogue up to
    /// this version's schema or switches it to WAL.
    public enum Access: Sendable {
        /// Only reads: the file is opened read-only (SQLite then writes nothing to it), is never
        /// created, migrated or switched to WAL. A catalogue with migrations pending is refused
        /// with `CatalogError.migrationPending`, or, with `verifySchema: false`, opened as it is
        /// with the migrations listed in `pendingMigrations`.
        case read
        /// Reads, and keeps the frame cache of what it solves: opened for writing when the file
        /// can be written, so that a solve is cached, but like `read` never created, migrated or
        /// switched to WAL. Only the frame cache's tables are written.
        case readKeepingCache
        /// Writes: the catalogue is created as `OpenMode` allows, brought up to this version's
        /// schema and switched to WAL before the caller's first write.
        case write
    }
}
