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
    /// than refusing it, for a caller that reports `schemaProblems()` itself. `access` says
    /// whether the open may change the file at all: only `.write` creates, migrates or
    /// switches it to WAL (see `Access`).
    public convenience init(path: String, mode: OpenMode = .existing, access: Access = .write,
                            examples: Bool = false,
                            cacheLimitBytes: Int = Catalog.defaultCacheLimitBytes,
                            solverVersion: String = String(LayoutEngine.solverVersion),
                            verifySchema: Bool = true) throws {
        try CatalogPath.check(path)
        let kind = FileKind(atPath: path)
        let exists = kind != .missing
        let mode = access == .write ? mode : .existing
        if kind.isFolder { throw CatalogError.invalidPath(path: path, problem: "this is a folder; give the catalogue's file") }
        // SQLite would block on a FIFO's open or read, and fail on a device with a raw I/O error.
        if kind == .special {
            throw CatalogError.invalidPath(path: path, problem: "not a regular file (a FIFO, a device or a socket)")
        }
        // FileKind calls a link it cannot follow missing; only then is it worth asking why.
        if kind == .missing, let problem = CatalogPath.linkProblem(with: path) {
            throw CatalogError.invalidPath(path: path, problem: problem)
        }
        // A catalogue is not made through a link that leads nowhere, as no file is written
        // through one (docs/files.md): it would appear wherever the link happens to point. Said
        // before "no catalogue there", whose hint (`layouts init`) would be refused.
        if !exists, FileKind.isSymbolicLink(atPath: path) {
            throw CatalogError.invalidPath(path: path, problem: "a symbolic link that leads nowhere; no catalogue is made through it")
        }
        if !exists && mode == .existing { throw CatalogError.noCatalogue(path: path) }
        let db: Database
        do {
            db = try Self.connect(path, create: !exists, purpose: access)
        } catch {
            if !exists { Self.removeUnmade(path) }
            throw error
        }
        self.init(db: db, path: path, cacheLimitBytes: cacheLimitBytes, solverVersion: solverVersion)
        do {
            try prepare(mode: mode, examples: examples, verifySchema: verifySchema, changesFile: access == .write)
        } catch let error as DatabaseError where error.isNoSpace {
            if !exists { Self.removeUnmade(path) }
            throw Self.noSpace(at: path, access: access)
        } catch {
            if !exists { Self.removeUnmade(path) }
            throw error
        }
    }

    /// Removes the file this open made (SQLite creates it, empty, on opening) when making the
    /// catalogue in it failed, so that a failed creation leaves nothing: "nothing was changed"
    /// must be true of the folder too. Only while the file is still empty and no `-journal`
    /// beside it says that another process, which opened it meanwhile, is writing it.
    /// `lstat`: a file this open made is never a link.
    private static func removeUnmade(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size == 0,
              access(path + "-journal", F_OK) != 0 else { return }
        unlink(path)
    }

    /// The example layouts and device presets built into the binary, as a catalogue of their
    /// own in memory: every read command works on it, and nothing it does is kept.
    public static func builtInExamples(cacheLimitBytes: Int = Catalog.defaultCacheLimitBytes,
                                       solverVersion: String = String(LayoutEngine.solverVersion)) throws -> Catalog {
        try newInMemory(named: "the built-in examples", examples: true, cacheLimitBytes: cacheLimitBytes,
                        solverVersion: solverVersion)
    }

    /// An empty catalogue in memory, as `layouts init` makes one (the device presets, no
    /// layout): to learn what a write would do to a new catalogue before any file is made for
    /// it, so that only a write that succeeds creates one. Nothing it does is kept.
    public static func emptyInMemory(cacheLimitBytes: Int = Catalog.defaultCacheLimitBytes,
                                     solverVersion: String = String(LayoutEngine.solverVersion)) throws -> Catalog {
        try newInMemory(named: "a new catalogue", examples: false, cacheLimitBytes: cacheLimitBytes,
                        solverVersion: solverVersion)
    }

    /// A catalogue made in memory as `init` makes one, with or without the examples.
    private static func newInMemory(named name: String, examples: Bool, cacheLimitBytes: Int,
                                    solverVersion: String) throws -> Catalog {
        let catalog = Catalog(db: try Database.inMemory(), path: name, cacheLimitBytes: cacheLimitBytes,
                              solverVersion: solverVersion)
        try catalog.prepare(mode: .createNew, examples: examples, verifySchema: true)
        return catalog
    }

    /// The error for a disk with no space left, in the words of the open's purpose. Even a read
    /// needs some: SQLite grows the -shm file it reads a WAL catalogue through (the 4874 a full
    /// disk gives every command).
    private static func noSpace(at path: String, access: Access) -> CatalogError {
        access == .write ? .cannotWrite(path: path, cause: WriteFailure.noSpace)
            : .cannotRead(path: path, cause: WriteFailure.noSpace)
    }

    /// A connection to `path`: read-write, else (for a file this user cannot write, or one
    /// in a folder it cannot write) read-only; for `Access.read`, read-only in any case.
    ///
    /// Triggers are off on every connection: the migrations make none, so any trigger in the
    /// file was planted there (a trigger once renamed every layout on the next `solve`), and
    /// it must never run on a write of ours. `doctor` reports it and `repair` drops it.
    private static func connect(_ path: String, create: Bool, purpose: Access) throws -> Database {
        let db = try openConnection(path, create: create, purpose: purpose)
        try db.setTriggersEnabled(false)
        return db
    }

    private static func openConnection(_ path: String, create: Bool, purpose: Access) throws -> Database {
        let readOnly = purpose == .read
        do {
            return try Database(opening: path, access: readOnly ? .readOnly : .readWrite(create: create))
        } catch let error as DatabaseError where error.code.primary == .notADatabase {
            throw CatalogError.notACatalog(path: path, reason: "the file is not an SQLite database")
        } catch let error as DatabaseError where create {
            let folder = WriteFailure.folder(of: path)
            if access(folder, F_OK) != 0 {
                throw CatalogError.cannotCreate(path: path, cause: "its folder \(folder) does not exist")
            }
            guard WriteFailure.catalogError(for: error, at: path) != nil else { throw CatalogError(error) }
            throw CatalogError.cannotCreate(path: path, cause: WriteFailure.cause(at: path, error: error))
        } catch let error as DatabaseError where error.isNoSpace {
            throw noSpace(at: path, access: purpose)
        } catch let error as DatabaseError where error.code == .readOnlyRollback {
            // A rollback-journal catalogue whose writer was interrupted: its -journal must be
            // played back before anyone reads, and only a connection that may write does that.
            throw CatalogError.cannotRead(
                path: path, cause: "a write to it was interrupted and \(path)-journal must be rolled back, "
                    + "which a command that only reads does not do; any command that writes does it first")
        } catch let error as DatabaseError
                    where [.cantOpen, .readOnly, .permission].contains(error.code.primary) {
            if !readOnly, let db = try? Database(opening: path, access: .readOnly) { return db }
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

    /// Creates the catalogue when `mode` allows and there is none, else checks it and, when
    /// `changesFile`, brings its schema up to date.
    func prepare(mode: OpenMode, examples: Bool, verifySchema: Bool, changesFile: Bool = true) throws {
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
        try upgrade(verifySchema: verifySchema, changesFile: changesFile)
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

    /// Checks an existing catalogue without writing, then, when `changesFile`, switches it to
    /// WAL and applies the migrations it lacks. Without `changesFile` a catalogue that lacks some
    /// is refused (`migrationPending`), or with `verifySchema: false` opened as it is.
    private func upgrade(verifySchema: Bool, changesFile: Bool) throws {
        let migrator: DatabaseMigrator
        let pending: [Migration]
        do {
            migrator = try DatabaseMigrator()
            pending = try migrator.pendingMigrations(in: db)
        } catch let error as MigrationError {
            throw CatalogError.migration(error: error)
        }
        if !pending.isEmpty, !changesFile {
            // Only a write may upgrade a catalogue: a read reports what it lacks and how to add it.
            guard !verifySchema else { throw CatalogError.migrationPending(path: path, migrations: pending.map(\.fileName)) }
            pendingMigrations = pending.map(\.fileName)
            return
        }
        if pending.isEmpty, verifySchema, try !SchemaSnapshot.hasEmbeddedObjects(in: db) {
            let expected = SchemaSnapshot.expected()
            let problems = expected.problems(in: try SchemaSnapshot(of: db))
            guard problems.isEmpty else {
                throw CatalogError.damagedSchema(path: path, problems: problems.map(\.text),
                                                 repairable: problems.allSatisfy(expected.isRepairable))
            }
        }
        if let next = pending.first, isReadOnly {
            let cause = WriteFailure.cause(at: path, error: nil)
            throw CatalogError.cannotWrite(
                path: path, cause: "it must be upgraded to this version's schema (\(next.fileName)) but \(cause)")
        }
        guard changesFile else { return }
        try switchToWAL()
        do {
            migrationsApplied = try migrator.migrate(db).map(\.fileName)
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
