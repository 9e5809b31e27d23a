#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutCatalog

/// A file written as a stream and put in place whole or not at all: the text goes to a
/// temporary file beside the destination, which is renamed over it only when every write
/// succeeded. A picture of a million cells is never held in memory, and a failed or
/// interrupted write leaves no partial file behind.
public struct StreamedFile {
    /// Where the file ends up.
    public let path: String
    /// The temporary file being written, in the destination's folder (so the rename is atomic).
    public let temporaryPath: String
    private let descriptor: Int32

    /// Creates the temporary file; fails with the destination's name when its folder cannot be written.
    public init(path: String, suffix: String = ".tmp") throws {
        self.path = path
        let folder = PathSyntax.removingLastComponent(of: path)
        let name = PathSyntax.lastComponent(of: path)
        // `.NAME.PID.XXXXXX.tmp`: what a killed run left is removed by the next one (`StaleFiles`).
        StaleFiles.remove(in: folder.isEmpty ? "." : folder, prefix: ".\(name).")
        var template = Array(((folder.isEmpty ? "." : folder) + "/.\(name).\(getpid()).XXXXXX\(suffix)").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
        guard fd >= 0 else {
            throw WorkspaceError("\(path): cannot write the file: \(String(cString: strerror(errno)))")
        }
        descriptor = fd
        temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Streams `body`'s output into the temporary file, then `finish` (which may convert it)
    /// and puts the result in place; on any failure the temporary files are removed.
    ///
    /// A file replaced keeps its mode (`KeptFileMode`). A symbolic link is written through, as a
    /// shell's `>` writes: the file it leads to is replaced and the link stays, so `fmt` formats
    /// the document a link stands for; a link that leads nowhere is refused rather than replaced
    /// by a file (docs/files.md).
    public static func write(to path: String, suffix: String = ".tmp",
                      finish: (StreamedFile) throws -> String = { $0.temporaryPath },
                      _ body: (inout BufferedOutput) throws -> Void) throws {
        let file = try StreamedFile(path: writtenPath(of: path), suffix: suffix)
        var finished: String?
        // An interrupt removes the temporary file and what `finish` makes from it (TEMP.png).
        let slots = [InterruptCleanup.register(file.temporaryPath),
                     InterruptCleanup.register(file.temporaryPath + ".png")]
        defer {
            unlink(file.temporaryPath)
            if let finished, finished != file.temporaryPath { unlink(finished) }
            slots.forEach(InterruptCleanup.unregister)
        }
        var output = BufferedOutput(descriptor: file.descriptor)
        do {
            try body(&output)
        } catch {
            close(file.descriptor)
            throw error
        }
        output.flush()
        let closed = close(file.descriptor)
        if let failure = output.failure ?? (closed == 0 ? nil : errno) {
            throw WorkspaceError("\(path): cannot write the file: \(String(cString: strerror(failure)))")
        }
        let result = try finish(file)
        finished = result
        // The mode of the file replaced, or as any file the user creates (mkstemp makes it private).
        KeptFileMode.apply(to: result, replacing: file.path)
        guard rename(result, file.path) == 0 else {
            throw WorkspaceError("\(path): cannot write the file: \(String(cString: strerror(errno)))")
        }
        finished = nil
    }

    /// Where writing `path` lands: `path`, or the file its symbolic links lead to.
    private static func writtenPath(of path: String) throws -> String {
        guard FileKind.isSymbolicLink(atPath: path) else { return path }
        guard let resolved = FileKind.realPath(of: path) else {
            throw WorkspaceError("\(path): cannot write the file: a symbolic link that leads nowhere")
        }
        return resolved
    }
}
