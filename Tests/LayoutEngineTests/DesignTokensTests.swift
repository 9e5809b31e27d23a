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
