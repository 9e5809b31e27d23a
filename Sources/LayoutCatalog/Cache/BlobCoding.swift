import LayoutEngine

/// Little-endian writing and bounds-checked reading of the frame cache's blobs: a reader
/// returns nil rather than read past its end, so no stored length can trap. Fixed 8-byte
/// integers frame a row's entries (`DocumentFrames`); the compact forms below code a solution.
struct BlobWriter: ~Copyable {
    // Its own memory rather than an `Array`: every byte appended to an array paid a capacity
    // and a uniqueness check (callgrind: a varint of one byte cost 54 instructions, encoding
    // cached frames as much as solving them).
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Whether `start` is this writer's to free: false while it writes into borrowed memory.
    private var ownsStart = true
    /// The number of bytes written.
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    /// A writer into `scratch` (stack memory, say) until it fills, then into memory of its
    /// own: a short blob, copied out by `buffer`, costs no allocation of its own.
    init(borrowing scratch: UnsafeMutableBufferPointer<UInt8>) {
        if let base = scratch.baseAddress, scratch.count >= 16 {
            start = base
            capacity = scratch.count
            ownsStart = false
        } else {
            capacity = 64
            start = .allocate(capacity: capacity)
        }
    }

    deinit { if ownsStart { start.deallocate() } }

    /// The bytes written so far.
    var buffer: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// Room for `extra` more bytes, growing by doubling.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if extra > capacity - count { grow(toHold: count + extra) }
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        if ownsStart { start.deallocate() }
        start = newStart
        capacity = newCapacity
        ownsStart = true
    }

    mutating func bytes(_ b: some Sequence<UInt8>) { for v in b { byte(v) } }

    mutating func bytes(_ b: [UInt8]) { b.withUnsafeBytes { bytes($0) } }

    mutating func bytes(_ b: UnsafeRawBufferPointer) {
        reserve(b.count)
        if let base = b.baseAddress { (start + count).initialize(from: base.assumingMemoryBound(to: UInt8.self), count: b.count) }
        count += b.count
    }

    @inline(__always)
    mutating func byte(_ v: UInt8) {
        reserve(1)
        start[count] = v
        count += 1
    }

    mutating func int(_ v: Int) { withUnsafeBytes(of: Int64(v).littleEndian) { bytes($0) } }

    /// LEB128: seven bits a byte, the low ones first; 0–127 take one byte.
    @inline(__always)
    mutating func varint(_ value: UInt64) {
        reserve(10)
        var rest = value
        while rest >= 0x80 {
            start[count] = UInt8(truncatingIfNeeded: rest) | 0x80
            count += 1
            rest >>= 7
        }
        start[count] = UInt8(rest)
        count += 1
    }
}

struct BlobReader {
    let data: UnsafeRawBufferPointer
    var offset = 0

    init(_ data: UnsafeRawBufferPointer) { self.data = data }

    var isAtEnd: Bool { offset == data.count }

    /// The bytes not read yet.
    var remaining: Int { data.count - offset }

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
}

// MARK: Compact forms (FrameBlob's "LFB5")

/// The tag, in a value's two low bits, of the raw form (8 bytes follow). Short forms are tagged
/// 0, 1 and 2: whole points, and the halves and thirds a pixel grid of scale 2 or 3 gives.
private let rawNumberTag: UInt64 = 3

/// The value of a short form: `n` divided by its tag's divisor, by the same division the
/// encoder checked.
@inline(__always)
private func shortFormValue(_ word: UInt64) -> Double {
    let zigzag = word >> 2
    let n = Double(Int64(bitPattern: zigzag >> 1 ^ (0 &- (zigzag & 1))))
    switch word & 3 {
    case 0: return n
    case 1: return n / 2
    default: return n / 3
    }
}

extension BlobWriter {
    /// A signed integer, zigzag-mapped (0, −1, 1, −2, … → 0, 1, 2, 3, …) so small negatives stay short.
    mutating func signed(_ value: Int) {
        varint(UInt64(bitPattern: Int64(value << 1 ^ value >> (Int.bitWidth - 1))))
    }

    /// A frame value: `n`, `n/2` or `n/3` points as one varint of the zigzagged `n` and a
    /// two-bit tag, when that form decodes to exactly the same bits; anything else (−0, a
    /// fraction no grid gives, a huge value, a non-finite one) as tag 3 and its 8 raw bytes.
    @inline(__always)
    mutating func number(_ value: Double) {
        if let word = Self.shortForm(value) {
            varint(word)
        } else {
            byte(UInt8(rawNumberTag))
            rawNumber(value)
        }
    }

    /// The varint word of `value`'s short form (`n` zigzagged, shifted by 2, and the tag of
    /// its divisor), or nil when it has none.
    static func shortForm(_ value: Double) -> UInt64? {
        // Whole points first, the usual case, by one truncation: a whole value converts back to
        // the same bits (NaN fails the range test, −0 the bit comparison), so this is the
        // divisor-1 form below without its rounding.
        if value.magnitude <= 0x1p50 {
            let n = Int(value)
            if Double(n).bitPattern == value.bitPattern { return UInt64(bitPattern: Int64(n << 1 ^ n >> (Int.bitWidth - 1))) << 2 }
        }
        // Unrolled, not a loop over an array of divisors: this runs for every stored cell value.
        return shortForm(value, divisor: 2, tag: 1) ?? shortForm(value, divisor: 3, tag: 2)
    }

    @inline(__always)
    private static func shortForm(_ value: Double, divisor: Double, tag: UInt64) -> UInt64? {
        let scaled = value * divisor
        // Not NaN, and no larger than 2⁵⁰. Then truncating `scaled ± ½` is the nearest whole
        // number (to a rounding of the sum, which the check below catches) without the call
        // into libm that `rounded()` makes here.
        guard scaled.magnitude <= 0x1p50 else { return nil }
        let n = Int(scaled + (scaled < 0 ? -0.5 : 0.5))
        guard (Double(n) / divisor).bitPattern == value.bitPattern else { return nil }
        return UInt64(bitPattern: Int64(n << 1 ^ n >> (Int.bitWidth - 1))) << 2 | tag
    }

    /// The value's 8 bytes, little-endian.
    mutating func rawNumber(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes($0) }
    }

    mutating func compactRect(_ r: Rect) { number(r.x); number(r.y); number(r.width); number(r.height) }
    mutating func compactInsets(_ i: DirectionalInsets) { number(i.top); number(i.leading); number(i.bottom); number(i.trailing) }

    mutating func compactString(_ s: String) {
        varint(UInt64(s.utf8.count))
        var s = s
        s.withUTF8 { bytes(UnsafeRawBufferPointer($0)) }
    }
}

extension BlobReader {
    /// What `BlobWriter.varint` wrote; nil past the end, or for more than 64 bits.
    @inline(__always)
    mutating func varint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < data.count {
            let byte = data[offset]
            offset += 1
            // The tenth byte holds bit 63 only.
            if shift == 63 && byte > 1 { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    /// What `BlobWriter.signed` wrote.
    mutating func signed() -> Int? {
        guard let zigzag = varint() else { return nil }
        return Int(Int64(bitPattern: zigzag >> 1 ^ (0 &- (zigzag & 1))))
    }

    /// A count written by `varint`, of elements that take at least `bytesEach` bytes each:
    /// refuses counts the remaining bytes cannot hold, so a corrupt length never triggers a
    /// huge allocation.
    mutating func compactCount(minimumBytesEach bytesEach: Int) -> Int? {
        guard let n = varint(), n <= UInt64((data.count - offset) / max(1, bytesEach)) else { return nil }
        return Int(n)
    }

    /// One byte.
    @inline(__always)
    mutating func byte() -> UInt8? {
        guard offset < data.count else { return nil }
        defer { offset += 1 }
        return data[offset]
    }

    /// What `BlobWriter.rawNumber` wrote.
    @inline(__always)
    mutating func rawNumber() -> Double? {
        guard 8 <= data.count - offset else { return nil }
        defer { offset += 8 }
        return Double(bitPattern: UInt64(littleEndian: data.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }

    /// The value of a varint written from `BlobWriter.shortForm`; nil for the raw form's tag.
    @inline(__always)
    mutating func shortNumber() -> Double? {
        guard let word = varint(), word & 3 != rawNumberTag else { return nil }
        return shortFormValue(word)
    }

    /// What `BlobWriter.number` wrote. Inlined, with the varint read in place.
    @inline(__always)
    mutating func number() -> Double? {
        let end = data.count
        var position = offset
        guard position < end else { return nil }
        var byte = data[position]
        var word = UInt64(byte & 0x7F)
        var shift: UInt64 = 7
        while byte >= 0x80 {
            position += 1
            guard position < end, shift <= 63 else { return nil }
            byte = data[position]
            // The tenth byte holds bit 63 only.
            if shift == 63 && byte > 1 { return nil }
            word |= UInt64(byte & 0x7F) << shift
            shift += 7
        }
        offset = position + 1
        guard word & 3 == rawNumberTag else { return shortFormValue(word) }
        // The raw form is the one byte 3, then the value.
        guard word == rawNumberTag, 8 <= end - offset else { return nil }
        let bits = data.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
        return Double(bitPattern: UInt64(littleEndian: bits))
    }

    mutating func compactRect() -> Rect? {
        guard let x = number(), let y = number(), let w = number(), let h = number() else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// What `BlobWriter.compactString` wrote; nil for bytes that are not UTF-8.
    mutating func compactString() -> String? {
        guard let n = compactCount(minimumBytesEach: 1), let b = bytes(n) else { return nil }
        // ASCII is UTF-8 as it stands, and names and kinds nearly always are: decoding them
        // skips the generic validation, which was an eighth of a cache hit.
        if !b.contains(where: { $0 >= 0x80 }) { return String(decoding: b, as: UTF8.self) }
        return String(validating: b, as: UTF8.self)
    }
}
