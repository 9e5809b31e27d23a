/// A file as a patch names it, the way `git diff` does: from the repository's top when the file
/// is in a git repository (whatever folder the command runs in, `./` and `../` resolved), else
/// as given without a leading `./`.
package enum DiffPath {
    package static func name(of path: String) -> String {
        if let inRepository = try? GitFile.repositoryPath(of: path), !inRepository.hasPrefix("../") { return inRepository }
        var name = Substring(path)
        while name.hasPrefix("./") { name = name.dropFirst(2) }
        return String(name)
    }
}
