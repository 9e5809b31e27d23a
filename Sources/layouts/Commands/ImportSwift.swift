import ArgumentParser
import LayoutCatalog
import LayoutEngine
#if SwiftImport
import LayoutSwiftImport
#endif

/// `layouts import-swift`: literal compositional-layout code in Swift files, as documents.
/// The reading is `LayoutSwiftImport`'s; this command picks the layouts, then prints, writes or
/// saves them. Built only with the SwiftImport trait, so the default build has no swift-syntax.
struct ImportSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-swift",
        abstract: "Read compositional-layout code in Swift files into documents.",
        discussion: """
            Every function or property returning a UICollectionViewLayout, \
            UICollectionViewCompositionalLayout or NSCollectionLayoutSection is a layout, named \
            after it in kebab-case (createLayout → create-layout); a layout another one calls is \
            part of it. One layout prints as the document `layouts export` prints; several need \
            --layout NAME (one of them) or --output-dir DIR (DIR/NAME.json each). --save NAME \
            saves the one layout as a revision. Anything the importer cannot read (loops, the \
            app's own helpers, values known only at run time) is reported as FILE:LINE:COLUMN \
            with the reason, and nothing is printed, written or saved (exit 2). Sections are \
            named and counted by the layout's section table (what `export --swift` writes \
            beside it), else after a provider's enum cases, else section or section-N; each has \
            --items cells (default: the table's counts, else 10).
            Examples:
              layouts import-swift PhotosViewController.swift
              layouts import-swift Layouts.swift --layout photo-grid --save photo-grid \\
                --message "From the app"
              layouts import-swift Layouts.swift --output-dir layouts/
              layouts import-swift Carousel.swift --sections 3 --items 30
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: ArgumentHelp("The Swift files to read.", valueName: "file"), completion: .file(extensions: ["swift"]))
    var files: [String]
    @Option(help: ArgumentHelp("Only the layout of this name (kebab-case or the Swift name).", valueName: "name"))
    var layout: String?
    @Option(help: ArgumentHelp("Call the one layout this (with --output-dir, its file's name).", valueName: "name"))
    var name: String?
    @Option(help: ArgumentHelp("Save the one layout as a new revision of NAME.", valueName: "name"))
    var save: String?
    @Option(help: "The message of the revision saved (default: Imported from FILE).") var message: String?
    @Option(help: ArgumentHelp("Write each layout to DIR/NAME.json instead of printing.", valueName: "dir"),
            completion: .directory)
    var outputDir: String?
    @Option(help: ArgumentHelp("Sections of a layout that repeats one section (default 1).", valueName: "n"))
    var sections: Int?
    @Option(help: ArgumentHelp("Every section's itemCount (default: the layout's section table, else 10).", valueName: "n"))
    var items: Int?
    @Flag(help: "Print the canonical bytes on one line, without a trailing newline.") var compact = false

    func validate() throws {
        if save != nil, outputDir != nil { throw ValidationError("--save and --output-dir exclude each other.") }
        if save != nil, name != nil { throw ValidationError("--save names the layout; leave out --name.") }
        if let sections, sections < 1 { throw ValidationError("--sections \(sections): a layout has at least one section.") }
        if let items, items < 0 { throw ValidationError("--items \(items): a section's item count is ≥ 0.") }
        if compact, outputDir != nil { throw ValidationError("--output-dir writes pretty files; leave out --compact.") }
    }

    func run() throws {
        try reportingErrors {
            #if SwiftImport
            try importLayouts()
            #else
            throw CLIError("this build has no Swift importer; build with `swift build --traits SwiftImport`")
            #endif
        }
    }

    #if SwiftImport
    private func importLayouts() throws {
        // Read as every input is: bounded, a FIFO or `-` too (InputFile.swift).
        let sources = try files.map { path in
            guard let text = String(validating: try readInput(path), as: UTF8.self) else {
                throw CLIError("\(path): not UTF-8 text")
            }
            return SwiftSource(path: path, text: text)
        }
        let options = SwiftImportOptions(sectionCount: sections, itemCount: items)
        var layouts: [ImportedLayout]
        do {
            layouts = try SwiftLayoutImporter.importLayouts(from: sources, options: options)
        } catch {
            throw CLIError(lines: error.errors.map(\.description) + ["nothing was imported"])
        }
        if let wanted = layout {
            layouts = layouts.filter { $0.name == wanted || $0.declaration == wanted }
            guard !layouts.isEmpty else { throw CLIError("no layout named \(wanted) in \(files.joined(separator: ", "))") }
        }
        if layouts.count > 1, outputDir == nil {
            let names = layouts.map { "\($0.name) (\($0.file):\($0.line))" }
            throw CLIError(lines: ["\(layouts.count) layouts: \(names.joined(separator: ", "))",
                                   "choose one with --layout NAME, or write them all with --output-dir DIR"])
        }
        if let name {
            guard layouts.count == 1 else { throw CLIError("--name needs one layout; choose it with --layout NAME") }
            layouts[0].name = name
        }
        for layout in layouts {
            if let problem = LayoutName.problem(with: layout.name) {
                throw CLIError("\(layout.file):\(layout.line): \(layout.name): \(problem); rename it with --name")
            }
        }
        if let save {
            try saveLayout(layouts[0], as: save)
        } else if let outputDir {
            try write(layouts, to: outputDir)
        } else if compact {
            print(layouts[0].document.canonicalJSON, terminator: "")
        } else {
            print(layouts[0].document.prettyJSON)
        }
    }

    /// One transaction, checked before the catalogue is opened (as `save` does), so a refused
    /// import leaves the catalogue, or its absence, as it was.
    private func saveLayout(_ layout: ImportedLayout, as name: String) throws {
        try Catalog.checkSavable(layout.document, as: name)
        let outcome = try catalog.openForWriting().save(layout.document, as: name,
                                                        message: message ?? "Imported from \(layout.file)")
        print(outcome.line)
    }

    private func write(_ layouts: [ImportedLayout], to folder: String) throws {
        try createFolder(folder)
        for layout in layouts {
            try writeFile(layout.document.formattedJSON(), to: PathSyntax.appending(layout.name + ".json", to: folder))
        }
        print(terminalSafe("\(plural(layouts.count, "layout")) written to \(folder)"))
    }
    #endif
}
