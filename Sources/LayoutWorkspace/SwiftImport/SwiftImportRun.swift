#if SwiftImport
import LayoutCatalog
import LayoutEngine
import LayoutSwift
import LayoutSwiftImport

/// `import-swift` after its options are read: the Swift files read as one program, the layouts
/// chosen (`layout`, `name`), then each written where asked (standard output, a folder, or
/// revisions of the catalogue). Built only with the SwiftImport trait, as the importer is.
package struct SwiftImportRun {
    /// The files to read; a folder stands for its `.swift` files.
    package var files: [String]
    /// The importer's options: section and item counts, the values only the app knows.
    package var options: SwiftImportOptions
    /// `--tokens`: the set the code's `Tokens.…` constants come from.
    package var tokens: String?
    /// `--layout`, `--name`, `--save`, `--save-all`, `--message`, `--output-dir`, `--compact`.
    package var layout: String?
    package var name: String?
    package var save: String?
    package var saveAll = false
    package var message: String?
    package var outputDir: String?
    package var compact = false
    /// `--time-limit`: seconds to wait for the files to be read (nil: `defaultTimeLimit`).
    package var timeLimit: Double?

    /// Seconds to wait for files of `bytes` in all: 30, and 30 more a megabyte, far more than
    /// ordinary code takes; what takes longer is code shaped to slow the parser, which no scan
    /// before it can list in full (docs/limits.md).
    package static func defaultTimeLimit(bytes: Int) -> Double { 30 + 30 * Double(bytes) / 1_000_000 }

    /// The most `--time-limit` takes: a day.
    package static let largestTimeLimit = 86_400.0

    /// A run of `files` with `options`; the rest as the command line gives it.
    package init(files: [String], options: SwiftImportOptions) {
        (self.files, self.options) = (files, options)
    }

    /// Refuses, before anything is read, options that exclude each other, counts that cannot be
    /// (`sections` below 1, `items` below 0) and `--value` assignments (`values`, as typed) that
    /// are not `NAME=VALUE` of a value the importer can stand in for the app's.
    package func check(sections: Int?, items: Int?, values: [String]) throws(UsageError) {
        if save != nil, outputDir != nil { throw UsageError("--save and --output-dir exclude each other.") }
        if saveAll, save != nil || outputDir != nil || name != nil {
            throw UsageError("--save-all saves each layout under its own name; leave out --save, --output-dir and --name.")
        }
        if save != nil, name != nil { throw UsageError("--save names the layout; leave out --name.") }
        if let sections, !(1...SwiftImportOptions.sectionLimit).contains(sections) {
            throw UsageError("--sections \(sections): the importer builds 1 to \(SwiftImportOptions.sectionLimit) sections.")
        }
        if let items, !(0...LayoutDocument.largestExactInteger).contains(items) {
            throw UsageError("--items \(items): a section's item count is 0 to \(LayoutDocument.largestExactInteger).")
        }
        for value in values {
            guard let (name, given) = SwiftImportOptions.split(value), !name.isEmpty else {
                throw UsageError("--value \(value): give it as NAME=VALUE.")
            }
            if let problem = SwiftImportOptions.problem(withValue: String(given)) {
                throw UsageError("--value \(value): \(problem).")
            }
        }
        if compact, outputDir != nil { throw UsageError("--output-dir writes pretty files; leave out --compact.") }
        if let timeLimit, !(timeLimit > 0 && timeLimit <= Self.largestTimeLimit) {
            throw UsageError("--time-limit \(timeLimit): give seconds above 0 and at most \(Int(Self.largestTimeLimit)).")
        }
    }

    /// The line and column (in characters) of the first byte of `bytes` that is not UTF-8,
    /// for a message that says where to look. Lines end at `\n`, `\r\n` or a lone `\r`, as
    /// the parser and the scan before it count them (`LexicalLimits`).
    static func firstNonUTF8(in bytes: [UInt8]) -> (line: Int, column: Int) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var (line, column) = (1, 1)
        var afterReturn = false
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let byte = encoded.count == 1 ? encoded.first : nil
                if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && !afterReturn) {
                    (line, column) = (line + 1, 1)
                } else if byte != UInt8(ascii: "\n") {
                    column += 1
                }
                afterReturn = byte == UInt8(ascii: "\r")
            case .error, .emptyInput:
                return (line, column)
            }
        }
    }

    /// What a run did: the revisions it saved, and whether every layout found imported.
    package struct Result {
        package var saved: [SaveOutcome] = []
        package var complete = true
    }

    /// Imports, writing what standard output shows to `write` (text as it is, newlines
    /// included) and notes, warnings and errors of single layouts to `printError`;
    /// `readingCatalog` and `writingCatalog` open the catalogue only when a token set or a save
    /// needs it. Throws when nothing was imported.
    package func run(readingCatalog: () throws -> Catalog, writingCatalog: () throws -> Catalog,
                     write: (String) -> Void, printError: (String) -> Void) throws -> Result {
        // Read as every input is: bounded, a FIFO or `-` too (InputFile.swift); but standard
        // input once, or its second reading is empty.
        try Subject.refuseStandardInputTwice([], files: files + [tokens])
        let walked = try swiftSourceFiles(files)
        for skipped in walked.skipped { printError(skipped.note) }
        let sources = try walked.files.map { path in
            let bytes = try readInput(path)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let (line, column) = Self.firstNonUTF8(in: bytes)
                throw WorkspaceError("\(path):\(line):\(column): not UTF-8 text (the first byte that is not)")
            }
            return SwiftSource(path: path, text: text)
        }
        var options = self.options
        let limit = timeLimit ?? Self.defaultTimeLimit(bytes: sources.reduce(0) { $0 + $1.text.utf8.count })
        options.timeLimit = .seconds(limit)
        if let tokens, let set = try loadTokens(tokens, openingCatalog: readingCatalog) {
            options.readTokens(from: set, writtenAs: swiftConstant(ofToken:))
        }
        let read: SwiftImportReport
        do {
            read = try SwiftLayoutImporter.read(sources, options: options)
        } catch {
            throw WorkspaceError(lines: error.errors.map(\.description) + ["nothing was imported"])
        }
        let report = try chosen(from: read)
        let layouts = report.layouts
        // A layout the app's build leaves out (`#if DEBUG`) is named, whether or not others import.
        for note in report.leftOut.flatMap(\.errors) { printError("note: " + terminalSafe(note.description)) }
        // Each layout that does not import, at its place; the others are still written.
        for unread in report.unreadValues {
            printError("warning: --value \(terminalSafe(unread)) was not read by any layout's code")
        }
        guard !layouts.isEmpty else { throw WorkspaceError(lines: report.problems + ["nothing was imported"]) }
        if layouts.count > 1, outputDir == nil, !saveAll {
            let names = layouts.map { "\($0.name) (\($0.file):\($0.line))" }
            throw WorkspaceError(lines: report.problems + ["\(layouts.count) layouts: \(names.joined(separator: ", "))",
                                                           "choose one with --layout NAME, or write them all with --output-dir DIR or --save-all"])
        }
        for note in layouts.flatMap(\.notes) { printError("note: " + terminalSafe(note.description)) }
        for problem in report.problems { printError("error: " + terminalSafe(problem)) }
        var result = Result()
        if let save {
            var one = layouts[0]
            one.name = save
            result.saved = try saveLayouts([one], to: writingCatalog)
        } else if saveAll {
            result.saved = try saveLayouts(layouts, to: writingCatalog)
        } else if let outputDir {
            try createFolder(outputDir)
            for layout in layouts {
                try writeFile(layout.document.formattedJSON(), to: PathSyntax.appending(layout.name + ".json", to: outputDir))
            }
            write(terminalSafe("\(plural(layouts.count, "layout")) written to \(outputDir)") + "\n")
        } else {
            write(compact ? layouts[0].document.canonicalJSON : layouts[0].document.prettyJSON + "\n")
        }
        // Some imported, some not: what was written is whole, and the result says it is not all.
        if !report.failures.isEmpty { printError(report.summary) }
        result.complete = report.failures.isEmpty
        return result
    }

    /// The layouts `layout` and `name` choose; a Swift name whose kebab-case the catalogue
    /// refuses fails that layout alone.
    private func chosen(from read: SwiftImportReport) throws -> SwiftImportReport {
        guard var report = read.selecting(layout) else {
            throw WorkspaceError("no layout named \(layout ?? "") in \(files.joined(separator: ", "))")
        }
        // Every layout asked for is one the app's build leaves out: said as the reason.
        if report.layouts.isEmpty, report.failures.isEmpty {
            throw WorkspaceError(lines: report.leftOut.flatMap(\.errors).map { terminalSafe($0.description) } + ["nothing was imported"])
        }
        if let name {
            guard report.layouts.count == 1 else { throw WorkspaceError("--name needs one layout; choose it with --layout NAME") }
            if let problem = LayoutName.problem(with: name) { throw WorkspaceError("--name \(name): \(problem)") }
            report.layouts[0].name = name
        }
        if save == nil { report.refuseNames(where: { LayoutName.problem(with: $0) }) }
        return report
    }

    /// Every layout as a revision of its name, in one transaction, all checked before the
    /// catalogue is opened (as `save` does), so a refused one leaves the catalogue, or its
    /// absence, as it was.
    private func saveLayouts(_ layouts: [ImportedLayout], to catalog: () throws -> Catalog) throws -> [SaveOutcome] {
        for layout in layouts { try Catalog.checkSavable(layout.document, as: layout.name) }
        return try catalog().saveAll(layouts.map { ($0.document, $0.name, message ?? "Imported from \($0.file)") })
    }
}
#endif
