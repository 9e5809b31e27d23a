import Foundation

/// Writes a text file whole or not at all (a temporary file renamed over it), so an
/// interrupted write never leaves half a document.
func writeFile(_ text: String, to path: String) throws {
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        throw CLIError("\(path): cannot write the file: \(error.localizedDescription)")
    }
}
