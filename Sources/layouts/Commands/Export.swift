import ArgumentParser
import Foundation
import LayoutCatalog

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a revision's canonical JSON document.",
        discussion: """
            The output is the document as stored (keys sorted, defaults left out), \
            pretty-printed; `layouts save` reads it back unchanged. With --compact it is the \
            exact canonical bytes whose SHA-256 is the revision's content hash. With --all \
            FOLDER, every layout's latest revision is written to FOLDER/NAME.json (the folder \
            is created if missing; each file is replaced whole), in the form `layouts fmt` \
            writes, so `layouts import FOLDER` reads them back unchanged.
            Examples:
              layouts export photo-grid
              layouts export photo-grid@1 > photo-grid.json
              layouts export photo-grid --compact | sha256sum
              layouts export main:layouts/grid.json --compact | sha256sum
              layouts export --all layouts/
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME, NAME@N, a file, - (standard input) or REV:path (a file in git); with --all, the folder.",
              completion: Completions.subjects)
    var revision: String
    @Flag(help: "Print the canonical bytes on one line, without a trailing newline.") var compact = false
    @Flag(help: "Write every layout to the folder given, one NAME.json each.") var all = false

    func validate() throws {
        if all, compact { throw ValidationError("--all writes pretty files; leave out --compact.") }
    }

    func run() throws {
        try reportingErrors {
            if all { return try exportAll(to: revision) }
            let source = try Subject(parsing: revision)
            let subject = try SolveSubject.load(source, from: catalog.open())
            if compact {
                print(subject.document.canonicalJSON, terminator: "")
            } else {
                print(subject.document.prettyJSON)
            }
        }
    }

    private func exportAll(to folder: String) throws {
        let catalog = try self.catalog.open()
        let layouts = try catalog.layouts()
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError("\(folder): cannot create the folder: \(error.localizedDescription)")
        }
        for layout in layouts {
            let stored = try catalog.revision(RevisionReference(name: layout.name))
            try writeFile(stored.document.formattedJSON(), to: (folder as NSString).appendingPathComponent(layout.name + ".json"))
        }
        print(terminalSafe("\(plural(layouts.count, "layout")) written to \(folder)"))
    }
}
