import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutSwift
import LayoutWorkspace

struct Compare: ReadingCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare UIKit's frames (a parity kit's dump) with the solver's.",
        discussion: """
            Reads the JSON the parity kit's XCTest file writes (`layouts export --all \
            --swift-parity FOLDER`, run on a Mac), or any solve result, and solves each layout \
            it names (NAME@revision from the catalogue) in the same container: the size, device \
            preset, orientation, safe area, layout direction and scale the dump records, and \
            the item counts its cells show. Every element whose frame differs by more than the \
            tolerance is listed with our frame, UIKit's, the difference and the rule of the \
            semantics it touches. Exit status: 0 equal, 1 differences, 2 trouble.
            Examples:
              layouts compare layouts-parity.json
              layouts compare layouts-parity.json --tolerance 1 --examples
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: ArgumentHelp("The dump: UIKit's frames as JSON (- for standard input).", valueName: "dump.json"),
              completion: .file(extensions: ["json"]))
    var dump: String
    @Option(help: ArgumentHelp("Frames equal within this many points are equal.", valueName: "points"))
    var tolerance: Double = 0.5

    func validate() throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ValidationError("--tolerance \(formatPoints(tolerance)): a tolerance must be a finite number ≥ 0.")
        }
    }

    func run(on catalog: Catalog) throws {
        let parsed: ParityDump
        do {
            parsed = try ParityDump(json: readInput(dump))
        } catch let error as ParityDumpError {
            throw WorkspaceError("\(dump): \(error)")
        }
        var solutions = 0, differing = 0, elements = 0
        try catalog.compare(parsed, named: dump, tolerance: tolerance) { comparison, title, container in
            solutions += 1
            elements += comparison.differences.count
            if !comparison.isEqual { differing += 1 }
            for line in ParityReport.lines(comparison, title: title, container: container) { print(line) }
        }
        // A kit that recorded nothing compared nothing: that is not an agreement.
        guard solutions > 0 else {
            throw WorkspaceError("\(dump): the dump holds no solution to compare (did the parity kit run?)")
        }
        // Nor is a layout the kit recorded no solution of: the others are compared and printed.
        let unrecorded = parsed.results.filter(\.solutions.isEmpty).map { "\($0.path) (\($0.layout))" }
        print("\(plural(solutions, "solution")) of \(plural(parsed.results.count, "layout")) compared: "
              + (differing == 0 ? "UIKit and the solver agree within \(formatPoints(tolerance)) pt"
                 : "\(differing) with differences, \(plural(elements, "element")) beyond \(formatPoints(tolerance)) pt"))
        if !unrecorded.isEmpty {
            throw WorkspaceError("\(dump): no solution recorded for \(unrecorded.joined(separator: ", ")) (did the parity kit run them?)")
        }
        if differing > 0 { throw ExitCode.differences }
    }
}
