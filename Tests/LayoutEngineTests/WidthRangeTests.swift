import LayoutEngine
import Testing

/// `WidthRange`: `A..B[/S]`, its widths, and what it refuses.
@Suite struct WidthRangeTests {
    /// 320 to 1366 by 1 is 1047 widths; by 8, 320 + 130 · 8 = 1360 is the last whole step and
    /// 1366 is added: 132 widths.
    @Test func countsAndEnds() throws {
        let ones = try WidthRange(parsing: "320..1366")
        #expect(ones.count == 1047 && ones.width(at: 1046) == 1366 && ones.step == 1)
        let eights = try WidthRange(parsing: " 320 .. 1366/8")
        #expect(eights.count == 132)
        #expect(eights.widths.suffix(2) == [1360, 1366])
        let tenths = try WidthRange(parsing: "1..2/0.1")
        #expect(tenths.count == 11 && tenths.width(at: 10) == 2)
    }

    @Test(arguments: [
        ("1366..320", "the range is reversed: 1366 is above 320; write the narrower width first"),
        ("320..320", "the range is empty: it starts and ends at 320 (give one width without ..)"),
        ("..1366", "the range is empty: it has no start"),
        ("320..1366/0", "the step must be a positive number, not 0"),
        ("320..1366/-8", "the step must be a positive number, not -8"),
        ("320..1366/nan", "the step must be a positive number, not nan"),
        ("nan..1366", "the ends must be finite numbers"),
        ("0..1366", "a width must be a positive number, not 0"),
        ("1..200000", "the range spans 199999 points, more than the limit of 100000"),
        ("320..1366/0.001", "a step of 0.001 makes more than 100000 steps; take a larger step"),
        ("320-1366", "expected A..B or A..B/STEP (e.g. 320..1366 or 320..1366/8)"),
        ("320..wide", "'wide' is not a number"),
    ])
    func refuses(text: String, message: String) {
        #expect(throws: WidthRangeError.self) { try WidthRange(parsing: text) }
        do {
            _ = try WidthRange(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }
}
