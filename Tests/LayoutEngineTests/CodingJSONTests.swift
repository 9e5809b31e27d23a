import Testing
@testable import LayoutEngine

@Suite("JSON parser and writer")
struct CodingJSONTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue.parse(#" { "a" : [1, -2.5, 3e2, true, false, null, "x"], "b": {} } "#)
        #expect(value == .object(["a": .array([1, -2.5, 300, true, false, .null, "x"]), "b": .object([:])]))
    }

    @Test func decodesEscapes() throws {
        // \u00e9 is é; \ud83d\ude00 is the surrogate pair of U+1F600.
        let value = try JSONValue.parse(#"["\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "é plain"]"#)
        #expect(value == ["\"\\/\u{08}\u{0C}\n\r\té\u{1F600}", "é plain"])
    }

    @Test func parsesFromBytes() throws {
        let text = #"{"a": [1, 2]}"#
        #expect(try JSONValue.parse(Array(text.utf8)) == ["a": [1, 2]])
        #expect(try JSONValue.parse(text.utf8.reversed().reversed()) == ["a": [1, 2]])
    }

    @Test func ignoresAByteOrderMark() throws {
        #expect(try JSONValue.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
    }

    @Test func compactTextSortsKeysAndFormatsNumbers() {
        let value: JSONValue = ["b": 100, "a": 0.1, "c": .number(-0.0), "d": 0.00001, "é": [], "B": 1.5e300]
        // Keys by UTF-8 bytes: "B" (0x42) < "a" < "b" < "c" < "d" < "é" (0xC3 0xA9).
        #expect(value.compactText == #"{"B":1.5e+300,"a":0.1,"b":100,"c":0,"d":1e-05,"é":[]}"#)
    }

    @Test func numbersRoundTripExactly() throws {
        for number in [0.1 + 0.2, 1.0 / 3.0, -123456.789, 9_007_199_254_740_994, .leastNonzeroMagnitude, 1.7976931348623157e308] {
            let text = JSONValue.array([.number(number)]).compactText
            #expect(try JSONValue.parse(text) == [.number(number)], "\(text)")
        }
    }

    @Test func neverWritesNaNOrInfinity() {
        #expect(JSONValue.array([.number(.nan), .number(.infinity)]).compactText == "[null,null]")
    }

    @Test func escapesStrings() {
        let value = JSONValue.string("a\"b\\c\n\t\u{01}\u{1F}é/")
        #expect(value.compactText == #""a\"b\\c\n\t\u0001\u001fé/""#)
    }

    /// Two spaces per level; a short container of scalars stays on one line.
    @Test func prettyTextIndentsByTwoSpaces() throws {
        let value: JSONValue = ["b": [1, ["c": true, "d": [["x": 1]]]], "a": [], "e": [:], "f": [0, 0, 390, 50]]
        let expected = """
        {
          "a": [],
          "b": [
            1,
            {
              "c": true,
              "d": [
                { "x": 1 }
              ]
            }
          ],
          "e": {},
          "f": [0, 0, 390, 50]
        }
        """
        #expect(value.prettyText == expected)
        #expect(try JSONValue.parse(value.prettyText) == value)
    }

    /// Each malformed text and the error it must give, located by line and column
    /// (columns count Unicode scalars from 1).
    @Test(arguments: [
        ("", "line 1, column 1: unexpected end of input, expected a value"),
        (#"{"a": 1"#, "line 1, column 8: unexpected end of input, expected ',' or '}'"),
        ("[1, 2", "line 1, column 6: unexpected end of input, expected ',' or ']'"),
        (#""abc"#, "line 1, column 1: unterminated string"),
        ("[1, 2] x", "line 1, column 8: unexpected character 'x' after the end of the document"),
        ("{} {}", "line 1, column 4: unexpected character '{' after the end of the document"),
        (#"{"a": "\q"}"#, "line 1, column 8: invalid escape sequence"),
        (#"["\u12G4"]"#, "line 1, column 3: invalid \\u escape"),
        (#"["\ud800"]"#, "line 1, column 3: unpaired surrogate in \\u escape"),
        (#"["\udc00"]"#, "line 1, column 3: unpaired surrogate in \\u escape"),
        (#"{"a": 1, "a": 2}"#, "line 1, column 10: duplicate key \"a\""),
        ("{\n  \"a\": tru\n}", "line 2, column 8: invalid literal, expected 'true'"),
        ("NaN", "line 1, column 1: unexpected character 'N', expected a value"),
        ("[Infinity]", "line 1, column 2: unexpected character 'I', expected a value"),
        ("[-Infinity]", "line 1, column 2: invalid number: expected a digit"),
        ("[01]", "line 1, column 2: invalid number: leading zero"),
        ("[1.]", "line 1, column 2: invalid number: expected a digit after '.'"),
        ("[1e]", "line 1, column 2: invalid number: expected a digit in the exponent"),
        ("[+1]", "line 1, column 2: unexpected character '+', expected a value"),
        ("[1e400]", "line 1, column 2: number out of range"),
        ("[1,]", "line 1, column 4: unexpected character ']', expected a value"),
        (#"{"a" 1}"#, "line 1, column 6: unexpected character '1', expected ':'"),
        ("{1: 2}", "line 1, column 2: unexpected character '1', expected a string key"),
        ("[\"a\tb\"]", "line 1, column 4: control character in a string must be escaped"),
        ("[\"é\" x]", "line 1, column 6: unexpected character 'x', expected ',' or ']'"),
        ("[\n\n   true false]", "line 3, column 9: unexpected character 'f', expected ',' or ']'"),
    ])
    func reportsMalformedTextWithItsLocation(text: String, expected: String) {
        #expect(throws: DocumentErrors.self) { try JSONValue.parse(text) }
        do {
            _ = try JSONValue.parse(text)
        } catch {
            #expect(error.description == expected)
            #expect(error.errors.count == 1)
        }
    }

    /// Bytes that are not well-formed UTF-8 inside a string: a stray continuation byte, an
    /// overlong encoding of "/", an encoded surrogate (U+D800), a truncated sequence.
    @Test(arguments: [[0xFF], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82]] as [[UInt8]])
    func rejectsInvalidUTF8(bytes: [UInt8]) {
        let text: [UInt8] = [UInt8(ascii: "["), UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\""), UInt8(ascii: "]")]
        do {
            _ = try JSONValue.parse(text)
            Issue.record("accepted invalid UTF-8 \(bytes)")
        } catch {
            #expect(error.description == "line 1, column 3: invalid UTF-8")
        }
    }

    @Test func acceptsNestingUpToTheCap() throws {
        let depth = JSONParser.maximumDepth  // 256
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try JSONValue.parse(text).compactText == text)
    }

    /// A million-deep text would overflow any recursive parser; this one stops at the 257th
    /// bracket, which is column 257.
    @Test func refusesHostileNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try JSONValue.parse(text)
            Issue.record("accepted 100,000 levels")
        } catch {
            #expect(error.description == "line 1, column 257: nesting deeper than 256 levels")
        }
        do {
            _ = try LayoutDocument(json: String(repeating: #"{"a":"#, count: 100_000))
            Issue.record("accepted 100,000 levels")
        } catch {
            // Each `{"a":` is 5 characters; the 257th starts at column 5 × 256 + 1.
            #expect(error.description == "line 1, column 1281: nesting deeper than 256 levels")
        }
    }
}
