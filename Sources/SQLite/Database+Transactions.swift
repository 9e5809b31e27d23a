import CSQLite

extension Database {
    /// Runs `body` in a transaction: commits when it returns, rolls back when it throws
    /// or when COMMIT itself fails (a deferred foreign key violation, say), then
    /// rethrows. The kind is required because the right one depends on the work:
    /// `.immediate` for anything that writes.
    ///
    /// Called inside a transaction, `body` runs in a SAVEPOINT of the enclosing one
    /// (whose kind then applies): a throw undoes only the savepoint's changes.
    public func inTransaction<T>(_ kind: TransactionKind, _ body: (Database) throws -> T) throws -> T {
        if isInTransaction {
            return try inSavepoint(body)
        }
        try execute(sql: kind.beginSQL)
        let result: T
        do {
            result = try body(self)
        } catch {
            rollbackIfActive()
            throw error
        }
        do {
            // Observers write their last words inside the transaction; a throw rolls it back.
            try transactionEvents.willCommit()
            try execute(sql: "COMMIT")
        } catch {
            // A failed COMMIT leaves the transaction open; do not leave it dangling.
            rollbackIfActive()
            throw error
        }
        return result
    }

    private func inSavepoint<T>(_ body: (Database) throws -> T) throws -> T {
        savepointDepth += 1
        defer { savepointDepth -= 1 }
        // Names come from a counter, never from input: they are spliced into SQL.
        let name = "nested_transaction_\(savepointDepth)"
        try execute(sql: "SAVEPOINT \(name)")
        do {
            let result = try body(self)
            try execute(sql: "RELEASE SAVEPOINT \(name)")
            return result
        } catch {
            if isInTransaction {
                try? execute(sql: "ROLLBACK TO SAVEPOINT \(name)")
                try? execute(sql: "RELEASE SAVEPOINT \(name)")
            }
            throw error
        }
    }

    /// Some errors (SQLITE_FULL, SQLITE_IOERR, …) already rolled the transaction back;
    /// a second ROLLBACK would fail and hide the real error.
    private func rollbackIfActive() {
        guard isInTransaction else { return }
        try? execute(sql: "ROLLBACK")
    }
}
