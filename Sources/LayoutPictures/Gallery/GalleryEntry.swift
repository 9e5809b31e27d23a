import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

/// One layout of a gallery: its document, where it comes from (revision or file) and its
/// content hash, and, with a base, the version it is compared with.
package struct GalleryEntry {
    package enum Status: String {
        /// No base was asked for.
        case shown
        case unchanged, changed
        /// Not at the base (a file new since the git revision, a layout's first revision).
        case new
    }

    package var name: String
    /// `NAME@N` or the file's path.
    package var revision: String
    /// SHA-256 of the canonical document: a stored revision's content hash.
    package var hash: String
    package var document: LayoutDocument
    package var base: (label: String, document: LayoutDocument)?
    package var status: Status

    /// `hash` is a stored revision's content hash; a file's is computed.
    package init(name: String, revision: String, hash: String? = nil, document: LayoutDocument,
         base: (label: String, document: LayoutDocument)?, compared: Bool) {
        self.name = name
        self.revision = revision
        self.hash = hash ?? ContentHash.of(document.canonicalJSON)
        self.document = document
        self.base = base
        if !compared { status = .shown } else if let base { status = base.document == document ? .unchanged : .changed } else { status = .new }
    }

    /// Changed layouts first, then new ones, then the rest, each group in the order given.
    package static func reviewOrder(_ entries: [GalleryEntry]) -> [GalleryEntry] {
        entries.filter { $0.status == .changed } + entries.filter { $0.status == .new }
            + entries.filter { $0.status != .changed && $0.status != .new }
    }

    /// Every layout's latest revision in a catalogue; with `parentAsBase`, each compared with
    /// the revision before it.
    package static func catalogue(_ catalog: Catalog, parentAsBase: Bool) throws -> [GalleryEntry] {
        try catalog.latestRevisions().map { stored in
            let parent = try parentAsBase ? stored.info.parent.map {
                try catalog.revision(RevisionReference(name: stored.info.layout, number: $0))
            } : nil
            return GalleryEntry(name: stored.info.layout, revision: stored.info.reference.description,
                                hash: stored.info.contentHash, document: stored.document,
                                base: parent.map { ($0.info.reference.description, $0.document) }, compared: parentAsBase)
        }
    }

    /// The documents `files` found; with a git revision, each compared with its version there.
    /// What the files skipped is the caller's to report.
    package static func files(_ files: DocumentFiles, base: String?) throws -> [GalleryEntry] {
        if let empty = files.emptyFolders.first { throw PictureError("\(empty): no layout documents (*.json) in this folder") }
        let commit = try base.map { try GitFile.resolve($0) }
        return try files.subjects.map { subject in
            let document = try decodeDocument(subject.bytes(), named: subject.title)
            var old: (String, LayoutDocument)?
            if let commit, let base, case .file(let path) = subject {
                let inRepository = try GitFile.repositoryPath(of: path)
                if try GitFile.exists(revision: commit, path: inRepository) {
                    let label = "\(base):\(inRepository)"
                    old = (label, try decodeDocument(GitFile.read(revision: commit, path: inRepository), named: label))
                }
            }
            let name = PathSyntax.removingExtension(of: PathSyntax.lastComponent(of: subject.title))
            return GalleryEntry(name: name, revision: subject.title, document: document, base: old, compared: base != nil)
        }
    }
}
