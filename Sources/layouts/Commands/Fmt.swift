import ArgumentParser
import LayoutCatalog
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
            written: each file that would change is named on standard error and the change is \
            printed as a unified diff (`git apply` or `patch -p1` applies it), and the exit \
            status is 1; --quiet prints nothing but the status.
            Examples:
              layouts fmt layouts/
              layouts fmt --check layouts/*.json
              layouts fmt --check layouts/ --quiet
            """
    )

    @Argument(help: ArgumentHelp("Documents and folders to format.", valueName: "path"), completion: .file(extensions: ["json"]))
    var paths: [String]
    @Flag(help: "Write nothing; show the change each file needs and exit 1 if any is not formatted.") var check = false
    @Flag(name: [.short, .long], help: "Print nothing; the exit status says whether any file changes or would.") var quiet = false
    @OptionGroup var colors: ColorOptions

    func run() throws {
        let files = try reportingErrors { try DocumentFiles(paths) }
        for skipped in files.skipped { printError(skipped.note) }
        var invalid = 0
        var changed = 0
        for subject in files.subjects {
            do {
                guard case .file(let path) = subject else {
                    throw WorkspaceError("\(subject.title): fmt rewrites files; give a file path")
                }
                // Rewriting puts a regular file in its place: a FIFO or a device named here
                // would be replaced, so it is read only to check it.
                if !check, FileKind(atPath: path) == .special {
                    throw WorkspaceError("\(path): not a regular file; fmt rewrites only files (`fmt --check` reads it)")
                }
                let bytes = try readInput(path)
                let document = try decodeDocument(bytes, named: path)
                let formatted = String(decoding: FormatCheck.formatted(bytes, document: document), as: UTF8.self)
                guard Array(formatted.utf8) != bytes else { continue }
                changed += 1
                if check {
                    guard !quiet else { continue }
                    printError(terminalSafe("\(path): not formatted"))
                    let text = String(decoding: bytes, as: UTF8.self)
                    // As git diff names files: from the repository's top, with a/ and b/, so `git apply`
                    // (and `patch -p1` at the top) take it as it is.
                    let name = DiffPath.name(of: path)
                    for line in UnifiedDiff(old: text, new: formatted).lines(oldName: "a/" + name, newName: "b/" + name,
                                                                            style: colors.style) {
                        print(line)
                    }
                } else {
                    try writeFile(formatted, to: path)
                    if !quiet { print(terminalSafe("\(path): formatted")) }
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
