/// Writes JSON text deterministically: object keys sorted by their UTF-8 bytes, numbers in one
/// stable form, so equal values give equal bytes (the catalogue hashes them).
struct JSONWriter {
    /// Spaces per level, or `nil` for the compact form without any whitespace.
    let indentation: Int?
    private(set) var output = ""

    init(indentation: Int?) {
        self.indentation = indentation
    }

    mutating func write(_ value: JSONValue, level: Int = 0) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += Self.format(number)
        case .string(let text): writeString(text)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { output += "," }
                newline(level: level + 1)
                write(element, level: level + 1)
            }
            newline(level: level)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (i, key) in keys.enumerated() {
                if i > 0 { output += "," }
                newline(level: level + 1)
                writeString(key)
                output += indentation == nil ? ":" : ": "
                write(members[key]!, level: level + 1)
            }
            newline(level: level)
            output += "}"
        }
    }

    private mutating func newline(level: Int) {
        guard let indentation else { return }
        output += "\n"
        output += String(repeating: " ", count: indentation * level)
    }

    /// Integral values without a fraction (`100`, never `100.0`); others as Swift's shortest
    /// representation that reads back to the same Double (`0.1`, `1e-05`). JSON has no NaN or
    /// infinity: they become `null` (validation reports them long before).
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        // 2^53: every integer below is exact in a Double and in an Int.
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int(number))  // also turns -0 into 0
        }
        return number.description
    }

    private mutating func writeString(_ text: String) {
        output += "\""
        var plainStart = text.utf8.startIndex
        var index = plainStart
        let utf8 = text.utf8
        // Copy runs of bytes that need no escape in one go.
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                output += String(text[plainStart..<index])
                output += Self.escape(byte)
                plainStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output += String(text[plainStart..<utf8.endIndex])
        output += "\""
    }

    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        default:
            let hex = String(byte, radix: 16, uppercase: false)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
