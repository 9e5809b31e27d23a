#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
import LayoutCatalog
import LayoutEngine

/// What `export --all FOLDER` does to each file, worked out before any is written, as git checks
/// a checkout against local changes (docs/files.md, "Exporting into a folder").
///
/// A file already there is replaced only when its document is one the catalogue holds for its
/// layout, the latest revision or an earlier one: an export nobody edited since. A file whose
/// document is no revision of its layout (edited by hand, or no valid document at all) holds
/// work the catalogue does not have; it is refused unless `force`. No state is kept for this:
/// the revisions' content hashes are the record of what was exported or imported. A file's
/// `"$schema"` is kept in what replaces it, and the `*.json` files of layouts the catalogue
/// no longer has are reported as stale and left alone.
package struct ExportFolder {
    /// A file to write and its text.
    package var writes: [(path: String, text: String)] = []
    /// Files whose text is what would be written already.
    package var unchanged: [String] = []
    /// Files that hold changes the catalogue does not have, with the reason.
    package var refused: [String] = []
    /// `*.json` files of the folder that name no layout.
    package var stale: [String] = []

    /// `alsoStored` names layouts the catalogue has but that are not written (their latest
    /// revision cannot be read): their files are neither written nor stale.
    package init(_ layouts: [StoredRevision], alsoStored: [String] = [], into folder: String, force: Bool,
         catalog: Catalog) throws {
        var names = Set(alsoStored)
        for stored in layouts {
            let name = stored.info.layout
            names.insert(name)
            let path = PathSyntax.appending(name + ".json", to: folder)
            switch FileKind(atPath: path) {
            case .missing:
                writes.append((path, stored.document.formattedJSON()))
            case .file:
                let bytes = try readInput(path)
                let text = stored.document.formattedJSON(schema: LayoutDocument.schemaReference(in: bytes))
                if Array(text.utf8) == bytes {
                    unchanged.append(path)
                } else if try force || Self.isStoredRevision(bytes, of: name, in: catalog) {
                    writes.append((path, text))
                } else {
                    refused.append("\(path): has changes that no revision of \(name) holds")
                }
            case .folder, .linkToFolder, .special:
                refused.append("\(path): not a regular file")
            }
        }
        stale = Self.jsonFiles(in: folder).filter { !names.contains(String($0.dropLast(".json".count))) }
            .map { PathSyntax.appending($0, to: folder) }
    }

    /// Whether `bytes` decode to a document one of `name`'s revisions holds.
    private static func isStoredRevision(_ bytes: [UInt8], of name: String, in catalog: Catalog) throws -> Bool {
        guard let document = try? LayoutDocument(json: bytes) else { return false }
        let hash = ContentHash.of(document.canonicalJSON)
        return try catalog.log(of: name).contains { $0.contentHash == hash }
    }

    /// The names of the folder's own `*.json` files, not hidden, in byte order.
    private static func jsonFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Carries the plan out in `folder`: when any file was refused, an error naming each and
    /// nothing written; else the folder is created if missing and every file written whole.
    package func write(into folder: String) throws {
        guard refused.isEmpty else {
            throw WorkspaceError(lines: refused + ["nothing was written: save those changes first (layouts import \(folder)), or give --force to overwrite them"])
        }
        try createFolder(folder)
        for (path, text) in writes {
            try writeFile(text, to: path)
        }
    }

    /// `export --all FOLDER`: every layout's latest revision planned and written into `folder`.
    /// A layout whose latest revision cannot be read is skipped, its file neither written nor
    /// stale, and returned with its error; the rest are written.
    package static func exportAll(from catalog: Catalog, into folder: String,
                                  force: Bool) throws -> (plan: ExportFolder, unreadable: [(name: String, error: CatalogError)]) {
        let (layouts, unreadable) = try catalog.readableLatestRevisions()
        let plan = try ExportFolder(layouts, alsoStored: unreadable.map(\.name), into: folder, force: force, catalog: catalog)
        try plan.write(into: folder)
        return (plan, unreadable)
    }

    /// `3 layouts written to layouts/, 31 unchanged`.
    package func summary(folder: String) -> String {
        let unchangedText = unchanged.isEmpty ? "" : ", \(unchanged.count) unchanged"
        return "\(plural(writes.count, "layout")) written to \(folder)\(unchangedText)"
    }
}
