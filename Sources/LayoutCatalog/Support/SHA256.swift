import CSHA256

/// SHA-256, as FIPS 180-4 defines it: the content hash of revisions, sections and measurement
/// sets, and the checksum of migrations.
///
/// Written here rather than taken from the system's libcrypto, which the tool used before:
/// loading libcrypto cost about 1.8 ms of every process (measured on a static "hello, world",
/// with and without it), as much as half of `sqlite3`'s whole run of the same query. The
/// algorithm is fixed and small; the tests hold it to FIPS 180-4's examples and to coreutils'
/// `sha256sum` on every length around the block boundaries. This Swift code hashes 150–200 MB/s
/// here, about 6 µs for a 1 KB document; on a processor with the x86 SHA extensions the blocks
/// go to `CSHA256` instead, several times faster (checking each document's hash was a tenth of
/// the instructions of a batch without the cache).
enum SHA256 {
    /// Whether this processor has the SHA extensions `CSHA256` uses.
    static let hasExtensions = csha256_hardware_available() != 0

    /// The digest of `bytes`: 32 bytes.
    static func digest(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        digest(bytes, usingExtensions: hasExtensions)
    }

    /// The digest of `bytes`, its blocks compressed by the SHA extensions when `usingExtensions`
    /// (which the caller has checked the processor has), else by the Swift code below.
    static func digest(_ bytes: UnsafeRawBufferPointer, usingExtensions: Bool) -> [UInt8] {
        precondition(!usingExtensions || hasExtensions, "this processor has no SHA extensions")
        var state = initialState
        let fullBlocks = bytes.count / 64
        // §5.1.1: the rest, a 1 bit, zeros, and the length in bits, in one or two blocks.
        var tail = [UInt8](bytes[(fullBlocks * 64)...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bitCount = UInt64(bytes.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitCount >> UInt64(shift)))
        }
        tail.withUnsafeBytes { tail in
            if usingExtensions {
                withUnsafeMutableBytes(of: &state) { raw in
                    let words = raw.bindMemory(to: UInt32.self).baseAddress!
                    if let base = bytes.baseAddress, fullBlocks > 0 {
                        csha256_compress_blocks(words, base.assumingMemoryBound(to: UInt8.self), fullBlocks)
                    }
                    csha256_compress_blocks(words, tail.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                            tail.count / 64)
                }
                return
            }
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                let constants = roundConstants
                for block in 0..<fullBlocks {
                    compress(&state, UnsafeRawBufferPointer(rebasing: bytes[(block * 64)..<(block * 64 + 64)]),
                             schedule, constants)
                }
                for block in 0..<(tail.count / 64) {
                    compress(&state, UnsafeRawBufferPointer(rebasing: tail[(block * 64)..<(block * 64 + 64)]),
                             schedule, constants)
                }
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
            for shift: UInt32 in [24, 16, 8, 0] { digest.append(UInt8(truncatingIfNeeded: word >> shift)) }
        }
        return digest
    }

    private typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// §5.3.3.
    private static let initialState: State =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)

    /// §4.2.2, from `CSHA256`, which uses the same table.
    private static var roundConstants: UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(start: csha256_round_constants(), count: 64)
    }

    /// §6.2.2: one 64-byte block into the state.
    private static func compress(_ state: inout State, _ block: UnsafeRawBufferPointer,
                                 _ w: UnsafeMutableBufferPointer<UInt32>, _ k: UnsafeBufferPointer<UInt32>) {
        for t in 0..<16 {
            w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self))
        }
        for t in 16..<64 {
            let s0 = rotateRight(w[t - 15], 7) ^ rotateRight(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotateRight(w[t - 2], 17) ^ rotateRight(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        var t = 0
        while t < 64 {
            // Eight rounds with the working variables renamed rather than shifted along.
            round(a, b, c, &d, e, f, g, &h, k[t] &+ w[t])
            round(h, a, b, &c, d, e, f, &g, k[t + 1] &+ w[t + 1])
            round(g, h, a, &b, c, d, e, &f, k[t + 2] &+ w[t + 2])
            round(f, g, h, &a, b, c, d, &e, k[t + 3] &+ w[t + 3])
            round(e, f, g, &h, a, b, c, &d, k[t + 4] &+ w[t + 4])
            round(d, e, f, &g, h, a, b, &c, k[t + 5] &+ w[t + 5])
            round(c, d, e, &f, g, h, a, &b, k[t + 6] &+ w[t + 6])
            round(b, c, d, &e, f, g, h, &a, k[t + 7] &+ w[t + 7])
            t += 8
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                 state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
    }

    /// One round of §6.2.2 step 3: `d` += T1 and `h` = T1 + T2, the caller renaming the rest.
    @inline(__always)
    private static func round(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
                              _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32) {
        let t1 = h &+ (rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)) &+ ((e & f) ^ (~e & g)) &+ kw
        let t2 = (rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
        d = d &+ t1
        h = t1 &+ t2
    }

    @inline(__always)
    private static func rotateRight(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}
