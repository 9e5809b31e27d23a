import CSQLite
import Dispatch

/// Checkpoints a WAL database on a connection and a thread of its own, for a writer that
/// commits much in a short time (a batch filling a cache): where SQLite would copy and sync
/// the WAL inside the writer's commit once it holds `threshold` pages, the commit only asks
/// for a passive checkpoint here, and the writer's thread goes on with its work meanwhile.
///
/// A commit made while a checkpoint runs asks for one more, which copies everything committed
/// by then: checkpoints keep up with the writer as fast as the disk syncs, and never queue up.
/// A checkpoint that runs beside the writer never leaves the WAL wholly copied, so the writer
/// never starts it over and it keeps growing: at `waitingThreshold` pages the writer's commit
/// waits for a checkpoint of everything, as SQLite's own would, and its next write starts the
/// WAL over. Use it through `Database.checkpointingInBackground(_:)`, which hands it the
/// writer's WAL hook and gives SQLite's back afterwards.
///
/// Its connection is used only on its serial queue, and the one flag both threads touch is in a
/// `LockedBox`: which is why the class can be `@unchecked Sendable`.
final class BackgroundCheckpointer: @unchecked Sendable {
    /// The WAL pages past which a commit asks for a checkpoint: the writer's own setting.
    let threshold: Int
    private let connection: Database
    private let queue = DispatchQueue(label: "SQLite.BackgroundCheckpointer")
    private let isScheduled = LockedBox(false)

    init(path: String, busyTimeout: Duration, threshold: Int) throws {
        self.threshold = threshold
        connection = try Database(opening: path, access: .readWrite(create: false), busyTimeout: busyTimeout)
    }

    /// The WAL pages at which a commit waits for a whole checkpoint: a bound on the WAL file.
    var waitingThreshold: Int { threshold.multipliedReportingOverflow(by: 4).overflow ? Int.max : threshold * 4 }

    /// What a commit that left `pages` in the WAL does: nothing, ask, or wait.
    func committed(walPages pages: Int) {
        if pages >= waitingThreshold {
            checkpointAndWait()
        } else if pages >= threshold {
            schedule()
        }
    }

    /// Asks for a checkpoint, unless one is asked for already and has not started.
    func schedule() {
        let alreadyScheduled = isScheduled.withLock { scheduled in
            defer { scheduled = true }
            return scheduled
        }
        guard !alreadyScheduled else { return }
        queue.async {
            self.isScheduled.write(false)
            // Like SQLite's own automatic checkpoints, a failed one is left to the next:
            // nothing committed depends on it.
            _ = try? self.connection.checkpoint()
        }
    }

    /// Waits for the checkpoint under way, if any, then makes one of everything committed.
    func checkpointAndWait() {
        queue.sync { _ = try? connection.checkpoint() }
    }

    /// Blocks until no checkpoint is asked for or running.
    func waitUntilIdle() {
        queue.sync {}
    }
}

extension Database {
    /// Runs `body` with this connection's automatic checkpoints made on another thread by a
    /// connection of their own (see `BackgroundCheckpointer`), at the same WAL size; then waits
    /// for the last one and gives SQLite back its own. Where that cannot help or cannot be set
    /// up (a database in memory or not in WAL mode, a read-only connection, one inside a
    /// transaction or with automatic checkpoints off, a second connection that fails to
    /// open), `body` just runs.
    public func checkpointingInBackground<T>(_ body: () throws -> T) throws -> T {
        guard path != ":memory:", !isReadOnly, !isInTransaction, (try? isInWALMode) == true,
              let pages = try? autocheckpointPages, pages > 0,
              let file = sqlite3_db_filename(handle, "main").map({ String(cString: $0) }), !file.isEmpty,
              let checkpointer = try? BackgroundCheckpointer(path: file, busyTimeout: busyTimeout, threshold: pages)
        else { return try body() }
        return try withExtendedLifetime(checkpointer) {
            // SQLite's automatic checkpoints are its WAL hook: this one replaces it until the end.
            sqlite3_wal_hook(handle, { context, _, _, pages in
                Unmanaged<BackgroundCheckpointer>.fromOpaque(context!).takeUnretainedValue()
                    .committed(walPages: Int(pages))
                return SQLITE_OK
            }, Unmanaged.passUnretained(checkpointer).toOpaque())
            defer {
                // SQLite's hook again, which no longer points at `checkpointer`; should that
                // fail, no hook at all rather than one outliving it.
                if (try? setAutocheckpointPages(pages)) == nil { sqlite3_wal_hook(handle, nil, nil) }
                checkpointer.waitUntilIdle()
            }
            return try body()
        }
    }
}
