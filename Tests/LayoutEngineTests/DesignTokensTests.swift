import LayoutEngine
import Testing

/// Token files in the Design Tokens Community Group format (format.md "Tokens"): the values a
/// layout reads, and every way a file can be wrong, located.
@Suite struct DesignTokensTests {
    static let file = """
        {
          "space": {
            "$type": "dimension",
            "xs": { "$value": { "value": 4, "unit": "px" } },
            "md": { "$value": "16px", "$description": "the older string form" },
            "lg": { "$value": "{space.md}" },
            "gutter": { "$value": "{space.lg}" }
          },
          "radius": { "card": { "$type": "dimension", "$value": { "value": 12, "unit": "pt" } } },
          "opacity": { "$type": "number", "faded": { "$value": 0.5 } }
        }
        """

    /// Groups pass their `$type` down; an alias chain (gutter → lg → md) ends at md's 16.
    @Test func valuesAndAliasChains() throws {
        let tokens = try DesignTokens(json: Self.file)
        #expect(tokens.values == ["space.xs": 4, "space.md": 16, "space.lg": 16, "space.gutter": 16, "radius.card": 12])
        #expect(tokens.otherTypes == ["opacity.faded": "number"])
        #expect(try tokens.length(of: "space.gutter", at: "x").get() == 16)
    }

    @Test(arguments: [
        (#"{"a": {"$type": "dimension", "$value": "{b}"}, "b": {"$type": "dimension", "$value": "{a}"}}"#,
         "a.$value", "an alias cycle: {a} → {b} → {a}"),
        (#"{"a": {"$type": "dimension", "$value": "{space.mdd}"}, "space": {"md": {"$type": "dimension", "$value": "1px"}}}"#,
         "a.$value", "the alias {space.mdd} names no token of the file; did you mean {space.md}?"),
        (#"{"a": {"$type": "dimension", "$value": {"value": 1, "unit": "rem"}}}"#,
         "a.$value", #"the unit "rem" is not a length in points: a layout takes px or pt (1 px = 1 pt, as design tools export)"#),
        (#"{"a": {"$value": 4}}"#, "a.$value", #"the token has no $type, on itself or a group around it (a length is a "dimension")"#),
        (#"{"a": {"$type": "dimension", "$value": {"value": "4", "unit": "px"}}}"#, "a.$value.value", "expected a number"),
        (#"{"n": {"$type": "number", "$value": 2}, "a": {"$type": "dimension", "$value": "{n}"}}"#,
         "a.$value", "the alias {n} is a number token, not a dimension"),
        (#"{"a.b": {"$type": "dimension", "$value": "1px"}}"#, "a.b", "a token or group name may not be empty or hold '.', '{' or '}'"),
        (#"{"g": {"$modes": {}}}"#, "g.$modes",
         "unknown group property; a group has $deprecated, $description, $extensions, $schema, $type (modes are one file per mode)"),
    ])
    func badFilesAreLocated(text: String, path: String, message: String) {
        #expect(throws: DocumentErrors.self) { try DesignTokens(json: text) }
        do {
            _ = try DesignTokens(json: text)
        } catch {
            #expect(error.errors.first == DocumentError(path: path, message: message), "\(error)")
        }
    }

    /// A document names a token wherever it writes points; unknown, misspelt and non-dimension
    /// tokens are errors at the document's path.
    @Test func aDocumentsReferencesAreCheckedAgainstTheSet() throws {
        let tokens = try DesignTokens(json: Self.file)
        #expect(tokens.length(of: "space.mf", at: "sections[0].contentInsets.top")
                == .failure(DocumentError(path: "sections[0].contentInsets.top",
                                          message: "unknown token {space.mf}; did you mean {space.md}? (the token set has 5 dimension tokens)")))
        #expect(tokens.length(of: "opacity.faded", at: "p")
                == .failure(DocumentError(path: "p", message: "the token {opacity.faded} is a number, not a dimension: a length is needed here")))
    }

    /// The file is kept as written (aliases, descriptions), keys sorted: equal files, equal bytes.
    @Test func canonicalTextKeepsTheFile() throws {
        let tokens = try DesignTokens(json: Self.file)
        #expect(tokens.canonicalText.contains(#""gutter":{"$value":"{space.lg}"}"#))
        #expect(try DesignTokens(json: tokens.canonicalText) == tokens)
    }
}

/// The token review's findings, each with its expected behaviour.
@Suite struct DesignTokensReviewTests {
    /// A chain of 5,000 aliases, each to the one before, is followed once per token: every token
    /// comes to the first one's 7 points.
    @Test func aLongAliasChainResolvesInLinearTime() throws {
        var members = [#""t0": {"$value": "7px"}"#]
        for i in 1..<5_000 { members.append("\"t\(i)\": {\"$value\": \"{t\(i - 1)}\"}") }
        let tokens = try DesignTokens(json: #"{"$type": "dimension", "# + members.joined(separator: ", ") + "}")
        #expect(tokens.values.count == 5_000)
        #expect(tokens.values["t4999"] == 7)
    }

    /// A string in braces that is no token's path is named as a malformed reference.
    @Test func aMalformedReferenceIsSaidToBeOne() {
        do {
            _ = try LayoutDocument(json: #"{"formatVersion":1,"sections":[{"name":"s","itemCount":1,"interGroupSpacing":"{a..b}","group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":1}},"subitems":[{"kind":"item","size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]}}]}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.errors.map(\.path) == ["sections[0].interGroupSpacing"])
            #expect(error.errors.first?.message.hasPrefix("a token reference names a token by its dotted path") == true)
        }
    }

    /// Two revisions that differ only in the token a length names differ structurally.
    @Test func aChangedReferenceIsAStructuralChange() throws {
        let old = try LayoutDocument(json: DocumentTokenTests.document)
        let new = try LayoutDocument(json: DocumentTokenTests.document.replacingOccurrences(of: #""interGroupSpacing":"{space.xs}""#,
                                                                                            with: #""interGroupSpacing":"{space.md}""#))
        #expect(old != new)
        #expect(old.canonicalJSON != new.canonicalJSON)
    }
}
