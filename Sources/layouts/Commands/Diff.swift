import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutPictures
import LayoutReports
import LayoutWorkspace

struct Diff: SubjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two layouts: revisions, files, or files in git.",
        discussion: """
            The structural diff matches sections by name, so a reorder reads as a move; a \
            section's changed keys are listed under its name, and an added or removed section \
            is drawn as `layouts show` draws it. With --width, the frames are compared too: \
            first each section whose columns, first cell's size or extent changed, then the \
            cells and supplementaries that moved or resized (the first 20 per container, or \
            every one with --all-cells).
            Each side is NAME, NAME@N, a file, - (standard input) or REV:path (a file as git \
            holds it at a revision). NAME alone compares its latest revision with the one \
            before; NAME@A..B compares two revisions.
            With --render FOLDER, each container whose frames changed gets a before/after \
            sheet (SVG) there, changed frames marked; frames are then compared at 390 points \
            when no width or device is given.
            Exit status as diff(1): 0 no difference, 1 differences, 2 trouble; with --quiet \
            nothing is printed but the status (git's --quiet; --exit-code, git's way of asking \
            for that status, is accepted and changes nothing). --color always|never|auto \
            colours the text as git does.
            Examples:
              layouts diff photo-grid@1 photo-grid@2
              layouts diff photo-grid
              layouts diff photo-grid@1..3
              layouts diff main:layouts/grid.json layouts/grid.json --width 390
              layouts diff photo-grid --file edited.json --width 390 --width 768
              layouts diff photo-grid@1 photo-grid@2 --devices iphone-14,ipad-10 \\
                --orientation landscape
              layouts diff photo-grid@1 photo-grid@2 --stat
              layouts diff photo-grid@1 photo-grid@2 --quiet
              layouts diff photo-grid@1 photo-grid@2 --color always | head -5
              layouts diff photo-grid@1 photo-grid@2 --width 390 --all-cells
              layouts diff photo-grid@1 photo-grid@2 --format json
              layouts diff main:layouts/grid.json layouts/grid.json \\
                --devices iphone-16,ipad-10 --render changed
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "The old side (NAME, NAME@N, a file, - or REV:path); alone, NAME[@N] against its parent or NAME@A..B.",
              completion: Completions.subjects)
    var old: String
    @Argument(help: "The new side. Leave out with --file, or to compare with the parent revision.",
              completion: Completions.subjects) var new: String?
    @Option(help: ArgumentHelp("Compare against this document instead (- for standard input).", valueName: "path"))
    var file: String?
    @OptionGroup(title: "Frame comparison (compared only when a width or device is given)")
    var options: SolveOptions
    @Option(help: ArgumentHelp("Frames closer than this many points count as equal.", valueName: "points"))
    var tolerance: Double = 0.001
    @Flag(help: "Print only the summary.") var stat = false
    @Flag(help: "List every changed frame (default: the first 20 of each container).") var allCells = false
    @Option(help: "text or json.") var format: DiffFormat = .text
    @Option(help: ArgumentHelp("Write a before/after sheet (SVG) of each container whose frames changed into this folder.",
                               valueName: "folder"))
    var render: String?
    @OptionGroup(title: "Pictures (with --render)") var picture: RenderOptions
    @Flag(help: "Neither read nor write the frame cache.") var noCache = false
    @Flag(name: [.short, .long], help: "Print nothing; the exit status says whether the sides differ (implies --exit-code).")
    var quiet = false
    @Flag(help: "Exit 1 when the sides differ, 0 when not: the default, as diff(1); accepted for scripts written for git.")
    var exitCode = false
    @OptionGroup var colors: ColorOptions

    func validate() throws {
        if new != nil, file != nil {
            throw ValidationError("Give either two sides (A B) or one side and --file PATH, not both.")
        }
        guard tolerance.isFinite, tolerance >= 0 else { throw ValidationError("--tolerance must be ≥ 0.") }
    }

    func subjects() throws -> [Subject] { try usage { try DiffSides(old: old, new: new, file: file) }.subjects }

    func run(on catalog: Catalog) throws {
        let sides = try usage { try DiffSides(old: old, new: new, file: file) }
        try options.refuseStandardInputTwice(with: sides.subjects)
        let (oldSubject, newSubject) = try sides.load(from: catalog, note: printError)
        // Frames are compared only where a container is asked for, or a picture.
        let asked = options.containersAsked != 0 || render != nil
        let request = asked ? try options.request(in: catalog) : SolveRequest(containers: [])
        let (diff, outcomes, written) = try DiffPictures.diff(
            oldSubject, newSubject, by: catalog, in: request, tolerance: tolerance, useCache: !noCache,
            pictures: render.map { DiffPictures(folder: $0, style: picture.style) }, limit: picture.limit, warn: printError)
        warnAboutCacheWrites(outcomes)
        if !quiet {
            for path in written { printError("picture: \(terminalSafe(path))") }
            switch format {
            case .json: print(diff.jsonValue.prettyText)
            case .text: print(DiffText(diff: diff, statOnly: stat, frameLimit: allCells ? .max : 20, style: colors.style).rendered)
            }
        }
        if !diff.isEmpty { throw ExitCode.differences }
    }
}
