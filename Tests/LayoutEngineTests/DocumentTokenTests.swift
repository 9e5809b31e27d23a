import LayoutEngine
import Testing

/// A document that names design tokens where it writes points (format.md "Tokens"): the
/// canonical JSON keeps the names, solving reads the values from the set it is given.
@Suite struct DocumentTokenTests {
    static let tokens = try! DesignTokens(json: """
        {"space": {"$type": "dimension", "none": {"$value": "0px"}, "xs": {"$value": "4px"}, "md": {"$value": "16px"}},
         "card": {"height": {"$type": "dimension", "$value": "{space.md}"}}}
        """)

    static let document = """
        {"formatVersion":1,"sections":[{"name":"cards","itemCount":4,
         "contentInsets":{"top":"{space.md}","leading":"{space.md}","trailing":"{space.md}","bottom":"{space.none}"},
         "interGroupSpacing":"{space.xs}",
         "group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":"{card.height}"}},
          "count":2,"interItemSpacing":{"fixed":"{space.xs}"},
          "subitems":[{"kind":"item","size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]}}]}
        """

    /// Read without a set, the references are kept by path and the document cannot be solved:
    /// its stand-ins would give frames that look right and are not.
    @Test func withoutASetTheReferencesAreKeptAndSolvingIsRefused() throws {
        let document = try LayoutDocument(json: Self.document)
        #expect(document.tokenReferences == [
            "sections[0].contentInsets.top": "space.md", "sections[0].contentInsets.leading": "space.md",
            "sections[0].contentInsets.trailing": "space.md", "sections[0].contentInsets.bottom": "space.none",
            "sections[0].interGroupSpacing": "space.xs", "sections[0].group.size.height.absolute": "card.height",
            "sections[0].group.interItemSpacing.fixed": "space.xs",
        ])
        #expect(document.tokenNames == ["card.height", "space.md", "space.none", "space.xs"])
        #expect(throws: SolveError.unresolvedTokens(["card.height", "space.md", "space.none", "space.xs"])) {
            try solve(document, in: SolveEnvironment(width: 390, height: 844))
        }
    }

    /// The canonical JSON writes each reference where it stood, a length at its default (the
    /// bottom inset, 0 once resolved) included; resolving changes no byte of it.
    @Test func canonicalJSONKeepsTheReferences() throws {
        let document = try LayoutDocument(json: Self.document)
        let canonical = document.canonicalJSON
        #expect(canonical.contains(#""contentInsets":{"bottom":"{space.none}","leading":"{space.md}","top":"{space.md}","trailing":"{space.md}"}"#))
        #expect(canonical.contains(#""interItemSpacing":{"fixed":"{space.xs}"}"#))
        #expect(canonical.contains(#""height":{"absolute":"{card.height}"}"#))
        let resolved = try document.resolvingTokens(Self.tokens)
        #expect(resolved.canonicalJSON == canonical)
        #expect(try LayoutDocument(json: canonical) == document)
        #expect(resolved.sections[0].contentInsets == DirectionalInsets(top: 16, leading: 16, bottom: 0, trailing: 16))
    }

    /// Worked by hand at 390 wide: the section is 390 − 16 − 16 = 358 wide; two slots of
    /// (358 − 4) / 2 = 177 at x = 16 and 16 + 177 + 4 = 197; rows 16 high (card.height →
    /// space.md) from y = 16 (the top inset), the second 4 below the first (interGroupSpacing).
    @Test func aResolvedDocumentSolvesWithTheTokensValues() throws {
        let resolved = try LayoutDocument(json: Self.document).resolvingTokens(Self.tokens)
        let solution = try solve(resolved, in: SolveEnvironment(width: 390, height: 844))
        #expect(solution.cellFrame(section: 0, item: 0) == Rect(x: 16, y: 16, width: 177, height: 16))
        #expect(solution.cellFrame(section: 0, item: 1) == Rect(x: 197, y: 16, width: 177, height: 16))
        #expect(solution.cellFrame(section: 0, item: 2) == Rect(x: 16, y: 36, width: 177, height: 16))
    }

    /// A token the set lacks, or one that breaks a rule once read (a negative inset), is an error
    /// at the document's path.
    @Test func unknownOrInvalidTokensAreLocated() throws {
        let document = try LayoutDocument(json: Self.document)
        let sparse = DesignTokens(values: ["space.md": 16, "space.none": 0, "space.xs": 4])
        do {
            _ = try document.resolvingTokens(sparse)
            Issue.record("resolved without card.height")
        } catch {
            #expect(error.errors.map(\.path) == ["sections[0].group.size.height.absolute"])
        }
        let negative = DesignTokens(values: ["space.md": -16, "space.none": 0, "space.xs": 4, "card.height": 16])
        do {
            _ = try document.resolvingTokens(negative)
            Issue.record("resolved a negative inset")
        } catch {
            #expect(error.errors.map(\.path).contains("sections[0].contentInsets.top"), "\(error)")
            // The document is valid: the message says which token gave the value.
            let top = error.errors.first { $0.path == "sections[0].contentInsets.top" }
            #expect(top?.message.hasSuffix(" (the value of the token {space.md})") == true, "\(String(describing: top))")
        }
    }

    /// A string that is not an alias where a number belongs is the usual type error.
    @Test func aStringThatIsNotAnAliasIsATypeError() {
        do {
            _ = try LayoutDocument(json: #"{"formatVersion":1,"sections":[{"name":"s","itemCount":1,"interGroupSpacing":"16px","group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":1}},"subitems":[{"kind":"item","size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]}}]}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.errors == [DocumentError(path: "sections[0].interGroupSpacing", message: "expected a number, found a string")])
        }
    }
}
