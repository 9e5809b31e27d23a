import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

struct Repair: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "repair",
        abstract: "Rebuild the parts of a damaged catalogue that lose no layout.",
        discussion: """
            Makes again what a damaged schema lacks when no layout or revision is lost: \
            indexes, and the frame cache and device presets (emptied and refilled). Then \
            mends the rows `layouts doctor` finds damaged when that loses nothing: section \
            rows are made again from their revision, triggers, views and indexes the \
            migrations did not make are dropped, the device presets are loaded again, layouts \
            with no revision are deleted. What it cannot mend (a revision of no layout, a \
            table it did not make, a name that breaks the rule) is printed as `error: not \
            repaired: …` with what mends it, and the exit is 2. A catalogue whose layouts or \
            revisions tables are damaged, or whose pages SQLite's own check finds damaged \
            (`error: not repaired: database file: …`, exit 2), is left as it is: restore a \
            copy made with `layouts backup`.
            Example:
              layouts repair
            """
    )

    @OptionGroup var catalog: CatalogFileOptions

    /// What repair mends is what the schema check refuses: opened without it. A write, so an
    /// older catalogue is upgraded first, as by any write; never created.
    func openCatalogue() throws -> Catalog { try catalog.openExisting(access: .write, verifySchema: false) }

    func run(on damaged: Catalog) throws {
        // Damaged pages are below what repair mends, and writing to them could spread the damage.
        let storage = try damaged.storageProblems()
        guard storage.isEmpty else {
            for problem in storage {
                printError("error: not repaired: database file: " + terminalSafe(problem)
                           + " (restore from a backup; `layouts backup` copies the file as it is)")
            }
            print(terminalSafe("\(damaged.path): SQLite's pages are damaged; nothing was changed"))
            throw ExitCode.trouble
        }
        let repaired = try damaged.repairSchema()
        let rows = try damaged.repairStoredRows()
        guard !repaired.isEmpty || !rows.repaired.isEmpty || !rows.remaining.isEmpty else {
            print(terminalSafe("\(damaged.path): the schema is whole; nothing to repair"))
            return
        }
        for problem in repaired + rows.repaired { print("repaired: " + terminalSafe(problem)) }
        // What repair cannot mend without losing data or guessing, each with what does.
        for finding in rows.remaining { printError("error: not repaired: " + terminalSafe(finding.description)) }
        if !rows.remaining.isEmpty { throw ExitCode.trouble }
    }
}
