#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
import LayoutCatalog

/// The Swift files `import-swift` reads: each path named, as given, and a folder standing for
/// every `*.swift` file under it, in byte order; a file named twice (by any path) is read
/// once. A folder is walked as every folder walk is (`DocumentFiles`): names that start with a dot are left out, links to folders are not
/// followed, and a `*.swift` link that leads out of the folder or nowhere, or a `*.swift` FIFO
/// or device, is skipped with the reason (other files are not Swift: passed over silently, as a
/// source tree holds many). A folder with none is an error.
package func swiftSourceFiles(_ paths: [String]) throws -> (files: [String], skipped: [SkippedFile]) {
    let byBytes: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var files: [String] = []
    var skipped: [SkippedFile] = []
    for path in paths {
        guard FileKind(atPath: path).isFolder else {
            files.append(path)
            continue
        }
        let base = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let root = FileKind.realPath(of: base) else { continue }
        var found: [String] = []
        var pending = [base]
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                let child = folder == "/" ? "/" + name : folder + "/" + name
                let isSwift = name.hasSuffix(".swift")
                if let problem = DocumentFiles.linkProblem(child, root: root, folder: base) {
                    if isSwift { skipped.append(SkippedFile(path: child, reason: problem)) }
                    continue
                }
                switch FileKind(atPath: child) {
                case .folder: pending.append(child)
                case .file where isSwift: found.append(child)
                case .special where isSwift: skipped.append(SkippedFile(path: child, reason: "not a regular file"))
                default: continue
                }
            }
        }
        guard !found.isEmpty else { throw WorkspaceError(lines: ["\(path): no .swift files", "nothing was imported"]) }
        files += found.sorted(by: byBytes)
    }
    // A file named twice, or named and in a folder named, is one file of the program (as
    // `git add a a`): read twice, each of its layouts was "a second layout" of itself.
    var seen = Set<String>()
    let once = files.filter { $0 == "-" || seen.insert(FileKind.realPath(of: $0) ?? $0).inserted }
    return (once, skipped.sorted { byBytes($0.path, $1.path) })
}
