import Foundation

/// Buffered writes to a file descriptor: a million-cell JSON result is streamed, not built
/// as one string.
struct BufferedOutput: TextOutputStream {
    private var buffer: [UInt8] = []
    private let descriptor: Int32
    /// The `errno` of the first write that failed (a full disk, a closed pipe), else nil.
    private(set) var failure: Int32?

    static var standardOutput: BufferedOutput { BufferedOutput(descriptor: 1) }

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written <= 0 {
                if failure == nil { failure = written < 0 ? errno : ENOSPC }
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
