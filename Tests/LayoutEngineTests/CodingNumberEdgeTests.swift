import LayoutEngine
import Testing

/// Numbers at the edges of binary64 (issue 11, items 6 and 13): an integer is exact or
/// refused, a literal too small to represent is not read as 0, and sums of counts never trap.
@Suite("Numbers at the edges of binary64")
struct CodingNumberEdgeTests {
    typealias F = CodingFixtures

    /// One section's JSON with `itemCount` written as `literal`.
    private func document(itemCount literal: String) -> String {
        F.json(group: F.rowJSON(F.leafJSON)).replacingFirst(#""itemCount": 3"#, with: #""itemCount": \#(literal)"#)
    }

    @Test func anIntegerBeyondTwoToThe53IsRefusedNotRounded() {
        // 2^53 + 1 reads as the binary64 2^53: storing it would silently change the count.
        #expect(F.errors(document(itemCount: "9007199254740993"))
            == ["sections[0].itemCount: integer too large to be read exactly (the limit is ±9007199254740991)"])
        #expect(F.errors(document(itemCount: "9007199254740992")).count == 1)
        #expect(F.errors(document(itemCount: "5e18")).count == 1)
    }

    @Test func theLargestExactIntegerRoundTripsExactly() throws {
        let decoded = try LayoutDocument(json: document(itemCount: "9007199254740991"))
        #expect(decoded.sections[0].itemCount == 9_007_199_254_740_991)
        #expect(decoded.canonicalJSON.contains(#""itemCount":9007199254740991"#))
        #expect(try LayoutDocument(json: decoded.canonicalJSON) == decoded)
    }

    @Test func aLiteralThatUnderflowsIsRefusedNotReadAsZero() {
        let errors = F.errors(document(itemCount: "1e-400"))
        #expect(errors.count == 1)
        #expect(errors.first?.contains("number out of range") == true)
        #expect(errors.first?.hasPrefix("line 1, column ") == true)
        // A zero written any way is still zero, and a subnormal is still a number.
        #expect(F.errors(document(itemCount: "0e-400")) == [])
        #expect(F.errors(document(itemCount: "0.000e5")) == [])
        #expect(F.errors(document(itemCount: "-0")) == [])
        #expect((try? JSONValue.parse("5e-324")) == .number(Double.leastNonzeroMagnitude))
    }

    @Test func validationRefusesACountThatJSONCannotHold() {
        let document = F.document([Section(name: "s", itemCount: Int.max, group: F.row([F.fullWidthLeaf]))])
        #expect(document.validate().map(\.description) == ["sections[0].itemCount: must be <= 9007199254740991"])
    }

    @Test func aTotalThatOverflowsIsNilNotATrap() {
        let big = 9_007_199_254_740_991
        let sections = (0..<1025).map { Section(name: "s\($0)", itemCount: big, group: F.row([F.fullWidthLeaf])) }
        #expect(F.document(sections).totalItemCount == nil)
        #expect(F.document(Array(sections.prefix(2))).totalItemCount == 2 * big)
        #expect(F.document().totalItemCount == 3)
    }

    @Test func theSolverRefusesCountsWhoseSumOverflows() {
        let sections = (0..<3).map { Section(name: "s\($0)", itemCount: 1, group: F.row([F.fullWidthLeaf])) }
        let environment = SolveEnvironment(width: 390, height: 844, defaultItemCount: Int.max)
        #expect(throws: SolveError.self) { try LayoutEngine.solve(F.document(sections), in: environment) }
    }

    /// Short decimals are read as their digits over a power of ten (one correctly rounded
    /// division); every one must be the value the standard library's full conversion gives.
    @Test func shortDecimalsReadAsTheFullConversionReadsThem() throws {
        // Hand-picked: thirds, halves, values whose nearest binary64 is below and above the
        // decimal, 15 significant digits, negative zero.
        // Then 16 and 17 significant digits either side of 2^53 (9007199254740992), leading
        // zeros that are not significant, and 22 and 23 digits after the point.
        let picked = ["0.1", "0.3", "123.333333333333", "-2.5", "1.05", "0.000000000000123", "999999999999.999",
                      "-0.0", "390.5", "16.6666666666667",
                      "0.3333333333333333", "0.6666666666666666", "0.1666666666666667", "0.33333333333333331",
                      "9007199254740992", "9007199254740993", "9007199254740991.5", "900719925474099.3",
                      "0.9007199254740993", "0.9007199254740992", "0.0000000000000000000001", "0.00000000000000000000001",
                      "0.0000000000000000000000", "1234567890123456.7"]
        var generator = SystemRandomNumberGenerator()
        // Up to 18 digits: some under 2^53 as an integer, some over it.
        let random = (0..<4_000).map { _ -> String in
            let digits = String(UInt64.random(in: 0...999_999_999_999_999_999, using: &generator))
            let point = Int.random(in: 1...digits.count, using: &generator)
            let text = digits.prefix(point) + (point < digits.count ? "." + digits.dropFirst(point) : "")
            return Bool.random(using: &generator) ? "-" + text : String(text)
        }
        for literal in picked + random {
            let expected = try #require(Double(literal))
            let parsed = try JSONValue.parse(literal)
            guard case .number(let value) = parsed else {
                Issue.record("\(literal) parsed as \(parsed)")
                continue
            }
            #expect(value.bitPattern == expected.bitPattern, "\(literal): \(value) is not \(expected)")
        }
    }
}
