import LayoutEngine
import Testing

/// `adaptiveCount` in the format: decoding, the canonical form and every located error.
@Suite("Adaptive columns in the format")
struct CodingAdaptiveCountTests {
    typealias F = CodingFixtures

    func document(_ extras: String, subitems: String = F.leafJSON) -> String {
        F.json(group: F.rowJSON(subitems, extras: extras))
    }

    @Test func decodesAndKeepsItsCanonicalForm() throws {
        let json = document(#", "adaptiveCount": {"maximum": 6, "minimumWidth": 160}, "interItemSpacing": {"fixed": 10}"#)
        let decoded = try LayoutDocument(json: json)
        guard case .group(let group) = decoded.sections[0].group.kind else {
            Issue.record("not a group")
            return
        }
        #expect(group.repetition == .adaptive(AdaptiveCount(minimumWidth: 160, maximum: 6)))
        // Keys sorted, as every canonical object's are.
        #expect(decoded.canonicalJSON.contains(#""adaptiveCount":{"maximum":6,"minimumWidth":160}"#))
        #expect(try LayoutDocument(json: decoded.canonicalJSON) == decoded)
    }

    @Test func excludesCountAndRepeatingCount() {
        #expect(F.errors(document(#", "count": 2, "adaptiveCount": {"minimumWidth": 160, "maximum": 6}"#))
            == ["sections[0].group.adaptiveCount: adaptiveCount excludes count: give one of them"])
        #expect(F.errors(document(#", "count": 2, "repeatingCount": 3, "adaptiveCount": {"minimumWidth": 160, "maximum": 6}"#))
            == ["sections[0].group.repeatingCount: count and repeatingCount exclude each other",
                "sections[0].group.adaptiveCount: adaptiveCount excludes count and repeatingCount: give one of them"])
    }

    @Test(arguments: [
        (#"{"minimumWidth": 0, "maximum": 6}"#, "sections[0].group.adaptiveCount.minimumWidth: must be a finite number > 0"),
        (#"{"minimumWidth": -5, "maximum": 6}"#, "sections[0].group.adaptiveCount.minimumWidth: must be a finite number > 0"),
        (#"{"minimumWidth": 160, "maximum": 0}"#, "sections[0].group.adaptiveCount.maximum: must be >= 1"),
        (#"{"minimumWidth": 160, "maximum": 2.5}"#, "sections[0].group.adaptiveCount.maximum: expected an integer, found 2.5"),
        (#"{"minimumWidth": 160}"#, "sections[0].group.adaptiveCount.maximum: required key is missing"),
        (#"{"minimumWidth": "160", "maximum": 6}"#, "sections[0].group.adaptiveCount.minimumWidth: expected a number, found a string"),
        (#"6"#, "sections[0].group.adaptiveCount: expected an object, found a number"),
    ])
    func locatedErrors(value: String, expected: String) {
        #expect(F.errors(document(#", "adaptiveCount": "# + value)) == [expected])
    }

    @Test func unknownKeyIsNamed() {
        let errors = F.errors(document(#", "adaptiveCount": {"minimumHeight": 160, "maximum": 6}"#))
        #expect(errors.contains { $0.hasPrefix("sections[0].group.adaptiveCount.minimumHeight: unknown key") })
    }

    @Test func needsExactlyOneSubitem() {
        #expect(F.errors(document(#", "adaptiveCount": {"minimumWidth": 160, "maximum": 6}"#,
                                  subitems: F.leafJSON + ", " + F.leafJSON))
            == ["sections[0].group.adaptiveCount: adaptiveCount requires exactly one subitem, found 2"])
    }
}
