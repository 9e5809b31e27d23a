#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
import SQLite

extension Catalog {
    /// Opens the catalogue at `path`, a plain file path, creating it only as `mode` allows;
    /// a catalogue this call creates gets the device presets and, with `examples`, the
    /// example layouts, all in one transaction with its schema. `solverVersion` is the
    /// engine's unless a test stands in another.
    ///
    /// A file that is refused (not a database, another program's, a newer version's, a
    /// damaged schema) is left byte for byte as it was: the checks only read, and the file
    /// is switched to WAL only after them. A catalogue this user cannot write is opened
    /// read-only (see `isReadOnly`). `verifySchema: false` opens a damaged catalogue rather
    /// than refusing it, for a caller that reports `schemaProblems()` itself.
    public convenience init(path: String, mode: OpenMode = .existing, examples: Bool = false,
                            cacheLimitBytes: Int = Catalog.defaultCacheLimitBytes,
                            solverVersion: String = String(LayoutEngine.solverVersion),
                            verifySchema: Bool = true) throws {
        try CatalogPath.check(path)
        let kind = FileKind(atPath: path)
        let exists = kind != .missing
        if kind.isFolder { throw CatalogError.invalidPath(path: path, problem: "this is a folder; give the catalogue's file") }
        if !exists && mode == .existing { throw CatalogError.noCatalogue(path: path) }
        let db = try Self.connect(path, create: !exists)
        self.init(db: db, path: path, cacheLimitBytes: cacheLimitBytes, solverVersion: solverVersion)
        try prepare(mode: mode, examples: examples, verifySchema: verifySchema)
    }

    /// The example layouts and device presets built into the binary, as a catalogue of their
    /// own in memory: every read command works on it, and nothing it does is kept.
    public static func builtInExamples(cacheLimitBytes: Int = Catalog.defaultCacheLimitBytes,
                                       solverVersion: String = String(LayoutEngine.solverVersion)) throws -> Catalog {
        let catalog = Catalog(db: try Database.inMemory(), path: "the built-in examples",
                              cacheLimitBytes: cacheLimitBytes, solverVersion: solverVersion)
        try catalog.prepare(mode: .createNew, examples: true, verifySchema: true)
        return catalog
    }

    /// A connection to `path`: read-write, else (for a file this user cannot write, or one
    /// in a folder it cannot write) read-only.
    private static func connect(_ path: String, create: Bool) throws -> Database {
        do {
            return try Database(opening: path, access: .readWrite(create: create))
        } catch let error as DatabaseError where error.code.primary == .notADatabase {
            throw CatalogError.notACatalog(path: path, reason: "the file is not an SQLite database")
        } catch let error as DatabaseError where create {
            let folder = WriteFailure.folder(of: path)
            if !FileManager.default.fileExists(atPath: folder) {
                throw CatalogError.cannotCreate(path: path, cause: "its folder \(folder) does not exist")
            }
            guard WriteFailure.catalogError(for: error, at: path) != nil else { throw CatalogError(error) }
            throw CatalogError.cannotCreate(path: path, cause: WriteFailure.cause(at: path, error: error))
        } catch let error as DatabaseError
                    where [.cantOpen, .readOnly, .permission].contains(error.code.primary) {
            if let db = try? Database(opening: path, access: .readOnly) { return db }
            // A WAL catalogue in a folder nobody can write: SQLite cannot create the shared
            // memory file it reads through, but nobody can be writing the catalogue either
            // (that takes a -wal file beside it), so it may be read as immutable. Not when an
            // unmerged -wal is left there: reading around it would show stale data.
            // stat, not FileManager's attributes: those also look up the owner's name, which a
            // static binary can do only through the system's NSS modules.
            var status = stat()
            let log = stat(path + "-wal", &status) == 0 ? Int(status.st_size) : 0
            guard access(WriteFailure.folder(of: path), W_OK) != 0 else {
                throw CatalogError.cannotRead(path: path, cause: error.message)
            }
            guard log == 0 else {
                throw CatalogError.cannotRead(
                    path: path, cause: "its folder cannot be written and \(path)-wal holds writes not yet merged "
                        + "into it; open it once where it can be written")
            }
            do {
                return try Database(opening: path, access: .immutable)
            } catch let error as DatabaseError {
                throw CatalogError.cannotRead(path: path, cause: error.message)
            }
        }
    }

    /// What the file holds, read in one statement, so in one snapshot: a catalogue being
    /// created by another process gets its tables and its schema_migrations row together.
    private enum Contents { case empty, foreign, catalogue }

    private static func contents(of db: Database) throws -> Contents {
        guard let row = try db.fetchOne(sql: """
            SELECT count(*) FILTER (WHERE name NOT LIKE 'sqlite_%'),
                   count(*) FILTER (WHERE name = 'schema_migrations')
            FROM sqlite_master WHERE type = 'table'
            """) else { return .empty }
        let tables: Int = try row.value(at: 0)
        let migrations: Int = try row.value(at: 1)
        if tables == 0 { return .empty }
        return migrations == 0 ? .foreign : .catalogue
    }

    /// Creates the catalogue when `mode` allows and there is none, else checks it and brings
    /// its schema up to date.
    func prepare(mode: OpenMode, examples: Bool, verifySchema: Bool) throws {
        // Cache entries are keyed by hash, so a batch writes all over the table: a page cache
        // larger than SQLite's 2 MiB default keeps those pages from being read back in.
        try db.execute(sql: "PRAGMA cache_size = -16384")
        switch try Self.contents(of: db) {
        case .foreign:
            throw CatalogError.notACatalog(path: path, reason: "it is an SQLite database with other tables and no catalogue schema")
        case .empty:
            guard mode != .existing else { throw CatalogError.noCatalogue(path: path) }
            if try create(examples: examples) {
                wasCreated = true
                try switchToWAL()
                return
            }
            // Another process created it while this one waited for the write lock.
            if mode == .createNew { throw CatalogError.catalogueExists(path: path) }
        case .catalogue:
            if mode == .createNew { throw CatalogError.catalogueExists(path: path) }
        }
        try upgrade(verifySchema: verifySchema)
    }

    /// Migrates an empty file and loads the presets (and examples) in one write transaction,
    /// so that an interrupted creation leaves no half-made catalogue. Waits for the write
    /// lock like any write; returns false, changing nothing, when another connection created
    /// the catalogue in the meantime.
    private func create(examples: Bool) throws -> Bool {
        try write { db in
            guard try Self.contents(of: db) == .empty else { return false }
            do {
                try DatabaseMigrator().migrate(db)  // each migration is a savepoint of this transaction
            } catch let error as MigrationError {
                throw CatalogError.migration(error: error)
            }
            _ = try seed(layouts: examples)
            return true
        }
    }

    /// Checks an existing catalogue without writing, then switches it to WAL and applies the
    /// migrations it lacks.
    private func upgrade(verifySchema: Bool) throws {
        let migrator: DatabaseMigrator
        let pending: [Migration]
        do {
            migrator = try DatabaseMigrator()
            pending = try migrator.pendingMigrations(in: db)
        } catch let error as MigrationError {
            throw CatalogError.migration(error: error)
        }
        if pending.isEmpty, verifySchema, try !SchemaSnapshot.hasEmbeddedObjects(in: db) {
            let expected = SchemaSnapshot.expected()
            let problems = expected.problems(in: try SchemaSnapshot(of: db))
            guard problems.isEmpty else {
                throw CatalogError.damagedSchema(path: path, problems: problems.map(\.text),
                                                 repairable: problems.allSatisfy { expected.isRebuildable($0.object) })
            }
        }
        if let next = pending.first, isReadOnly {
            let cause = WriteFailure.cause(at: path, error: nil)
            throw CatalogError.cannotWrite(
                path: path, cause: "it must be upgraded to this version's schema (\(next.fileName)) but \(cause)")
        }
        try switchToWAL()
        do {
            try migrator.migrate(db)
        } catch let error as MigrationError {
            throw CatalogError.migration(error: error)
        } catch let error as DatabaseError {
            throw WriteFailure.catalogError(for: error, at: path) ?? CatalogError(error)
        }
    }

    /// WAL lets readers run beside the writer. The mode is stored in the file, so only a
    /// writable catalogue that passed every check is switched.
    private func switchToWAL() throws {
        guard !isReadOnly, db.path != ":memory:" else { return }
        do {
            try db.enableWAL()
        } catch let error as DatabaseError {
            throw WriteFailure.catalogError(for: error, at: path) ?? CatalogError(error)
        }
    }
}
