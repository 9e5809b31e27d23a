#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
import LayoutCatalog

/// What a shell completion offers for a subject: layout names and revisions from a catalogue,
/// and document files. Nothing here fails: what cannot be read offers nothing.
public enum CompletionCandidates {
    /// The layout names of `catalog` that start with `prefix`, or, once `prefix` holds an `@`,
    /// every revision of the layout before it (`grid@1`, `grid@2`).
    public static func revisionNames(prefix: String, in catalog: Catalog) -> [String] {
        if let at = prefix.firstIndex(of: "@") {
            let name = String(prefix[..<at])
            return ((try? catalog.log(of: name)) ?? []).map { RevisionReference(name: name, number: $0.number).description }
        }
        return ((try? catalog.layouts()) ?? []).map(\.name).filter { $0.hasPrefix(prefix) }
    }

    /// The `*.json` files and the folders (with a trailing `/`) whose paths start with `prefix`,
    /// in name order, hidden ones left out.
    public static func documentPaths(prefix: String) -> [String] {
        let folder = prefix.contains("/") ? String(prefix[...prefix.lastIndex(of: "/")!]) : ""
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return entries.sorted().compactMap { entry in
            let path = folder + entry
            guard path.hasPrefix(prefix), !entry.hasPrefix(".") else { return nil }
            if FileKind(atPath: path).isFolder { return path + "/" }
            return entry.hasSuffix(".json") ? path : nil
        }
    }
}
