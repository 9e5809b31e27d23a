/// A strict RFC 8259 parser over UTF-8 bytes, writing a ``JSONTape``. Nesting is capped, so
/// hostile input such as a million `[` ends in an error, never a stack overflow; recursion is
/// at most `maximumDepth` deep.
struct JSONParser: ~Copyable {
    static let maximumDepth = 256

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    private var tape: JSONTape.Builder

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tape = JSONTape.Builder(source: bytes)
    }

    static func parseResult(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, DocumentErrors> {
        parseTape(bytes).map { tape in withExtendedLifetime(tape) { tape.root.value } }
    }

    /// The tape of `bytes`, which it borrows: it must not outlive them (``JSONTape/reading(_:_:)``).
    static func parseTape(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONTape, DocumentErrors> {
        var parser = JSONParser(bytes: bytes)
        do throws(SyntaxError) {
            // The tape keeps offsets in 32 bits; no reader takes a text anywhere near 4 GB.
            guard bytes.count < Int(UInt32.max) else { throw parser.error("JSON text larger than 4 GB") }
            // A UTF-8 byte order mark is allowed and ignored (RFC 8259 §8.1).
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                parser.position = 3
            }
            parser.skipWhitespace()
            try parser.parseValue()
            parser.skipWhitespace()
            if parser.position < bytes.count {
                throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
            }
            return .success(parser.tape.finish())
        } catch {
            parser.tape.discard()
            let location = Self.location(of: error.offset, in: bytes)
            return .failure(DocumentErrors([DocumentError(path: location, message: error.message)]))
        }
    }

    private struct SyntaxError: Error {
        var offset: Int
        var message: String
    }

    private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(offset: offset ?? position, message: message)
    }

    /// "line L, column C", both from 1; columns count Unicode scalars, not bytes.
    private static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }

    private func describeCurrent() -> String {
        guard position < bytes.count else { return "end of input" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(SyntaxError) {
        guard position < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "t"): try expectLiteral("true"); tape.append(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); tape.append(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); tape.appendNull()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): tape.append(try parseNumber())
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(SyntaxError) {
        let start = position
        let utf8 = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for expected in utf8 {
            guard position < bytes.count, bytes[position] == expected else {
                throw error("invalid literal, expected '\(literal)'", at: start)
            }
            position += 1
        }
    }

    private mutating func enterContainer() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
        position += 1
        skipWhitespace()
    }

    private mutating func parseArray() throws(SyntaxError) {
        try enterContainer()
        defer { depth -= 1 }
        let array = tape.open(.array)
        var count = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            tape.close(array, count: 0)
            return
        }
        while true {
            try parseValue()
            count += 1
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of input, expected ',' or ']'") }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                position += 1
                tape.close(array, count: count)
                return
            default:
                throw error("unexpected \(describeCurrent()), expected ',' or ']'")
            }
        }
    }

    private mutating func parseObject() throws(SyntaxError) {
        try enterContainer()
        defer { depth -= 1 }
        let object = tape.open(.object)
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            tape.close(object, count: 0)
            return
        }
        var count = 0
        var keysSeen: Set<String>?
        var keysAreASCII = true
        // Keys in ascending byte order so far (a canonical document's always are): a key after
        // the last one cannot repeat an earlier one, and is not compared with the rest.
        var keysAscend = true
        var previousKey = -1
        var keyBits: UInt16 = 0
        while true {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a string key")
            }
            let keyStart = position
            let key = tape.count
            let keyIsASCII = try parseString()
            keyBits |= JSONTape.keyBit(tape.bytes(at: key))
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), expected ':'")
            }
            position += 1
            skipWhitespace()
            try parseValue()
            keysAreASCII = keysAreASCII && keyIsASCII
            // A duplicate is reported where it is, before anything after it: by the order of
            // ASCII keys while they ascend (canonical equivalence needs no more than bytes
            // there), else by a scan of the object's few keys, or of a set once it has many
            // (hostile input cannot go quadratic).
            if keysSeen != nil {
                let name = tape.string(at: key)
                guard keysSeen!.insert(name).inserted else { throw error("duplicate key \"\(name)\"", at: keyStart) }
            } else if keysAscend && keysAreASCII && (previousKey < 0 || tape.precedes(previousKey, key)) {
                // Distinct from every earlier key.
            } else {
                keysAscend = false
                if hasEarlierKey(like: key, in: object, allASCII: keysAreASCII) {
                    throw error("duplicate key \"\(tape.string(at: key))\"", at: keyStart)
                }
                if count >= 16 { keysSeen = keys(of: object, upTo: key) }
            }
            previousKey = key
            count += 1
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of input, expected ',' or '}'") }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                position += 1
                tape.close(object, count: count, keyBits: keyBits)
                return
            default:
                throw error("unexpected \(describeCurrent()), expected ',' or '}'")
            }
        }
    }

    /// Whether a key before the one at `key`, in the object opened at `object`, is the same
    /// (as `Set<String>` finds them past 16 keys: one rule whatever the object's size).
    private func hasEarlierKey(like key: Int, in object: Int, allASCII: Bool) -> Bool {
        var earlier = object + 1
        while earlier < key {
            if tape.sameKey(at: earlier, as: key, bytesSuffice: allASCII) { return true }
            earlier = tape.end(of: earlier + 1)
        }
        return false
    }

    /// The keys of the object opened at `object`, up to and including the one at `last`.
    private func keys(of object: Int, upTo last: Int) -> Set<String> {
        var keys: Set<String> = [tape.string(at: last)]
        var index = object + 1
        while index < last {
            keys.insert(tape.string(at: index))
            index = tape.end(of: index + 1)
        }
        return keys
    }

    // MARK: Strings

    /// A string, onto the tape: where it stands in the text when it has no escape, else decoded.
    /// Returns whether it is all ASCII (what the duplicate-key check needs to know).
    @discardableResult
    private mutating func parseString() throws(SyntaxError) -> Bool {
        let start = position
        var isASCII = true
        position += 1  // the opening quote
        let contentStart = position
        while true {
            // Printable ASCII other than the quote and the backslash, nearly every byte of a
            // document, needs no further look: it is stepped over eight bytes at a time, up to
            // the first byte that does.
            while position + 8 <= bytes.count {
                let flagged = Self.bytesNeedingALook(in: bytes, at: position)
                if flagged == 0 {
                    position += 8
                } else {
                    position += flagged.trailingZeroBitCount >> 3
                    break
                }
            }
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                tape.appendSourceString(contentStart..<position)
                position += 1
                return isASCII
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte >= 0x80 { isASCII = false }
            try skipCharacter()
        }
        guard position < bytes.count else { throw error("unterminated string", at: start) }
        // An escape: the string is decoded into the tape's own bytes.
        tape.beginString()
        var runStart = contentStart
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                tape.appendStringBytes(runStart..<position)
                tape.endString()
                position += 1
                return isASCII
            }
            if byte == UInt8(ascii: "\\") {
                tape.appendStringBytes(runStart..<position)
                let scalar = try parseEscape()
                if !scalar.isASCII { isASCII = false }
                tape.appendStringScalar(scalar)
                runStart = position
            } else {
                if byte >= 0x80 { isASCII = false }
                try skipCharacter()
            }
        }
        throw error("unterminated string", at: start)
    }

    /// The eight bytes at `offset` with the high bit of each byte that is a quote, a backslash,
    /// a control character or not ASCII set, and possibly of bytes above one of those (a
    /// borrow runs upwards), so the lowest bit set marks the first such byte exactly. Zero when
    /// all eight are plain. The bit tricks are the classic "has a zero byte" and "has a byte less
    /// than n" tests (Anderson, "Bit Twiddling Hacks").
    @inline(__always)
    private static func bytesNeedingALook(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highBits }
        let quotes = zeroBytes(word ^ (ones &* 0x22))
        let backslashes = zeroBytes(word ^ (ones &* 0x5C))
        let controls = (word &- ones &* 0x20) & ~word & highBits
        return quotes | backslashes | controls | (word & highBits)
    }

    /// Steps over one unescaped character, checking it is allowed and well-formed UTF-8
    /// (no overlong forms, no surrogates, nothing above U+10FFFF).
    private mutating func skipCharacter() throws(SyntaxError) {
        let lead = bytes[position]
        if lead < 0x20 { throw error("control character in a string must be escaped") }
        if lead < 0x80 {
            position += 1
            return
        }
        let length: Int
        var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF  // the range allowed for the second byte
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; highest = 0x9F
        case 0xF0: length = 4; lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; highest = 0x8F
        default: throw error("invalid UTF-8")
        }
        guard position + length <= bytes.count else { throw error("invalid UTF-8") }
        let second = bytes[position + 1]
        guard second >= lowest && second <= highest else { throw error("invalid UTF-8") }
        for offset in 2..<length where bytes[position + offset] & 0xC0 != 0x80 {
            throw error("invalid UTF-8")
        }
        position += length
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        let start = position
        position += 1  // the backslash
        guard position < bytes.count else { throw error("unterminated string") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                      bytes[position + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape", at: start)
                }
                position += 2
                let low = try parseHex4(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("unpaired surrogate in \\u escape", at: start)
                }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw error("unpaired surrogate in \\u escape", at: start)
            }
            return scalar
        default:
            throw error("invalid escape sequence", at: start)
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(SyntaxError) -> UInt16 {
        guard position + 4 <= bytes.count else { throw error("invalid \\u escape", at: escapeStart) }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape", at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw error("invalid number: expected a digit", at: start)
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw error("invalid number: leading zero", at: start)
            }
        } else {
            skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("invalid number: expected a digit after '.'", at: start)
            }
            skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("invalid number: expected a digit in the exponent", at: start)
            }
            skipDigits()
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
        // Short integers are exact in a Double; so are short decimals, by one correctly rounded
        // operation; anything else goes through the standard library's conversion.
        if isInteger && text.count <= 16 {
            var value: Int64 = 0
            for byte in text where byte != UInt8(ascii: "-") {
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return text[0] == UInt8(ascii: "-") ? -Double(value) : Double(value)
        }
        if let value = Self.shortDecimal(text) { return value }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
            throw error("number out of range", at: start)
        }
        // A non-zero literal too small for binary64 (1e-400) would otherwise read as 0 and
        // pass for the integer 0.
        if value == 0 && hasNonZeroSignificand(text) {
            throw error("number out of range: too close to zero to represent", at: start)
        }
        return value
    }

    /// Powers of ten a binary64 holds exactly: 10^0 through 10^22.
    private static let exactPowersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { product, _ in product * 10 } }

    /// A decimal without an exponent whose digits, leading zeros aside, make an integer of at
    /// most 2^53 (`12.5`, `-0.333333`, `0.3333333333333333`, as the writer spells a third) with
    /// at most 22 of them after the point, read as that integer over a power of ten: both are
    /// exact binary64 values and one division rounds correctly, so the result is the one a full
    /// conversion gives (Clinger's fast path). `nil` for any other number. Saves the text's copy
    /// and `strtod` on the format's usual lengths.
    private static func shortDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        // 16 significant digits are below 10^16, so the integer cannot overflow before the
        // check against 2^53.
        var digits: UInt64 = 0, significantDigits = 0, fractionDigits = 0, seenPoint = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                if digits != 0 { significantDigits += 1 }
                if seenPoint { fractionDigits += 1 }
                if significantDigits > 16 { return nil }
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "-"): continue
            default: return nil  // an exponent
            }
        }
        guard digits <= 1 << 53, fractionDigits < exactPowersOfTen.count else { return nil }
        let magnitude = Double(digits) / exactPowersOfTen[fractionDigits]
        return text[0] == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    /// Whether a digit before the exponent is not 0.
    private func hasNonZeroSignificand(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in text {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return true }
        }
        return false
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
}
