/// SHA-256 of text, as lowercase hex: the identity of a revision's or a section's content,
/// and a migration's checksum.
public enum ContentHash {
    /// The SHA-256 of `text`'s UTF-8 bytes, as 64 lowercase hex digits.
    public static func of(_ text: String) -> String {
        var text = text
        return hex(text.withUTF8 { SHA256.digest(UnsafeRawBufferPointer($0)) })
    }

    static func hex(_ digest: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
