import ArgumentParser
import LayoutCatalog
import LayoutReports
import LayoutWorkspace

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the layout document format.",
        discussion: """
            The schema (JSON Schema 2020-12) that editors and other tools can check documents \
            with; a document may name it in "$schema", which layouts ignores. It says all \
            JSON Schema can; `layouts validate` also checks the rest (unique section names, \
            minWidth ≤ maxWidth, nesting depth). The same file is schema/layout.schema.json \
            in the repository.
            Examples:
              layouts schema > layout.schema.json
            """
    )

    func run() throws {
        // Written whole in one go, so a failed write is seen here: `print` hands a text this large
        // straight to write(2), and the C library then drops it with no error left to flush.
        try reportingErrors {
            var out = BufferedOutput.standardOutput
            out.write(LayoutSchema.text)
            try out.finishStandardOutput()
        }
    }
}
