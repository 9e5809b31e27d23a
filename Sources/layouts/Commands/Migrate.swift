import ArgumentParser
import LayoutCatalog
import LayoutWorkspace

struct Migrate: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Upgrade a catalogue an earlier version made to this version's schema.",
        discussion: """
            Applies the migrations the catalogue lacks, each in a transaction of its own, and \
            switches it to WAL journal mode. Commands that only read never change a catalogue: \
            they name the migrations it lacks and point here. Commands that write upgrade it \
            first, as this does. An earlier version of layouts cannot read the catalogue \
            afterwards: `layouts backup` first keeps a copy it can.
            Examples:
              layouts migrate
              layouts migrate --db team.sqlite
            """
    )

    @OptionGroup var catalog: CatalogFileOptions

    /// The write that upgrades: opened as every write is, but never created (there is nothing
    /// to upgrade in a catalogue that does not exist).
    func openCatalogue() throws -> Catalog { try catalog.openExisting(access: .write) }

    func run(on catalog: Catalog) throws {
        let applied = catalog.migrationsApplied
        guard !applied.isEmpty else {
            print(terminalSafe("\(catalog.path): the schema is up to date; nothing to migrate"))
            return
        }
        for name in applied { print("applied \(name)") }
        print(terminalSafe("migrated \(catalog.path): \(plural(applied.count, "migration")) applied"))
    }
}
