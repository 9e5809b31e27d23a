import Foundation

/// Reads a document from a path, or standard input for `-`.
///
/// Read through a file handle rather than `FileManager.contents(atPath:)`, which cannot read a
/// pipe: `--file <(layouts export x)` and named pipes must work like regular files.
func readInput(_ path: String) throws -> [UInt8] {
    if path == "-" {
        return Array(FileHandle.standardInput.readDataToEndOfFile())
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
        let exists = FileManager.default.fileExists(atPath: path)
        throw CLIError(exists ? "\(path): cannot read the file" : "\(path): no such file")
    }
    defer { try? handle.close() }
    do {
        return Array(try handle.readToEnd() ?? Data())
    } catch {
        // A folder opens but does not read.
        throw CLIError("\(path): cannot read the file")
    }
}

/// The name shown for an input in messages.
func displayName(ofInput path: String) -> String { path == "-" ? "<stdin>" : path }
