#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One frame cache row's blob: a document's cached solutions, each under its `SolutionKey`.
///
/// One row per document, not per environment: a batch reads or writes a layout's sizes in
/// one probe, one row and one recency stamp, where a row per size cost a probe, a key and a
/// stamp for each (130,000 of them for 10,000 layouts × 13 presets). A solve at one size
/// still finds its solution among the others by its key. Entries are kept oldest first; a
/// row holds at most `maximumEntries`, the oldest dropped first.
///
/// Layout: "LFD3"; the row it was written for, as its content hash's length and bytes and its
/// solver version's; the entry count; then per entry its key's length and bytes, a checksum of
/// its frames, and its `FrameBlob`'s length and bytes (8-byte little-endian integers). A blob
/// that does not parse exactly, or was written for another row, is no entries at all: the row
/// is a miss, and is replaced. An entry whose frames do not match their checksum is a miss, and
/// is dropped: damage anywhere in a solution (a name, a count, a frame) is found before
/// anything reads it.
///
/// The row's content hash and solver version are in the blob, and compared byte for byte on
/// every read, so that a look-up reads one column: reading the row's text columns as well
/// made SQLite copy each into memory of its own, two allocations of every hit. A row whose id
/// is shared with another document or solver (the id holds 64 of their bits), or a blob moved
/// into another row, is therefore a miss, never another layout's frames; the checksums,
/// seeded with the row's `FrameCacheKey`, say the same a second time. "LFD2" blobs (the row in
/// the columns only) and "LFD1" blobs (checksums not seeded) do not parse: misses, solved and
/// replaced.
enum DocumentFrames {
    static let magic: [UInt8] = Array("LFD3".utf8)
    /// A document solved at more sizes keeps its latest this many: bounds what a store rewrites.
    static let maximumEntries = 256

    /// Where one entry's key and frames lie in the row's blob.
    struct Entry {
        var key: Range<Int>
        var checksum: UInt64
        var frames: Range<Int>
    }

    /// The entries of `row`'s blob, or nil when it does not parse exactly or was written for
    /// another row.
    static func entries(in blob: UnsafeRawBufferPointer, of row: FrameCacheKey) -> [Entry]? {
        var reader = BlobReader(blob)
        guard let head = reader.bytes(magic.count), head.elementsEqual(magic),
              readText(&reader, equalTo: row.contentHash), readText(&reader, equalTo: row.solverVersion),
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

    /// Reads a text's length and bytes, and says whether they are exactly `text`'s UTF-8 bytes.
    private static func readText(_ reader: inout BlobReader, equalTo text: String) -> Bool {
        guard let length = reader.count(minimumBytesEach: 1), let bytes = reader.bytes(length) else { return false }
        var text = text
        return text.withUTF8 { utf8 in
            utf8.count == bytes.count && (utf8.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress!, utf8.count) == 0)
        }
    }

    /// An entry copied out of a row, to be written again with fresh ones.
    struct StoredEntry: Sendable {
        var key: [UInt8]
        var frames: [UInt8]
    }

    /// The blob of `entries` for `row`, oldest first (the cache keeps at most `maximumEntries`).
    static func encode(_ entries: [StoredEntry], for row: FrameCacheKey) -> [UInt8] {
        let seed = row.checksumSeed
        let identity = 16 + row.contentHash.utf8.count + row.solverVersion.utf8.count
        var writer = BlobWriter(capacity: magic.count + identity + 8
                                    + entries.reduce(0) { $0 + 24 + $1.key.count + $1.frames.count })
        writer.bytes(magic)
        for text in [row.contentHash, row.solverVersion] {
            writer.int(text.utf8.count)
            writer.bytes(text.utf8)
        }
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
