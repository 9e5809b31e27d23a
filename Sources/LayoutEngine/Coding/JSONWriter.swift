/// Writes JSON text deterministically: object keys sorted by their UTF-8 bytes, numbers in one
/// stable form, so equal values give equal bytes (the catalogue hashes them).
struct JSONWriter {
    /// Spaces per level, or `nil` for the compact form without any whitespace.
    let indentation: Int?
    /// UTF-8 bytes: appending bytes is much cheaper than growing a String piece by piece.
    private var bytes: [UInt8] = []

    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Keys written before all others, in this order (`fmt` puts `name` and `kind` first);
    /// the rest follow sorted. Empty for the canonical form.
    var leadingKeys: [String] = []

    init(indentation: Int?, leadingKeys: [String] = []) {
        self.indentation = indentation
        self.leadingKeys = leadingKeys
    }

    /// An object's members in writing order.
    private func ordered(_ members: JSONObject) -> [(key: String, value: JSONValue)] {
        let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        guard !leadingKeys.isEmpty else { return sorted }
        let rank = { (key: String) in leadingKeys.firstIndex(of: key) ?? leadingKeys.count }
        return sorted.enumerated().sorted { (rank($0.element.key), $0.offset) < (rank($1.element.key), $1.offset) }.map(\.element)
    }

    /// In the pretty form, a container of scalars up to this many characters stays on one line
    /// (`{ "absolute": 50 }`, `[0, 0, 390, 50]`), so documents read like the format's examples.
    static let inlineLimit = 64

    mutating func write(_ value: JSONValue, level: Int = 0) {
        if indentation != nil, let inline = inlineForm(of: value) {
            bytes.append(contentsOf: inline)
            return
        }
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): writeNumber(number)
        case .string(let text): writeString(text)
        case .array(let elements):
            guard !elements.isEmpty else { append("[]"); return }
            bytes.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level: level + 1)
                write(element, level: level + 1)
            }
            newline(level: level)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { append("{}"); return }
            bytes.append(UInt8(ascii: "{"))
            for (i, (key, member)) in ordered(members).enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level: level + 1)
                writeString(key)
                append(indentation == nil ? ":" : ": ")
                write(member, level: level + 1)
            }
            newline(level: level)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// The one-line pretty form of a non-empty container whose members are all scalars, when short.
    private func inlineForm(of value: JSONValue) -> [UInt8]? {
        var writer = JSONWriter(indentation: nil, leadingKeys: leadingKeys)
        switch value {
        case .array(let elements) where !elements.isEmpty && elements.allSatisfy(\.isScalar):
            writer.bytes.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { writer.append(", ") }
                writer.write(element)
            }
            writer.bytes.append(UInt8(ascii: "]"))
        case .object(let members) where !members.isEmpty && members.values.allSatisfy(\.isScalar):
            writer.append("{ ")
            for (i, (key, member)) in ordered(members).enumerated() {
                if i > 0 { writer.append(", ") }
                writer.writeString(key)
                writer.append(": ")
                writer.write(member)
            }
            writer.append(" }")
        default:
            return nil
        }
        return writer.bytes.count <= Self.inlineLimit ? writer.bytes : nil
    }

    private mutating func newline(level: Int) {
        guard let indentation else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentation * level))
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

    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func writeNumber(_ number: Double) {
        if number.isFinite, number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            // The common case, digits written directly.
            var integer = Int(number)
            if integer < 0 {
                bytes.append(UInt8(ascii: "-"))
                integer = -integer
            }
            let start = bytes.count
            repeat {
                bytes.append(UInt8(ascii: "0") + UInt8(integer % 10))
                integer /= 10
            } while integer > 0
            bytes[start...].reverse()
        } else {
            bytes.append(contentsOf: Self.format(number).utf8)
        }
    }

    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        // Runs without anything to escape (nearly every string) are appended whole.
        text.withUTF8 { utf8 in
            var runStart = 0
            for (i, byte) in utf8.enumerated()
            where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                bytes.append(contentsOf: Self.escape(byte).utf8)
                runStart = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
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

extension JSONValue {
    /// Not an array or an object.
    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
