#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

/// Reads a document from a path, or standard input for `-`.
///
/// Read through a file descriptor rather than `FileManager.contents(atPath:)`, which cannot read
/// a pipe: `--file <(layouts export x)` and named pipes must work like regular files.
func readInput(_ path: String) throws -> [UInt8] {
    if path == "-" {
        do { return try FileDescriptorIO.readToEnd(0) } catch { throw CLIError("<stdin>: cannot read: \(error)") }
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
        // ENOTDIR: a path through a file (`file.json/x`), which FileManager also called missing.
        throw CLIError(errno == ENOENT || errno == ENOTDIR ? "\(path): no such file" : "\(path): cannot read the file")
    }
    defer { close(descriptor) }
    do {
        return try FileDescriptorIO.readToEnd(descriptor)
    } catch {
        // A folder opens but does not read.
        throw CLIError("\(path): cannot read the file")
    }
}

/// The name shown for an input in messages.
func displayName(ofInput path: String) -> String { path == "-" ? "<stdin>" : path }

/// Reads and decodes a document from a path (or `-`); every problem is an error line naming the
/// input and its JSON path.
func decodeInput<T>(at path: String, _ decode: ([UInt8]) throws(DocumentErrors) -> T) throws -> T {
    try decodeBytes(readInput(path), named: displayName(ofInput: path), decode)
}

/// Decodes bytes read from `name`; every problem is an error line naming it and its JSON path.
func decodeBytes<T>(_ bytes: [UInt8], named name: String, _ decode: ([UInt8]) throws(DocumentErrors) -> T) throws -> T {
    do {
        return try decode(bytes)
    } catch {
        throw CLIError(lines: error.errors.map { "\(name): \($0)" })
    }
}
