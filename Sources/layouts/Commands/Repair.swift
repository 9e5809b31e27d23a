import ArgumentParser
import LayoutCatalog

struct Repair: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "repair",
        abstract: "Rebuild the parts of a damaged catalogue that lose no layout.",
        discussion: """
            Makes again what a damaged schema lacks when no layout or revision is lost: \
            indexes, and the frame cache and device presets (emptied and refilled). A \
            catalogue whose layouts or revisions tables are damaged is left as it is: restore \
            a copy made with `layouts backup`.
            Example:
              layouts repair
            """
    )

    @OptionGroup var catalog: CatalogFileOptions

    /// What repair mends is what the schema check refuses: opened without it. A write, so an
    /// older catalogue is upgraded first, as by any write; never created.
    func openCatalogue() throws -> Catalog { try catalog.openExisting(access: .write, verifySchema: false) }

    func run(on damaged: Catalog) throws {
        let repaired = try damaged.repairSchema()
        guard !repaired.isEmpty else {
            print("\(damaged.path): the schema is whole; nothing to repair")
            return
        }
        for problem in repaired { print("repaired: \(problem)") }
    }
}
