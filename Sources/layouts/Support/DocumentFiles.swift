import Foundation

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
            var isFolder: ObjCBool = false
            if argument != "-", FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
                let (documents, others) = Self.contents(ofFolder: argument)
                subjects += documents.map(Subject.file)
                skipped += others
                if documents.isEmpty { emptyFolders.append(argument) }
            } else {
                subjects.append(try Subject(parsing: argument))
            }
        }
    }

    /// The `*.json` files under `folder`, and the other files there.
    static func contents(ofFolder folder: String) -> (documents: [String], others: [String]) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return ([], []) }
        var documents: [String] = []
        var others: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = base + "/" + relative
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            if relative.hasSuffix(".json") { documents.append(path) } else { others.append(path) }
        }
        let byBytes: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return (documents.sorted(by: byBytes), others.sorted(by: byBytes))
    }
}
