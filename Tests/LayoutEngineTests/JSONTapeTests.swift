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

    // MARK: Keys in order, key bits, growth

    @Test func aDuplicateAfterAscendingKeysIsFound() {
        // Ascending keys are checked against the last one only; the first key out of order
        // goes back to comparing with every earlier one.
        #expect(CodingFixtures.errors(#"{"a":1,"b":2,"a":3}"#) == [#"line 1, column 14: duplicate key "a""#])
        #expect(CodingFixtures.errors(#"{"a":1,"b":2,"b":3}"#) == [#"line 1, column 14: duplicate key "b""#])
        // A key that is a prefix of the one before sorts before it, so is compared with all.
        #expect(CodingFixtures.errors(#"{"ab":1,"abc":2,"ab":3}"#) == [#"line 1, column 17: duplicate key "ab""#])
        // Twenty ascending keys (no set kept), then the fifth again.
        let ascending = (0..<20).map { #""k\#(String(format2: $0))":\#($0)"# }.joined(separator: ",")
        #expect(CodingFixtures.errors("{" + ascending + #","k04":0}"#)
            == ["line 1, column \(ascending.count + 3): duplicate key \"k04\""])
        // Once out of order past 16 keys, a set is kept: a later duplicate is found there.
        #expect(CodingFixtures.errors("{" + ascending + #","a":0,"k19":1}"#)
            == ["line 1, column \(ascending.count + 9): duplicate key \"k19\""])
        // Ascending and distinct: no error of duplicates.
        #expect(CodingFixtures.errors("{" + ascending + "}").allSatisfy { !$0.contains("duplicate") })
    }

    @Test func asciiOrderDoesNotHideACanonicallyEquivalentKey() {
        // "K" is U+004B; the Kelvin sign U+212A decomposes to it, so Swift's strings hold them
        // equal, though the second's bytes (E2 84 AA) sort after the first's.
        #expect("K" == "\u{212A}")
        #expect(CodingFixtures.errors(#"{"K":1,"\u212A":2}"#) == [#"line 1, column 8: duplicate key "\#u{212A}""#])
        #expect(CodingFixtures.errors("{\"K\":1,\"\u{212A}\":2}") == ["line 1, column 8: duplicate key \"\u{212A}\""])
    }

    /// Random objects of keys drawn from spellings that Swift's strings hold equal (the Kelvin
    /// sign and K, Å three ways, é two ways, accents in either order, the Greek question mark
    /// and ';'), some in ascending byte order, some keys written with escapes: the parser
    /// reports a duplicate exactly when two keys are equal strings.
    @Test func aDuplicateIsReportedExactlyWhenTwoKeysAreEqualStrings() {
        let spellings = ["K", "\u{212A}", "k", "\u{C5}", "\u{212B}", "A\u{30A}", "\u{E9}", "e\u{301}", ";", "\u{37E}",
                         "a\u{301}\u{316}", "a\u{316}\u{301}", "", "ab", "a", "b", "size", "kind"]
        var generator = SplitMix64(seed: 42)
        var duplicates = 0
        for round in 0..<3_000 {
            var keys = (0..<Int.random(in: 1...8, using: &generator)).map { _ in spellings.randomElement(using: &generator)! }
            if round % 3 == 0 { keys.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
            let members = keys.enumerated().map { position, key in
                let spelled = Bool.random(using: &generator)
                    ? key.unicodeScalars.map { String(format4: $0.value) }.joined() : key
                return "\"\(spelled)\":\(position)"
            }
            let hasDuplicate = keys.indices.contains { i in keys[(i + 1)...].contains(keys[i]) }
            let reported = CodingFixtures.errors("{" + members.joined(separator: ",") + "}")
            #expect(reported.contains { $0.contains("duplicate key") } == hasDuplicate, "\(keys.map(\.unicodeScalars))")
            if hasDuplicate { duplicates += 1 }
        }
        #expect(duplicates > 500)
    }

    @Test func everyKeyIsFoundAndNoOtherWhateverTheTapesOrigin() throws {
        // Keys of many lengths and first bytes, so that several share a bit; looked up, with
        // keys that are not there (some sharing a present key's bit), on a tape parsed from
        // text and on one laid out from a tree.
        let present = ["a", "b", "ab", "size", "kind", "group", "count", "itemCount", "contentInsets",
                       "orthogonalScrollingProperties", "", "é", "x\u{301}", "zIndex", "subitems"]
        let absent = ["c", "ba", "sizes", "Kind", "groups", "interGroupSpacing", "variants", " ", "e", "list"]
        var object = JSONObject()
        for (position, key) in present.enumerated() { object[key] = .number(Double(position)) }
        let text = JSONValue.object(object).prettyText
        let fromTree = JSONTape(.object(object))
        let fromText = try JSONTape.reading(text) { tape in
            .success(withExtendedLifetime(tape) { Self.lookUps(tape.root, present: present, absent: absent) })
        }.get()
        let fromTreeResult = withExtendedLifetime(fromTree) { Self.lookUps(fromTree.root, present: present, absent: absent) }
        #expect(fromText == fromTreeResult)
        #expect(fromText == present.indices.map { Double($0) } + absent.map { _ in -1 })
    }

    /// The number under each key, or -1 where a key is not found.
    private static func lookUps(_ root: JSONNode, present: [String], absent: [String]) -> [Double] {
        guard let members = root.object else { return [] }
        return (present + absent).map { members[named: $0]?.number ?? -1 }
    }

    @Test func aKeyListFindsItsKeysByTheirBytesOnly() {
        let lists = [FormatKeys.section, FormatKeys.variant, FormatKeys.group, FormatKeys.customGroup,
                     FormatKeys.boundaryItem, FormatKeys.condition, FormatKeys.dimension, FormatKeys.document,
                     FormatKeys.supplementaryItem, FormatKeys.insets, FormatKeys.edgeSpacing, FormatKeys.list]
        for list in lists {
            for (position, name) in list.names.enumerated() {
                #expect(Array(name.utf8).withUnsafeBufferPointer { list.index(of: $0) } == position, "\(name)")
                // The same length and first byte (so the same bit), another key.
                let other = String(name.prefix(1)) + String(repeating: "_", count: max(0, name.utf8.count - 1))
                if !list.names.contains(other) {
                    #expect(Array(other.utf8).withUnsafeBufferPointer { list.index(of: $0) } == nil, "\(other)")
                }
            }
            #expect(Array("".utf8).withUnsafeBufferPointer { list.index(of: $0) } == nil)
        }
    }

    @Test func aTapeGrowsPastWhatItReservedAndKeepsEveryValue() throws {
        // A one-byte number every two bytes is three times the nodes a text is reserved for,
        // and escaped strings longer than the decoded text's first room.
        let count = 100_000
        let numbers = "[" + (0..<count).map { String($0 % 10) }.joined(separator: ",") + "]"
        guard case .array(let elements) = try JSONValue.parse(numbers) else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.count == count)
        #expect(elements.enumerated().allSatisfy { $0.element == .number(Double($0.offset % 10)) })
        let escaped = (0..<300).map { #""line \#($0)\n\u00e9\t\#(String(repeating: "x", count: $0 % 40))""# }
        guard case .array(let strings) = try JSONValue.parse("[" + escaped.joined(separator: ",") + "]") else {
            Issue.record("expected an array")
            return
        }
        #expect(strings == (0..<300).map { .string("line \($0)\n\u{E9}\t" + String(repeating: "x", count: $0 % 40)) })
    }
}

private extension String {
    /// Two digits, zero-padded.
    init(format2 value: Int) {
        self = value < 10 ? "0\(value)" : "\(value)"
    }

    /// A scalar as a JSON escape: `\uXXXX`, or a surrogate pair above U+FFFF.
    init(format4 scalar: UInt32) {
        func unit(_ value: UInt32) -> String {
            let digits = String(value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        guard scalar > 0xFFFF else {
            self = unit(scalar)
            return
        }
        let offset = scalar - 0x10000
        self = unit(0xD800 + (offset >> 10)) + unit(0xDC00 + (offset & 0x3FF))
    }
}
