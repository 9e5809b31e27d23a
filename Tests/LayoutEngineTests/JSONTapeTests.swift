@testable import LayoutEngine
import Testing

/// The tape documents are decoded from: strings kept where they stand in the text or decoded
/// when they hold escapes, containers stepped over by their recorded end, and the same document
/// whichever way it reaches the decoder (text, bytes or a tree).
@Suite struct JSONTapeTests {
    @Test func keysSpelledWithEscapesAreTheSameKeys() throws {
        // "k\u0069nd" is "kind" and "\u0073ize" is "size": a key is its characters, not its spelling.
        let plain = CodingFixtures.json(group: CodingFixtures.rowJSON(CodingFixtures.leafJSON))
        let escaped = plain.replacingFirst(#""kind""#, with: #""k\u0069nd""#)
            .replacingFirst(#""size""#, with: #""\u0073ize""#)
        #expect(escaped != plain)
        #expect(try LayoutDocument(json: escaped) == LayoutDocument(json: plain))
    }

    @Test func aDuplicateIsFoundWhateverEitherKeyIsSpelled() {
        #expect(CodingFixtures.errors(#"{"a":1,"\u0061":2}"#) == [#"line 1, column 8: duplicate key "a""#])
        #expect(CodingFixtures.errors(#"{"\u0061":1,"a":2}"#) == [#"line 1, column 13: duplicate key "a""#])
        // Past 16 members the parser keeps a set of keys; an escaped spelling is found there too.
        let members = (0..<20).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        #expect(CodingFixtures.errors("{" + members + #","k\u0031":0}"#)
            == ["line 1, column \(members.count + 3): duplicate key \"k1\""])
    }

    /// Keys are the same as Swift strings are (canonical equivalence), in an object of any size:
    /// a `String`-keyed reader would otherwise keep one of the two silently.
    @Test func canonicallyEquivalentKeysAreDuplicatesWhateverTheObjectsSize() {
        // The same two accents in either order (5 bytes each), and é precomposed (2 bytes) or
        // as e and a combining acute (3 bytes).
        let pairs = [("a\u{301}\u{316}", "a\u{316}\u{301}"), ("\u{E9}", "e\u{301}")]
        let filler = (0..<20).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        for (first, second) in pairs {
            let small = "{\"\(first)\":1,\"\(second)\":2}"
            let smallColumn = 1 + 1 + first.unicodeScalars.count + 2 + 1 + 1 + 1
            #expect(CodingFixtures.errors(small) == ["line 1, column \(smallColumn): duplicate key \"\(first)\""])
            let large = "{" + filler + ",\"\(first)\":1,\"\(second)\":2}"
            let largeColumn = 1 + filler.count + 1 + (first.unicodeScalars.count + 2) + 1 + 1 + 1 + 1
            #expect(CodingFixtures.errors(large) == ["line 1, column \(largeColumn): duplicate key \"\(first)\""])
        }
        // Case is not folded: "k" and "K" are two keys.
        #expect(CodingFixtures.errors(#"{"k":1,"K":2,"formatVersion":1,"sections":[]}"#).allSatisfy { !$0.contains("duplicate") })
    }

    @Test func stringsWithEscapesAreDecoded() throws {
        // A quote, a backslash, a tab, an é (2 bytes) and a 𝄞 (a surrogate pair), between plain runs.
        let escaped = try JSONValue.parse(#"["a\"b\\c\td\u00e9\ud834\udd1e", "x", "\u0000"]"#)
        #expect(escaped == .array([.string("a\"b\\c\td\u{E9}\u{1D11E}"), .string("x"), .string("\u{0}")]))
        // Unescaped non-ASCII stands in the text as it is.
        #expect(try JSONValue.parse(#"{"café": "𝄞 ok"}"#) == .object(["café": .string("𝄞 ok")]))
        // A section's name is read the same whether or not it is spelled with escapes.
        let named = try LayoutDocument(json: CodingFixtures.json(group: CodingFixtures.rowJSON(CodingFixtures.leafJSON))
            .replacingFirst(#""name": "s""#, with: #""name": "\u0073-1""#))
        #expect(named.sections.first?.name == "s-1")
    }

    @Test func containersAreSteppedOverByTheirEnd() throws {
        // Keys looked up after a deep, long member are still found (each value is skipped whole).
        let deep = String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40)
        let value = try JSONValue.parse(#"{"x":\#(deep),"y":[{"z":[1,2,{}]},[]],"w":"end"}"#)
        guard case .object(let object) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(object.keys == ["x", "y", "w"])
        #expect(object["w"] == .string("end"))
        #expect(object["y"] == .array([.object(["z": .array([.number(1), .number(2), .object([:])])]), .array([])]))
    }

    @Test func textBytesAndATreeDecodeToTheSameDocument() throws {
        let text = CodingFixtures.formatExamples
        let fromText = try LayoutDocument(json: text)
        #expect(try LayoutDocument(json: Array(text.utf8)) == fromText)
        #expect(try LayoutDocument(json: text.utf8) == fromText)
        #expect(try LayoutDocument(jsonValue: JSONValue.parse(text)) == fromText)
        // A tree's errors are those of its text.
        let broken = text.replacingFirst(#""itemCount""#, with: #""itemCuont""#)
        let treeErrors: [String]
        do {
            _ = try LayoutDocument(jsonValue: JSONValue.parse(broken))
            treeErrors = []
        } catch {
            treeErrors = error.errors.map(\.description)
        }
        #expect(!treeErrors.isEmpty)
        #expect(treeErrors == CodingFixtures.errors(broken))
    }
}
