import ArgumentParser
import LayoutEngine
import LayoutReports
import LayoutWorkspace

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check documents against the format, reporting every error with its path.",
        discussion: """
            Takes files, folders (every *.json file in them and their subfolders; other files \
            are skipped with a note), - for standard input, and REV:path for a file in git. \
            Every document is checked and reported: FILE: valid (…) on standard output, each \
            error as FILE: PATH: MESSAGE on standard error; with several, a closing line counts \
            them. A valid layout that has no room at some width from 320 to 1366 points says \
            below which width (see `layouts sweep`). Exits 0 when all are valid, 2 when any is not.
            Examples:
              layouts validate photo-grid.json
              layouts validate layouts/ extra.json
              layouts validate main:layouts/photo-grid.json
              cat photo-grid.json | layouts validate -
            """
    )

    @Argument(help: ArgumentHelp("Documents and folders to check.", valueName: "path"), completion: .file(extensions: ["json"]))
    var paths: [String] = []
    @Option(help: ArgumentHelp("A document to check, or - for standard input (repeatable).", valueName: "path"))
    var file: [String] = []

    func validate() throws {
        if paths.isEmpty, file.isEmpty { throw ValidationError("Name at least one document or folder to check.") }
    }

    func run() throws {
        let files = try reportingErrors { try DocumentFiles(files: file, paths) }
        for skipped in files.skipped { printError(skipped.note) }
        for folder in files.emptyFolders { printError(terminalSafe("error: \(folder): no .json files in this folder")) }
        var invalid = files.emptyFolders.count
        for subject in files.subjects {
            do {
                let document = try decodeDocument(subject.bytes(), named: subject.title)
                // A valid document can still break in a narrow window: said here, found as `sweep` finds it.
                let room = document.roomSweep().noRoomBelowIfWidthMatters.map { "; no room below \(formatPoints($0)) points" } ?? ""
                print(terminalSafe("\(subject.title): valid (\(plural(document.sections.count, "section")), \(cells(document.totalItemCount))\(room))"))
            } catch {
                invalid += 1
                for line in errorLines(error) { printError("error: " + terminalSafe(line)) }
            }
        }
        // One document says all in its own line; several close with the count.
        if files.subjects.count > 1 {
            let summary = "\(plural(files.subjects.count, "document")): \(files.subjects.count - invalid) valid, \(invalid) invalid"
            invalid > 0 ? printError(summary) : print(summary)
        }
        if invalid > 0 { throw ExitCode.trouble }
    }
}
