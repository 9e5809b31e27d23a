import ArgumentParser
import LayoutCatalog
import LayoutWorkspace

/// What the shell completions (`layouts --generate-completion-script bash|zsh|fish`) offer:
/// layout names and their revisions from the catalogue the command line names, device ids,
/// and document files. A completion never fails: what cannot be read offers nothing.
enum Completions {
    /// NAME (or NAME@N once an @ is typed), and `*.json` files and folders.
    static let subjects = CompletionKind.custom { words, _, prefix in
        ((try? catalogue(words)).map { CompletionCandidates.revisionNames(prefix: prefix, in: $0) } ?? [])
            + CompletionCandidates.documentPaths(prefix: prefix)
    }

    static let devices = CompletionKind.custom { _, _, _ in
        ((try? Catalog.builtInExamples().devices()) ?? []).map(\.id) + ((try? SeedCatalogue.windows()) ?? []).map(\.id)
    }

    /// The catalogue `--db` or `--examples` on the line names, else the usual one; never created.
    private static func catalogue(_ words: [String]) throws -> Catalog {
        if words.contains("--examples") { return try Catalog.builtInExamples() }
        let db = words.firstIndex(of: "--db").flatMap { words.indices.contains($0 + 1) ? [words[$0], words[$0 + 1]] : nil }
        return try CatalogFileOptions.parse(db ?? []).openForReading()
    }
}
