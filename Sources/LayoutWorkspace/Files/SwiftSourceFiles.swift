#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
import LayoutCatalog

/// The Swift files `import-swift` reads: each path named, a folder standing for every `*.swift`
/// file under it (names that start with a dot left out, links to folders not followed), in
/// byte order. A folder with none is an error.
public func swiftSourceFiles(_ paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
        guard FileKind(atPath: path).isFolder else {
            files.append(path)
            continue
        }
        var found: [String] = []
        var pending = [path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path]
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                let child = folder == "/" ? "/" + name : folder + "/" + name
                switch FileKind(atPath: child) {
                case .folder: pending.append(child)
                case .file where name.hasSuffix(".swift"): found.append(child)
                default: continue
                }
            }
        }
        guard !found.isEmpty else { throw WorkspaceError(lines: ["\(path): no .swift files", "nothing was imported"]) }
        files += found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
    return files
}
