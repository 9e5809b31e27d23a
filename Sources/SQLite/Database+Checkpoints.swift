import CSQLite

/// Checkpoints: copying a WAL file's committed pages back into the database file.
extension Database {
    /// What one checkpoint did, in WAL frames (pages).
    public struct CheckpointResult: Sendable, Equatable {
        /// The frames the WAL file holds.
        public var walFrames: Int
        /// Of those, the frames now copied into the database file.
        public var checkpointedFrames: Int
    }

    /// Runs a passive checkpoint (`SQLITE_CHECKPOINT_PASSIVE`): copies what it can without
    /// waiting for readers or writers, and syncs as `synchronous` says. On a database not
    /// in WAL mode it does nothing and reports no frames. Fails with `SQLITE_BUSY` while
    /// another connection is checkpointing the same file.
    public func checkpoint() throws -> CheckpointResult {
        var walFrames: Int32 = 0
        var checkpointedFrames: Int32 = 0
        let code = sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_PASSIVE, &walFrames, &checkpointedFrames)
        guard code == SQLITE_OK else {
            throw DatabaseError.lastError(of: handle, code: code, sql: "PRAGMA wal_checkpoint(PASSIVE)")
        }
        // SQLite reports -1 for both when the database is not in WAL mode.
        return CheckpointResult(walFrames: max(0, Int(walFrames)), checkpointedFrames: max(0, Int(checkpointedFrames)))
    }

    /// How many WAL pages a commit on this connection leaves before it checkpoints
    /// (`PRAGMA wal_autocheckpoint`; SQLite's default is 1,000); 0 when it never does, which
    /// is also what SQLite reports while another WAL hook replaces its own (as
    /// `checkpointingInBackground` does).
    public var autocheckpointPages: Int {
        get throws { try fetchOne(Int.self, sql: "PRAGMA wal_autocheckpoint") ?? 0 }
    }

    /// Sets `autocheckpointPages`: 0 or less turns automatic checkpoints off. A setting of
    /// this connection only, not stored in the file.
    public func setAutocheckpointPages(_ pages: Int) throws {
        let code = sqlite3_wal_autocheckpoint(handle, Int32(clamping: max(0, pages)))
        guard code == SQLITE_OK else {
            throw DatabaseError.lastError(of: handle, code: code, sql: "PRAGMA wal_autocheckpoint = \(pages)")
        }
    }

    /// Whether the file is in WAL journal mode.
    public var isInWALMode: Bool {
        get throws { try fetchOne(String.self, sql: "PRAGMA journal_mode")?.lowercased() == "wal" }
    }
}
