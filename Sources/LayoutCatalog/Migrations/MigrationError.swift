/// Why the migrator refused to touch a database, or why a migration failed. In every
/// case the database file is left as it was.
public enum MigrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A migration file name not of the form `NNNN_name.sql`.
    case malformedFileName(String)
    /// The migrations given to the migrator are not numbered 1, 2, 3, … without repeats.
    case misnumberedMigrations(versions: [Int])
    /// The database has applied migrations this build does not have: it was written by
    /// a newer version of the tool.
    case unknownAppliedMigrations(database: String, versions: [Int])
    /// An applied migration's recorded name or checksum differs from the file's.
    case appliedMigrationChanged(database: String, recorded: AppliedMigration, file: Migration)
    /// The applied versions skip some: the bookkeeping was damaged or edited.
    case gapInAppliedMigrations(database: String, missing: [Int])
    /// The SQL of a migration failed; it was rolled back.
    case migrationFailed(fileName: String, message: String)

    /// What went wrong and what to do, naming the database and the migration.
    public var description: String {
        switch self {
        case .malformedFileName(let fileName):
            return "migration file name '\(fileName)' is not of the form NNNN_name.sql "
                + "(four digits from 0001, an underscore, then a-z, 0-9 or _)"
        case .misnumberedMigrations(let versions):
            return "migrations must be numbered 0001, 0002, … without gaps or repeats; found "
                + versions.map(Migration.versionText).joined(separator: ", ")
        case .unknownAppliedMigrations(let database, let versions):
            let list = versions.map(Migration.versionText).joined(separator: ", ")
            let noun = versions.count == 1 ? "migration \(list) is" : "migrations \(list) are"
            return "\(database) was written by a newer version of layouts (\(noun) unknown); upgrade layouts"
        case .appliedMigrationChanged(let database, let recorded, let file):
            let recordedFile = "\(Migration.versionText(recorded.version))_\(recorded.name).sql"
            if recordedFile != file.fileName {
                return "migration \(Migration.versionText(file.version)) was applied to \(database) as "
                    + "\(recordedFile) but is now \(file.fileName); released migrations must not be "
                    + "renamed — restore the name and add a new migration instead"
            }
            return "migration \(file.fileName) was edited after \(database) applied it "
                + "(sha256 \(recorded.sha256.prefix(12))… recorded, \(file.sha256.prefix(12))… now); "
                + "released migrations must not change — restore it and add a new migration instead"
        case .gapInAppliedMigrations(let database, let missing):
            let list = missing.map(Migration.versionText).joined(separator: ", ")
            return "\(database) records later migrations but not \(list); "
                + "its schema_migrations table was damaged or edited by hand"
        case .migrationFailed(let fileName, let message):
            return "migration \(fileName) failed and was rolled back: \(message)"
        }
    }
}
