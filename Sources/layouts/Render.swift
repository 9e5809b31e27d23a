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
              layouts render --file my-layout.json --width 768 --height 1024 > my-layout.svg
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME or NAME@REVISION.") var revision: String?
    @Option(help: ArgumentHelp("Render this document instead (- for standard input).", valueName: "path"))
    var file: String?
    @Option(help: ArgumentHelp("The container width in points.", valueName: "W")) var width: Double
    @Option(help: ArgumentHelp("The container height (default: the matching device preset's, else 844).", valueName: "H"))
    var height: Double?
    @Option(name: .customLong("items"), help: ArgumentHelp("Cells in every section (N) or one section (SECTION=N).", valueName: "N|SECTION=N"))
    var items: [String] = []
    @Option(parsing: .unconditional,
            help: ArgumentHelp("The scroll position along the scroll axis; pinned headers and footers follow it.",
                               valueName: "Y"))
    var offset: Double = 0
    @Option(help: ArgumentHelp("Write the SVG here instead of standard output.", valueName: "file.svg"))
    var output: String?

    func validate() throws {
        if (revision == nil) == (file == nil) { throw ValidationError("Give either NAME[@N] or --file PATH.") }
        try SizeOptions.requirePositive(width, "--width", "a width")
        if let height { try SizeOptions.requirePositive(height, "--height", "a height") }
        try SizeOptions.validate(offset: offset)
    }

    func run() throws {
        try reportingErrors {
            let catalog = try self.catalog.open()
            let subject = try SolveSubject.load(reference: revision, file: file, from: catalog)
            let sizes = try SizeOptions.parse(["--width", String(width)] + (height.map { ["--height", String($0)] } ?? [])
                                              + items.flatMap { ["--items", $0] } + ["--offset=\(offset)"])
            let container = try sizes.containers(presets: catalog.devices())[0]
            let environment = try sizes.environment(for: container, document: subject.document, strictSections: true)
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
