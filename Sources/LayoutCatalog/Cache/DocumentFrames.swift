/// One frame cache row's blob: a document's cached solutions, each under its `SolutionKey`.
///
/// One row per document, not per environment: a batch reads or writes a layout's sizes in
/// one probe, one row and one recency stamp, where a row per size cost a probe, a key and a
/// stamp for each (130,000 of them for 10,000 layouts × 13 presets). A solve at one size
/// still finds its solution among the others by its key. Entries are kept oldest first; a
/// row holds at most `maximumEntries`, the oldest dropped first.
///
/// Layout: "LFD2", the entry count, then per entry its key's length and bytes, a checksum of
/// its frames, and its `FrameBlob`'s length and bytes (8-byte little-endian integers). A blob
/// that does not parse exactly is no entries at all: the row is a miss, and is replaced. An
/// entry whose frames do not match their checksum is a miss, and is dropped: damage anywhere
/// in a solution (a name, a count, a frame) is found before anything reads it.
///
/// The checksums are seeded with the row's `FrameCacheKey`, so a blob holds only in the row it
/// was written for: a sound blob copied into another document's row (by hand, or by a tool
/// that moved rows) fails every checksum there and is a miss, never another layout's frames.
/// "LFD1" blobs, whose checksums were not seeded, do not parse: misses, solved and replaced.
enum DocumentFrames {
    static let magic: [UInt8] = Array("LFD2".utf8)
    /// A document solved at more sizes keeps its latest this many: bounds what a store rewrites.
    static let maximumEntries = 256

    /// Where one entry's key and frames lie in the row's blob.
    struct Entry {
        var key: Range<Int>
        var checksum: UInt64
        var frames: Range<Int>
    }

    /// The entries of a row's blob, or nil when it does not parse exactly.
    static func entries(in blob: UnsafeRawBufferPointer) -> [Entry]? {
        var reader = BlobReader(blob)
        guard let head = reader.bytes(magic.count), head.elementsEqual(magic),
              let count = reader.count(minimumBytesEach: 16) else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let keyLength = reader.count(minimumBytesEach: 1) else { return nil }
            let keyStart = reader.offset
            guard reader.bytes(keyLength) != nil, let checksum = reader.int(),
                  let framesLength = reader.count(minimumBytesEach: 1) else { return nil }
            let framesStart = reader.offset
            guard reader.bytes(framesLength) != nil else { return nil }
            entries.append(Entry(key: keyStart..<keyStart + keyLength, checksum: UInt64(bitPattern: Int64(checksum)),
                                 frames: framesStart..<framesStart + framesLength))
        }
        return reader.isAtEnd ? entries : nil
    }

    /// An entry copied out of a row, to be written again with fresh ones.
    struct StoredEntry: Sendable {
        var key: [UInt8]
        var frames: [UInt8]
    }

    /// The blob of `entries` for `row`, oldest first (the cache keeps at most `maximumEntries`).
    static func encode(_ entries: [StoredEntry], for row: FrameCacheKey) -> [UInt8] {
        let seed = row.checksumSeed
        var writer = BlobWriter(capacity: magic.count + 8 + entries.reduce(0) { $0 + 24 + $1.key.count + $1.frames.count })
        writer.bytes(magic)
        writer.int(entries.count)
        for entry in entries {
            writer.int(entry.key.count)
            writer.bytes(entry.key)
            writer.int(Int(Int64(bitPattern: entry.frames.withUnsafeBytes { checksum($0, seed: seed) })))
            writer.int(entry.frames.count)
            writer.bytes(entry.frames)
        }
        return writer.buffer
    }

    /// A 64-bit checksum of `bytes` from `seed` (the row's `checksumSeed`), eight at a time:
    /// changing any one word, or the seed, always changes it (each step is invertible: an xor,
    /// an odd multiply, a shift), others with odds of 2⁻⁶⁴; a small fraction of the cost of
    /// decoding the frames.
    static func checksum(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ seed
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
        }
        mix(UInt64(bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << UInt64(shift * 8) }
        mix(tail)
        return hash
    }
}
