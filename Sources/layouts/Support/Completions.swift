import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
import LayoutCatalog
import LayoutReports

/// What the shell completions (`layouts --generate-completion-script bash|zsh|fish`) offer:
/// layout names and their revisions from the catalogue the command line names, device ids,
/// and document files. A completion never fails: what cannot be read offers nothing.
enum Completions {
    /// NAME (or NAME@N once an @ is typed), and `*.json` files and folders.
    static let subjects = CompletionKind.custom { words, _, prefix in
        revisionNames(prefix: prefix, words: words) + documentPaths(prefix: prefix)
    }

    static let devices = CompletionKind.custom { _, _, _ in
        ((try? Catalog.builtInExamples().devices()) ?? []).map(\.id)
    }

    private static func revisionNames(prefix: String, words: [String]) -> [String] {
        guard let catalog = try? catalogue(words) else { return [] }
        if let at = prefix.firstIndex(of: "@") {
            let name = String(prefix[..<at])
            return ((try? catalog.log(of: name)) ?? []).map { RevisionReference(name: name, number: $0.number).description }
        }
        return ((try? catalog.layouts()) ?? []).map(\.name).filter { $0.hasPrefix(prefix) }
    }

    /// The catalogue `--db` or `--examples` on the line names, else the usual one; never created.
    private static func catalogue(_ words: [String]) throws -> Catalog {
        if words.contains("--examples") { return try Catalog.builtInExamples() }
        let db = words.firstIndex(of: "--db").flatMap { words.indices.contains($0 + 1) ? [words[$0], words[$0 + 1]] : nil }
        return try CatalogFileOptions.parse(db ?? []).openForReading()
    }

    private static func documentPaths(prefix: String) -> [String] {
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
