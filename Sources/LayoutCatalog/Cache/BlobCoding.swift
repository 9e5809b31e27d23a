import LayoutEngine

/// Little-endian writing and bounds-checked reading of the frame cache's blobs: a reader
/// returns nil rather than read past its end, so no stored length can trap.
struct BlobWriter {
    var buffer: [UInt8] = []

    mutating func bytes(_ b: some Sequence<UInt8>) { buffer.append(contentsOf: b) }
    mutating func bytes(_ b: UnsafeRawBufferPointer) { buffer.append(contentsOf: b) }
    mutating func byte(_ v: UInt8) { buffer.append(v) }
    mutating func int(_ v: Int) { withUnsafeBytes(of: Int64(v).littleEndian) { buffer.append(contentsOf: $0) } }
    mutating func double(_ v: Double) { withUnsafeBytes(of: v.bitPattern.littleEndian) { buffer.append(contentsOf: $0) } }
    mutating func rect(_ r: Rect) { double(r.x); double(r.y); double(r.width); double(r.height) }
    mutating func string(_ s: String) {
        int(s.utf8.count)
        buffer.append(contentsOf: s.utf8)
    }
}

struct BlobReader {
    let data: UnsafeRawBufferPointer
    var offset = 0

    init(_ data: UnsafeRawBufferPointer) { self.data = data }

    var isAtEnd: Bool { offset == data.count }

    /// The bytes not read yet.
    var remaining: Int { data.count - offset }

    /// The bytes not read yet, without reading them.
    var remainingBytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: data[offset...]) }

    mutating func bytes(_ n: Int) -> UnsafeRawBufferPointer? {
        guard n >= 0, n <= data.count - offset else { return nil }
        defer { offset += n }
        return UnsafeRawBufferPointer(rebasing: data[offset..<offset + n])
    }

    mutating func int() -> Int? {
        guard 8 <= data.count - offset else { return nil }
        let v = data.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
        return Int(Int64(bitPattern: UInt64(littleEndian: v)))
    }

    /// A count of elements that take at least `bytesEach` bytes each: refuses counts the
    /// remaining bytes cannot hold, so a corrupt length never triggers a huge allocation.
    mutating func count(minimumBytesEach bytesEach: Int) -> Int? {
        guard let n = int(), n >= 0, n <= (data.count - offset) / max(1, bytesEach) else { return nil }
        return n
    }

    mutating func double() -> Double? {
        guard let i = int() else { return nil }
        return Double(bitPattern: UInt64(bitPattern: Int64(i)))
    }

    mutating func rect() -> Rect? {
        guard let x = double(), let y = double(), let w = double(), let h = double() else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    mutating func string() -> String? {
        guard let n = count(minimumBytesEach: 1), let b = bytes(n) else { return nil }
        return String(validating: b, as: UTF8.self)
    }
}
