import LayoutCatalog
import LayoutEngine

/// The design tokens `layouts check` solves with: the settings' `"tokens"` file (a path from
/// the repository's top folder) as the change has it, and as the base commit has it, so a
/// change of a token's value alone moves frames against the base.
public enum CheckTokens {
    /// The file the settings at `settingsFile` (default `.layouts-check.json`) name, read now and
    /// at `base`; nils when they name none, the base's nil when the base has no such file. Read
    /// as the settings are: only a regular file inside the repository.
    public static func load(settingsFile: String?, base: String) throws -> (current: DesignTokens?, base: DesignTokens?) {
        let top = try GitFile.topLevel()
        let repository = FileKind.realPath(of: top) ?? top
        guard let path = try CheckConfig.load(settingsFile, repository: repository).tokens else { return (nil, nil) }
        let file = top + "/" + path
        guard FileKind(atPath: file) == .file, let target = FileKind.realPath(of: file),
              DocumentFiles.isInside(target, root: repository) else {
            throw WorkspaceError("\(settingsFile ?? CheckConfig.defaultPath): tokens: \(path) is not a regular file inside the repository")
        }
        let current = try decodeTokens(at: file)
        guard try GitFile.exists(revision: base, path: path) else { return (current, nil) }
        let old = try decodeBytes(GitFile.read(revision: base, path: path), named: "\(base):\(path)") {
            bytes throws(DocumentErrors) in try DesignTokens(json: bytes)
        }
        return (current, old)
    }
}
