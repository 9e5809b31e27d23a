/// Which row of the frame cache holds a document's solutions: its content and the solver
/// that made them. Within the row, a `SolutionKey` picks the environment.
struct FrameCacheKey: Hashable, Sendable {
    let contentHash: String
    let solverVersion: String
    /// The row id: the content hash's leading 44 bits (already uniformly random) above 20 bits
    /// of a 64-bit FNV-1a hash of the solver version, so a look-up is one rowid probe. Both
    /// are stored in full in the row's blob and compared (`DocumentFrames`), so a collision is
    /// a miss, never a wrong answer.
    let rowID: Int64
    /// What seeds the checksums of this row's entries (`DocumentFrames`), so that a blob holds
    /// only in its own row: a 64-bit FNV-1a hash of the content hash and the solver version.
    let checksumSeed: UInt64

    /// The row of `contentHash` solved by `solverVersion`. Its id and seed are worked out here,
    /// once: a cache hit needs them three times.
    init(contentHash: String, solverVersion: String) {
        self.contentHash = contentHash
        self.solverVersion = solverVersion
        let hash = Self.fnv1a(solverVersion)
        // The prefix and the hash of the content hash in one pass over its contiguous bytes:
        // reading its `utf8` view for each cost more than both.
        var text = contentHash
        let (prefix, contentFNV): (UInt64, UInt64) = text.withUTF8 { bytes in
            var prefix: UInt64 = 0
            for byte in bytes.prefix(11) {
                let digit = byte <= UInt8(ascii: "9") ? byte &- UInt8(ascii: "0") : (byte | 0x20) &- UInt8(ascii: "a") &+ 10
                prefix = prefix << 4 | UInt64(digit & 0x0F)
            }
            return (prefix, Self.fnv1a(bytes))
        }
        // Fold the whole hash into 20 bits, so every byte still moves the low bits.
        let low = (hash ^ hash >> 20 ^ hash >> 40 ^ hash >> 60) & 0xF_FFFF
        rowID = Int64(bitPattern: prefix << 20 | low)
        // A content hash is hex, with no 0 byte: no two pairs give the same bytes.
        let separated = Self.fnv1a(CollectionOfOne(0), from: contentFNV)
        checksumSeed = Self.fnv1a(solverVersion, from: separated)
    }

    /// `fnv1a` of `text`'s UTF-8 bytes, read from its contiguous storage: iterating a
    /// `String.UTF8View` cost about 30 instructions a byte, a twentieth of a cache hit.
    private static func fnv1a(_ text: String, from hash: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var text = text
        return text.withUTF8 { fnv1a($0, from: hash) }
    }

    /// 64-bit FNV-1a of `bytes`, continued from `hash` (the offset basis to start one).
    private static func fnv1a(_ bytes: some Sequence<UInt8>, from hash: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
