import TestSupport

/// The SQLite tests' scratch folders.
typealias TemporaryDirectory = ScratchFolder

extension ScratchFolder {
    convenience init() throws { try self.init(prefix: "SQLiteTests") }
}
