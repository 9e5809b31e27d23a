import CSQLite

/// The connection's commit and rollback hooks and the observers they report to.
///
/// SQLite calls its hooks from inside a statement's step, before the commit is final and
/// while no one may use the connection; so the hooks only note what happened, and
/// `statementEnded` tells the observers once the step has returned.
final class TransactionEvents {
    private struct WeakObserver {
        weak var observer: (any TransactionObserver)?
    }

    weak var database: Database?
    private var observers: [WeakObserver] = []
    private var commitStarted = false
    private var rolledBack = false
    private var hooksInstalled = false

    var hasObservers: Bool { observers.contains { $0.observer != nil } }

    func add(_ observer: any TransactionObserver, handle: OpaquePointer) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
        guard !hooksInstalled else { return }
        hooksInstalled = true
        let context = Unmanaged.passUnretained(self).toOpaque()
        // Returning 0 lets the commit go ahead.
        sqlite3_commit_hook(handle, { context in
            Unmanaged<TransactionEvents>.fromOpaque(context!).takeUnretainedValue().commitStarted = true
            return 0
        }, context)
        sqlite3_rollback_hook(handle, { context in
            Unmanaged<TransactionEvents>.fromOpaque(context!).takeUnretainedValue().rolledBack = true
        }, context)
    }

    func remove(_ observer: any TransactionObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Uninstalls the hooks, which point at this object: called before the connection closes.
    func detach(handle: OpaquePointer) {
        guard hooksInstalled else { return }
        sqlite3_commit_hook(handle, nil, nil)
        sqlite3_rollback_hook(handle, nil, nil)
        hooksInstalled = false
    }

    func willCommit() throws {
        guard let database else { return }
        for entry in observers { try entry.observer?.databaseWillCommit(database) }
    }

    /// Called after every step of every statement of the connection: reports a commit that
    /// has completed (the connection is back in autocommit mode) or a rollback.
    func statementEnded(handle: OpaquePointer) {
        guard commitStarted || rolledBack else { return }
        if rolledBack {
            commitStarted = false
            rolledBack = false
            notify { $0.databaseDidRollback($1) }
        } else if sqlite3_get_autocommit(handle) != 0 {
            commitStarted = false
            notify { $0.databaseDidCommit($1) }
        } else {
            // The COMMIT failed (busy, say) and the transaction is still open: it ends later.
            commitStarted = false
        }
    }

    private func notify(_ event: (any TransactionObserver, Database) -> Void) {
        guard let database else { return }
        for entry in observers {
            if let observer = entry.observer { event(observer, database) }
        }
    }
}
