/// The one rule for names, of sections in a document and of layouts in a catalogue:
/// 1–64 characters of `a-z 0-9 - _ .`, so a name is safe in a file name, a URL and `NAME@N`.
public func isValidName(_ name: String) -> Bool {
    let bytes = name.utf8
    guard (1...64).contains(bytes.count) else { return false }
    return bytes.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): return true
        default: return false
        }
    }
}
