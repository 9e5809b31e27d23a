import ArgumentParser
import LayoutCatalog
import LayoutWorkspace

struct Backup: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the catalogue to a new file, safely while it is in use.",
        discussion: """
            Writes one self-contained SQLite file holding a consistent snapshot, even while \
            other commands write (copying the file and its -wal by hand is not safe). An \
            existing file is never replaced. Open the copy with --db, or share it.
            Examples:
              layouts backup catalog-backup.sqlite
              layouts backup team-copy.sqlite --db team.sqlite
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: ArgumentHelp("The new file.", valueName: "path")) var destination: String

    func validate() throws {
        if let problem = CatalogPath.problem(with: destination) {
            throw ValidationError("'\(destination)': \(problem).")
        }
    }

    /// A damaged catalogue may be copied as it is, before anyone repairs it.
    func openCatalogue() throws -> Catalog { try catalog.openForReading(verifySchema: false) }

    func run(on source: Catalog) throws {
        try source.backupCleaningUp(to: destination)
        print(terminalSafe("backed up \(source.path) to \(destination)"))
        // A copy taken before upgrading is what a backup is for: made, then the upgrade named.
        if !source.pendingMigrations.isEmpty {
            printError("note: " + terminalSafe(catalog.migrationPending(source.pendingMigrations).description))
        }
    }
}
