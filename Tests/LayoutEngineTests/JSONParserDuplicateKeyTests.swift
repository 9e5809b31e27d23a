@testable import LayoutEngine
import Testing

/// Duplicate keys are reported at the second key, before anything after the member, whether an
/// object has a few keys (scanned) or many (a set): members are now gathered before their
/// dictionary is made, and this pins that the first error is still the one reported.
@Suite struct JSONParserDuplicateKeyTests {
    private func firstError(_ text: String) -> String? {
        do {
            _ = try JSONValue.parse(text)
            return nil
        } catch {
            return error.errors.first?.description
        }
    }

    @Test func aDuplicateInASmallObjectIsReportedAtItsKey() {
        #expect(firstError(#"{"a":1,"b":2,"a":3}"#) == #"line 1, column 14: duplicate key "a""#)
        // Before a later syntax error in the same object, and before a duplicate inside a later member.
        #expect(firstError(#"{"a":1,"a":2,"#) == #"line 1, column 8: duplicate key "a""#)
        #expect(firstError(#"{"a":1,"a":{"x":1,"x":2}}"#) == #"line 1, column 19: duplicate key "x""#)
        // The value is read first: a syntax error inside it comes before the duplicate.
        #expect(firstError(#"{"a":1,"a":[}"#) == "line 1, column 13: unexpected character '}', expected a value")
    }

    @Test func aDuplicateInALargeObjectIsReportedAtItsKey() {
        let members = (0..<40).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        let text = "{" + members + #","k3":0}"#
        #expect(firstError(text) == "line 1, column \(members.count + 3): duplicate key \"k3\"")
        let parsed = try? JSONValue.parse("{" + members + "}")
        guard case .object(let object)? = parsed else {
            Issue.record("expected an object")
            return
        }
        #expect(object.count == 40)
        #expect(object["k39"] == .number(39))
    }
}
