import LayoutCatalog

extension Catalog {
    /// `backup(to:)`, tidy when interrupted: what an interrupted backup left beside
    /// `destination` (kill -9 runs no handler) is removed first, and what this one writes is
    /// removed if it is interrupted (`InterruptCleanup`).
    public func backupCleaningUp(to destination: String) throws {
        StaleFiles.remove(in: PathSyntax.removingLastComponent(of: destination),
                          prefix: PathSyntax.lastComponent(of: destination) + ".partial-")
        let partial = Catalog.partialBackupPath(for: destination)
        let slots = ["", "-journal", "-wal", "-shm"].map { InterruptCleanup.register(partial + $0) }
        defer { slots.forEach(InterruptCleanup.unregister) }
        try backup(to: destination)
    }
}
