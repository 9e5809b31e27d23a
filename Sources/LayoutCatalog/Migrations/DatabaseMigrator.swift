import SQLite

/// Brings a catalogue database's schema up to date by applying the numbered SQL files
/// of `migrations/` that it has not applied yet.
///
/// Each migration runs in its own `BEGIN IMMEDIATE` transaction together with its row
/// in `schema_migrations` (version, name, SHA-256, time), so a database is always at a
/// whole number of migrations. Before writing anything the migrator checks the recorded
/// history against its files and refuses, changing nothing, when the database
/// - has a migration this build does not know (it was written by a newer version),
/// - has a migration whose name or checksum differs from the file (an edited release),
/// - has a gap in its applied versions.
/// A database with nothing pending is only read.
public struct DatabaseMigrator: Sendable {
    /// The known migrations, in version order.
    public let migrations: [Migration]

    /// The migration files embedded in the binary at build time from `migrations/*.sql`.
    public static var embeddedFiles: [MigrationFile] {
        EmbeddedFiles.migrations.map { MigrationFile(fileName: $0.path, sql: $0.text) }
    }

    /// A migrator for `files` (the embedded ones by default). Throws if a name is not
    /// `NNNN_name.sql` or the versions are not exactly 1, 2, …, n.
    public init(files: [MigrationFile] = DatabaseMigrator.embeddedFiles) throws(MigrationError) {
        var parsed: [Migration] = []
        for file in files {
            parsed.append(try Migration(fileName: file.fileName, sql: file.sql))
        }
        parsed.sort { $0.version < $1.version }
        let versions = parsed.map(\.version)
        // Contiguous from 1 so a missing file is caught here, not as a database "gap".
        guard versions == Array(stride(from: 1, through: versions.count, by: 1)) else {
            throw .misnumberedMigrations(versions: versions)
        }
        self.migrations = parsed
    }

    /// The newest schema version this migrator knows (0 with no migrations).
    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Applies every pending migration, in order; returns those it applied (none when
    /// the database was up to date).
    @discardableResult
    func migrate(_ db: Database) throws -> [Migration] {
        var applied: [Migration] = []
        // Read-only check first: an up-to-date or refused database gets no write lock.
        while let next = try pendingMigrations(in: db).first {
            let didApply = try db.inTransaction(.immediate) { db -> Bool in
                // Check again under the write lock: another process may have migrated
                // in between, in which case the loop re-reads the history.
                guard try pendingMigrations(in: db).first == next else { return false }
                try apply(next, to: db)
                return true
            }
            if didApply { applied.append(next) }
        }
        return applied
    }

    /// The migrations `db` has yet to apply, after checking its history (see the type's
    /// documentation for what is refused).
    func pendingMigrations(in db: Database) throws -> [Migration] {
        let history = try appliedMigrations(in: db)
        let database = Self.displayName(of: db)
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0) })

        let unknown = history.map(\.version).filter { known[$0] == nil }
        guard unknown.isEmpty else {
            throw MigrationError.unknownAppliedMigrations(database: database, versions: unknown)
        }
        // History is sorted by version; with no unknown versions, a gap is any
        // version below the highest that is missing.
        let appliedVersions = Set(history.map(\.version))
        let highest = history.last?.version ?? 0
        let missing = stride(from: 1, through: highest, by: 1).filter { !appliedVersions.contains($0) }
        guard missing.isEmpty else {
            throw MigrationError.gapInAppliedMigrations(database: database, missing: missing)
        }
        for recorded in history {
            guard let file = known[recorded.version] else { continue }
            guard recorded.sha256 == file.sha256, recorded.name == file.name else {
                throw MigrationError.appliedMigrationChanged(database: database, recorded: recorded, file: file)
            }
        }
        return migrations.filter { $0.version > highest }
    }

    /// The rows of `schema_migrations` by version; empty when the table does not exist yet.
    func appliedMigrations(in db: Database) throws -> [AppliedMigration] {
        let tableCount = try db.fetchOne(Int.self, sql: """
            SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'
            """)
        guard tableCount == 1 else { return [] }
        return try db.fetchAll(sql: "SELECT version, name, sha256, applied_at FROM schema_migrations ORDER BY version")
            .map { row in
                AppliedMigration(version: try row.value(at: 0), name: try row.value(at: 1),
                                 sha256: try row.value(at: 2), appliedAt: try row.value(at: 3))
            }
    }

    private func apply(_ migration: Migration, to db: Database) throws {
        // Created with the first migration, inside its transaction, so that a refused or
        // failed first migration leaves no trace in the file.
        try db.execute(script: EmbeddedFiles.historyTable)
        do {
            try db.execute(script: migration.sql)
        } catch let error as DatabaseError {
            throw MigrationError.migrationFailed(fileName: migration.fileName, message: error.description)
        }
        try db.execute(sql: """
            INSERT INTO schema_migrations (version, name, sha256, applied_at)
            VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
            """, arguments: [migration.version, migration.name, migration.sha256])
    }

    /// The catalogue for messages: the path as it was given, as every other catalogue error
    /// names it (the base name alone did not say which of two catalogues of that name it was).
    private static func displayName(of db: Database) -> String {
        if db.path == ":memory:" || db.path.isEmpty { return "the database" }
        return db.path
    }
}
