#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole reads and writes on a file descriptor, retried across short counts and `EINTR`: what
/// `FileHandle` did, which lives in all of Foundation (see `PathSyntax`: the tool links only
/// FoundationEssentials).
package enum FileDescriptorIO {
    /// Writes every byte, or returns the `errno` of the write that failed (`ENOSPC` for a write
    /// that wrote nothing).
    @discardableResult
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return written < 0 ? errno : ENOSPC }
            offset += written
        }
        return nil
    }

    /// Writes a string's UTF-8, or returns the `errno` of the write that failed.
    @discardableResult
    package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Reads to the end, or throws the `errno` of the read that failed (`EISDIR` for a folder).
    package static func readToEnd(_ descriptor: Int32) throws(SystemError) -> [UInt8] {
        try readAtMost(Int.max, from: descriptor)
    }

    /// Reads to the end or until `limit` bytes are held, whichever comes first: never more than
    /// `limit` bytes, so an endless source (`/dev/zero`, a pipe fed forever) costs no more memory
    /// than the limit. A caller that wants to know whether there was more asks for one byte over
    /// its limit.
    package static func readAtMost(_ limit: Int, from descriptor: Int32) throws(SystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, wanted) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw SystemError(code: errno) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }
}

/// A failed system call's `errno`, described as `strerror` describes it.
package struct SystemError: Error, CustomStringConvertible {
    package var code: Int32

    /// The failure `errno` value `code` names.
    package init(code: Int32) { self.code = code }
    package var description: String { String(cString: strerror(code)) }
}
