import Foundation
import LayoutReports
import LayoutWorkspace
import Testing

/// The string and number helpers that replaced Foundation's, and the sentences for its errors.
@Suite struct TextEditingTests {
    /// A quote followed by a combining accent is one Character but still a quote: escaping that
    /// matched Characters would let it through.
    @Test func replacingMatchesScalarsNotCharacters() {
        #expect("a\"\u{301}b".replacingEvery("\"", with: "\"\"") == "a\"\"\u{301}b")
        #expect("x\r\ny".replacingEvery("\r", with: "%0D").replacingEvery("\n", with: "%0A") == "x%0D%0Ay")
        #expect("a/b.json".replacingEvery(".json", with: "") == "a/b")
        #expect("aaa".replacingEvery("aa", with: "b") == "ba")
        #expect("abc".replacingEvery("", with: "x") == "abc")
        // The same answers as Foundation's, which worked on UTF-16 units.
        for (text, target, replacement) in [("it's", "'", "'\\''"), ("a|b`c", "|", "\\|"), ("%", "%", "%25")] {
            #expect(text.replacingEvery(target, with: replacement)
                    == text.replacingOccurrences(of: target, with: replacement))
        }
    }

    /// RFC 4180 quoting looks at bytes: a field holding CRLF (one Character) or a quote before a
    /// combining accent is quoted, and its quotes doubled.
    @Test func csvFieldsQuoteWhatCharactersHide() {
        #expect(SolveResultWriter.csvField("plain") == "plain")
        #expect(SolveResultWriter.csvField("a\r\nb") == "\"a\r\nb\"")
        #expect(SolveResultWriter.csvField("a\"\u{301}b") == "\"a\"\"\u{301}b\"")
        #expect(SolveResultWriter.csvField("x,y") == "\"x,y\"")
    }

    @Test func trimmingWhitespace() {
        #expect("  a b \n".trimmingWhitespace() == "a b")
        #expect(" \t\n ".trimmingWhitespace() == "")
        #expect("abc".trimmingWhitespace() == "abc")
    }

    /// Values past the fast path's 1e15 are written with every digit, as `%.Nf` writes them.
    @Test func fixedDecimalsOfHugeAndNonFiniteValues() {
        #expect(formatFixed(1e20, decimals: 2) == "100000000000000000000.00")
        #expect(formatFixed(-2.5e16, decimals: 0) == "-25000000000000000")
        #expect(formatFixed(.infinity, decimals: 1) == "inf")
        #expect(formatFixed(-.infinity, decimals: 1) == "-inf")
        #expect(formatFixed(.nan, decimals: 3).hasSuffix("nan"))
        for value in [1e15, 123456789012345678.0, 9.87654321e300] {
            #expect(formatFixed(value, decimals: 2) == String(format: "%.2f", value))
        }
        #expect(formatFixed(12.345, decimals: 1) == "12.3")
    }

    /// Points with at most two decimals, trailing zeros dropped: whole values below 1e15 as
    /// integers, Swift's shortest form above (an exponent kept whole: "1e+20" loses no zero),
    /// rounding half away from zero.
    @Test func pointsDropTrailingZerosButNotAnExponent() {
        #expect(formatPoints(195) == "195")
        #expect(formatPoints(1.10) == "1.1")
        #expect(formatPoints(0.1 + 0.2) == "0.3")
        #expect(formatPoints(2.255, digits: 3) == "2.255")
        #expect(formatPoints(-0.125) == "-0.13")
        #expect(formatPoints(1e20 + 0.5) == "1e+20")
        #expect(formatPoints(1.5e15 + 0.25) == "1500000000000000.2")
        #expect(formatPoints(1e-5, digits: 6) == "1e-05")
    }

    @Test func failuresAreDescribedInTheSystemsWords() throws {
        do {
            try Data([1]).write(to: URL(fileURLWithPath: "/no/such/folder/file"))
            Issue.record("the write succeeded")
        } catch {
            #expect(describeFailure(error) == "No such file or directory")
        }
        struct Config: Decodable { var devices: [String] }
        do {
            _ = try JSONDecoder().decode(Config.self, from: Data(#"{"devices": [1]}"#.utf8))
            Issue.record("the decode succeeded")
        } catch {
            #expect(describeFailure(error) == "devices.[0]: expected String")
        }
        do {
            _ = try JSONDecoder().decode(Config.self, from: Data("{".utf8))
        } catch {
            #expect(describeFailure(error) == "not valid JSON")
        }
    }

    /// Colour needs a terminal that is not `dumb`; a non-empty NO_COLOR turns it off, whatever
    /// its value (no-color.org: before, "0" read as unset); FORCE_COLOR or CLICOLOR_FORCE set to
    /// anything but "0" turns it on, a pipe too (force-color.org; before, a pipe stayed plain);
    /// `--color always|never` decide alone.
    @Test func colourFollowsTheEnvironment() {
        func enabled(_ environment: [String: String], terminal: Bool = true) -> Bool {
            TerminalStyle.standardOutput(environment: environment, isTerminal: terminal).enabled
        }
        #expect(enabled(["TERM": "xterm"]))
        #expect(!enabled(["TERM": "xterm"], terminal: false))
        #expect(!enabled([:]))
        #expect(!enabled(["TERM": "dumb"]))
        #expect(!enabled(["TERM": "xterm", "NO_COLOR": "1"]))
        #expect(!enabled(["TERM": "xterm", "NO_COLOR": "0"]))
        #expect(enabled(["TERM": "xterm", "NO_COLOR": ""]))
        #expect(enabled(["TERM": "xterm", "NO_COLOR": "1", "FORCE_COLOR": "1"]))
        #expect(enabled(["NO_COLOR": "1", "FORCE_COLOR": "1"], terminal: false))
        #expect(enabled(["CLICOLOR_FORCE": "1"], terminal: false))
        #expect(!enabled(["CLICOLOR_FORCE": "0"], terminal: false))
        #expect(!enabled(["TERM": "xterm", "FORCE_COLOR": "0"]))
        #expect(TerminalStyle.standardOutput(.always, environment: ["NO_COLOR": "1"], isTerminal: false).enabled)
        #expect(!TerminalStyle.standardOutput(.never, environment: ["FORCE_COLOR": "1", "TERM": "xterm"], isTerminal: true).enabled)
        let style = TerminalStyle(enabled: true)
        #expect(style.bold("a") == "\u{1B}[1ma\u{1B}[0m" && style.green("a") == "\u{1B}[32ma\u{1B}[0m")
        #expect(TerminalStyle(enabled: false).red("a") == "a")
    }
}
