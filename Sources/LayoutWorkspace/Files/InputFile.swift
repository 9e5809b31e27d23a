#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

/// The most bytes a document (or any other input: measurements, a parity dump, settings) may
/// hold: 16 MiB, far above any real layout (the largest example is a few kilobytes) and low
/// enough that `/dev/zero` or a huge file named by a pull request cannot exhaust memory.
/// docs/files.md documents it.
public let inputSizeLimit = 16 << 20

/// Reads a document from a path, or standard input for `-`, refusing one larger than
/// `inputSizeLimit` after reading at most one byte more.
///
/// Read through a file descriptor rather than `FileManager.contents(atPath:)`, which cannot read
/// a pipe: `--file <(layouts export x)` and named pipes must work like regular files.
public func readInput(_ path: String) throws -> [UInt8] {
    if path == "-" {
        do { return try boundedRead(0, named: "<stdin>") } catch let error as SystemError {
            throw WorkspaceError("<stdin>: cannot read: \(error)")
        }
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
        // ENOTDIR: a path through a file (`file.json/x`), which FileManager also called missing.
        throw WorkspaceError(errno == ENOENT || errno == ENOTDIR ? "\(path): no such file" : "\(path): cannot read the file")
    }
    defer { close(descriptor) }
    do {
        return try boundedRead(descriptor, named: path)
    } catch is SystemError {
        // A folder opens but does not read.
        throw WorkspaceError("\(path): cannot read the file")
    }
}

/// Everything `descriptor` gives, or an error naming `name` and the limit when there is more.
private func boundedRead(_ descriptor: Int32, named name: String) throws -> [UInt8] {
    let bytes = try FileDescriptorIO.readAtMost(inputSizeLimit + 1, from: descriptor)
    guard bytes.count <= inputSizeLimit else { throw inputTooLarge(name) }
    return bytes
}

/// The refusal of an input past `inputSizeLimit`, naming it.
public func inputTooLarge(_ name: String) -> WorkspaceError {
    WorkspaceError("\(name): larger than \(inputSizeLimit >> 20) MiB, the most an input may hold (see docs/files.md)")
}

/// The name shown for an input in messages.
public func displayName(ofInput path: String) -> String { path == "-" ? "<stdin>" : path }

/// Reads and decodes a document from a path (or `-`); every problem is an error line naming the
/// input and its JSON path.
public func decodeInput<T>(at path: String, _ decode: ([UInt8]) throws(DocumentErrors) -> T) throws -> T {
    try decodeBytes(readInput(path), named: displayName(ofInput: path), decode)
}

/// Decodes bytes read from `name`; every problem is an error line naming it and its JSON path.
public func decodeBytes<T>(_ bytes: [UInt8], named name: String, _ decode: ([UInt8]) throws(DocumentErrors) -> T) throws -> T {
    do {
        return try decode(bytes)
    } catch {
        throw WorkspaceError(lines: error.errors.map { "\(name): \($0)" })
    }
}

/// Reads and decodes a document, naming the file in every error.
public func decodeDocument(at path: String) throws -> LayoutDocument {
    try decodeInput(at: path) { bytes throws(DocumentErrors) in try LayoutDocument(json: bytes) }
}

/// Decodes a document's bytes, naming `name` in every error.
public func decodeDocument(_ bytes: [UInt8], named name: String) throws -> LayoutDocument {
    try decodeBytes(bytes, named: name) { bytes throws(DocumentErrors) in try LayoutDocument(json: bytes) }
}
