import LayoutCatalog

extension DocumentFiles {
    /// The files `layouts check` reads, with the repository's real path: `paths` (folders for
    /// their `*.json` files), only inside the git repository around the current folder (the
    /// rest skipped, each with a note in `skipped`), and without the settings file
    /// `settingsFile`. `refuseOthers()` then refuses what is not a file in the working tree.
    package static func checked(_ paths: [String], settingsFile: String) throws -> (files: DocumentFiles, repository: String) {
        // What a pull request can point elsewhere with a link (a folder named here, a file, the
        // settings) is read only inside the repository. A path named here that leads out is
        // refused rather than skipped: a check that read nothing must not pass.
        let root = try GitFile.topLevel()
        let repository = FileKind.realPath(of: root) ?? root
        for path in paths {
            if let target = FileKind.realPath(of: path), !isInside(target, root: repository) {
                throw WorkspaceError("\(path): leads out of the repository (to \(target)); check reads only its files")
            }
        }
        var files = try DocumentFiles(paths)
        files.skipped += DocumentFiles.keepInside(&files.subjects, root: repository, named: "the repository")
        // The settings are JSON but not a layout: a folder that holds them (`ci/`, or the
        // repository itself) is checked without them.
        if let settingsFile = FileKind.realPath(of: settingsFile) {
            files.subjects.removeAll { subject in
                if case .file(let path) = subject { FileKind.realPath(of: path) == settingsFile } else { false }
            }
        }
        return (files, repository)
    }

    /// Refuses a subject that is not a file in the working tree (`-`, `REV:path`): check reads
    /// the working tree.
    package func refuseOthers() throws {
        if let other = subjects.first(where: { if case .file = $0 { false } else { true } }) {
            throw WorkspaceError("\(other.title): check reads files in the working tree; give file or folder paths")
        }
    }
}
