#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutCatalog
import LayoutEngine

/// How the `*.json` layout files of a folder stand against the catalogue's latest revisions,
/// as `git status` tells a work tree from its last commit: `layouts status`. The folder is read
/// as `layouts import` reads it (subfolders included, `grid.json` is the layout `grid`), so a
/// folder `status` shows clean is one `import` would save nothing from.
public struct FolderStatus: Sendable {
    /// How one file, or one layout with no file, differs.
    public enum Change: String, Sendable {
        /// A file whose name no layout has.
        case new
        /// A file whose document differs from its layout's latest revision. Only content
        /// counts (canonical hashes are compared): a file differing in form alone is unchanged.
        case modified
        /// A layout of the catalogue with no file.
        case deleted
        /// A file that cannot be compared: not a layout document, a name no layout can have, or
        /// a second file of one name.
        case unreadable
    }

    /// One difference.
    public struct Entry: Hashable, Sendable {
        /// How it differs.
        public var change: Change
        /// The layout's name.
        public var layout: String
        /// The file, as found under the folder; `nil` for a deleted layout.
        public var path: String?
        /// Why an unreadable file cannot be compared.
        public var reason: String?
    }

    /// The differences: the folder's files in path order, then the layouts with no file in name order.
    public var entries: [Entry]
    /// What the walk passed over (symbolic links out of the folder, special files), for a note each.
    package var skipped: [SkippedFile]

    /// Compares the files under `folder` with `catalog`'s latest revisions.
    public init(folder: String, catalog: Catalog) throws {
        guard FileKind(atPath: folder).isFolder else { throw WorkspaceError("\(folder): no such folder") }
        let (files, skipped) = DocumentFiles.contents(ofFolder: folder)
        // Files of other kinds are no layout's: a status of the current folder would otherwise
        // list every README; links and special files are noted, as `import` notes them.
        self.skipped = skipped.filter { $0 != .notJSON($0.path) }
        let hashes = try catalog.latestContentHashes()
        var entries: [Entry] = []
        var pathByName: [String: String] = [:]
        for file in files {
            let path = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
            let name = String(PathSyntax.lastComponent(of: file).dropLast(".json".count))
            func unreadable(_ reason: String) { entries.append(Entry(change: .unreadable, layout: name, path: path, reason: reason)) }
            if let problem = LayoutName.problem(with: name) {
                unreadable("cannot be a layout name: \(problem)")
                continue
            }
            if let first = pathByName[name] {
                unreadable("the layout \(name) is also \(first)")
                continue
            }
            pathByName[name] = path
            let document: LayoutDocument
            do {
                document = try decodeDocument(at: file)
            } catch {
                unreadable(messageLines(of: error).first ?? "\(error)")
                continue
            }
            guard let stored = hashes[name] else {
                entries.append(Entry(change: .new, layout: name, path: path))
                continue
            }
            if ContentHash.of(document.canonicalJSON) != stored {
                entries.append(Entry(change: .modified, layout: name, path: path))
            }
        }
        for name in hashes.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where pathByName[name] == nil {
            entries.append(Entry(change: .deleted, layout: name))
        }
        self.entries = entries
    }
}
