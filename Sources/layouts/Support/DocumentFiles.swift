#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
import LayoutCatalog

/// The documents named on a command line: files as given, and the `*.json` files of folders
/// (and of their subfolders, hidden ones left out), in name order so that reports are stable.
struct DocumentFiles {
    /// The subjects to read, in order.
    var subjects: [Subject] = []
    /// Files found in folders that are not documents: reported, not read.
    var skipped: [String] = []
    /// Folders named that hold no document: an error where documents were expected.
    var emptyFolders: [String] = []

    /// `files` are taken as given (`--file`); `arguments` may also be folders.
    init(files: [String] = [], _ arguments: [String]) throws {
        subjects = files.map { $0 == "-" ? Subject.standardInput : .file($0) }
        for argument in arguments {
            if argument != "-", FileKind(atPath: argument).isFolder {
                let (documents, others) = Self.contents(ofFolder: argument)
                subjects += documents.map(Subject.file)
                skipped += others
                if documents.isEmpty { emptyFolders.append(argument) }
            } else {
                subjects.append(try Subject(parsing: argument))
            }
        }
        if subjects.filter({ if case .standardInput = $0 { true } else { false } }).count > 1 {
            throw Subject.standardInputTwice
        }
    }

    /// The `*.json` files under `folder`, and the other files there. Names that start with a dot
    /// are skipped with everything under them; a link to a folder is not followed.
    static func contents(ofFolder folder: String) -> (documents: [String], others: [String]) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var documents: [String] = []
        var others: [String] = []
        var pending = [base]
        while let current = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = current + "/" + name
                switch FileKind(atPath: path) {
                case .folder: pending.append(path)
                case .file: if name.hasSuffix(".json") { documents.append(path) } else { others.append(path) }
                case .linkToFolder, .missing: continue
                }
            }
        }
        let byBytes: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return (documents.sorted(by: byBytes), others.sorted(by: byBytes))
    }
}


extension Subject {
    /// Standard input can be read once: named twice, the second read found it empty and called
    /// that a syntax error.
    static let standardInputTwice = CLIError("-: standard input is named twice; it can be read only once")
}
