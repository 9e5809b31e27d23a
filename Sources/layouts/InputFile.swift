import Foundation

/// Reads a document from a path, or standard input for `-`.
func readInput(_ path: String) throws -> [UInt8] {
    if path == "-" {
        return Array(FileHandle.standardInput.readDataToEndOfFile())
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        let exists = FileManager.default.fileExists(atPath: path)
        throw CLIError(exists ? "\(path): cannot read the file" : "\(path): no such file")
    }
    return Array(data)
}

/// The name shown for an input in messages.
func displayName(ofInput path: String) -> String { path == "-" ? "<stdin>" : path }
