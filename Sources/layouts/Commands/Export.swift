import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutSwift
import LayoutWorkspace

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a revision's canonical JSON document, or the Swift that builds it.",
        discussion: """
            The output is the document as stored (defaults left out), in the pretty form \
            `layouts fmt` writes (keys sorted, name and kind first), so `layouts fmt --check` \
            passes on it; `layouts save` reads it back unchanged. With --compact it is the \
            exact canonical bytes whose SHA-256 is the revision's content hash. With --all \
            FOLDER, every layout's latest revision is written to FOLDER/NAME.json (the folder \
            is created if missing; each file is replaced whole, keeping its "$schema"), in the \
            form `layouts fmt` writes, so `layouts import FOLDER` reads them back unchanged. A \
            file whose document is no revision of its layout holds changes the catalogue does \
            not have: nothing is written unless --force. Files of layouts that no longer exist \
            are named and left alone. A layout whose latest revision cannot be read is named and \
            skipped: the rest are written, and the exit status is 1.
            With --swift, one Swift source file that builds the layout with UIKit's \
            compositional-layout API, list sections as UICollectionLayoutListConfiguration \
            (--platform macOS: AppKit's, which refuses list sections, size-class variants, \
            content-insets references and the iOS 17 additions, naming each). \
            With --all --swift-parity FOLDER, the parity kit: every layout as Swift and an \
            XCTest file that writes UIKit's frames at the devices and item counts asked for, \
            its collection views given the solver's layout margins (--layout-margins, else the \
            safe area plus the minimum margin), for `layouts compare`.
            Examples:
              layouts export photo-grid
              layouts export photo-grid@1 > photo-grid.json
              layouts export photo-grid --compact | sha256sum
              layouts export main:layouts/grid.json --compact | sha256sum
              layouts export --all layouts/
              layouts export photo-grid --swift --output PhotoGridLayout.swift
              layouts export --file grid.json --swift --access public
              layouts export photo-grid --swift --platform macOS
              layouts export --all --swift-parity kit/ --devices iphone-16 --items 12
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Argument(help: "NAME, NAME@N, a file, - (standard input) or REV:path (a file in git); with --all, the folder.",
              completion: Completions.subjects)
    var revision: String?
    @Option(help: ArgumentHelp("Export this document instead of a stored revision (- for standard input).", valueName: "path"))
    var file: String?
    @Flag(help: "Print the canonical bytes on one line, without a trailing newline.") var compact = false
    @Flag(help: "Write every layout to the folder given, one NAME.json each.") var all = false
    @Flag(help: "With --all: overwrite files that hold changes no revision has.") var force = false

    @Flag(help: "Print the Swift source that builds the layout instead of its JSON.") var swift = false
    @Option(help: ArgumentHelp("With --swift: the name of the function that builds the layout (default: makeNAMELayout).",
                               valueName: "name"))
    var functionName: String?
    @Option(help: ArgumentHelp("With --swift: the access level of the generated declarations (public, package, internal, fileprivate, private).",
                               valueName: "level"))
    var access: SwiftAccessLevel = .internal
    @Option(help: ArgumentHelp("With --swift: iOS (UIKit, the default) or macOS (AppKit).", valueName: "platform"))
    var platform: SwiftPlatform = .iOS
    @Option(name: .customLong("tokens-module"),
            help: ArgumentHelp("With --swift: the module of the team's own that declares the `Tokens` a layout's design tokens are read from; without it the file declares `Tokens` with the values of --tokens (or the catalogue's `default` set).",
                               valueName: "name"))
    var tokensModule: String?
    @Option(name: [.short, .long], help: ArgumentHelp("With --swift: write the Swift file here instead of standard output.",
                                                      valueName: "file.swift"))
    var output: String?
    @Option(help: ArgumentHelp("With --all: write the parity kit (every layout as Swift and an XCTest file) to this folder.",
                               valueName: "folder"))
    var swiftParity: String?
    @OptionGroup(title: "Parity kit containers (with --swift-parity)") var options: SolveOptions

    func validate() throws {
        var choices = ExportChoices()
        (choices.subject, choices.file, choices.functionName, choices.swiftParity) = (revision, file, functionName, swiftParity)
        (choices.compact, choices.all, choices.force, choices.swift) = (compact, all, force, swift)
        choices.shapesSwift = functionName != nil || access != .internal || platform != .iOS || output != nil || tokensModule != nil
        choices.containers = options.containers
        try usage { try choices.check() }
    }

    func run() throws {
        try reportingErrors {
            if let swiftParity { return try exportParityKit(to: swiftParity) }
            if all, let folder = revision { return try exportAll(to: folder) }
            let source = try Subject(argument: revision, file: file)
            let subject = try SolveSubject.load(source, from: catalog.open(for: [source]), note: printError)
            if swift { return try exportSwift(subject, from: source) }
            if compact {
                print(subject.document.canonicalJSON, terminator: "")
            } else {
                print(subject.document.formattedJSON(), terminator: "")
            }
        }
    }

    private func exportSwift(_ subject: SolveSubject, from source: Subject) throws {
        let text = try subject.swiftSource(
            from: source, options: SwiftExportOptions(functionName: "", access: access, platform: platform, tokensModule: tokensModule),
            functionNamed: functionName, tokens: options.tokensFile, openCatalog: { try catalog.open(for: [source]) })
        if let output { try writeFile(text, to: output) } else { print(text, terminator: "") }
    }

    /// Every layout's latest revision as FOLDER/NAME.json; files holding changes the catalogue
    /// does not have are refused, all before anything is written (`ExportFolder`). A layout
    /// whose latest revision cannot be read is named and skipped, and the exit status is 1.
    private func exportAll(to folder: String) throws {
        let (plan, unreadable) = try ExportFolder.exportAll(from: catalog.open(), into: folder, force: force)
        for path in plan.stale {
            printError(terminalSafe("note: \(path): no layout of that name in the catalogue (deleted or renamed?); left as it is"))
        }
        print(terminalSafe(plan.summary(folder: folder)))
        guard !unreadable.isEmpty else { return }
        for line in unreadable.flatMap(\.error.lines) { printError("error: " + terminalSafe(line) + " (not exported)") }
        throw ExitCode.differences
    }

    /// Every layout's latest revision as Swift, and the XCTest file.
    private func exportParityKit(to folder: String) throws {
        let catalog = try self.catalog.open()
        let (layouts, containers) = try catalog.writeParityKit(for: options.request(in: catalog), into: folder)
        print(terminalSafe("\(plural(layouts, "layout")) and \(ParityKit.testFileName) written to \(folder) (\(plural(containers, "container")))"))
    }
}

extension SwiftAccessLevel: ExpressibleByArgument {}
extension SwiftPlatform: ExpressibleByArgument {}
