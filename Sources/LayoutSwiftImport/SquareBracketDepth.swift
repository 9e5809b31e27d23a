#if SwiftImport
/// How deep square brackets nest in a file, read before it is parsed. swift-syntax tells an
/// array literal from an array type by looking ahead, and nested brackets multiply that: each
/// level costs half as much again, so `[[[…1…]]]` eighteen deep takes seconds and twenty-two
/// minutes, in a file of 70 bytes. Layout code nests them two or three deep (`[[item]]`).
enum SquareBracketDepth {
    static let limit = 12

    /// The line and column of the first `[` deeper than `limit`, outside comments; nil when
    /// there is none. Brackets in string literals count too: a string can hold code (an
    /// interpolation, `"\([[…]])"`, raw or not), and telling the two apart is the parser's
    /// work this check runs before. Block comments nest, as Swift's do.
    static func firstTooDeep(in text: String, limit: Int = limit) -> (line: Int, column: Int)? {
        let bytes = Array(text.utf8)
        var depth = 0
        var line = 1
        var lineStart = 0
        var index = 0
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                var comments = 1
                index += 2
                while index < bytes.count, comments > 0 {
                    if bytes[index] == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                        comments += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                        comments -= 1
                        index += 2
                    } else {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                        index += 1
                    }
                }
                continue
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return (line, index - lineStart + 1) }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
#endif
