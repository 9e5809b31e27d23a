import ArgumentParser
import Foundation
import LayoutCatalog
import LayoutEngine
@preconcurrency import Rainbow

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what changed between two revisions, or between a revision and a file.",
        discussion: """
            The structural diff matches sections by name, so a reorder reads as a move. With \
            --width, the frames are compared too: which cells and supplementaries moved or resized.
            Exit status as diff(1): 0 no difference, 1 differences, 2 trouble.
            Examples:
              layouts diff photo-grid@1 photo-grid@2
              layouts diff photo-grid --file edited.json --width 390 --width 768
              layouts diff photo-grid@1 photo-grid@2 --devices iphone-14,ipad-10 --orientation landscape
              layouts diff photo-grid@1 photo-grid@2 --stat
              layouts diff photo-grid@1 photo-grid@2 --format json
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "The old side: NAME@A (or NAME for the latest).") var old: String
    @Argument(help: "The new side: NAME@B. Leave out with --file.") var new: String?
    @Option(help: ArgumentHelp("Compare against this document instead (- for standard input).", valueName: "path"))
    var file: String?
    @OptionGroup(title: "Frame comparison (compared only when a width or device is given)")
    var options: SolveOptions
    @Option(help: ArgumentHelp("Frames closer than this many points count as equal.", valueName: "points"))
    var tolerance: Double = 0.001
    @Flag(help: "Print only the summary.") var stat = false
    @Option(help: "text or json.") var format: DiffFormat = .text

    func validate() throws {
        if (new == nil) == (file == nil) {
            throw ValidationError("Give either two revisions (NAME@A NAME@B) or one revision and --file PATH.")
        }
        guard tolerance.isFinite, tolerance >= 0 else { throw ValidationError("--tolerance must be ≥ 0.") }
    }

    func run() throws {
        let diff: LayoutDiff = try reportingErrors {
            let catalog = try self.catalog.open()
            let oldSubject = try SolveSubject.load(reference: old, file: nil, from: catalog)
            let newSubject = try SolveSubject.load(reference: new, file: file, from: catalog)
            // Frames are compared only where a container is asked for, as before.
            let asked = options.containersAsked != 0
            let environments = asked ? try options.request(in: catalog).containers.map(\.environment) : []
            for subject in [oldSubject, newSubject] {
                try checkMeasurements(of: subject.document, in: environments, file: options.measurementsFile)
            }
            return try LayoutDiff(old: oldSubject.document, oldLabel: oldSubject.title,
                                  new: newSubject.document, newLabel: newSubject.title,
                                  environments: environments, tolerance: tolerance) { document, environment in
                try catalog.solve(document, in: environment, useCache: true).solution
            }
        }
        switch format {
        case .json: print(diff.jsonValue.prettyText)
        case .text: print(DiffText(diff: diff, statOnly: stat).rendered)
        }
        if !diff.isEmpty { throw ExitCode.differences }
    }
}

/// The text form of a diff: one line per change, like `git diff --stat` plus readable paths.
