import ArgumentParser
import LayoutWorkspace
#if SwiftImport
import LayoutReports
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
            The files (a folder stands for its .swift files) are read as one program: the \
            app's constants, enums and helpers are followed wherever they are declared. Every \
            function or property returning a UICollectionViewLayout, \
            UICollectionViewCompositionalLayout or NSCollectionLayoutSection is a layout, named \
            after it in kebab-case (createLayout → create-layout); a layout another one calls is \
            part of it. A layout setup code hands to a collection view (viewDidLoad, a lazy \
            var, collectionViewLayout = …, setCollectionViewLayout) is named after its type \
            and function (settings-view-controller-view-did-load). One layout prints as the \
            document `layouts export` prints; several need --layout NAME (one of them), \
            --output-dir DIR (DIR/NAME.json each) or --save-all (each a revision of its name, \
            in one transaction). --save NAME saves the one layout as a revision. Each layout \
            imports on its own: one the importer cannot read is reported as FILE:LINE:COLUMN \
            with the reason, the others are written, and a summary line says how many were \
            (exit 1; exit 2 when none was, or the input is bad). Values only the running app \
            knows can be given with --value NAME=VALUE, by the expression the code reads. \
            Sections are named and counted by the layout's section table (what `export \
            --swift` writes beside it), else by the enum or array the provider maps its index \
            through, else by the indices it names; --sections N when only the app knows. \
            Each has --items cells (default: the table's counts, else 10). Code that reads \
            design tokens from a module of the team's own (`Tokens.space.md`, what `export \
            --swift --tokens-module` writes) needs the set that module's values come from: \
            --tokens; each such constant becomes its reference ({space.md}).
            Examples:
              layouts import-swift PhotosViewController.swift
              layouts import-swift Layouts.swift --layout photo-grid --save photo-grid \\
                --message "From the app"
              layouts import-swift Layouts.swift --output-dir layouts/
              layouts import-swift Carousel.swift --sections 3 --items 30
              layouts import-swift App/ --sections 4 --value columns=3
              layouts import-swift App/ --sections 4 --value columns=3 --save-all
              layouts import-swift TokenCards.swift --tokens tokens.json
            """
    )

    @OptionGroup var catalog: CatalogFileOptions
    @Argument(help: ArgumentHelp("The Swift files to read, as one program; a folder stands for its .swift files.", valueName: "file"),
              completion: .file(extensions: ["swift"]))
    var files: [String]
    @Option(help: ArgumentHelp("Only the layout of this name (kebab-case or the Swift name).", valueName: "name"))
    var layout: String?
    @Option(help: ArgumentHelp("Call the one layout this (with --output-dir, its file's name).", valueName: "name"))
    var name: String?
    @Option(help: ArgumentHelp("Save the one layout as a new revision of NAME.", valueName: "name"))
    var save: String?
    @Flag(help: "Save every layout that imports as a revision of its own name, in one transaction.")
    var saveAll = false
    @Option(help: "The message of the revision saved (default: Imported from FILE).") var message: String?
    @Option(help: ArgumentHelp("Write each layout to DIR/NAME.json instead of printing.", valueName: "dir"),
            completion: .directory)
    var outputDir: String?
    @Option(help: ArgumentHelp("Sections of a layout that repeats one section (default 1).", valueName: "n"))
    var sections: Int?
    @Option(help: ArgumentHelp("Every section's itemCount (default: the layout's section table, else 10).", valueName: "n"))
    var items: Int?
    @Option(name: .customLong("value"),
            help: ArgumentHelp("A value only the running app knows, by the expression the code reads it with (view.bounds.width=390, isCompact=true, idiom=.pad); repeatable.",
                               valueName: "name=value"))
    var values: [String] = []
    @Option(name: .customLong("tokens"),
            help: ArgumentHelp("The design tokens a module of the team's own declares `Tokens` from (what `export --swift --tokens-module` references): each `Tokens.space.md` the code reads becomes the reference {space.md}. A token file (REV:path for the file at a git revision), or @NAME[@N] for a set kept with `layouts tokens save`.",
                               valueName: "file|REV:path|@name"))
    var tokensFile: String?
    @Flag(help: "Print the canonical bytes on one line, without a trailing newline.") var compact = false
    @Option(help: ArgumentHelp("Seconds to wait for the Swift parser before giving up (default: 30, and 30 more a megabyte of code).",
                               valueName: "seconds"))
    var timeLimit: Double?

    #if SwiftImport
    /// The run the options ask for.
    private var importRun: SwiftImportRun {
        var run = SwiftImportRun(files: files, options: SwiftImportOptions(sectionCount: sections, itemCount: items,
                                                                           values: SwiftImportOptions.values(fromAssignments: values)))
        (run.tokens, run.layout, run.name, run.save, run.saveAll) = (tokensFile, layout, name, save, saveAll)
        (run.message, run.outputDir, run.compact, run.timeLimit) = (message, outputDir, compact, timeLimit)
        return run
    }

    func validate() throws { try usage { try importRun.check(sections: sections, items: items, values: values) } }
    #endif

    func run() throws {
        try reportingErrors {
            #if SwiftImport
            try importLayouts()
            #else
            throw WorkspaceError("this build has no Swift importer; build with `swift build --traits SwiftImport`")
            #endif
        }
    }

    #if SwiftImport
    private func importLayouts() throws {
        let result = try importRun.run(readingCatalog: { try catalog.openForReading() }, writingCatalog: { try catalog.openForWriting() },
                                 write: { print($0, terminator: "") }, printError: printError)
        for outcome in result.saved { print(outcome.line) }
        // Some imported, some not: what was written is whole, and exit 1 says it is not all.
        if !result.complete { throw ExitCode.differences }
    }
    #endif
}
