import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutPictures
import LayoutReports
import LayoutWorkspace

struct Render: SubjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a solved layout as an SVG or PNG wireframe, or a sheet of several devices.",
        discussion: """
            Section names stand beside the drawing, where no cell covers them; cells show their \
            item number, supplementaries their kind, and every element has a tooltip (kind, \
            section, item, frame) and sits in a named layer (<g id>) per section and kind, so \
            Figma and Sketch import named layers. List sections are drawn as lists: rows on \
            their background (rounded when inset), hairline separators, header and footer as \
            text (docs/lists.md, "Pictures"). The screen is outlined at the scroll position \
            (--offset) with its safe area shaded and the fold marked; carousels are cropped to \
            --screens screens with a count of what continues. Several widths or devices make a \
            sheet, side by side. --output picks the format from its extension (.svg or .png; \
            PNG needs rsvg-convert from librsvg); without it the SVG goes to standard output. \
            With --breakpoints the layout is swept across --widths A..B (default 320..1366, at \
            one --device or a bare width) as `layouts sweep` sweeps it, and drawn once in each \
            interval where its structure holds, at the interval's first width, labelled with \
            the interval (at most 40; intervals without room are named on standard error).
            Examples:
              layouts render photo-grid --width 390 --output photo-grid.svg
              layouts render music-app-home --devices iphone-se-1,iphone-16,ipad-10 \\
                --output music-sheet.png
              layouts render music-app-home --device iphone-16 --offset 300 --dimensions \\
                --output music.svg
              layouts render --file my-layout.json --width 768 --height 1024 \\
                > my-layout.svg
              layouts render adaptive-columns --breakpoints --output breaks.svg
              layouts render photo-grid --breakpoints --widths 320..1024 \\
                --device ipad-10 --output grid-breaks.svg
              layouts render adaptive-columns --device iphone-16 \\
                --content-size-categories large,accessibilityLarge --output text-sizes.svg
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME, NAME@N, a file, - (standard input) or REV:path (a file in git).", completion: Completions.subjects) var revision: String?
    @Option(help: ArgumentHelp("Render this document instead (- for standard input).", valueName: "path"))
    var file: String?
    @OptionGroup var options: SolveOptions
    @OptionGroup(title: "Picture") var picture: RenderOptions
    @Option(help: ArgumentHelp("Write the picture here, as SVG or PNG by its extension, instead of SVG to standard output.",
                               valueName: "file.svg|file.png"))
    var output: String?

    @Flag(help: "Draw the layout once in each interval of widths where its structure holds (see `layouts sweep`).")
    var breakpoints = false

    func validate() throws {
        if (revision == nil) == (file == nil) { throw ValidationError("Give either NAME[@N] or --file PATH.") }
        if breakpoints { try options.validateSweepRange(command: "render --breakpoints") }
    }

    func subjects() throws -> [Subject] { [try Subject(argument: revision, file: file)] }

    /// What to write is settled before anything is read or solved.
    func openCatalogue() throws -> Catalog {
        if try outputFormat() == .png { _ = try Rasterizer.locate() }
        return try catalog.open(for: subjects(), caching: true)
    }

    private func outputFormat() throws -> PictureFormat? { try output.map(PictureFormat.init(path:)) }

    func run(on catalog: Catalog) throws {
        try options.refuseStandardInputTwice(with: subjects())
        let request = try options.request(in: catalog, sweeping: breakpoints)
        let subject = try SolveSubject.load(try Subject(argument: revision, file: file), from: catalog, note: printError)
        try checkMeasurements(of: subject.document, in: request.containers, warn: printError)
        let range = breakpoints
            ? try options.widthList.map { list in try usage { try ContainerOptions.widthRange(list, option: "--widths") } } ?? Sweep.defaultRange
            : nil
        let (panels, outcomes, drawnRequest) = try picture.limit.solvePanels(subject, request, breakpoints: range,
                                                                             height: options.height, by: catalog, note: printError)
        warnAboutCacheWrites(outcomes)
        let sheet = SVGSheet(title: SVGSheet.title(subject.title, request: drawnRequest), panels: panels, style: picture.style)
        guard let output, let format = try outputFormat() else {
            var out = BufferedOutput.standardOutput
            sheet.write(to: &out)
            try out.finishStandardOutput()
            return
        }
        if format == .png { try Rasterizer.checkSize(sheet.size, of: output) }
        try format.write(to: output) { sheet.write(to: &$0) }
        print(terminalSafe("\(output): \(panels.summary)"))
    }
}
