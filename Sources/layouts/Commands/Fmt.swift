import ArgumentParser
import LayoutEngine
import LayoutReports
import LayoutWorkspace

struct Fmt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Rewrite documents in the canonical pretty form, name and kind first.",
        discussion: """
            Keys sorted (with name and kind first in every object, and $schema kept on top), \
            defaults left out, numbers in one form: the form `layouts export` prints, so a \
            formatted file diffs cleanly in review. Folders stand for their *.json files. An \
            invalid file is reported and left as it is (exit 2). With --check nothing is \
            written: each file that would change is named and the exit status is 1.
            Examples:
              layouts fmt layouts/
              layouts fmt --check layouts/*.json
            """
    )

    @Argument(help: ArgumentHelp("Documents and folders to format.", valueName: "path"), completion: .file(extensions: ["json"]))
    var paths: [String]
    @Flag(help: "Write nothing; exit 1 if any file is not formatted.") var check = false

    func run() throws {
        let files = try reportingErrors { try DocumentFiles(paths) }
        for skipped in files.skipped { printError(skipped.note) }
        var invalid = 0
        var changed = 0
        for subject in files.subjects {
            do {
                guard case .file(let path) = subject else {
                    throw CLIError("\(subject.title): fmt rewrites files; give a file path")
                }
                let bytes = try readInput(path)
                let document = try decodeDocument(bytes, named: path)
                let formatted = FormatCheck.formatted(bytes, document: document)
                guard formatted != bytes else { continue }
                changed += 1
                if check {
                    print(terminalSafe("\(path): not formatted"))
                } else {
                    try writeFile(String(decoding: formatted, as: UTF8.self), to: path)
                    print(terminalSafe("\(path): formatted"))
                }
            } catch {
                invalid += 1
                for line in errorLines(error) { printError("error: " + terminalSafe(line)) }
            }
        }
        if invalid > 0 { throw ExitCode.trouble }
        if check, changed > 0 { throw ExitCode.differences }
    }
}
