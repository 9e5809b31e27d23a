#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif
import LayoutCatalog
import LayoutWorkspace

extension CatalogOptions {
    /// The catalogue for commands whose subjects may all be files: a stored revision needs the
    /// catalogue as `open()` finds it; files alone read the device presets built into layouts
    /// when the default catalogue does not exist, so a repository's files need no catalogue.
    func open(for subjects: [Subject], caching: Bool = false) throws -> Catalog {
        if examples || subjects.contains(where: \.isStored) { return try open(caching: caching) }
        let (path, isDefault) = try file.location()
        if isDefault, !FileManager.default.fileExists(atPath: path) { return try Catalog.builtInExamples() }
        return try open(caching: caching)
    }
}
