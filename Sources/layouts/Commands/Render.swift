import ArgumentParser
import Foundation
import LayoutCatalog
import LayoutEngine

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a solved layout as an SVG wireframe.",
        discussion: """
            Cells are numbered SECTION.ITEM; supplementaries and decorations have their own \
            colours; section bounds are dashed; orthogonal sections run past the container's \
            edge, which is marked in red.
            Examples:
              layouts render photo-grid --width 390 --output photo-grid.svg
              layouts render music-app-home --device iphone-16 --orientation landscape --output music.svg
              layouts render --file my-layout.json --width 768 --height 1024 > my-layout.svg
            Give one container: a width or a device.
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME, NAME@N, a file, - (standard input) or REV:path (a file in git).", completion: Completions.subjects) var revision: String?
    @Option(help: ArgumentHelp("Render this document instead (- for standard input).", valueName: "path"))
    var file: String?
    @OptionGroup var options: SolveOptions
    @Option(help: ArgumentHelp("Write the SVG here instead of standard output.", valueName: "file.svg"))
    var output: String?

    func validate() throws {
        if (revision == nil) == (file == nil) { throw ValidationError("Give either NAME[@N] or --file PATH.") }
        guard let asked = options.containersAsked, asked <= 1 else {
            throw ValidationError("render draws one container: give at most one --width or --device.")
        }
    }

    func run() throws {
        try reportingErrors {
            let source = try Subject(argument: revision, file: file)
            let catalog = try self.catalog.open(for: [source])
            let request = try options.request(in: catalog)
            let subject = try SolveSubject.load(source, from: catalog)
            let environment = request.containers[0].environment(for: subject.document)
            try checkMeasurements(of: subject.document, in: [environment], file: options.measurementsFile)
            let outcome = try subject.solve(in: environment, with: catalog)
            warnAboutCacheWrites([outcome])
            let solution = outcome.solution
            let svg = SVGRenderer(solution: solution, title: subject.title).rendered
            if let output {
                do {
                    try svg.write(toFile: output, atomically: true, encoding: .utf8)
                } catch {
                    throw CLIError("\(output): cannot write the file: \(error.localizedDescription)")
                }
                print("\(output): \(plural(solution.cells.count, "cell")), \(formatPoints(solution.contentSize.width)) × \(formatPoints(solution.contentSize.height)) pt")
            } else {
                print(svg, terminator: "")
            }
        }
    }
}
