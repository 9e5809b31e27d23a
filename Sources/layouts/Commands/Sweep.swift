import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

/// `layouts sweep`: the widths where a layout's structure changes, and where it has no room.
/// The analysis is `WidthSweep` (LayoutEngine); this only reads the options and prints.
struct Sweep: SubjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Find the widths where a layout's structure changes, and where it has no room.",
        discussion: """
            Lays the layout out across a range of widths (--widths A..B[/STEP], default \
            320..1366 at 1 point) and prints the intervals over which its structure holds: each \
            section's variant, columns, rows a screen, whether an orthogonal section's first \
            group fits, and which boundary items set its bands. Boundaries are found by sampling \
            and halving, and each is checked by solving both sides. With --device the preset's \
            height, safe area, size class, margin and scale hold at every width; without, the \
            size class and margin follow the width. Exits 1 when some width has no room.
            Examples:
              layouts sweep photo-grid --examples
              layouts sweep photo-grid --examples --widths 320..1366/2 --format json
              layouts sweep --all --examples --widths 320..1366
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME, NAME@N, a file, - (standard input) or REV:path (a file in git).", completion: Completions.subjects)
    var revision: String?
    @Flag(help: "Sweep every layout in the catalogue (latest revisions).") var all = false
    @OptionGroup var options: SolveOptions
    @Option(help: "table or json.") var format: ListingFormat = .table

    /// The range when `--widths` does not give one.
    static let defaultRange = try! WidthRange(lower: 320, upper: 1366)

    func validate() throws {
        guard (revision == nil) != !all else { throw ValidationError("Give exactly one of NAME[@N] or --all.") }
        try options.validateSweepRange(command: "sweep")
    }

    func subjects() throws -> [Subject] { all ? [] : [try Subject(parsing: revision ?? "")] }

    func openCatalogue() throws -> Catalog {
        all ? try catalog.open(caching: false) : try catalog.open(for: subjects(), caching: false)
    }

    func run(on catalog: Catalog) throws {
        try options.refuseStandardInputTwice(with: subjects())
        let range = try options.widthList.map { list in try usage { try ContainerOptions.widthRange(list, option: "--widths") } }
            ?? Self.defaultRange
        let base = try options.request(in: catalog, sweeping: true).sweepBase(height: options.height)
        let subjects = all ? try catalog.latestRevisions().map(SolveSubject.init)
            : [try SolveSubject.load(try Subject(parsing: revision ?? ""), from: catalog, note: printError)]
        // A request error (too many cells) holds at every width: it is the layout's error, as in
        // `solve --all`, and the others are still swept.
        var failed = 0
        let swept = try subjects.compactMap { subject -> (title: String, sweep: WidthSweep)? in
            do {
                return (subject.title, try subject.sweep(in: base, range: range, unknownSections: all ? .ignore : .refuse))
            } catch let error as WorkspaceError where all {
                failed += 1
                for line in errorLines(error) { printError("error: " + terminalSafe(line)) }
                return nil
            }
        }
        var out = BufferedOutput.standardOutput
        switch format {
        case .json:
            out.write(SweepReport.json(swept, all: all, device: base.deviceName) + "\n")
        case .table:
            for (index, entry) in swept.enumerated() {
                out.write((index > 0 ? "\n" : "") + SweepReport.table(title: entry.title, entry.sweep, device: base.deviceName) + "\n")
            }
        }
        try out.finishStandardOutput()
        if failed > 0 { throw ExitCode.trouble }
        if swept.contains(where: \.sweep.hasNoRoom) { throw ExitCode.differences }
    }
}
