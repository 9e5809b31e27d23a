import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

struct Solve: SubjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Compute every frame of a layout at chosen container sizes.",
        discussion: """
            Solves a stored revision, a document file, or with --all every layout in the \
            catalogue (filling the frame cache and printing each layout's content height per \
            container, in tables as wide as the terminal or $COLUMNS, else 80). Results come \
            from the frame cache when the same revision was solved before at the same size. \
            The output of --all is the same for the same catalogue and request, JSON and CSV \
            too; --timings adds which solves came from the cache and the batch's time.
            Examples:
              layouts solve photo-grid --widths 320,390,768
              layouts solve photo-grid@2 --device iphone-16-pro --format json
              layouts solve music-app-home --device iphone-16 --orientation landscape
              layouts solve photo-carousels-continuous --width 390 \\
                --layout-direction rightToLeft --scroll photos-1=120
              layouts solve --file my-layout.json --width 390 --items photos=1000 \\
                --format csv
              layouts solve --all --devices all
              layouts solve --all --devices all --timings
              layouts solve --all --device iphone-16 --content-size-categories all
              layouts solve self-sizing-feed --measurements feed.measurements.json
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME, NAME@N, a file, - (standard input) or REV:path (a file in git).", completion: Completions.subjects) var revision: String?
    @Option(help: ArgumentHelp("Solve this document instead of a stored revision (- for standard input).", valueName: "path"))
    var file: String?
    @Flag(help: "Solve every layout in the catalogue (latest revisions) and print a summary.")
    var all = false
    @OptionGroup var options: SolveOptions
    @Flag(help: "Neither read nor write the frame cache.") var noCache = false
    @Flag(help: "With --all: say which solves came from the cache and how long the batch took (to standard error with --format json or csv).")
    var timings = false
    @Option(help: "table, json or csv.") var format: SolveFormat = .table

    func validate() throws {
        let sources = (revision == nil ? 0 : 1) + (file == nil ? 0 : 1) + (all ? 1 : 0)
        guard sources == 1 else {
            throw ValidationError("Give exactly one of NAME[@N], --file PATH or --all.")
        }
        if timings, !all { throw ValidationError("--timings is for --all: a single solve's table shows the cache already.") }
    }

    func subjects() throws -> [Subject] { all ? [] : [try Subject(argument: revision, file: file)] }

    /// `--all` solves the stored layouts, so it needs the catalogue itself.
    func openCatalogue() throws -> Catalog {
        all ? try catalog.open(caching: true) : try catalog.open(for: subjects(), caching: true)
    }

    func run(on catalog: Catalog) throws {
        try options.refuseStandardInputTwice(with: subjects())
        let request = try options.request(in: catalog)
        if all {
            return try solveAll(in: catalog, request: request)
        }
        let subject = try SolveSubject.load(try Subject(argument: revision, file: file), from: catalog, note: printError)
        try checkMeasurements(of: subject.document, in: request.containers, warn: printError)
        let outcomes = try catalog.solve(subject, request, useCache: !noCache)
        let solved = zip(request.containers, outcomes).map { SolvedContainer(container: $0, outcome: $1) }
        var out = BufferedOutput.standardOutput
        SolveResultWriter.write(format, subject, solutions: solved, cacheUsed: !noCache, to: &out)
        try out.finishStandardOutput()
        warnAboutCacheWrites(outcomes)
    }
}

extension Solve {
    /// `solve --all`: every layout's latest revision at every size, through the frame cache.
    func solveAll(in catalog: Catalog, request: SolveRequest) throws {
        var (report, cacheWriteErrors) = try BatchReport.solvingAll(catalog, request, useCache: !noCache,
                                                                    showsProgress: isatty(2) != 0 && format == .table)
        report.timings = timings
        report.width = standardOutputWidth()
        var out = BufferedOutput.standardOutput
        report.write(format, to: &out)
        // JSON and CSV stay what a script reads; the times go beside them.
        if timings, format != .table { printError(report.summaryLine) }
        out.flush()
        warnAboutCacheWrites(cacheWriteErrors)
        // Every layout that failed is named; the batch as a whole then fails.
        for line in report.failures.flatMap(\.lines) { printError("error: " + terminalSafe(line)) }
        try out.finishStandardOutput()
        if !report.failures.isEmpty { throw ExitCode.trouble }
    }
}
