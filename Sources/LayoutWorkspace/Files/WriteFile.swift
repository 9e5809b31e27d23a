#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif

/// Writes a text file whole or not at all (a temporary file renamed over it), so an
/// interrupted write never leaves half a document. A file replaced keeps its mode, and a
/// symbolic link is written through (`StreamedFile`).
package func writeFile(_ text: String, to path: String) throws {
    try StreamedFile.write(to: path) { $0.write(text) }
}

/// Creates `folder` and the folders above it that are missing, or says why it cannot.
package func createFolder(_ folder: String) throws {
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
        throw WorkspaceError("\(folder): cannot create the folder: \(describeFailure(error))")
    }
}
