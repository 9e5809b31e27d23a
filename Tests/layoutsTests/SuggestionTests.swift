@testable import layouts
import Testing

/// "Did you mean": the closest candidate within 2 edits, and under half the word's length.
@Suite struct SuggestionTests {
    @Test func closeWordsAreSuggested() {
        let keys = ["devices", "tolerance"]
        #expect(suggestion(for: "device", among: keys) == "devices")  // 1 deletion
        #expect(suggestion(for: "tolerence", among: keys) == "tolerance")  // 1 substitution
        #expect(suggestion(for: "toleranec", among: keys) == "tolerance")  // 1 swap of neighbours
        #expect(suggestion(for: "DEVICES", among: keys) == "devices")  // case ignored
        #expect(suggestion(for: "ipad-11", among: ["iphone-16", "ipad-10", "ipad-mini"]) == "ipad-10")
    }

    @Test func farWordsAreNot() {
        #expect(suggestion(for: "colour", among: ["devices", "tolerance"]) == nil)
        #expect(suggestion(for: "dvcs", among: ["devices"]) == nil)  // 3 insertions
        // 2 edits in a 3-letter word are more than half of it.
        #expect(suggestion(for: "abc", among: ["xyc"]) == nil)
        // Ties go to the first candidate.
        #expect(suggestion(for: "ab", among: ["ax", "xb"]) == nil)
        #expect(suggestion(for: "abcd", among: ["abcx", "abxd"]) == "abcx")
    }
}
