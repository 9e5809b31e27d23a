/// Told when a transaction of the connection it is registered with commits or rolls back,
/// as GRDB's `TransactionObserver` is: so that state kept beside the database (counters,
/// caches) follows the transactions that describe it without every writer calling it by hand.
///
/// Register with `Database.add(transactionObserver:)`; the connection holds observers
/// weakly. Every method runs on the connection's thread.
public protocol TransactionObserver: AnyObject {
    /// Called by `inTransaction` just before it commits, inside the transaction: the observer
    /// may write (SQLite's own commit hook may not), and a throw rolls the transaction back.
    /// A `COMMIT` run by hand, outside `inTransaction`, skips this call but not the others.
    func databaseWillCommit(_ db: Database) throws

    /// Called after a transaction has committed: nothing it wrote can be undone any more.
    func databaseDidCommit(_ db: Database)

    /// Called after a transaction has rolled back, by a `ROLLBACK` or by SQLite itself (a full
    /// disk, an I/O error). Rolling back to a savepoint does not end the transaction and is not
    /// reported.
    func databaseDidRollback(_ db: Database)
}
