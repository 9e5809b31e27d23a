import LayoutEngine
import Testing

/// The trait keys of a variant's `when` in the format: canonical form and located errors.
@Suite("Trait conditions in the format")
struct CodingTraitTests {
    typealias F = CodingFixtures

    func document(when condition: String) -> String {
        F.json(group: F.rowJSON(F.leafJSON), sectionExtras: #", "variants": [{"when": \#(condition), "interGroupSpacing": 4}]"#)
    }

    @Test func decodesEveryTraitAndKeepsItsCanonicalForm() throws {
        let decoded = try LayoutDocument(json: document(when: #"""
            {"verticalSizeClass": "compact", "idiom": "pad", "minContentSizeCategory": "small", "maxContentSizeCategory": "accessibilityLarge"}
            """#))
        #expect(decoded.sections[0].variants[0].when == VariantCondition(
            verticalSizeClass: .compact, idiom: .pad, minContentSizeCategory: .small, maxContentSizeCategory: .accessibilityLarge))
        #expect(decoded.canonicalJSON.contains(
            #""when":{"idiom":"pad","maxContentSizeCategory":"accessibilityLarge","minContentSizeCategory":"small","verticalSizeClass":"compact"}"#))
        #expect(try LayoutDocument(json: decoded.canonicalJSON) == decoded)
    }

    @Test func misspeltCategoryIsLocatedWithItsMeaning() {
        let errors = F.errors(document(when: #"{"minContentSizeCategory": "extraLareg"}"#))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix(
            #"sections[0].variants[0].when.minContentSizeCategory: unknown value "extraLareg"; did you mean "extraLarge"?"#) == true)
    }

    @Test func minimumAboveMaximumNeverApplies() {
        #expect(F.errors(document(when: #"{"minContentSizeCategory": "extraLarge", "maxContentSizeCategory": "small"}"#))
            == ["sections[0].variants[0].when: minContentSizeCategory extraLarge is larger than maxContentSizeCategory small, so the variant never applies"])
    }

    @Test func unknownIdiomIsLocated() {
        let errors = F.errors(document(when: #"{"idiom": "watch"}"#))
        #expect(errors.first?.hasPrefix(#"sections[0].variants[0].when.idiom: unknown value "watch""#) == true)
    }
}
