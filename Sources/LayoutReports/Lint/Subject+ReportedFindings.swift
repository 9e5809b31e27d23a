import LayoutEngine
import LayoutWorkspace

extension Subject {
    /// The findings lint made in this subject (titled `title`) that `settings` keep, each with
    /// the file and the line of its key when the subject is a file or a file in git; an
    /// `ignore` path applies to a file of the repository whose real path is `repository`.
    package func reported(_ findings: [LintFinding], title: String, settings: LintSettings,
                          repository: String?) -> [ReportedFinding] {
        let file: String?
        let repositoryPath: String?
        switch self {
        case .file(let path):
            file = path
            repositoryPath = repository.flatMap { LintSettings.repositoryPath(of: path, repository: $0) }
        case .git(_, let path):
            (file, repositoryPath) = (path, path)
        case .standardInput, .stored:
            (file, repositoryPath) = (nil, nil)
        }
        let kept = findings.filter { settings.reports($0.rule, in: repositoryPath) }
        // Read again only for the lines: the document was read and checked already.
        let text = file == nil || kept.isEmpty ? nil : try? bytes()
        return kept.map { finding in
            // Named as `check` names it, from the repository's top, so annotations land on the file.
            ReportedFinding(layout: title, file: repositoryPath ?? file, line: text.map { JSONLineLocator.line(of: finding.path, in: $0) },
                            finding: finding)
        }
    }
}
