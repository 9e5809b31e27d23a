import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutPictures
import LayoutReports
import LayoutWorkspace

struct Gallery: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write an HTML gallery of every layout at several devices, for design review.",
        discussion: """
            Writes FOLDER/index.html: one static page (inline SVG, CSS and script; no server, \
            no network) with every layout at each device, a filter by name, a slider stepping \
            through the devices narrowest first, and each layout's revision and content hash. \
            The layouts are a catalogue's latest revisions (--db, or the built-in --examples), \
            or the documents in the files and folders given. Devices: --device/--devices/--widths \
            as for solve; by default iphone-se-1, iphone-16 and ipad-10 (the narrowest phone, \
            today's phone, a tablet).
            With --base, changed layouts come first, as before/after sheets with the changed \
            frames marked, then new ones: for files, --base REV compares with the file at a git \
            revision (as check does); for a catalogue, --base parent compares each layout's \
            latest revision with the revision before it.
            Examples:
              layouts gallery --examples --output gallery
              layouts gallery layouts/ --base origin/main --output gallery
              layouts gallery --base parent --devices iphone-16,ipad-pro-12-9 \\
                --output gallery
            """
    )

    /// Three presets a review compares by default: the narrowest phone, today's phone, a tablet.
    static let defaultDevices = ["iphone-se-1", "iphone-16", "ipad-10"]

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: ArgumentHelp("Layout documents and folders (default: the catalogue's layouts).", valueName: "path"),
              completion: .file(extensions: ["json"]))
    var paths: [String] = []
    @Option(help: ArgumentHelp("The folder to write index.html into (created if missing).", valueName: "folder"))
    var output: String
    @Option(help: ArgumentHelp("Compare with: a git revision (files), or `parent` (a catalogue: each layout's previous revision).",
                               valueName: "rev|parent"))
    var base: String?
    @OptionGroup(title: "Devices (default: \(Gallery.defaultDevices.joined(separator: ", ")))") var options: SolveOptions
    @OptionGroup(title: "Pictures") var picture: RenderOptions

    func validate() throws {
        if !paths.isEmpty, catalog.examples { throw ValidationError("Give files and folders or --examples, not both.") }
        if paths.isEmpty, let base, base != "parent" {
            throw ValidationError("--base \(base): a catalogue compares with each layout's previous revision: give --base parent (a git revision needs files or folders).")
        }
    }

    /// The catalogue's layouts need the catalogue; files need it only for its device presets.
    func openCatalogue() throws -> Catalog { paths.isEmpty ? try catalog.open() : try catalog.open(for: []) }

    /// The documents in `paths`, each skipped file noted on standard error (unless a folder is
    /// empty, which `GalleryEntry.files` refuses before anything is noted).
    private func documentFiles() throws -> DocumentFiles {
        let files = try DocumentFiles(paths)
        if files.emptyFolders.isEmpty { for skipped in files.skipped { printError(skipped.note) } }
        return files
    }

    func run(on catalog: Catalog) throws {
        try options.refuseStandardInputTwice(with: [])
        var options = self.options
        if options.containersAsked == 0 { options.deviceList = Self.defaultDevices.joined(separator: ",") }
        let containers = try options.request(in: catalog).containers.sorted { $0.width < $1.width }
        let entries = GalleryEntry.reviewOrder(try paths.isEmpty
            ? GalleryEntry.catalogue(catalog, parentAsBase: base == "parent")
            : GalleryEntry.files(documentFiles(), base: base))
        let page = GalleryPage(title: "Layouts gallery", containers: containers, style: picture.style,
                               baseDescription: base.map { $0 == "parent" ? "each layout's previous revision" : $0 })
        let path = try page.write(entries, into: output, limit: picture.limit)
        print(terminalSafe("\(path): \(plural(entries.count, "layout")) × \(plural(containers.count, "device"))"))
    }
}
