@testable import LayoutEngine
import Testing

/// `JSONObject` keeps members in a list (and a key index past `indexThreshold` members) in place
/// of a dictionary; these pin that it still behaves as RFC 8259's unordered object.
@Suite struct JSONObjectTests {
    /// `{"k0": 0, …, "k(n-1)": n-1}`, its keys set in the order given.
    private func numbered(_ order: [Int]) -> JSONObject {
        var object = JSONObject()
        for i in order { object["k\(i)"] = .number(Double(i)) }
        return object
    }

    @Test func membersInAnotherOrderAreEqualAndHashAlike() {
        for count in [3, JSONObject.indexThreshold + 5] {
            let forward = numbered(Array(0..<count))
            let backward = numbered(Array((0..<count).reversed()))
            #expect(forward == backward)
            #expect(forward.hashValue == backward.hashValue)
            #expect(Set([JSONValue.object(forward), .object(backward)]).count == 1)
        }
        // Same keys, one value different; same count, one key different.
        var changed = numbered([0, 1, 2])
        changed["k1"] = .string("1")
        #expect(changed != numbered([0, 1, 2]))
        #expect(numbered([0, 1, 2]) != numbered([0, 1, 3]))
        #expect(numbered([0, 1]) != numbered([0, 1, 2]))
    }

    @Test func settingReplacesInPlaceAppendsOrRemoves() {
        var object: JSONObject = ["a": 1, "b": 2]
        object["a"] = 10
        object["c"] = 3
        #expect(object.keys == ["a", "b", "c"])
        #expect(object["a"] == .number(10))
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object["b"] == nil)
        object["missing"] = nil
        #expect(object.count == 2)
        // A literal's repeated key keeps its last value, as Dictionary(uniquingKeysWith:) did.
        let literal: JSONObject = ["x": 1, "x": 2]
        #expect(literal.count == 1 && literal["x"] == .number(2))
    }

    /// Past `indexThreshold` members look-ups go through the index; it must follow every change,
    /// including a removal that takes the object back under the threshold and an append over it.
    @Test func theIndexFollowsAppendsReplacementsAndRemovals() {
        let limit = JSONObject.indexThreshold
        var object = numbered(Array(0..<limit))
        object["k\(limit)"] = .number(Double(limit))  // crosses the threshold
        for i in 0...limit { #expect(object["k\(i)"] == .number(Double(i))) }
        object["k0"] = nil  // back to the threshold: positions after k0 moved
        #expect(object["k0"] == nil)
        for i in 1...limit { #expect(object["k\(i)"] == .number(Double(i))) }
        object["k0"] = .number(0)
        object["new"] = .bool(true)
        object["k5"] = .string("five")
        #expect(object.count == limit + 2)
        #expect(object["new"] == .bool(true))
        #expect(object["k5"] == .string("five"))
        #expect(object["k0"] == .number(0))
        #expect(object.keys.last == "new")
    }

    @Test func aDictionaryAndMapValuesKeepEveryMember() {
        let dictionary: [String: JSONValue] = Dictionary(uniqueKeysWithValues: (0..<40).map { ("k\($0)", .number(Double($0))) })
        let object = JSONObject(dictionary)
        #expect(object.count == 40)
        #expect(object == numbered(Array(0..<40)))
        let doubled = object.mapValues { value in
            guard case .number(let n) = value else { return value }
            return .number(n * 2)
        }
        #expect(doubled["k39"] == .number(78))
        #expect(doubled.keys == object.keys)
    }

    /// Parsed objects keep their keys' order; printed ones are sorted whatever the order.
    @Test func parsingKeepsTheOrderAndWritingSortsIt() throws {
        let parsed = try JSONValue.parse(#"{"b":1,"a":{"d":2,"c":3}}"#)
        guard case .object(let object) = parsed else {
            Issue.record("expected an object")
            return
        }
        #expect(object.keys == ["b", "a"])
        #expect(parsed.compactText == #"{"a":{"c":3,"d":2},"b":1}"#)
        #expect(parsed == (["a": ["c": 3, "d": 2], "b": 1] as JSONValue))
    }
}
