import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

struct Doctor: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the catalogue: revision hashes, the schema, its rows and the frame cache's bookkeeping.",
        discussion: """
            Verifies that every revision's, section's and measurement set's stored text still has its content \
            hash and every revision still decodes, that the tables and indexes are those the \
            migrations create and no others (no trigger, view, index or table they did not \
            make), that every foreign key leads to a row, that each revision's section rows are \
            the sections of its document, that the device presets are all there with values a \
            screen has, that every layout has a revision and every stored name keeps the naming \
            rule, and that the cache's byte total is the sum of its entries. \
            Changes nothing; `layouts repair` mends what loses no data. Prints each problem as `error: PLACE: PROBLEM` with how to repair \
            it, and exits 2 if there is any.
            Example:
              layouts doctor
            """
    )

    @OptionGroup var catalog: CatalogOptions

    /// A damaged schema is what doctor is for: opened without the refusal every other command makes.
    func openCatalogue() throws -> Catalog {
        catalog.examples ? try Catalog.builtInExamples() : try catalog.file.openForReading(verifySchema: false)
    }

    func run(on catalog: Catalog) throws {
        // An older schema differs from this version's by design: upgraded first, then checked.
        if !catalog.pendingMigrations.isEmpty { throw self.catalog.file.migrationPending(catalog.pendingMigrations) }
        let report = try catalog.checkIntegrity()
        guard report.isHealthy else {
            print("checked \(report.checkedText): \(plural(report.findings.count, "problem"))")
            for finding in report.findings { printError("error: " + terminalSafe(finding.description)) }
            throw ExitCode.trouble
        }
        print("checked \(report.checkedText): no problems")
    }
}
