import Dispatch
import Synchronization

/// Checkpoints a WAL database on a connection and a thread of its own, for a writer that
/// commits much in a short time (a batch filling a cache): each commit of the writer asks for
/// a passive checkpoint here instead of copying and syncing pages itself, so its thread goes
/// on with its work meanwhile.
///
/// A commit made while a checkpoint runs asks for one more, which copies everything committed
/// by then: checkpoints follow the writer as fast as the disk syncs, and never queue up. Use
/// it through `Database.checkpointingInBackground(_:)`, which turns the writer's automatic
/// checkpoints off and back on around it.
///
/// Its connection is used only on its serial queue, and the one flag both threads touch is
/// behind a mutex: which is why the class can be `@unchecked Sendable`.
final class BackgroundCheckpointer: TransactionObserver, @unchecked Sendable {
    private let connection: Database
    private let queue = DispatchQueue(label: "SQLite.BackgroundCheckpointer")
    private let isScheduled = Mutex(false)

    init(path: String, busyTimeout: Duration) throws {
        connection = try Database(opening: path, access: .readWrite(create: false), busyTimeout: busyTimeout)
    }

    /// Asks for a checkpoint, unless one is asked for already and has not started.
    func schedule() {
        guard isScheduled.withLock({ scheduled in
            defer { scheduled = true }
            return !scheduled
        }) else { return }
        queue.async {
            self.isScheduled.withLock { $0 = false }
            // Like SQLite's own automatic checkpoints, a failed one is left to the next:
            // nothing committed depends on it.
            _ = try? self.connection.checkpoint()
        }
    }

    /// Blocks until no checkpoint is asked for or running.
    func waitUntilIdle() {
        queue.sync {}
    }

    func databaseWillCommit(_ db: Database) throws {}
    func databaseDidCommit(_ db: Database) { schedule() }
    func databaseDidRollback(_ db: Database) {}
}

extension Database {
    /// Runs `body` with this connection's checkpoints made on another thread by a connection of
    /// their own (see `BackgroundCheckpointer`), then waits for the last one and turns this
    /// connection's automatic checkpoints back on as they were. Where that cannot help or
    /// cannot be set up (a database in memory or not in WAL mode, a read-only connection, a
    /// second connection that fails to open), `body` just runs.
    public func checkpointingInBackground<T>(_ body: () throws -> T) throws -> T {
        guard path != ":memory:", !isReadOnly, !isInTransaction, (try? isInWALMode) == true,
              let pages = try? autocheckpointPages,
              let checkpointer = try? BackgroundCheckpointer(path: path, busyTimeout: busyTimeout)
        else { return try body() }
        try setAutocheckpointPages(0)
        add(transactionObserver: checkpointer)
        defer {
            remove(transactionObserver: checkpointer)
            checkpointer.waitUntilIdle()
            try? setAutocheckpointPages(pages)
        }
        return try body()
    }
}
